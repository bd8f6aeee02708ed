/**
 * What a consented action will do, kept with the action row (inside its quote JSON) so a restarted
 * process knows the plan without the quote, and the work items each kind of action starts with.
 * Later items are added by the steps themselves, in the transaction that finishes the step before.
 */
import type { EndpointKey } from '../../../shared/api/prices';
import { PRIORITY } from '../store';
import type { MirrorQuote } from './types';

/** `extractions`: a watch check's read of the extraction years the library does not hold yet. */
/** `book`: a book's mirror, refresh or fetch, one company action (a child) after another (issue 26). */
export type PlanKind = 'mirror' | 'refresh' | 'fetch' | 'extractions' | 'directorProfile' | 'directorContact' | 'networkExpand' | 'book';

export interface ActionPlan {
  kind: PlanKind;
  /** Company id, or DIN for a director profile or contact. */
  subject: string;
  /** networkExpand: the DINs whose profiles were quoted. */
  dins?: string[];
  includeDirectors: boolean;
  /** Refresh: re-read master and filings after the job (false when the library already holds the refreshed data). */
  reRead: boolean;
  sandbox: boolean;
  /** Quoted as a copy from the team library at no cost, the whole action (it is never bought on this quote). */
  fromTeam?: boolean;
  /** Fetch: PDFs quoted as copies from the team library at ₹0 beside the ones bought (never bought on this quote). */
  teamCopies?: number;
  /**
   * Fetch: false when the registry misses no PDF (no ₹150 fetch is quoted): only the PDFs the
   * library lacks are downloaded. Absent: the fetch is called.
   */
  fetchCall?: boolean;
  /** Queue priority of every item of the action (manual work before background work). */
  priority: number;
  /** The account's prices when quoted: the session cap is checked against them before each paid step. */
  prices: Partial<Record<EndpointKey, number>>;
  /** A book action: which book, and what each company's action is (its items carry the children). */
  book?: { kind: 'mirror' | 'refresh' | 'fetch'; bookId: string; bookName: string };
}

/** One company of a book action, as its `book-child` item carries it: the company's own plan and quote. */
export interface BookChild {
  companyId: string;
  name: string;
  /** Its place in the book's order (1 = largest exposure). */
  order: number;
  of: number;
  group: 'team' | 'buy';
  plan: ActionPlan;
  quote: MirrorQuote;
}

/** What the action row stores as its quote: the quote shown and the plan consented to. */
export interface StoredQuote {
  quote: MirrorQuote;
  plan: ActionPlan;
}

export function planOf(stored: unknown): ActionPlan {
  const plan = (stored as Partial<StoredQuote> | null)?.plan;
  if (!plan || typeof plan.kind !== 'string' || typeof plan.subject !== 'string') {
    throw new Error('The action has no plan (it was not created by the mirror engine)');
  }
  return plan;
}

export interface InitialItem {
  kind: StepKind;
  key: string;
}

export type StepKind =
  | 'master'
  | 'filings'
  | 'unlock'
  | 'poll-job'
  | 'pdf'
  /** One archive of the document job (free: a blob address, not an API call). */
  | 'zip'
  /** After the archives: per-PDF downloads for the filings none delivered. */
  | 'zip-rest'
  | 'extr-forms'
  | 'extr-years'
  | 'extr-data'
  | 'director'
  | 'refresh'
  | 'poll-refresh'
  | 'fetch'
  /** A fetch without the registry's fetch call: the downloads of what the library lacks (free to queue). */
  | 'missing'
  | 'freshness'
  | 'contact-unlock'
  | 'contact'
  /** One company of a book action: starts its action when the one before has ended, then waits for it. */
  | 'book-child';

/** The endpoint a step may be billed at, for the session cap check (null: the step is free). */
export const STEP_ENDPOINT: Record<StepKind, EndpointKey | null> = {
  master: 'companies.master',
  filings: 'companies.filings.list',
  unlock: 'companies.unlock',
  'poll-job': null,
  pdf: 'companies.filings.download',
  zip: null,
  'zip-rest': null,
  'extr-forms': 'companies.extractions.list',
  'extr-years': 'companies.extractions.years',
  'extr-data': 'companies.extractions.data',
  director: 'directors.profile',
  refresh: 'companies.update',
  'poll-refresh': null,
  fetch: 'companies.documents.fetch',
  missing: null,
  freshness: null,
  'contact-unlock': 'directors.unlock',
  contact: 'directors.contact',
  // The company's own action pays; the book's item only starts and follows it.
  'book-child': null,
};

export function initialItems(plan: ActionPlan): InitialItem[] {
  switch (plan.kind) {
    case 'mirror':
      return [
        { kind: 'master', key: '' },
        { kind: 'filings', key: 'page:1' },
      ];
    case 'refresh':
      return [{ kind: 'refresh', key: '' }];
    case 'fetch':
      return [{ kind: plan.fetchCall === false ? 'missing' : 'fetch', key: '' }];
    case 'extractions':
      return [{ kind: 'extr-forms', key: '' }];
    case 'directorProfile':
      return [{ kind: 'director', key: plan.subject }];
    case 'directorContact':
      return [{ kind: 'contact-unlock', key: plan.subject }];
    case 'networkExpand':
      return (plan.dins ?? []).map((din) => ({ kind: 'director' as const, key: din }));
    case 'book':
      // The children ride on their items' payloads (engine.ts writes them with the action).
      return [];
  }
}

/** Plans that buy director data only (the subject is a DIN, or a company whose record they leave alone). */
export function isDirectorPlan(plan: ActionPlan): boolean {
  return plan.kind === 'directorProfile' || plan.kind === 'directorContact' || plan.kind === 'networkExpand';
}

/** Plans that end with a free freshness read, so the badge reflects what was just bought. */
export function wantsFinalSnapshot(plan: ActionPlan): boolean {
  return !isDirectorPlan(plan) && plan.kind !== 'book';
}

/** The subject of a book's action: one book action at a time per book, as one action per company. */
export function bookSubject(bookId: string): string {
  return `book:${bookId}`;
}

/**
 * The queue priority of one item: the action's, with PDF downloads one step behind every other
 * step of the same tier. A company's short last steps (extractions, directors, the final freshness
 * read) then run as soon as they are due instead of waiting behind another company's hundreds of
 * downloads queued earlier, so its figures appear while those downloads go on.
 */
export function itemPriority(plan: Pick<ActionPlan, 'priority'>, kind: StepKind): number {
  return kind === 'pdf' || kind === 'zip' || kind === 'zip-rest' ? plan.priority + 1 : plan.priority;
}

export const MANUAL_PRIORITY = PRIORITY.manual;
export const BACKGROUND_PRIORITY = PRIORITY.background;

export const FILINGS_PAGE_LIMIT = 200;

export function pagesFor(total: number): number {
  return Math.max(1, Math.ceil(total / FILINGS_PAGE_LIMIT));
}
