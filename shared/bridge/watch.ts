// Monitoring (issue 10) as the app and the CLI see it: the watchlist, the monthly budget, a check's
// quote and outcome, and the change feed. The kinds are the list, in one place.

export const CHANGE_KINDS = [
  'filing.new',
  'director.appointed',
  'director.ceased',
  'charge.created',
  'charge.modified',
  'charge.satisfied',
  'status.changed',
  'name.changed',
  'address.changed',
  'capital.changed',
  'financials.newYear',
  'finding.new',
  'unlock.expiring',
] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

/** Check interval bounds, in days. */
export const WATCH_INTERVAL = { min: 1, max: 365, default: 7 } as const;

export interface WatchEntryView {
  companyId: string;
  name: string | null;
  intervalDays: number;
  addedAt: string;
  lastCheckedAt: string | null;
  /** When the next check is due (ISO): added or last checked plus the interval. */
  dueAt: string;
  unread: number;
}

export interface WatchBudgetView {
  monthlyPaisa: number;
  /** Charged this calendar month (IST) for calls checks made. */
  spentThisMonthPaisa: number;
  leftPaisa: number;
  monthStartsAt: string;
}

export interface WatchListView {
  entries: WatchEntryView[];
  budget: WatchBudgetView;
}

/** What a check of one company will buy, from free calls. */
export interface WatchCheckLine {
  companyId: string;
  name: string | null;
  /**
   * refresh: a paid refresh; resume: an interrupted check's refresh, resumed; read: nothing bought
   * (refreshed within 24 h), the library compared; skip: not checked now (over the budget, busy).
   */
  plan: 'refresh' | 'resume' | 'read' | 'skip';
  /** What it is expected to cost (for a skipped line: what it would have cost). */
  pricePaisa: number;
  /** The most it can cost: the refresh and, with the unlock active, the new PDFs and extraction years after it. */
  mostPaisa: number;
  reason: string;
  /** A skipped line's cause as a code (NETWORK_ERROR, WATCH_BUDGET_EXCEEDED, BUSY...), for scripts. */
  skipCode?: string | null;
}

export interface WatchCheckQuote {
  checkId: string;
  createdAt: string;
  expiresAt: string;
  lines: WatchCheckLine[];
  /** What the check is expected to spend: the lines it will run. */
  totalPaisa: number;
  /** The most it can spend (the lines' most, within the monthly budget left and the check's own cap): consent covers this. */
  mostPaisa: number;
  budget: WatchBudgetView;
  sandbox: boolean;
  /** Set when the check may not run (over the monthly budget, no key): nothing is bought. */
  blockedReason: string | null;
  blockedCode: string | null;
}

/** `watch.remove`: false when the company was not watched. */
export interface WatchRemoved {
  removed: boolean;
}

/** `changes.markRead`: how many changes were marked read. */
export interface ChangesMarked {
  marked: number;
}

/** Event `watch.changes`: a background check found changes (the feed holds them). */
export interface WatchChangesEvent {
  newChanges: number;
  unread: number;
  companies: string[];
}

export interface ChangeView {
  id: number;
  companyId: string;
  companyName: string | null;
  kind: ChangeKind;
  summary: string;
  before: unknown;
  after: unknown;
  filingId?: string;
  requestId?: string;
  detectedAt: string;
  read: boolean;
}

export interface WatchCheckResult {
  checkId: string;
  state: 'done' | 'stopped';
  /** Why it stopped (the budget, the registry out of reach), in words. */
  reason: string | null;
  checked: string[];
  /** Due companies left unchecked, each with why (`code`: NETWORK_ERROR, WATCH_BUDGET_EXCEEDED, ...). */
  unchecked: Array<{ companyId: string; name: string | null; code: string; reason: string }>;
  spentPaisa: number;
  changes: ChangeView[];
}
