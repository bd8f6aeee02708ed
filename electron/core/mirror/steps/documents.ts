/**
 * Document steps: the unlock (a paid POST the client guards with the free status read, so a
 * restarted step never buys twice), the job poll (free, spaced by `pollIntervalMs`), one PDF
 * download per filing, and the paid fetch of missing documents. On the zip road (the default for
 * a live key) the poll queues the job's archives once it succeeded and only a priority set is
 * bought one by one while it runs; `--no-zips` (tuning `zipFirst: false`) buys every PDF alone.
 */
import type { CompanyUnlock } from '../../../../shared/api/unlock';
import { ApiError } from '../../api';
import { MirrorError } from '../errors';
import { filingName } from '../../views';
import { prioritySet } from '../zip-road/priority-set';
import { deferPdfs, openItems, type StepContext, type StepHandler } from './context';
import { receivePdf } from './pdf-receive';
import { putUnlock } from './unlock-record';
import type { ZipItemPayload } from './zip';

/** Archives first: a live key's mirror, fetch or refresh reads the job's zips before buying PDFs alone. */
export function onZipRoad(ctx: StepContext): boolean {
  return ctx.engine.tuning.zipFirst && !ctx.plan.sandbox;
}

/** The job finished: one item per archive, then the per-PDF downloads for what none delivered. */
function enqueueArchives(ctx: StepContext, data: CompanyUnlock): void {
  const job = data.job;
  const files = job?.processingStages.documentDownloadV3.zipFiles ?? [];
  files.forEach((f, i) => {
    const batch = Number(/^batch_(\d+)\.zip$/.exec(f.filename ?? '')?.[1] ?? i + 1);
    const payload: ZipItemPayload = { jobId: String(job!.id), batch, of: files.length };
    ctx.enqueue('zip', `${payload.jobId}/batch_${batch}`, { payload });
  });
  ctx.enqueue('zip-rest', String(job?.id ?? ''));
}

/** While the job runs: the PDFs the analyst reads first, bought one by one (priority-set.ts). */
function enqueuePriority(ctx: StepContext): void {
  const { library } = ctx.engine;
  const missing = library.filings.missingDocuments(ctx.companyId);
  for (const id of prioritySet(missing, library.charges.list(ctx.companyId))) ctx.enqueue('pdf', id);
}

/** One PDF item per listed filing: the step itself skips a document already stored and intact. */
function enqueuePdfs(ctx: StepContext, onlyMissing: boolean): void {
  const { filings } = ctx.engine.library;
  const rows = onlyMissing ? filings.missingDocuments(ctx.companyId) : filings.listByCompany(ctx.companyId, { limit: 1_000_000 });
  for (const f of rows) ctx.enqueue('pdf', f.filingId);
}

export const unlockStep: StepHandler = async (ctx) => {
  ctx.progress('Unlocking documents');
  const outcome = await ctx.client.unlockCompany(ctx.companyId, ctx.call);
  const after = () => {
    ctx.enqueue('poll-job', '');
    if (!onZipRoad(ctx)) enqueuePdfs(ctx, false);
  };
  switch (outcome.outcome) {
    case 'performed':
      return ctx.commit({
        billing: outcome.response.billing,
        write: () => {
          putUnlock(ctx, outcome.response.data);
          after();
        },
      });
    case 'confirmed-after-timeout': {
      const price = ctx.plan.prices['companies.unlock'] ?? outcome.status.data.unlockPrice ?? 0;
      return ctx.commit({
        confirmed: { endpointKey: 'companies.unlock', subject: ctx.companyId, pricePaisa: price, statusRequestId: outcome.status.requestId },
        write: () => {
          putUnlock(ctx, outcome.status.data);
          after();
        },
      });
    }
    case 'already-unlocked':
      return ctx.commit({ write: after, changed: false });
    default:
      throw new Error(`Unexpected unlock outcome ${outcome.outcome}`);
  }
};

export const pollJobStep: StepHandler = async (ctx) => {
  const res = await ctx.client.getUnlockStatus(ctx.companyId, ctx.call);
  const data = res.data;
  if (!data.unlocked) throw new MirrorError('NOT_UNLOCKED', `The unlock of ${ctx.companyId} is not active`);
  const stage = data.job?.processingStages.documentDownloadV3 ?? null;
  // No job (sandbox, or nothing queued) means nothing is on its way: what is there can be downloaded.
  const finished = data.sandbox === true || stage === null || stage.status === 'success';
  ctx.progress(finished ? 'The registry has every document' : `The registry is downloading documents (${stage?.status})`);
  if (finished) {
    return ctx.commit({
      write: () => {
        putUnlock(ctx, data);
        deferPdfs(ctx, null);
        if (onZipRoad(ctx)) enqueueArchives(ctx, data);
        if (ctx.plan.kind === 'mirror') ctx.enqueue('extr-forms', '');
      },
      changed: false,
    });
  }
  ctx.engine.library.tx(() => {
    putUnlock(ctx, data);
    if (onZipRoad(ctx)) enqueuePriority(ctx);
    // Documents land while the job runs: the PDFs waiting on a DOC_NOT_AVAILABLE get another go.
    deferPdfs(ctx, null);
  });
  return ctx.later(ctx.engine.tuning.pollIntervalMs, 'document job still running', 'JOB_RUNNING');
};

export const pdfStep: StepHandler = async (ctx) => {
  const filingId = ctx.item.key;
  const { documents } = ctx.engine.library;
  if (documents.get(filingId) && documents.verify(filingId).ok) return ctx.commit({ changed: false });
  const filing = ctx.engine.library.filings.get(filingId);
  ctx.progress(`Downloading ${filing ? filingName(filing, null) : 'a filed PDF'}`);
  let res: Awaited<ReturnType<typeof ctx.client.downloadFiling>>;
  try {
    res = await ctx.client.downloadFiling(ctx.companyId, filingId, ctx.call);
  } catch (error) {
    if (!(error instanceof ApiError && error.code === 'DOC_NOT_AVAILABLE')) throw error;
    if (openItems(ctx, 'poll-job').length > 0) {
      deferPdfs(ctx, ctx.engine.now() + ctx.engine.tuning.docRetryMs);
      return ctx.later(ctx.engine.tuning.docRetryMs, 'DOC_NOT_AVAILABLE: the registry has not downloaded it yet', 'DOC_NOT_AVAILABLE');
    }
    return ctx.unavailable('DOC_NOT_AVAILABLE', 'DOC_NOT_AVAILABLE: the registry has no PDF yet (Fetch missing documents asks for it)');
  }
  const data = res.data;
  if (data.kind === 'locked') throw new MirrorError('NOT_UNLOCKED', `The unlock of ${ctx.companyId} is not active: ${filingId} was not downloaded`);
  if (data.kind === 'not-cached') return ctx.unavailable('NOT_IN_SANDBOX', 'NOT_IN_SANDBOX: the sandbox holds no PDF for this filing');
  return receivePdf(ctx, filingId, data.body, res.billing, res.requestId);
};

/** The PDFs the library lacks and the registry holds: from the current job's archives first on the zip road. */
function queueMissing(ctx: StepContext): void {
  if (onZipRoad(ctx)) ctx.enqueue('poll-job', '');
  else enqueuePdfs(ctx, true);
}

/** A fetch quoted without the registry's fetch (it misses no PDF): only the downloads, nothing else is called. */
export const missingStep: StepHandler = async (ctx) => {
  ctx.progress('Downloading the PDFs the library lacks');
  return ctx.commit({ write: () => queueMissing(ctx), changed: false });
};

export const fetchStep: StepHandler = async (ctx) => {
  ctx.progress('Asking the registry for the missing documents');
  const outcome = await ctx.client.fetchDocuments(ctx.companyId, { ...ctx.call, joinRunning: true });
  switch (outcome.outcome) {
    case 'performed':
      return ctx.commit({
        billing: outcome.response.billing,
        write: () => {
          ctx.enqueue('poll-job', '');
          if (!onZipRoad(ctx)) enqueuePdfs(ctx, true);
        },
      });
    case 'confirmed-after-timeout':
      return ctx.commit({
        confirmed: {
          endpointKey: 'companies.documents.fetch',
          subject: ctx.companyId,
          pricePaisa: ctx.plan.prices['companies.documents.fetch'] ?? 0,
          statusRequestId: outcome.status.requestId,
        },
        write: () => {
          ctx.enqueue('poll-job', '');
          if (!onZipRoad(ctx)) enqueuePdfs(ctx, true);
        },
      });
    case 'nothing-to-fetch':
      ctx.progress('Nothing to fetch: the registry holds every listed PDF');
      // Uncharged. PDFs the registry holds but the library lacks are still downloaded (quoted per call).
      return ctx.commit({ write: () => queueMissing(ctx), changed: false });
    default:
      return ctx.later(ctx.engine.tuning.pollIntervalMs, `fetch: ${outcome.outcome}`);
  }
};
