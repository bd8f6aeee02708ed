/** Company unlock records and the document job object as the unlock status call shows them. */
import { DAY } from '../clock';
import { type CompanyFacts, type DocumentJobView, newest } from '../state/company-view';
import type { CompanyUnlockRecord } from '../state/records';
import { unlockKey } from '../state/store';
import { accountPrice } from './billing';
import { ZIP_CONTAINER, zipBlobUrl } from './blob-grants';
import type { Caller, EmulatorContext } from './context';
import { iso, isoOrNull } from './reply';

export const UNLOCK_DURATION_MS = 365 * DAY;
export const PDFS_PER_ZIP = 100;

/** The caller's unlock of the company if it has not expired. */
export function activeCompanyUnlock(ctx: EmulatorContext, accountId: string, cin: string, now = ctx.clock.now()): CompanyUnlockRecord | null {
  const record = ctx.state.companyUnlocks.get(unlockKey(accountId, cin));
  return record !== undefined && record.expiresAt > now ? record : null;
}

export function unlockPrice(caller: Caller): number | null {
  return accountPrice(caller, 'companies.unlock');
}

export function zipBatchCount(job: DocumentJobView['job']): number {
  return Math.ceil(job.filingIds.length / PDFS_PER_ZIP);
}

export function documentJobObject(ctx: EmulatorContext, view: DocumentJobView) {
  const { job, progress } = view;
  const totalZipFiles = zipBatchCount(job);
  const success = progress.status === 'success';
  const stage: Record<string, unknown> = { status: progress.status, lastUpdated: iso(progress.lastUpdated), totalZipFiles };
  if (success) {
    stage.zipFiles = Array.from({ length: totalZipFiles }, (_, i) => ({
      filename: `batch_${i + 1}.zip`,
      container: ZIP_CONTAINER,
      blob_url: zipBlobUrl(ctx, job.id, i + 1),
    }));
  }
  return {
    id: job.id,
    processingStages: {
      documentDownloadV3: stage,
      // Financial extraction runs over the landed documents once the download finished.
      financials: { status: success ? 'completed' : 'pending' },
      financialExTriggered: success,
    },
    createdAt: iso(job.createdAt),
    updatedAt: iso(progress.lastUpdated),
  };
}

export function unlockRecordData(ctx: EmulatorContext, caller: Caller, cin: string, record: CompanyUnlockRecord | null, facts: CompanyFacts | null) {
  const job = record && facts ? newest(facts.documentJobs) : null;
  return {
    cin,
    unlocked: record !== null,
    unlockedAt: isoOrNull(record?.unlockedAt),
    expiresAt: isoOrNull(record?.expiresAt),
    unlockPrice: unlockPrice(caller),
    job: job ? documentJobObject(ctx, job) : null,
  };
}

/** A test key on a sandbox company: unlocked, synthetic, nothing written. */
export function sandboxUnlockData(caller: Caller, cin: string) {
  return { cin, unlocked: true, unlockedAt: null, expiresAt: null, unlockPrice: unlockPrice(caller), sandbox: true, job: null };
}

/** Filing ids for a new job: those already landed first (no wait for them), then the rest. */
export function jobFilingOrder(facts: CompanyFacts, ids: readonly string[]): { filingIds: string[]; alreadyLanded: number } {
  const landed = ids.filter((id) => facts.landed.has(id));
  const pending = ids.filter((id) => !facts.landed.has(id));
  return { filingIds: [...landed, ...pending], alreadyLanded: landed.length };
}
