/**
 * The assessments a book view waits for, computed in the background: a queue of companies, worked
 * through in slices of about SLICE_MS (at least one company, ~27 ms of CPU each), each slice
 * handing the event loop back (setImmediate) so a bridge call never waits behind more than one
 * slice. `portfolio.get` answers at once with what is cached and asks for the rest here.
 *
 * A change announced for a company (the engine's `library.changed`, a team pull) marks its cache
 * entry stale; the companies of the books this process has shown are queued again at once, the
 * others when a view next asks (a command-line mirror does not assess books nobody is looking at).
 */
import type { Library } from '../store';
import { assessAndKeep } from './assessment';

export const SLICE_MS = 40;

export interface AssessWorker {
  /** Queues these companies (in this order, after those already waiting). */
  want(companyIds: readonly string[]): void;
  /** The book's companies are kept current from now on in this process (its view was shown). */
  follow(bookId: string): void;
  /** A change was announced for these companies (null: for any): their entries are stale. */
  invalidate(companyIds: readonly string[] | null): void;
  /** Resolves once none of `companyIds` (none at all, when omitted) is waiting. */
  settled(companyIds?: readonly string[]): Promise<void>;
  waiting(): number;
  /** Companies whose assessment failed, with why (they are left stale; the next view asks again). */
  failures(): ReadonlyMap<string, string>;
  close(): void;
}

export function createAssessWorker(library: Library, now: () => number, sliceMs = SLICE_MS): AssessWorker {
  const queue = new Set<string>();
  const followed = new Set<string>();
  const failed = new Map<string, string>();
  const waiters: Array<{ ids: readonly string[] | null; resolve: () => void }> = [];
  let scheduled = false;
  let closed = false;

  const release = () => {
    for (let i = waiters.length - 1; i >= 0; i--) {
      const w = waiters[i]!;
      if (closed || (w.ids === null ? queue.size === 0 : w.ids.every((id) => !queue.has(id)))) {
        waiters.splice(i, 1);
        w.resolve();
      }
    }
  };

  const slice = () => {
    scheduled = false;
    if (closed) return;
    const started = performance.now();
    const nowIso = new Date(now()).toISOString();
    for (const id of queue) {
      queue.delete(id);
      try {
        assessAndKeep(library, id, nowIso);
        failed.delete(id);
      } catch (error) {
        failed.set(id, error instanceof Error ? error.message : String(error));
      }
      if (performance.now() - started >= sliceMs) break;
    }
    release();
    schedule();
  };

  function schedule(): void {
    if (scheduled || closed || queue.size === 0) return;
    scheduled = true;
    setImmediate(slice);
  }

  return {
    want(companyIds) {
      for (const id of companyIds) queue.add(id);
      schedule();
    },
    follow(bookId) {
      followed.add(bookId);
    },
    invalidate(companyIds) {
      if (closed) return;
      // Called from the core's event sink: a failure here must not stop the event. It is kept, and the
      // entry's fingerprint still shows a view that the company's data moved.
      try {
        library.portfolios.assessments.markStale(companyIds ?? undefined);
        if (followed.size === 0) return;
        for (const id of new Set(companyIds ?? library.portfolios.rows.companies())) {
          if (library.portfolios.rows.booksOf(id).some((b) => followed.has(b))) queue.add(id);
        }
      } catch (error) {
        failed.set(companyIds === null ? '(every company)' : companyIds.join(', '), `not marked stale: ${error instanceof Error ? error.message : String(error)}`);
      }
      schedule();
    },
    settled(companyIds) {
      return new Promise((resolve) => {
        waiters.push({ ids: companyIds ?? null, resolve });
        release();
      });
    },
    waiting: () => queue.size,
    failures: () => failed,
    close() {
      closed = true;
      queue.clear();
      release();
    },
  };
}
