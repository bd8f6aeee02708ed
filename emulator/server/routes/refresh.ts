/**
 * Freshness, the paid refresh (`POST .../update`), its status, and the filing-list-only refresh
 * (`POST .../filings/refresh`). Refresh jobs belong to the company: every account joins the same
 * job and shares the 24-hour window.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type CompanyFacts, companyFacts, newest, type RefreshJobView } from '../../state/company-view';
import type { RefreshKind } from '../../state/records';
import { newId } from '../../state/store';
import { enforceRefreshRate, recordRefresh } from '../auth';
import { BilledCall, callerOf, freeCall } from '../billing';
import type { EmulatorContext } from '../context';
import { fail } from '../failure';
import { companyIdParam, knownCompany } from '../inputs';
import { iso, isoOrNull, ok } from '../reply';
import { FRESH_WINDOW_MS, freshUntilOf, refreshDocumentsBlock, refreshJobData, sandboxRefreshData } from '../refresh-view';
import { requireCompanyScope } from '../scope';
import { activeCompanyUnlock } from '../unlocks';

const running = (v: RefreshJobView, now: number) => now < v.progress.finishesAt;

interface Plan {
  join: RefreshJobView | null;
  alreadyFresh: boolean;
}

/** What a start call does: join a running job, answer from a fresh one, or queue a new one. */
function planFull(facts: CompanyFacts): Plan {
  const full = facts.refreshJobs.filter((v) => v.job.kind === 'full');
  const listOnly = facts.refreshJobs.find((v) => v.job.kind === 'filings' && running(v, facts.now));
  if (listOnly) {
    const seconds = Math.max(1, Math.ceil((listOnly.progress.finishesAt - facts.now) / 1000));
    throw fail('REFRESH_IN_PROGRESS', `A filing-list refresh of ${facts.cin} is running; retry in ${seconds} s`, {}, { 'Retry-After': String(seconds) });
  }
  const live = full.find((v) => running(v, facts.now));
  if (live) return { join: live, alreadyFresh: false };
  const fresh = [...full].reverse().find((v) => {
    const until = freshUntilOf(v);
    return until !== null && facts.now < until;
  });
  return fresh ? { join: fresh, alreadyFresh: true } : { join: null, alreadyFresh: false };
}

function planListOnly(facts: CompanyFacts): Plan {
  const live = facts.refreshJobs.find((v) => running(v, facts.now));
  return { join: live ?? null, alreadyFresh: false };
}

export function refreshRoutes(app: FastifyInstance, ctx: EmulatorContext): void {
  const start = (kind: RefreshKind) => async (req: FastifyRequest, reply: FastifyReply) => {
    const cin = companyIdParam(ctx, req);
    requireCompanyScope(ctx, callerOf(req), cin);
    const call = new BilledCall(ctx, req, 'companies.update');
    const { caller } = call;
    const now = ctx.clock.now();
    if (caller.isTest) return ok(reply, { ...sandboxRefreshData(companyFacts(ctx, cin, now)), joinedExisting: false, alreadyFresh: false }, {}, 202);
    knownCompany(ctx, cin);
    const plan = kind === 'full' ? planFull(companyFacts(ctx, cin, now)) : planListOnly(companyFacts(ctx, cin, now));
    enforceRefreshRate(ctx, caller.account.id, cin);
    call.requireBalance();
    if (plan.join === null && ctx.faults.get().updateQueueDown) throw fail('UPDATE_QUEUE_UNAVAILABLE', 'The refresh could not be queued; safe to retry');
    const { jobId, meta } = ctx.state.mutate(() => {
      let id = plan.join?.job.id;
      if (id === undefined) {
        id = newId('rfj');
        ctx.state.addRefreshJob({ id, cin, kind, requestedAt: now, failStage: ctx.faults.get().refreshStageFails });
      }
      return { jobId: id, meta: call.charge(cin) };
    });
    recordRefresh(ctx, caller.account.id, cin);
    const facts = companyFacts(ctx, cin, now);
    const view = facts.refreshJobs.find((v) => v.job.id === jobId)!;
    return ok(reply, { ...refreshJobData(facts, view), joinedExisting: plan.join !== null, alreadyFresh: plan.alreadyFresh }, meta, 202);
  };

  app.post('/v1/companies/:cin/update', start('full'));
  app.post('/v1/companies/:cin/filings/refresh', start('filings'));

  app.get('/v1/companies/:cin/update/status', async (req, reply) => {
    const cin = companyIdParam(ctx, req);
    requireCompanyScope(ctx, callerOf(req), cin);
    const caller = freeCall(req, 'companies.update.status');
    knownCompany(ctx, cin);
    const facts = companyFacts(ctx, cin);
    if (caller.isTest) {
      const documents = { newFilings: 0, missing: facts.missing, nextStep: null };
      return ok(reply, { ...sandboxRefreshData(facts), documents });
    }
    const view = newest(facts.refreshJobs);
    if (view === null) throw fail('NOT_FOUND', `No refresh of ${cin} has been requested yet; start one with POST /v1/companies/${cin}/update`);
    return ok(reply, { ...refreshJobData(facts, view), documents: refreshDocumentsBlock(ctx, facts, view) });
  });

  app.get('/v1/companies/:cin/freshness', async (req, reply) => {
    const cin = companyIdParam(ctx, req);
    requireCompanyScope(ctx, callerOf(req), cin);
    const caller = freeCall(req, 'companies.freshness');
    knownCompany(ctx, cin);
    const facts = companyFacts(ctx, cin);
    const filings = { total: facts.visible.length, downloaded: facts.downloaded, missing: facts.missing, listRefreshedAt: iso(facts.listRefreshedAt) };
    const base = { cin, updatedAt: iso(facts.dataUpdatedAt), filings };
    if (caller.isTest) {
      const unlock = { active: true, unlockedAt: null, expiresAt: null };
      return ok(reply, { ...base, refresh: null, documentJob: null, unlock, sandbox: true });
    }
    const full = newest(facts.refreshJobs.filter((v) => v.job.kind === 'full'));
    const refresh = full && {
      jobId: full.job.id,
      status: full.progress.status,
      requestedAt: iso(full.job.requestedAt),
      lastCompletedAt: isoOrNull(facts.lastCompletedAt),
      freshUntil: isoOrNull(facts.lastCompletedAt === null ? null : facts.lastCompletedAt + FRESH_WINDOW_MS),
    };
    const docs = newest(facts.documentJobs);
    const documentJob = docs && {
      status: docs.progress.status,
      totalDocuments: docs.progress.total,
      downloadedDocuments: docs.progress.landed,
      pendingDocuments: docs.progress.total - docs.progress.landed,
      createdAt: iso(docs.job.createdAt),
      updatedAt: iso(docs.progress.lastUpdated),
    };
    const own = activeCompanyUnlock(ctx, caller.account.id, cin, facts.now);
    const unlock = { active: own !== null, unlockedAt: isoOrNull(own?.unlockedAt), expiresAt: isoOrNull(own?.expiresAt) };
    return ok(reply, { ...base, refresh, documentJob, unlock });
  });
}
