// A lender's book (issue 26): the portfolio as the renderer, the CLI and the connector see it, and the
// bridge calls that act on it. A book is a set of rows as the firm's system holds its borrowers (its
// own reference, the exposure, the name as written), each resolved to one company of the library;
// the companies are never copied (Zotero's collections: a book is a view). Plain JSON-safe types:
// money in integer paisa, days as YYYY-MM-DD (IST), instants as ISO strings.
import { z } from 'zod';
import { companyIdSchema as companyId } from './id-schemas';
import { result } from './result-of';
import type { BookGroups, RiskBand, RiskBandView, Signal, SignalSeverity, StatutoryObligation } from './signals';
import type { ChangeView, WatchCheckQuote } from './watch';
import type { ExportResult } from './reports';
import type { FreshnessView, Quote } from './views';

/** What a book row may say, recognised by its header (case and spacing ignored); other columns are kept as tags. */
export const BOOK_COLUMNS = ['id', 'name', 'state', 'pin', 'reference', 'exposure', 'sanctionDate', 'rm'] as const;
export type BookColumn = (typeof BOOK_COLUMNS)[number];

/** A row's state: resolved to one company, two or more candidates (the analyst picks), none, a row that cannot be read, or not tried yet. */
export const ROW_RESOLUTIONS = ['resolved', 'ambiguous', 'unmatched', 'bad', 'pending'] as const;
export type RowResolution = (typeof ROW_RESOLUTIONS)[number];

/** How a row found its company: the identifier it carries, the library's own search, the registry's paid search, or the analyst. */
export type ResolvedBy = 'identifier' | 'library' | 'registry' | 'analyst';

/** The paid actions a book takes under one quote (one company action after another); `watch` puts the book on the watchlist and checks it. */
export const BOOK_ACTIONS = ['mirror', 'refresh', 'fetch'] as const;
export type BookActionKind = (typeof BOOK_ACTIONS)[number];

/** The book on the watchlist: who was added, who was already watched, who cannot be (not mirrored), and the quote of a check of them. */
export interface BookWatchView {
  added: string[];
  alreadyWatched: string[];
  notMirrored: string[];
  check: WatchCheckQuote;
}

/** How far a book's quote is: one free call or two per company, paced like every call. */
export interface BookPricingProgress {
  bookId: string;
  done: number;
  total: number;
}

export interface BookCandidate {
  companyId: string;
  name: string;
  state: string | null;
  city: string | null;
  status: string | null;
  source: 'library' | 'registry';
  /** Why it is a candidate, in words ("former name", "same name, Pvt/Private aside", "name and state"). */
  why: string;
}

/** One row of the book as imported, with what it resolved to. */
export interface BookRowView {
  rowId: string;
  /** Its line in the file last imported (the header is line 1). */
  line: number;
  /** The firm's own reference (loan account, facility id): what a re-import matches rows by. */
  reference: string | null;
  /** The cells as the file wrote them, by recognised column. */
  written: Partial<Record<BookColumn, string>>;
  exposurePaisa: number | null;
  /** YYYY-MM-DD. */
  sanctionDate: string | null;
  rm: string | null;
  state: string | null;
  pin: string | null;
  /** Every other column, header → cell. */
  tags: Record<string, string>;
  companyId: string | null;
  companyName: string | null;
  resolution: RowResolution;
  resolvedBy: ResolvedBy | null;
  candidates: BookCandidate[];
  /** Why a row is bad or unmatched, in words. */
  problem: string | null;
}

export interface BookSummary {
  id: string;
  name: string;
  /** The file it was last imported from (its name only). */
  sourceName: string | null;
  createdAt: string;
  updatedAt: string;
  rows: number;
  /** Distinct companies the resolved rows name. */
  companies: number;
  /** Exposure of the resolved rows. */
  exposurePaisa: number;
  counts: Record<RowResolution, number>;
  /** A group above this share of the book is flagged (basis points, 1000 = 10 %). */
  groupThresholdBasisPoints: number;
  /** Some company of it is sandbox data (test key). */
  sandbox: boolean;
  /** Who made it, through the team library (null: this desktop). */
  createdBy: string | null;
}

export interface BookImportChange {
  line: number;
  reference: string | null;
  kind: 'added' | 'updated' | 'removed';
  /** What changed, in words ("exposure ₹1.2 crore → ₹1.5 crore"). */
  what: string;
}

export interface BookImportReport {
  book: BookSummary;
  /** A new book; false: an existing one re-imported (rows matched by reference). */
  created: boolean;
  added: number;
  updated: number;
  unchanged: number;
  removed: number;
  changes: BookImportChange[];
  /** Every row that could not be read, with its line and why: nothing is dropped silently. */
  bad: Array<{ line: number; problem: string }>;
  ambiguous: BookRowView[];
  unmatched: BookRowView[];
  /** Rows still open after the library's own search: the registry's paid search is quoted for them (portfolio.quoteResolve). */
  openRows: number;
  /** How each header of the file was read. */
  columns: Array<{ header: string; recognisedAs: BookColumn | 'tag' }>;
  /** After portfolio.runResolve: the registry's paid search of the open rows (null after an import). */
  searched: { rows: number; resolved: number; ambiguous: number; unmatched: number; spentPaisa: number } | null;
}

/** One company of the book view: a row resolved, with what the library says about it. */
export interface BookCompanyRow {
  rowId: string;
  line: number;
  reference: string | null;
  companyId: string;
  name: string;
  exposurePaisa: number | null;
  /** Share of the book's exposure, basis points (floored once). */
  shareBasisPoints: number | null;
  status: string | null;
  sandbox: boolean;
  /** The master record is in the library (a row whose company was never mirrored shows what is known). */
  mirrored: boolean;
  latestAccounts: { fyStart: number; monthsSince: number; filingId: string | null } | null;
  statutory: { overdue: number; worstOverdueDays: number | null; words: string | null };
  charges: { open: number; lenders: number };
  flags: Record<SignalSeverity, number>;
  signals: Record<SignalSeverity, number> & { titles: string[] };
  changesSinceReview: number;
  reviewedAt: string | null;
  freshness: FreshnessView;
  /** The risk band from the cached assessment; null while the company was never assessed (`assessment: 'pending'`). */
  band: RiskBand | null;
  bandReasons: string[];
  /**
   * The cached assessment behind band, signals, flags and statutory status: `current`, `stale` (shown
   * as last computed; a change or a new day made it old, it is being computed again), or `pending`
   * (never computed yet: the counts are zero and the band null until it is).
   */
  assessment: 'current' | 'stale' | 'pending';
  /** Index into BookView.groups.groups, when the company is in a group of the book. */
  groupIndex: number | null;
}

export interface BookView {
  book: BookSummary;
  asOf: string;
  companies: BookCompanyRow[];
  groups: BookGroups;
  /** Rows not resolved to one company (ambiguous, unmatched, bad, pending). */
  unresolved: BookRowView[];
  /** Companies whose assessment is stale or not computed yet: computed in the background, a few at a time. */
  pending: number;
  /**
   * Only with `portfolio.get`'s `first`: the view is its first companies in the table's default
   * order (exposure, largest first), out of this many, and `unresolved` is left empty (the book's
   * counts say how many rows are open), and `pending` counts only the companies sent. The screen
   * paints it, then reads the whole view.
   */
  firstOf?: number;
}

/** One company of the book in full: its row, and its signals, statutory status and band with their sources. */
export interface BookCompanyDetail {
  row: BookCompanyRow;
  signals: Signal[];
  obligations: StatutoryObligation[];
  band: RiskBandView;
}

/** What changed across the book since a day: grouped by company, each change with its source. */
export interface BookChangesView {
  book: BookSummary;
  since: string;
  companies: Array<{ companyId: string; name: string; reference: string | null; exposurePaisa: number | null; changes: ChangeView[]; signals: Signal[] }>;
}

/** A saved way of looking at a book: sort, filters, search and columns. */
export interface BookViewSpec {
  sort: { column: string; direction: 'asc' | 'desc' };
  filter: { bands?: RiskBand[]; overdueOnly?: boolean; withSignals?: boolean; changedSinceReview?: boolean; inGroup?: boolean };
  search: string;
  columns: string[];
}

export interface SavedBookView {
  id: string;
  name: string;
  spec: BookViewSpec;
  updatedAt: string;
}

/** The most companies `portfolio.get`'s `first` asks for (a screenful or two). */
export const BOOK_FIRST_MAX = 200;

/** A book named by its id or its name (case and spacing aside). */
export const bookRefSchema = z.string().trim().min(1, 'a book is needed (its name or id)').max(200);

/** A book file as the bridge carries it: the renderer never touches files (a CSV as text, a workbook as base64). */
export const bookFileSchema = z.object({
  name: z.string().trim().min(1).max(200),
  encoding: z.enum(['utf8', 'base64']),
  content: z.string().max(40_000_000, 'a book file is at most about 30 MB'),
});
export type BookFile = z.infer<typeof bookFileSchema>;

const bookName = z.string().trim().min(1, 'a book needs a name').max(120, 'a book name is at most 120 characters');
const bookViewSpecSchema = z.object({
  sort: z.object({ column: z.string().max(40), direction: z.enum(['asc', 'desc']) }),
  filter: z.object({
    bands: z.array(z.enum(['high', 'watch', 'standard'])).max(3).optional(),
    overdueOnly: z.boolean().optional(),
    withSignals: z.boolean().optional(),
    changedSinceReview: z.boolean().optional(),
    inGroup: z.boolean().optional(),
  }),
  search: z.string().max(200),
  columns: z.array(z.string().max(40)).max(40),
});
const since = z.union([z.iso.date().max(10), z.iso.datetime({ offset: true }).max(40)]);

/** The calls of the book's core (import, resolution, the book view and its marks). */
export const portfolioCalls = {
  'portfolio.list': { args: z.object({}), result: result<BookSummary[]>() },
  /**
   * Imports a book file (CSV or XLSX) under `name`: a new book, or the same name again, whose rows are
   * updated by reference (what changed is reported). Rows are resolved offline first (identifiers, the
   * library's own search); what stays open is priced by portfolio.quoteResolve. Free and offline.
   */
  'portfolio.import': { args: z.object({ name: bookName, file: bookFileSchema }), result: result<BookImportReport>() },
  /**
   * The book view at once, from the assessment cache (stale and missing entries are computed in the
   * background; `pending` says how many). `settle`: wait until every company of the book is assessed
   * (the command line; about 27 ms a company not yet in the cache). `first`: only the first companies
   * in the table's default order (exposure, largest first), for the screen's first paint (`firstOf`).
   */
  'portfolio.get': {
    args: z.object({ id: bookRefSchema, settle: z.boolean().optional(), first: z.number().int().min(1).max(BOOK_FIRST_MAX).optional() }),
    result: result<BookView>(),
  },
  'portfolio.rows': { args: z.object({ id: bookRefSchema }), result: result<BookRowView[]>() },
  'portfolio.company': { args: z.object({ id: bookRefSchema, companyId }), result: result<BookCompanyDetail>() },
  /** The analyst's answer for one row: a company (a candidate, or any identifier), or null for "no company". */
  'portfolio.resolveRow': { args: z.object({ id: bookRefSchema, rowId: z.string().min(1).max(80), companyId: companyId.nullable() }), result: result<BookRowView>() },
  /** One quote for the registry's paid search of every row still open (free calls only). */
  'portfolio.quoteResolve': { args: z.object({ id: bookRefSchema }), result: result<Quote>() },
  'portfolio.runResolve': { args: z.object({ quoteId: z.string().min(1).max(64) }), result: result<BookImportReport>() },
  'portfolio.update': {
    args: z.object({ id: bookRefSchema, name: bookName.optional(), groupThresholdBasisPoints: z.number().int().min(1).max(10_000).optional() }),
    result: result<BookSummary>(),
  },
  'portfolio.remove': { args: z.object({ id: bookRefSchema }), result: result<{ removed: boolean }>() },
  /** The analyst looked at these companies of the book now: their "changes since review" start again. */
  'portfolio.markReviewed': { args: z.object({ id: bookRefSchema, companyIds: z.array(companyId).min(1).max(5000) }), result: result<{ reviewedAt: string }>() },
  'portfolio.changes': { args: z.object({ id: bookRefSchema, since: since.optional() }), result: result<BookChangesView>() },
  'portfolio.views': { args: z.object({ id: bookRefSchema }), result: result<SavedBookView[]>() },
  'portfolio.saveView': { args: z.object({ id: bookRefSchema, name: z.string().trim().min(1).max(80), spec: bookViewSpecSchema }), result: result<SavedBookView>() },
  'portfolio.deleteView': { args: z.object({ id: bookRefSchema, viewId: z.string().min(1).max(80) }), result: result<{ deleted: boolean }>() },
  /**
   * One quote for a book's mirror, refresh or fetch over every company (each priced as alone; lines
   * grouped: from the team ₹0, already current ₹0, to buy, not possible now); run with action.run as
   * one book action whose company actions follow one another, largest exposure first. Pricing takes
   * a free call or two per company: `portfolio.pricing` events say how far it is.
   */
  'portfolio.quoteAction': {
    args: z.object({ id: bookRefSchema, kind: z.enum(BOOK_ACTIONS), includeDirectors: z.boolean().optional() }),
    result: result<Quote>(),
  },
  /** Puts every mirrored company of the book on the watchlist (free) and quotes a check of them (watch.runCheck runs it). */
  'portfolio.watch': {
    args: z.object({ id: bookRefSchema, intervalDays: z.number().int().min(1).max(365).optional() }),
    result: result<BookWatchView>(),
  },
} as const;

/**
 * The book's paid actions and its exports (issue 26 items 2 and 6, built beside the core): defined
 * here so their names stay stable, spread into the bridge's table by the work that implements them.
 */
export const portfolioActionCalls = {
  /** The book in one document (pdf, xlsx, csv), or with `since` the digest of what changed; export.run's path rules. */
  'portfolio.export': {
    args: z.object({
      id: bookRefSchema,
      format: z.enum(['pdf', 'xlsx', 'csv']),
      since: since.optional(),
      outPath: z.string().trim().min(1).max(4096).optional(),
      overwrite: z.boolean().optional(),
    }),
    result: result<ExportResult>(),
  },
} as const;
