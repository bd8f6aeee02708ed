/**
 * The living registry's test controls (--admin only): inject one event into a company's record, and
 * list what the registry has recorded for a company up to now (generated and injected events).
 */
import type { FastifyInstance } from 'fastify';
import { RegistryEventError } from '../../registry/registry-events';
import type { EmulatorContext } from '../context';
import { fail } from '../failure';
import { queryValue } from '../inputs';
import { ok } from '../reply';

export function adminRegistryRoutes(app: FastifyInstance, ctx: EmulatorContext): void {
  /** Body: one event (`kind`, `cin`, optional `at`, the kind's fields; see emulator/README.md). Answers with what it changed. */
  app.post('/admin/registry/events', async (req, reply) => {
    try {
      const result = ctx.state.mutate(() => {
        const injected = ctx.registry.injectEvent(req.body ?? {}, ctx.clock.now());
        ctx.state.addRegistryEvent({ seq: ctx.state.registryEvents.length + 1, input: injected.event });
        return injected;
      });
      return ok(reply, result, {}, 201);
    } catch (error) {
      if (error instanceof RegistryEventError) throw fail('BAD_REQUEST', error.message);
      throw error;
    }
  });

  /** ?cin=: the company's events recorded by the clock's now, oldest first (a refresh reveals them). */
  app.get('/admin/registry/events', async (req, reply) => {
    const cin = queryValue(req, 'cin');
    if (cin === undefined || ctx.registry.company(cin) === undefined) throw fail('BAD_REQUEST', 'give ?cin= of a company the registry holds');
    return ok(reply, { cin, now: ctx.clock.iso(), events: ctx.registry.registryEvents(cin, ctx.clock.now()) });
  });
}
