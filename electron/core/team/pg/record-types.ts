/**
 * The records the team library holds, as push sends them and pull reads them back. Registry data
 * stays in the registry's own words (master, filing rows, extraction payloads, freshness reads) so
 * a replica rebuilds its rows through the same mapping and repositories a purchase uses.
 */
import type { ChangeInput, TeamNote } from '../../store';

export interface CompanyRecord {
  id: string;
  idType: 'cin' | 'fcin' | 'llpin';
  name: string | null;
  status: string | null;
  state: string | null;
  city: string | null;
  sandbox: boolean;
  master: unknown;
  masterReadAt: string;
  masterRequestId: string | null;
}

export interface FilingRecord {
  filingId: string;
  formId: string | null;
  year: number | null;
  raw: unknown;
  listedAt: string;
  listRequestId: string | null;
}

export interface DocumentRecord {
  filingId: string;
  companyId: string;
  sha256: string;
  size: number;
  pages: number | null;
  source: string | null;
  downloadedAt: string;
  requestId: string | null;
  /** The role that published it (pull only). */
  createdBy?: string;
}

export interface ExtractionRecord {
  companyId: string;
  formType: string;
  key: string;
  scope: '' | 'standalone' | 'consolidated';
  payload: unknown;
  sourceFilingId: string | null;
  apiCreatedAt: string | null;
  apiUpdatedAt: string | null;
  readAt: string;
  requestId: string | null;
}

export interface FreshnessRecord {
  companyId: string;
  readAt: string;
  payload: unknown;
  requestId: string | null;
}

export interface UnlockRecord {
  companyId: string;
  unlockedAt: string | null;
  expiresAt: string | null;
  pricePaisa: number | null;
  sandbox: boolean;
  job: unknown;
  readAt: string;
}

export interface LedgerRecord {
  requestId: string;
  at: string;
  endpointKey: string;
  subject: string | null;
  pricePaisa: number;
  walletAfterPaisa: number | null;
  keyKind: 'live' | 'test';
  filingId: string | null;
  requestedBy: string;
}

export type NoteRecord = TeamNote;

/** A watchlist entry: watched (interval, set when), or removed (when) with its last interval kept. */
export interface WatchRecord {
  companyId: string;
  intervalDays: number;
  addedAt: string;
  setAt: string;
  removedAt: string | null;
}

/** A bought director profile (`data` of `GET /v1/directors/{din}`, without the personal fields kept sealed). */
export interface DirectorRecord {
  din: string;
  fullName: string | null;
  sandbox: boolean;
  profile: unknown;
  readAt: string;
  requestId: string | null;
}

export interface WatchSnapshotRecord {
  companyId: string;
  takenAt: string;
  payload: unknown;
}

/** A change event as the team keeps it: the local one without the run that found it (runs stay local). */
export type ChangeEventRecord = Omit<ChangeInput, 'runId'>;

export interface FindingReviewRecord {
  companyId: string;
  findingKey: string;
  state: 'open' | 'accepted' | 'dismissed';
  comment: string | null;
  reviewedAt: string;
  /** The role that reviewed it last (pull only). */
  reviewedBy?: string;
}

export interface NoteDeletionRecord {
  uid: string;
  companyId: string;
  deletedAt: string;
}
