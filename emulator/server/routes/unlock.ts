/** POST and GET /v1/companies/{cin}/unlock: buy a year of documents; read the unlock and its job. */
import type { FastifyInstance } from 'fastify';
import { companyFacts } from '../../state/company-view';
import { newId } from '../../state/store';
import { BilledCall, callerOf, freeCall } from '../billing';
import type { EmulatorContext } from '../context';
import { fail } from '../failure';
import { companyIdParam, knownCompany } from '../inputs';
import { ok } from '../reply';
import { requireCompanyScope } from '../scope';
import { activeCompanyUnlock, jobFilingOrder, sandboxUnlockData, UNLOCK_DURATION_MS, unlockRecordData } from '../unlocks';

export function unlockRoutes(app: FastifyInstance, ctx: EmulatorContext): void {
  app.post('/v1/companies/:cin/unlock', async (req, reply) => {
    const cin = companyIdParam(ctx, req);
    requireCompanyScope(ctx, callerOf(req), cin);
    const call = new BilledCall(ctx, req, 'companies.unlock');
    const { caller } = call;
    if (caller.isTest) return ok(reply, sandboxUnlockData(caller, cin));
    knownCompany(ctx, cin, 'NOT_FOUND');
    const now = ctx.clock.now();
    const existing = activeCompanyUnlock(ctx, caller.account.id, cin, now);
    if (existing !== null) {
      throw fail('ALREADY_UNLOCKED', `Company ${cin} is unlocked until ${new Date(existing.expiresAt).toISOString()}`);
    }
    call.requireBalance();
    const facts = companyFacts(ctx, cin, now);
    const record = ctx.state.mutate(() => {
      const job = { id: newId('job'), cin, createdAt: now, ...jobFilingOrder(facts, facts.visible.map((f) => f.row.filingId)) };
      ctx.state.addDocumentJob(job);
      const unlock = { accountId: caller.account.id, cin, unlockedAt: now, expiresAt: now + UNLOCK_DURATION_MS, pricePaisa: call.price, jobId: job.id };
      ctx.state.putCompanyUnlock(unlock);
      return { unlock, meta: call.charge(cin) };
    });
    // The job appears on later status calls, not on the purchase itself.
    return ok(reply, { ...unlockRecordData(ctx, caller, cin, record.unlock, null), job: null }, record.meta, 202);
  });

  app.get('/v1/companies/:cin/unlock', async (req, reply) => {
    const cin = companyIdParam(ctx, req);
    requireCompanyScope(ctx, callerOf(req), cin);
    const caller = freeCall(req, 'companies.unlock.status');
    if (caller.isTest) return ok(reply, sandboxUnlockData(caller, cin));
    const now = ctx.clock.now();
    const record = activeCompanyUnlock(ctx, caller.account.id, cin, now);
    const facts = record ? companyFacts(ctx, cin, now) : null;
    return ok(reply, unlockRecordData(ctx, caller, cin, record, facts));
  });
}
