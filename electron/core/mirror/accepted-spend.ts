/**
 * The analyst's consent is an amount: what the accepted quote (and each accepted resume quote)
 * added up to. Before every paid step the runner asks whether the action could still end within
 * it: what the action has spent, plus the price of every paid item it has queued and not yet paid
 * for. Once the exact work is known (the extraction years are listed, say) and it is more than
 * was accepted, the action stops at a new quote before spending any of it.
 */
import { DEFAULT_PRICES_PAISA, type EndpointKey } from '../../../shared/api/prices';
import { formatRupees } from '../../../shared/money';
import type { ActionRow, Library } from '../store';
import { type ActionPlan, STEP_ENDPOINT, type StepKind, type StoredQuote } from './plan';

/** The price the runner reckons for one item of `kind`: free when the accepted quote had none of it (already unlocked). */
export function unitPriceOf(plan: ActionPlan, quote: StoredQuote['quote'] | null, kind: StepKind): number {
  const endpoint = STEP_ENDPOINT[kind];
  if (endpoint === null || plan.sandbox) return 0;
  const line = quote?.lines.find((l) => l.endpointKey === endpoint);
  if (line && line.count === 0 && endpoint === 'companies.unlock') return 0;
  return plan.prices[endpoint] ?? DEFAULT_PRICES_PAISA[endpoint as EndpointKey];
}

export interface SpendOutlook {
  acceptedPaisa: number;
  spentPaisa: number;
  /** What the items queued and not yet paid for will cost. */
  queuedPaisa: number;
}

function quoteOf(action: ActionRow): StoredQuote['quote'] | null {
  return (action.quote as Partial<StoredQuote> | null)?.quote ?? null;
}

/** Spent and still to spend on the action; null when it has no limit (sandbox, or nothing accepted). */
export function spendOutlook(library: Library, action: ActionRow, plan: ActionPlan): SpendOutlook | null {
  if (action.acceptedPaisa === null || plan.sandbox) return null;
  const quote = quoteOf(action);
  let queued = 0;
  for (const [kind, count] of library.queue.openWork(action.id)) {
    if (kind in STEP_ENDPOINT) queued += count * unitPriceOf(plan, quote, kind as StepKind);
  }
  return { acceptedPaisa: action.acceptedPaisa, spentPaisa: library.ledger.total({ actionId: action.id }).spendPaisa, queuedPaisa: queued };
}

/**
 * Steps that find out what the rest costs (the record, the filing list, the extraction lists).
 * They were quoted, so they run while they fit in what was accepted even when the work already
 * queued would not: the new quote is then made once, on exact counts, instead of once per list.
 */
export const DISCOVERY_KINDS: readonly StepKind[] = ['master', 'filings', 'extr-forms', 'extr-years'];

/**
 * Why the action must stop and ask before its next paid step of `kind` costing `price`; null when
 * it may go on. `extraPaisa` is a price not among the queued work (a download bought before whose
 * file was lost, bought again).
 */
export function beyondAccepted(outlook: SpendOutlook | null, kind: StepKind, price: number, extraPaisa: number): string | null {
  if (outlook === null) return null;
  const ahead = DISCOVERY_KINDS.includes(kind) ? price : outlook.queuedPaisa;
  const needed = outlook.spentPaisa + ahead + extraPaisa;
  if (needed <= outlook.acceptedPaisa) return null;
  return (
    `This would spend ${formatRupees(needed)} in all (${formatRupees(outlook.spentPaisa)} spent, ${formatRupees(needed - outlook.spentPaisa)} of work still queued), ` +
    `more than the ${formatRupees(outlook.acceptedPaisa)} you accepted; nothing more was spent`
  );
}
