/**
 * Test controls, registered only with --admin: faults, the clock, and a view of wallets and the
 * ledger. No API key (they are for the machine that started the emulator, on 127.0.0.1 only).
 */
import type { FastifyInstance } from 'fastify';
import { applyFaultPatch, parseFaultPatch } from '../../faults';
import type { EmulatorContext } from '../context';
import { fail } from '../failure';
import { queryValue } from '../inputs';
import { ok } from '../reply';

export function adminRoutes(app: FastifyInstance, ctx: EmulatorContext): void {
  app.get('/admin/faults', async (_req, reply) => ok(reply, ctx.faults.get()));

  /** Body: any subset of the fault settings, plus the counted faults (`failNextRequests`, `dropConnection`, `cutBlobDownloads`), or { reset: true }. */
  app.put('/admin/faults', async (req, reply) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    if (body.reset === true) {
      ctx.faults.reset();
      return ok(reply, ctx.faults.get());
    }
    const patch = parseFaultPatch(body);
    if (typeof patch === 'string') throw fail('BAD_REQUEST', patch);
    applyFaultPatch(ctx.faults, patch);
    return ok(reply, ctx.faults.get());
  });

  app.get('/admin/clock', async (_req, reply) => ok(reply, { now: ctx.clock.iso(), speed: ctx.speed }));

  /** Body: { advanceMs: number } or { set: ISO instant }. */
  app.post('/admin/clock', async (req, reply) => {
    const body = (req.body ?? {}) as { advanceMs?: unknown; set?: unknown };
    try {
      if (typeof body.advanceMs === 'number') ctx.clock.advance(body.advanceMs);
      else if (typeof body.set === 'string') ctx.clock.set(body.set);
      else throw new Error('give { advanceMs } or { set }');
    } catch (error) {
      throw fail('BAD_REQUEST', (error as Error).message);
    }
    return ok(reply, { now: ctx.clock.iso(), speed: ctx.speed });
  });

  /** Wallets of every account and, with ?accountId=, that account's ledger of charges. */
  app.get('/admin/state', async (req, reply) => {
    const wallets = [...ctx.state.accounts.values()].map((a) => ({ accountId: a.id, balancePaisa: ctx.state.balance(a.id), disabled: a.disabled }));
    const accountId = queryValue(req, 'accountId');
    if (accountId !== undefined && !ctx.state.accounts.has(accountId)) throw fail('NOT_FOUND', `No account ${accountId}`);
    return ok(reply, { now: ctx.clock.iso(), wallets, ledger: accountId === undefined ? null : ctx.state.ledger(accountId) });
  });
}
