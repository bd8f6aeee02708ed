/**
 * Monitoring, as the facade and the CLI use it: the watchlist, the monthly budget, a check's quote
 * and its consented run, and the change feed. Quotes are held in memory for their ten minutes, like
 * the engine's; running one is the consent.
 */
import type { ChangeView, WatchCheckQuote, WatchCheckResult, WatchEntryView, WatchListView } from '../../../shared/bridge/watch';
import { DossierError } from '../app-error';
import type { ChangeQuery } from '../store';
import { requireLibraryCompany } from '../views';
import { budgetView } from './budget';
import { dueAt, quoteCheck } from './quote-check';
import { changeView, runCheck } from './run-check';
import { takeSnapshot } from './snapshot';
import type { HeldQuote, WatchDeps } from './types';

export interface Watcher {
  list(): WatchListView;
  /** Watches a company in the library (a first snapshot is its baseline); refused for one not mirrored. */
  add(companyId: string, intervalDays?: number): WatchEntryView;
  remove(companyId: string): { removed: boolean };
  setBudget(monthlyPaisa: number): WatchListView;
  quoteCheck(opts?: { capPaisa?: number | null; companies?: readonly string[] }): Promise<WatchCheckQuote>;
  runCheck(checkId: string): Promise<WatchCheckResult>;
  changes(q?: ChangeQuery): ChangeView[];
  markRead(q: { ids?: readonly number[]; companyId?: string }): { marked: number };
}

export function createWatcher(deps: WatchDeps): Watcher {
  const { library } = deps;
  const held = new Map<string, HeldQuote>();
  const entryView = (companyId: string): WatchEntryView => {
    const row = library.watch.get(companyId)!;
    const unread = library.watch.unreadCounts().find((u) => u.companyId === companyId)?.unread ?? 0;
    return { ...row, dueAt: dueAt(row), unread };
  };
  const list = (): WatchListView => {
    const unread = new Map(library.watch.unreadCounts().map((u) => [u.companyId, u.unread]));
    return {
      entries: library.watch.list().map((row) => ({ ...row, dueAt: dueAt(row), unread: unread.get(row.companyId) ?? 0 })),
      budget: budgetView(library, deps.now()),
    };
  };
  return {
    list,
    add(companyId, intervalDays) {
      requireLibraryCompany(library, companyId);
      const at = new Date(deps.now()).toISOString();
      library.tx(() => {
        const fresh = library.watch.get(companyId) === null;
        library.watch.add(companyId, intervalDays, at);
        // What the library holds now is the baseline the first check compares with.
        if (fresh && library.watch.latestSnapshot(companyId) === null) library.watch.putSnapshot(companyId, null, takeSnapshot(library, companyId, at), at);
      });
      return entryView(companyId);
    },
    remove: (companyId) => ({ removed: library.tx(() => library.watch.remove(companyId)) }),
    setBudget(monthlyPaisa) {
      library.tx(() => library.watch.setBudget(monthlyPaisa));
      return list();
    },
    async quoteCheck(opts = {}) {
      const now = deps.now();
      for (const [id, q] of held) if (Date.parse(q.quote.expiresAt) <= now) held.delete(id);
      const made = await quoteCheck(deps, opts);
      held.set(made.quote.checkId, made);
      return made.quote;
    },
    async runCheck(checkId) {
      const entry = held.get(checkId);
      if (!entry) throw new DossierError('QUOTE_UNKNOWN', 'This check quote is unknown (it was not issued by this session): ask for a new one');
      held.delete(checkId);
      if (Date.parse(entry.quote.expiresAt) <= deps.now()) throw new DossierError('QUOTE_EXPIRED', 'This check quote has expired (quotes hold for 10 minutes): ask for a new one');
      return runCheck(deps, entry);
    },
    changes: (q = {}) => library.watch.changes(q).map(changeView),
    markRead: (q) => ({ marked: library.tx(() => library.watch.markRead(q)) }),
  };
}
