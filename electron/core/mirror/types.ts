// The contract between the mirror engine (electron/core/mirror) and the rest of the core (the
// facade's handlers, the account's client). The engine plans paid work as quotes, runs consented actions durably
// through the library's work queue, and reports progress and spend as bridge events.
import type { CompanyCandidate } from '../../../shared/api/resolve';
import type { RegistryMatches } from '../../../shared/bridge/registry-candidates';
import type { ActionView, Quote } from '../../../shared/bridge/views';
import type { ApiClient } from '../api';
import type { EventSink } from '../bridge-handlers';
import type { Cipher, Library, Requester } from '../store';
import type { TeamSource } from './team-source';

export interface BudgetSettings {
  /** A quote at or above this total is flagged `requiresConfirmation` (the UI/CLI always asks then). */
  confirmThresholdPaisa: number;
  /** Spend cap for this session (process lifetime); null = no cap. Over the cap nothing runs. */
  sessionCapPaisa: number | null;
  /** Where the cap in force was set: in Settings (default), or for this run only (the CLI's --budget). */
  capSetFor?: 'settings' | 'run';
}

export interface MirrorEngineDeps {
  library: Library;
  /** Null when no key is configured or offline-only: every quote is then blocked with the reason. */
  client: () => ApiClient | null;
  events: EventSink;
  budget: () => BudgetSettings;
  now?: () => number;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** Timings and switches; the defaults suit a real registry (tests shorten the waits). */
  tuning?: Partial<MirrorTuning>;
  /**
   * The cipher that seals director contact data at rest (the data key lives with the secrets).
   * Without it, contact quotes are blocked: a contact is never stored in the clear.
   */
  contactCipher?: () => Promise<Cipher>;
  /** The firm's team library: a company it holds is copied from it instead of bought. */
  team?: TeamSource;
}

export interface MirrorTuning {
  /** Between two free status polls of a document or refresh job. Default 5 s. */
  pollIntervalMs: number;
  /** How long a PDF that answered DOC_NOT_AVAILABLE waits before it is tried again. Default 10 s. */
  docRetryMs: number;
  /** First wait after a retryable failure (503, lost answer on a GET); doubles per attempt. Default 2 s. */
  retryBaseMs: number;
  /** Attempts of one step before a retryable failure stops the action. Default 6. */
  maxStepAttempts: number;
  /**
   * How long an action goes on retrying while the registry answers none of its calls (no answer,
   * or a gateway's 502/503/504) before it pauses with the reason. Default 2 minutes; the call in
   * flight when it runs out still ends on its own timeout.
   */
  unreachableGiveUpMs: number;
  /** How long a quote stays valid. Default 10 minutes. */
  quoteTtlMs: number;
  /** PDF downloads (and job polls) in flight at once, so the pacer always holds the next call. Default 2. */
  parallelDownloads: number;
  /**
   * Read the document job's zip archives (free) and buy PDFs one by one only for a priority set
   * while the job runs and for what no archive delivered. Default true; false: every PDF bought alone.
   */
  zipFirst: boolean;
  /** Index the text of every downloaded PDF (in the background). Default true. */
  indexText: boolean;
  /** Estimated directors per company when the library does not know them yet. Default 6. */
  directorsEstimate: number;
}

/** Error codes of the engine itself (API errors keep the API's code). */
export type MirrorErrorCode =
  | 'QUOTE_UNKNOWN'
  | 'QUOTE_EXPIRED'
  | 'QUOTE_BLOCKED'
  | 'ACTION_UNKNOWN'
  | 'SESSION_CAP_REACHED'
  | 'NO_CLIENT'
  | 'NOT_UNLOCKED'
  | 'REFRESH_FAILED'
  | 'NO_CONTACT_KEY'
  | 'ENGINE_CLOSED'
  /** A PDF body ran past the size its filing listed (only that filing fails). */
  | 'PDF_TOO_LARGE'
  | 'NOT_A_PDF'
  /** The next paid step would take the action past what the analyst accepted: it waits for a new quote. */
  | 'QUOTE_EXCEEDED'
  /** The action's process is gone, or it closed: it waits for consent to resume. */
  | 'INTERRUPTED'
  /** Another action on the same company (or DIN) is open: one at a time, the later one waits for it. */
  | 'COMPANY_BUSY';

/** A quote with the facts it was built on (extra fields cross the bridge as plain data). */
export interface MirrorQuote extends Quote {
  /** Remarks the UI shows under the lines (already fresh, joins a running job, nothing to fetch...). */
  notes: string[];
  /** True when some line is an estimate (extraction reads, director count, re-read pages). */
  estimated: boolean;
  /** Refresh quotes: the registry refreshed within 24 h; paying returns `alreadyFresh`. */
  alreadyFresh?: boolean;
}

/** A company of a book, as a book's quote takes it. */
export interface BookMember {
  companyId: string;
  name: string;
  exposurePaisa: number | null;
}

export interface BookQuoteRequest {
  kind: 'mirror' | 'refresh' | 'fetch';
  bookId: string;
  bookName: string;
  members: readonly BookMember[];
  includeDirectors?: boolean;
}

/** One search of many under one quote (resolve-many.ts). */
export interface ResolveQuery {
  query: string;
  state?: string;
  city?: string;
}

/** One search's answer: the registry's candidates as it sent them (addresses with their PIN), and the billed call's requestId. */
export interface ResolveAnswer {
  index: number;
  query: ResolveQuery;
  candidates: CompanyCandidate[];
  sandbox: boolean;
  requestId: string;
}

export interface ResolveManyOptions {
  requestedBy?: Requester;
  /** Called inside the transaction that records the search's ledger row. */
  store?: (answer: ResolveAnswer) => void;
}

/** How a consented quote runs. */
export interface RunOptions {
  /** Who asked for it: an assistant through the library connector is marked so in the ledger. Default the analyst. */
  requestedBy?: Requester;
  /**
   * Consent up to this many paisa when it is below the quote's most (a watch check's monthly room,
   * a book's budget): the action never spends past it.
   */
  limitPaisa?: number;
}

export interface MirrorEngine {
  /** Free calls only (unlock status, freshness, pricing, usage); never spends. */
  quoteMirror(companyId: string, opts: { includeDirectors: boolean }): Promise<MirrorQuote>;
  /** `followUps`: a watch check's refresh, quoting also the new PDFs and extraction years it may buy after. */
  quoteRefresh(companyId: string, opts?: { followUps?: boolean }): Promise<MirrorQuote>;
  quoteFetch(companyId: string): Promise<MirrorQuote>;
  /** A watch check's read of the extraction years the library does not hold (needs an active unlock). */
  quoteExtractions(companyId: string): Promise<MirrorQuote>;
  quoteDirectorProfile(din: string): Promise<MirrorQuote>;
  /** The contact tier of a DIN: the unlock (unless already active) and one contact read. */
  quoteDirectorContact(din: string): Promise<MirrorQuote>;
  quoteResolve(query: { query: string; state?: string; city?: string }): Promise<MirrorQuote>;
  /**
   * One quote for a book's mirror, refresh or fetch: each company priced as alone (a free call or two
   * each; `onPriced` tells how far), grouped (team ₹0, current ₹0, to buy, not possible). Run with
   * `run`: one book action whose company actions follow one another, largest exposure first.
   */
  quoteBook(req: BookQuoteRequest, onPriced?: (done: number, total: number) => void): Promise<MirrorQuote>;
  /** The profiles of a director, or of a company's current directors, less those bought within their freshness. */
  quoteNetworkExpand(target: string): Promise<MirrorQuote>;
  /**
   * The quote must be one this engine issued and not expired; runs in the background. A resume
   * quote resumes its action (or, when another process resumed it first, returns it to follow).
   */
  run(quoteId: string, opts?: RunOptions): Promise<ActionView>;
  /** Runs a resolve quote synchronously (a lookup the analyst waits for); with the billed call's requestId. */
  runResolve(quoteId: string, opts?: RunOptions): Promise<RegistryMatches & { requestId: string }>;
  /** One quote for many searches (one `companies.resolve` each), from free calls: a book's rows still open. */
  quoteResolveMany(queries: readonly ResolveQuery[], title: string): Promise<MirrorQuote>;
  /**
   * Runs a many-searches quote in order, each search billed and recorded alone (`store` writes its
   * outcome in the same transaction); a failure throws ResolveManyStopped with the answers before it.
   */
  runResolveMany(quoteId: string, opts?: ResolveManyOptions): Promise<ResolveAnswer[]>;
  list(): ActionView[];
  /** One action, or null. */
  get(actionId: string): ActionView | null;
  /**
   * What is left of a paused (or orphaned) action, priced from free calls; running it with `run`
   * resumes the action, allowed what it spent plus this quote's total.
   */
  quoteResume(actionId: string): Promise<MirrorQuote>;
  pause(actionId: string): ActionView;
  cancel(actionId: string): ActionView;
  /**
   * On startup: actions whose process is gone are paused for consent (never resumed silently), and
   * files a killed download left are recorded when complete, removed when not.
   */
  recoverInterrupted(): Promise<void>;
  /** Spend of this process (session) so far, for the budget cap. */
  sessionSpendPaisa(): number;
  /** Resolves when no action is running (tests, CLI). */
  idle(): Promise<void>;
  close(): Promise<void>;
}
