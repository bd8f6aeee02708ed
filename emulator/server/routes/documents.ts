/** Filing PDF download and the paid fetch of missing documents. */
import type { FastifyInstance } from 'fastify';
import { companyFacts, fetchableFilings, newest } from '../../state/company-view';
import { newId } from '../../state/store';
import { BilledCall, callerOf } from '../billing';
import type { EmulatorContext } from '../context';
import { fail } from '../failure';
import { companyIdParam, filingIdValue, knownCompany, param } from '../inputs';
import { filingPdf } from '../pdfs';
import { iso, ok } from '../reply';
import { requireCompanyScope } from '../scope';
import { activeCompanyUnlock, jobFilingOrder, sandboxUnlockData, unlockPrice } from '../unlocks';

export function documentRoutes(app: FastifyInstance, ctx: EmulatorContext): void {
  app.get('/v1/companies/:cin/filings/:filingId/download', async (req, reply) => {
    const cin = companyIdParam(ctx, req);
    const filingId = filingIdValue(param(req, 'filingId'));
    requireCompanyScope(ctx, callerOf(req), cin);
    const call = new BilledCall(ctx, req, 'companies.filings.download');
    const { caller } = call;
    knownCompany(ctx, cin);
    const facts = companyFacts(ctx, cin);
    if (!facts.visible.some((f) => f.row.filingId === filingId)) throw fail('NOT_FOUND', `Company ${cin} lists no filing ${filingId}`);
    const landed = facts.landed.has(filingId);
    if (caller.isTest && !landed) return ok(reply, sandboxUnlockData(caller, cin));
    if (!caller.isTest && activeCompanyUnlock(ctx, caller.account.id, cin) === null) {
      return ok(reply, { unlocked: false, unlockPrice: unlockPrice(caller) });
    }
    if (!landed) throw fail('DOC_NOT_AVAILABLE', `The PDF of ${filingId} has not been downloaded yet`);
    call.requireBalance();
    const pdf = await filingPdf(ctx, cin, filingId);
    const meta = call.charge(cin);
    // Binary answers carry the billing meta as headers (the body is the PDF itself).
    if (meta.priceChargedPaisa !== undefined) {
      reply.header('X-Price-Charged-Paisa', String(meta.priceChargedPaisa));
      reply.header('X-Wallet-Balance-After-Paisa', String(meta.walletBalanceAfterPaisa));
    }
    return reply
      .code(200)
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', `inline; filename="${filingId}.pdf"`)
      .send(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength));
  });

  app.post('/v1/companies/:cin/documents/fetch', async (req, reply) => {
    const cin = companyIdParam(ctx, req);
    requireCompanyScope(ctx, callerOf(req), cin);
    const call = new BilledCall(ctx, req, 'companies.documents.fetch');
    const { caller } = call;
    const progress = `GET /v1/companies/${cin}/unlock`;
    const now = ctx.clock.now();
    if (caller.isTest) {
      const facts = companyFacts(ctx, cin, now);
      const filings = { total: facts.visible.length, downloaded: facts.downloaded, missing: facts.missing };
      return ok(reply, { cin, queued: true, joinedExisting: false, filings, unlockExpiresAt: null, progress, sandbox: true }, {}, 202);
    }
    knownCompany(ctx, cin);
    const unlock = activeCompanyUnlock(ctx, caller.account.id, cin, now);
    if (unlock === null) {
      throw fail('UNLOCK_REQUIRED', `Fetching documents needs an active unlock of ${cin}`, {
        nextStep: `POST /v1/companies/${cin}/unlock`,
        unlockPrice: unlockPrice(caller),
      });
    }
    const facts = companyFacts(ctx, cin, now);
    const filings = { total: facts.visible.length, downloaded: facts.downloaded, missing: facts.missing };
    const running = newest(facts.documentJobs.filter((j) => j.progress.status !== 'success'));
    const fetchable = fetchableFilings(facts);
    if (running === null && fetchable.length === 0) {
      throw fail('NOTHING_TO_FETCH', `Every listed filing of ${cin} already has its PDF`, {
        nextStep: `POST /v1/companies/${cin}/update re-reads the filing list; fetch again if it finds new filings`,
        filings,
      });
    }
    call.requireBalance();
    if (ctx.faults.get().documentQueueDown) throw fail('DOCUMENT_JOB_QUEUE_UNAVAILABLE', 'The document job could not be queued; safe to retry');
    const meta = ctx.state.mutate(() => {
      if (running === null) ctx.state.addDocumentJob({ id: newId('job'), cin, createdAt: now, ...jobFilingOrder(facts, fetchable) });
      return call.charge(cin);
    });
    const data = { cin, queued: true, joinedExisting: running !== null, filings, unlockExpiresAt: iso(unlock.expiresAt), progress };
    return ok(reply, data, meta, 202);
  });
}
