/**
 * The four paid POSTs (and the filing-list refresh). Each reads its free status first:
 * - unlocks: an unlock already active means nothing to buy (sandbox records excepted);
 * - refresh and fetch: a running job means paying would only join it, so the client returns
 *   'already-running' unless the caller passed `joinRunning: true`.
 * The same status read, after a lost answer, is the baseline that tells a new purchase from an
 * old state. Consent is the caller's business: calling one of these methods is the consent.
 */
import type { DirectorUnlock } from '../../../shared/api/director-contact';
import type { Freshness } from '../../../shared/api/freshness';
import type { RefreshStart, RefreshStatus } from '../../../shared/api/refresh';
import type { CompanyUnlock } from '../../../shared/api/unlock';
import type { EndpointCaller } from './endpoint-caller';
import type { companyCalls } from './company-calls';
import type { directorCalls } from './director-calls';
import { ApiError } from './errors';
import type { CallOptions } from './exchange';
import { companyIdArg, dinArg } from './inputs';
import { type PaidOutcome, purchase, type Verdict } from './purchase';
import type { ApiResponse } from './response';

export interface JoinOptions extends CallOptions {
  /** Pay to join a job that is already running (charged at the full price). Default false. */
  joinRunning?: boolean;
}

export type DocumentJob = NonNullable<Freshness['documentJob']>;

const RUNNING_REFRESH = new Set(['pending', 'in_progress']);
// The spec lists no values for the freshness document job; anything not known to be finished is
// treated as running, so an unknown state never leads to a charge the analyst did not choose.
const FINISHED_DOCUMENT_JOB = new Set(['success', 'completed', 'failed', 'error', 'cancelled']);

export const isRefreshRunning = (job: RefreshStatus | null) => job !== null && RUNNING_REFRESH.has(job.status);
export const isDocumentJobRunning = (job: DocumentJob | null | undefined) => !!job && !FINISHED_DOCUMENT_JOB.has(job.status.toLowerCase());

/** The refresh status, or null when the company has never been refreshed (404). */
async function refreshStatusOrNull(
  companies: ReturnType<typeof companyCalls>,
  cin: string,
): Promise<ApiResponse<RefreshStatus | null>> {
  try {
    return await companies.getRefreshStatus(cin);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404 && error.code === 'NOT_FOUND') {
      return { data: null, meta: {}, requestId: error.requestId ?? '', status: 404, billing: null };
    }
    throw error;
  }
}

function judgeRefresh(before: RefreshStatus | null) {
  return (after: RefreshStatus | null): Verdict => {
    if (after === null) return 'not-visible';
    if (before === null || after.jobId !== before.jobId) return 'performed';
    // Same job: a failed one never blocks a new refresh, so ours did not start; otherwise the
    // POST would have joined it (or answered "already fresh") and been charged without a trace.
    return before.status === 'failed' ? 'not-visible' : 'ambiguous';
  };
}

function judgeFetch(before: DocumentJob | null) {
  return (after: Freshness): Verdict => {
    const job = after.documentJob ?? null;
    if (job === null) return 'not-visible';
    if (before === null || job.createdAt !== before.createdAt) return 'performed';
    return isDocumentJobRunning(before) ? 'ambiguous' : 'not-visible';
  };
}

export function paidCalls(caller: EndpointCaller, companies: ReturnType<typeof companyCalls>, directors: ReturnType<typeof directorCalls>) {
  const company = (raw: string) => companyIdArg(raw, caller.currentYear()).id;
  const statusOptions = (options?: CallOptions): CallOptions => ({ priority: options?.priority });

  async function refresh(id: 'companies.refresh' | 'companies.filingsRefresh', companyId: string, options?: JoinOptions) {
    const cin = company(companyId);
    const before = await refreshStatusOrNull(companies, cin);
    if (isRefreshRunning(before.data) && !options?.joinRunning) {
      return { outcome: 'already-running', job: before.data as RefreshStatus, requestId: before.requestId } as const;
    }
    return purchase(caller, { id, params: { cin }, subject: cin, readStatus: () => refreshStatusOrNull(companies, cin), judge: judgeRefresh(before.data) }, options);
  }

  return {
    async unlockCompany(companyId: string, options?: CallOptions): Promise<PaidOutcome<CompanyUnlock, CompanyUnlock>> {
      const cin = company(companyId);
      const before = await companies.getUnlockStatus(cin, statusOptions(options));
      if (before.data.unlocked && before.data.sandbox !== true) {
        return { outcome: 'already-unlocked', message: `Company ${cin} is already unlocked`, requestId: before.requestId };
      }
      return purchase(
        caller,
        { id: 'companies.unlock', params: { cin }, subject: cin, readStatus: () => companies.getUnlockStatus(cin), judge: (s) => (s.unlocked ? 'performed' : 'not-visible') },
        options,
      );
    },

    /** Re-reads the record and filing list (companies.update). */
    refreshCompany: async (companyId: string, options?: JoinOptions): Promise<PaidOutcome<RefreshStart, RefreshStatus | null, RefreshStatus>> =>
      refresh('companies.refresh', companyId, options),

    /** Re-reads only the filing list (priced as companies.update). */
    refreshFilingList: async (companyId: string, options?: JoinOptions): Promise<PaidOutcome<RefreshStart, RefreshStatus | null, RefreshStatus>> =>
      refresh('companies.filingsRefresh', companyId, options),

    async fetchDocuments(companyId: string, options?: JoinOptions) {
      const cin = company(companyId);
      const before = await companies.getFreshness(cin, statusOptions(options));
      const job = before.data.documentJob ?? null;
      if (isDocumentJobRunning(job) && !options?.joinRunning) {
        return { outcome: 'already-running', job: job as DocumentJob, requestId: before.requestId } as const;
      }
      const readStatus = () => companies.getFreshness(cin) as Promise<ApiResponse<Freshness>>;
      return purchase(caller, { id: 'companies.documentsFetch', params: { cin }, subject: cin, readStatus, judge: judgeFetch(job) }, options);
    },

    async unlockDirector(din: string, options?: CallOptions): Promise<PaidOutcome<DirectorUnlock, DirectorUnlock>> {
      const id = dinArg(din);
      const before = await directors.getDirectorUnlockStatus(id, statusOptions(options));
      if (before.data.unlocked && before.data.sandbox !== true) {
        return { outcome: 'already-unlocked', message: `Director ${id} contact is already unlocked`, requestId: before.requestId };
      }
      return purchase(
        caller,
        { id: 'directors.unlock', params: { din: id }, subject: id, readStatus: () => directors.getDirectorUnlockStatus(id), judge: (s) => (s.unlocked ? 'performed' : 'not-visible') },
        options,
      );
    },
  };
}
