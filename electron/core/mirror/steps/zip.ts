/**
 * The zip road (issue 9): once the document job succeeded, each of its archives (`zip` items, one
 * per batch) is streamed to the work folder and read entry by entry into the library, free of
 * charge and outside the key's rate limit; then `zip-rest` queues a paid per-PDF download for each
 * filing no archive delivered. An address that answers expired is renewed once by the free unlock
 * status read; an archive that still fails, or is damaged, falls back per file. Each stored entry
 * is its own transaction (file renamed into place with its row), and an archive read to the end is
 * recorded, so after a kill only what is missing is read again and nothing is paid twice.
 */
import { unlockJobSchema } from '../../../../shared/api/unlock';
import type { StepContext, StepHandler } from './context';
import { openItems } from './context';
import { putUnlock } from './unlock-record';
import { type ArchiveFetch, fetchArchive } from '../zip-road/fetch-archive';
import { mb, ZIP_LIMITS } from '../zip-road/guards';
import { indexFilings } from '../zip-road/match';
import { type ArchiveOutcome, readArchive } from '../zip-road/read-archive';
import { ArchiveUnreadable } from '../zip-road/read-entries';

export interface ZipItemPayload {
  jobId: string;
  batch: number;
  /** Archives of the job in all, for the progress line. */
  of: number;
}

/** The blob address of `batch` of job `jobId` as the library last read the job, or null (another job, or none). */
function addressOf(job: unknown, jobId: string, batch: number): string | null {
  const parsed = unlockJobSchema.safeParse(job);
  if (!parsed.success || String(parsed.data.id) !== jobId) return null;
  const files = parsed.data.processingStages.documentDownloadV3.zipFiles ?? [];
  const named = files.find((f) => f.filename === `batch_${batch}.zip`) ?? files[batch - 1];
  return named?.blob_url ?? null;
}

/** Re-reads the free unlock status for fresh addresses (they expire) and keeps the job it reports. */
async function freshAddress(ctx: StepContext, p: ZipItemPayload): Promise<string | null> {
  const res = await ctx.client.getUnlockStatus(ctx.companyId, ctx.call);
  ctx.engine.library.tx(() => putUnlock(ctx, res.data));
  return addressOf(res.data.job, p.jobId, p.batch);
}

async function fetchBatch(ctx: StepContext, p: ZipItemPayload, file: string, log: string[]): Promise<ArchiveFetch | null> {
  const started = ctx.engine.now();
  let bytes = 0;
  const onBytes = (n: number) => {
    bytes += n;
    const seconds = Math.max(0.001, (ctx.engine.now() - started) / 1000);
    const rate = bytes / seconds;
    ctx.progress(`Archive ${p.batch} of ${p.of}: ${mb(bytes)} at ${(rate / 1_048_576).toFixed(1)} MB/s`, { bytes, bytesPerSecond: rate });
  };
  let url = addressOf(ctx.engine.library.unlocks.get(ctx.companyId)?.job, p.jobId, p.batch) ?? (await freshAddress(ctx, p));
  for (let attempt = 1; attempt <= 2; attempt++) {
    if (url === null) {
      log.push(`batch_${p.batch}.zip: the unlock status gives no address for it (job ${p.jobId} is no longer the newest)`);
      return null;
    }
    const got = await fetchArchive({ url, file, maxBytes: ZIP_LIMITS.maxArchiveBytes, signal: ctx.call.signal, onBytes });
    if (got.ok || got.failure !== 'expired' || attempt === 2) return got;
    log.push(`batch_${p.batch}.zip: ${got.message}; asked the unlock status for a fresh address`);
    url = await freshAddress(ctx, p);
  }
  return null;
}

export const zipStep: StepHandler = async (ctx) => {
  const p = ctx.item.payload as ZipItemPayload;
  const { library } = ctx.engine;
  if (library.zipBatches.get(ctx.companyId, p.jobId, p.batch)) return ctx.commit({ changed: false });
  const log: string[] = [];
  const finish = (outcome: Partial<ArchiveOutcome> & { bytes: number }) =>
    ctx.commit({
      write: () =>
        library.zipBatches.finish({
          companyId: ctx.companyId,
          jobId: p.jobId,
          batch: p.batch,
          entries: outcome.entries ?? 0,
          stored: outcome.stored ?? 0,
          skipped: outcome.skipped ?? 0,
          bytes: outcome.bytes,
          log: [...log, ...(outcome.log ?? [])],
        }),
      changed: false,
    });
  if (library.filings.missingDocuments(ctx.companyId).length === 0) {
    log.push(`batch_${p.batch}.zip: not fetched, every listed filing's PDF is already in the library`);
    return finish({ bytes: 0 });
  }
  const archive = library.documents.workFile(ctx.companyId, `batch_${p.batch}`);
  try {
    const got = await fetchBatch(ctx, p, archive, log);
    if (got === null || !got.ok) {
      if (got !== null && !got.ok) log.push(`batch_${p.batch}.zip: ${got.message}; its PDFs are downloaded one by one instead`);
      return finish({ bytes: 0 });
    }
    if (got.resumedFrom.length > 0) log.push(`batch_${p.batch}.zip: the transfer was cut and resumed from byte ${got.resumedFrom.join(', ')}`);
    else if (got.attempts > 1) log.push(`batch_${p.batch}.zip: the transfer was cut and restarted (${got.attempts} attempts)`);
    const source = `zip:${p.jobId}/batch_${p.batch}`;
    const index = indexFilings(library.filings.listByCompany(ctx.companyId, { limit: 1_000_000 }));
    let seen = 0;
    try {
      const outcome = await readArchive({
        archive,
        index,
        isStored: (filingId) => library.documents.get(filingId) !== null,
        workFile: () => library.documents.workFile(ctx.companyId, 'entry'),
        store: (filingId, pdf) => {
          let stored = false;
          ctx.engine.commit({
            actionId: ctx.action.id,
            companyId: ctx.companyId,
            parts: ['documents'],
            write: () => {
              // A per-PDF download may have landed meanwhile: the paid file stays.
              if (library.documents.get(filingId)) return;
              library.documents.storeFile({ filingId, companyId: ctx.companyId, tempPath: pdf.path, size: pdf.size, sha256: pdf.sha256, expectedPages: pdf.pages, requestId: null, source });
              stored = true;
            },
          });
          if (stored) ctx.engine.onDocumentStored?.(filingId);
          return stored;
        },
        onEntry: () => ctx.progress(`Archive ${p.batch} of ${p.of}: ${++seen} entries read of ${mb(got.bytes)}`),
      });
      return finish({ ...outcome, bytes: got.bytes });
    } catch (error) {
      if (!(error instanceof ArchiveUnreadable)) throw error;
      log.push(`batch_${p.batch}.zip: ${error.message}; its PDFs not yet stored are downloaded one by one instead`);
      return finish({ bytes: got.bytes });
    }
  } finally {
    library.documents.discardWorkFile(archive);
  }
};

/** After the archives: a paid download for each listed filing none of them delivered. */
export const zipRestStep: StepHandler = async (ctx) => {
  if (openItems(ctx, 'zip').length > 0) return ctx.later(ctx.engine.tuning.pollIntervalMs, 'the archives are still being read', 'ZIPS_RUNNING');
  const missing = ctx.engine.library.filings.missingDocuments(ctx.companyId);
  ctx.progress(missing.length === 0 ? 'Every PDF came from the archives' : `${missing.length} PDFs no archive delivered: downloading them one by one`);
  return ctx.commit({
    write: () => {
      for (const f of missing) ctx.enqueue('pdf', f.filingId);
    },
    changed: false,
  });
};
