/**
 * The monitoring budget: one monthly amount for the whole watchlist, counted from what the ledger
 * charged for the actions checks started, in the calendar month as the analyst sees it (IST).
 */
import type { WatchBudgetView } from '../../../shared/bridge/watch';
import type { Library } from '../store';

const IST_OFFSET_MS = 330 * 60_000;

/** The first instant of the IST calendar month holding `nowMs`, as an ISO instant. */
export function monthStart(nowMs: number): string {
  const ist = new Date(nowMs + IST_OFFSET_MS);
  return new Date(Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), 1) - IST_OFFSET_MS).toISOString();
}

export function budgetView(library: Library, nowMs: number): WatchBudgetView {
  const start = monthStart(nowMs);
  const { monthlyPaisa } = library.watch.budget();
  const spent = library.watch.spentSince(start);
  return { monthlyPaisa, spentThisMonthPaisa: spent, leftPaisa: Math.max(0, monthlyPaisa - spent), monthStartsAt: start };
}
