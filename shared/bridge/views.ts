// View models that cross the bridge: what the renderer shows, shaped by the core. Plain data only
// (JSON-safe), money in integer paisa, dates as ISO strings. The renderer never sees the API key.

export type Badge = 'fresh' | 'aging' | 'stale' | 'unknown';
export type UnlockStateName = 'none' | 'active' | 'expiring' | 'expired';
export type KeyKind = 'live' | 'test';

export interface AppStatus {
  mode: 'unconfigured' | 'sandbox' | 'live';
  baseUrl: string | null;
  /** Masked, e.g. svc_live_…a1b2; never the key itself. */
  keyMasked: string | null;
  keyKind: KeyKind | null;
  /** True when the base URL is the embedded emulator. */
  embedded: boolean;
  online: boolean;
  walletPaisa: number | null;
  walletReadAt: string | null;
  dataDir: string;
  /** Companies in the library: with none and no key, the app opens on Welcome; else every offline screen opens. */
  libraryCompanies: number;
  sessionSpendPaisa: number;
  sessionCapPaisa: number | null;
  confirmThresholdPaisa: number;
  version: string;
  /** Things the analyst should know, in words (a settings file kept aside, why Dossier is offline). */
  notices?: string[];
  /**
   * The stored key is held back from `baseUrl`: it was checked against `checkedFor` (another
   * origin), or the address is not accepted. Nothing keyed runs until the analyst adds the key
   * again or confirms this address (`key.confirmAddress`).
   */
  keyHeld?: { baseUrl: string; checkedFor: string | null; code: string; message: string };
  /**
   * The registry answers but refuses the key in use (revoked, unknown to it, its account
   * deactivated), as its last answer to a call with this key said; absent once a call is accepted.
   * `online` stays true (the registry is reachable), but nothing keyed can run.
   */
  keyRefused?: KeyRefusedView;
}

/** Why the registry refuses the key in use: its code, in words, with the request id of the answer. */
export interface KeyRefusedView {
  code: string;
  message: string;
  requestId: string | null;
}

export type { BookQuoteCompany, BookQuoteInfo, Quote, QuoteBlockedError, QuoteLine } from './quote';

export interface UnlockView {
  state: UnlockStateName;
  unlockedAt: string | null;
  expiresAt: string | null;
  daysLeft: number | null;
  sandbox: boolean;
}

export interface FreshnessView {
  badge: Badge;
  reasons: string[];
  ageDays: number | null;
  masterReadAt: string | null;
  listRefreshedAt: string | null;
  registryUpdatedAt: string | null;
  freshUntil: string | null;
}

export interface CompanySummary {
  id: string;
  idType: 'cin' | 'fcin' | 'llpin';
  name: string;
  knownAs: string | null;
  status: string | null;
  city: string | null;
  state: string | null;
  sandbox: boolean;
  freshness: FreshnessView;
  unlock: UnlockView;
  totalFilings: number;
  downloadedPdfs: number;
  missingPdfs: number;
  spendPaisa: number;
  mirroredAt: string | null;
}

export interface Provenance {
  readAt: string | null;
  requestId: string | null;
}

export interface DirectorRow {
  din: string;
  name: string;
  designation: string | null;
  role: string | null;
  appointedOn: string | null;
  ceasedOn: string | null;
  disqualified: boolean | null;
  directorshipCount: number | null;
  mirrored: boolean;
}

export interface ChargeRow {
  chargeId: string;
  holder: string;
  amountPaisa: number | null;
  status: string;
  createdOn: string | null;
  modifiedOn: string | null;
  satisfiedOn: string | null;
}

/** A company's reads with one kind of key (its actions and billed calls): a test key's are never charged. */
export interface KeyReads {
  keyKind: 'live' | 'test';
  /** Actions (mirror, refresh, fetch…) and billed calls outside them. */
  reads: number;
  spendPaisa: number;
  /** The first and last read, ISO 8601. */
  firstAt: string;
  lastAt: string;
}

/** Which reads of a company were sandbox and which were paid (issue 28 item 11). */
export interface ReadsView {
  /** The records are the registry's synthetic test data (its sandbox set), whichever key read them. */
  sandboxRecords: boolean;
  /** Per kind of key, the one first used first. */
  byKey: KeyReads[];
}

export interface CompanyDetail {
  summary: CompanySummary;
  /** Which reads were sandbox, never charged, and which were paid. */
  reads: ReadsView;
  /** The master record as the registry sent it (merged over time, nothing lost). */
  master: Record<string, unknown> | null;
  masterProvenance: Provenance;
  directors: DirectorRow[];
  charges: ChargeRow[];
  nameHistory: Array<{ name: string; from: string | null; to: string | null }>;
  idHistory: Array<{ id: string; from: string | null; to: string | null }>;
}

export type FilingLocalState = 'downloaded' | 'missing' | 'not-yet-available' | 'locked';

export interface FilingView {
  filingId: string;
  companyId: string;
  formId: string;
  documentCategory: string | null;
  attachmentLabel: string | null;
  dateOfFiling: string | null; // ISO date
  year: number | null;
  fileSize: number | null;
  numberOfPages: number | null;
  description: string | null;
  localState: FilingLocalState;
  /** Where the stored PDF came from: `zip:<jobId>/batch_N` (a document job's archive) or `download:<requestId>`; null without one. */
  pdfSource?: string | null;
}

export interface FinancialRow {
  statement: 'balance_sheet' | 'profit_and_loss' | 'cash_flow';
  /**
   * The line of the accounts the row stands for (the concept map's id, or `element:<LocalName>`):
   * one row across the switch from Indian GAAP to Ind AS.
   */
  concept: string;
  /** The element the newest year filed the line under. */
  qname: string;
  /** Keyed like `values`: the element each year's figure was filed under (its source), null where none. */
  qnames: Record<string, string | null>;
  label: string;
  unit: string;
  /** Keyed by the FY start year; the value as filed (decimal string) or null. */
  values: Record<string, string | null>;
}

/** The accounting standard of a year's statements, as its taxonomy says. */
export type AccountingStandard = 'Indian GAAP' | 'Ind AS';

export interface FinancialsView {
  companyId: string;
  scope: 'standalone' | 'consolidated';
  availableScopes: Array<'standalone' | 'consolidated'>;
  /** FY start years, oldest first. */
  years: number[];
  rows: FinancialRow[];
  sources: Record<string, { filingId: string | null; dateOfFiling: string | null; readAt: string | null; requestId: string | null }>;
  /** Keyed by FY start year: the standard each year was filed under, null when its elements do not tell. */
  standards: Record<string, AccountingStandard | null>;
  /** The first year filed under a different standard than the year before it (the Ind AS switch), or null. */
  standardChangedIn: number | null;
}

export interface SearchHit {
  /** `note`: one of the analyst's notes; `id` is the note id, `filingId`/`page` set when it is pinned in a filing. */
  kind: 'company' | 'director' | 'filing' | 'item' | 'pdf' | 'note';
  id: string;
  companyId: string | null;
  title: string;
  subtitle: string;
  filingId?: string;
  page?: number;
  snippet?: string;
}

/**
 * One kind of a grouped library search: its best hits, ranked, and how many it found in all
 * (counted to a cap: `more` says there are more than `total`). An empty group is still listed, so
 * the screen can say the kind was searched and matched nothing.
 */
export interface SearchGroupView {
  kind: SearchHit['kind'];
  total: number;
  more: boolean;
  hits: SearchHit[];
}

export interface ActionView {
  id: string;
  kind: string;
  subject: string;
  title: string;
  state: 'quoted' | 'queued' | 'running' | 'paused' | 'done' | 'failed' | 'cancelled';
  done: number;
  total: number;
  step: string;
  spentPaisa: number;
  /** Sandbox work is never billed: cancelling it loses nothing bought. */
  sandbox: boolean;
  /**
   * The total of the quote the analyst accepted for this run, when one was stored. Its plan grows as
   * it reads (the filing list names the PDFs), so `total` undercounts what a cancel leaves unbought.
   */
  quotedPaisa?: number | null;
  /** The zip road's archives (issue 9), when the action reads any; absent or null otherwise. */
  archives?: ArchiveProgress | null;
  error: { code: string; message: string; hint?: string } | null;
  createdAt: string;
  finishedAt: string | null;
  /** A company's action within a book action: the book's action id (the Activity screen nests it there). */
  parentId?: string | null;
  /** A book action: its companies, how many ended, and the one under way. */
  book?: BookProgress | null;
}

/** A book action's progress (issue 26): one bar for the book, the company under way its own. */
export interface BookProgress {
  /** Companies the book action works on (those copied from the team or to buy). */
  companies: number;
  done: number;
  /** Companies whose action failed or was cancelled (the book goes on without them). */
  failed: number;
  /** The company under way, named, and its action's id. */
  current: { companyId: string; name: string; actionId: string | null } | null;
}

/** How far an action is through its document job's archives: free transfers, not API calls. */
export interface ArchiveProgress {
  /** Archives read to the end (or given up for per-PDF downloads). */
  read: number;
  /** Archives the job published. */
  total: number;
  /** Bytes transferred: archives finished plus the one in flight. */
  bytes: number;
  /** The archive in flight's transfer rate, or null when none is transferring. */
  bytesPerSecond: number | null;
}

export interface LedgerRow {
  at: string;
  endpointKey: string;
  subject: string | null;
  pricePaisa: number;
  walletAfterPaisa: number | null;
  requestId: string;
  keyKind: KeyKind;
  actionId: string | null;
  /** Who asked for the call: the analyst, or an assistant through the library connector. */
  requestedBy: 'analyst' | 'assistant';
}

export interface SpendView {
  walletPaisa: number | null;
  totalPaisa: number;
  sessionSpendPaisa: number;
  sessionCapPaisa: number | null;
  byEndpoint: Array<{ endpointKey: string; calls: number; spendPaisa: number }>;
  byCompany: Array<{ companyId: string; name: string | null; spendPaisa: number }>;
  byDay: Array<{ day: string; spendPaisa: number }>;
  /** The API's own 30-day usage beside the local ledger; differences pointed out in words. */
  apiUsage: { readAt: string; byEndpoint: Array<{ endpoint: string; calls: number; spendPaisa: number }> } | null;
  differences: string[];
  recent: LedgerRow[];
  /** Calls and spend an assistant asked for through the library connector. */
  byAssistant: { calls: number; spendPaisa: number };
}

export type { DirectorDetail, DirectorLinkView, DirectorProfileRecord, DirectorRoleSource, DirectorRoleView } from './director';

/** `company.extraction`: one stored extraction read of a form, as the registry sent it, with the filing it was read from. */
export interface ExtractionView {
  /** The year (or allotment, charge) the read is about, as the registry keys it. */
  key: string;
  scope: string;
  /** The extraction payload as the registry sent it (shared/api/extraction-*.ts describe each form's). */
  payload: ExtractionPayload;
  readAt: string;
  sourceFilingId: string | null;
}

/** An extraction's data object, field names as the registry sent them (validated when it was read). */
export interface ExtractionPayload {
  [field: string]: unknown;
}

/** `filing.document`: where the viewer reads a stored PDF (the host's file route). */
export interface FilingDocumentView {
  url: string;
  pages: number | null;
  size: number;
  sha256: string;
}

/** `filing.figures`: one AOC-4 line item read out of a filing. */
export interface FilingFigure {
  statement: string;
  qname: string;
  label: string;
  value: string;
  unit: string;
  scope: string;
  /** The FY start year, as the financials view keys its columns. */
  year: string;
}

/** A director's contact tier as stored in the library; the renderer masks it until the analyst asks to see it. */
export interface DirectorContactView {
  din: string;
  /** The contact payload as the registry sent it (mobileNumber, emailAddress, ...). */
  contact: Record<string, unknown>;
  readAt: string;
  requestId: string | null;
}
