/** Director profile (register read, billed). */
import type { FastifyInstance } from 'fastify';
import { REFERENCE_DATE } from '../../registry/types';
import { BilledCall, callerOf } from '../billing';
import type { EmulatorContext } from '../context';
import { fail } from '../failure';
import { dinParam, knownDirector } from '../inputs';
import { recordTimes } from '../../state/company-view';
import { iso, okRegistry } from '../reply';
import { requireDirectorScope } from '../scope';

export function directorRoutes(app: FastifyInstance, ctx: EmulatorContext): void {
  app.get('/v1/directors/:din', async (req, reply) => {
    const din = dinParam(req);
    requireDirectorScope(ctx, callerOf(req), din);
    const call = new BilledCall(ctx, req, 'directors.profile');
    knownDirector(ctx, din);
    // Each company row as that company's record was last read, so the profile agrees with the master records.
    const now = ctx.clock.now();
    let updatedAt = Date.parse(REFERENCE_DATE);
    const profile = ctx.registry.directorProfile(din, (cin) => {
      const at = recordTimes(ctx, cin, now).dataUpdatedAt;
      updatedAt = Math.max(updatedAt, at);
      return at;
    });
    if (profile === undefined) throw fail('DIRECTOR_NOT_FOUND', `The registry holds no profile for DIN ${din}`);
    call.requireBalance();
    return okRegistry(ctx, reply, profile, { updatedAt: iso(updatedAt), source: 'MCA21', ...call.charge(din) });
  });
}
