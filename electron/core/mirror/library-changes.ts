/**
 * `library.changed` as the engine sends it: after a commit, the company's summary as it now is and
 * the parts of its data that moved, so the renderer updates in place instead of reading again. A
 * mirror commits many times a second (a PDF each), so changes are merged per company: the first
 * goes out at once, later ones within `windowMs` of the last send wait for the window to close and
 * go out as one, their parts merged and the summary read when it is sent. Nothing is lost and the
 * last state always goes out; `flush` sends what waits (before an action reports its end, so the
 * renderer holds the final summary when it hears "done").
 */
import type { LibraryChange, LibraryPart } from '../../../shared/bridge/events';
import { LIBRARY_PARTS } from '../../../shared/bridge/events';
import type { CompanySummary } from '../../../shared/bridge/views';
import type { StepKind } from './plan';

/** At most this many `library.changed` a second per company, whatever the commit rate. */
export const CHANGE_WINDOW_MS = 250;

/** What each step writes about its company. */
const PARTS_OF_STEP: Record<StepKind, readonly LibraryPart[]> = {
  master: ['register', 'directors'],
  filings: ['filings'],
  unlock: ['unlock'],
  'poll-job': ['unlock', 'documents'],
  pdf: ['documents'],
  zip: ['documents'],
  'zip-rest': ['documents'],
  fetch: ['documents'],
  missing: ['documents'],
  'extr-forms': ['financials'],
  'extr-years': ['financials'],
  'extr-data': ['financials'],
  director: ['directors'],
  refresh: ['freshness'],
  'poll-refresh': ['freshness'],
  freshness: ['freshness'],
  'contact-unlock': ['directors'],
  contact: ['directors'],
  'book-child': [],
};

/** The parts a step's commit may have changed; a kind this table does not know changes everything. */
export function partsOfStep(kind: string): readonly LibraryPart[] {
  return Object.hasOwn(PARTS_OF_STEP, kind) ? PARTS_OF_STEP[kind as StepKind] : LIBRARY_PARTS;
}

export interface LibraryChangeFeed {
  /** Company `companyId` changed in `parts` (none: only re-send its summary). */
  changed(companyId: string, parts: readonly LibraryPart[]): void;
  /** Sends every change still waiting for its window, now. */
  flush(): void;
}

export interface LibraryChangeFeedOptions {
  /** The company's summary now (views), or null when it is not in the library. */
  summary(companyId: string): CompanySummary | null;
  emit(change: LibraryChange): void;
  now(): number;
  windowMs?: number;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

interface CompanyChanges {
  lastSentAt: number | null;
  parts: Set<LibraryPart> | null;
  timer: unknown;
}

export function createLibraryChangeFeed(opts: LibraryChangeFeedOptions): LibraryChangeFeed {
  const windowMs = opts.windowMs ?? CHANGE_WINDOW_MS;
  const setTimer =
    opts.setTimer ??
    ((fn: () => void, ms: number) => {
      const timer = setTimeout(fn, ms);
      // A change waiting for its window never keeps the process alive (the CLI exits when done).
      timer.unref?.();
      return timer;
    });
  const clearTimer = opts.clearTimer ?? ((timer: unknown) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  const companies = new Map<string, CompanyChanges>();

  function send(companyId: string, state: CompanyChanges): void {
    const parts = state.parts ? LIBRARY_PARTS.filter((p) => state.parts!.has(p)) : [];
    state.parts = null;
    state.timer = null;
    state.lastSentAt = opts.now();
    const summary = opts.summary(companyId);
    // A company the library does not hold, with nothing changed: nothing to say.
    if (summary === null && parts.length === 0) return;
    opts.emit({ companyId, summary, parts });
  }

  return {
    changed(companyId, parts) {
      let state = companies.get(companyId);
      if (!state) {
        state = { lastSentAt: null, parts: null, timer: null };
        companies.set(companyId, state);
      }
      state.parts ??= new Set();
      for (const part of parts) state.parts.add(part);
      if (state.timer !== null) return;
      const wait = state.lastSentAt === null ? 0 : state.lastSentAt + windowMs - opts.now();
      if (wait <= 0) {
        send(companyId, state);
        return;
      }
      const waiting = state;
      state.timer = setTimer(() => send(companyId, waiting), wait);
    },
    flush() {
      for (const [companyId, state] of companies) {
        if (state.timer === null) continue;
        clearTimer(state.timer);
        send(companyId, state);
      }
    },
  };
}
