/**
 * The analyst's consent is an amount: the most the accepted quote can spend (or less, when the run
 * was given a lower limit: `--budget`, a watch check's monthly room, a book's budget), plus the most
 * of each accepted resume quote. Before every paid step the runner asks one question: would this
 * call take the action past it? Only the call itself counts (with what the steps beside it may still
 * spend), never a projection of work queued, so a run whose real cost fits what was accepted always
 * finishes, and none ever spends past it.
 *
 * One projection is made, before the unlock (the one large purchase): with the filing list and the
 * master record read, the rest of a mirror is priced again from exact counts, and when even its
 * expected cost would not fit the limit the action stops there and asks, instead of buying the
 * unlock and stopping a few paisa short of the end.
 */
import { DEFAULT_PRICES_PAISA, type EndpointKey } from '../../../shared/api/prices';
import { formatRupees } from '../../../shared/money';
import type { ActionRow, Library } from '../store';
import { type ActionPlan, STEP_ENDPOINT, type StepKind, type StoredQuote } from './plan';
import { directorProfiles, mirrorDataReads, singleDownloads, yearsLists } from './quote-bounds';

/** The price the runner reckons for one item of `kind`: free when the accepted quote had none of it (already unlocked). */
export function unitPriceOf(plan: ActionPlan, quote: StoredQuote['quote'] | null, kind: StepKind): number {
  const endpoint = STEP_ENDPOINT[kind];
  if (endpoint === null || plan.sandbox) return 0;
  const line = quote?.lines.find((l) => l.endpointKey === endpoint);
  if (line && line.count === 0 && endpoint === 'companies.unlock') return 0;
  return priceOf(plan, endpoint);
}

function priceOf(plan: ActionPlan, endpoint: EndpointKey): number {
  return plan.prices[endpoint] ?? DEFAULT_PRICES_PAISA[endpoint];
}

export interface SpendOutlook {
  acceptedPaisa: number;
  spentPaisa: number;
}

/** What the action may spend and has spent; null when it has no limit (sandbox, or nothing accepted). */
export function spendOutlook(library: Library, action: ActionRow, plan: ActionPlan): SpendOutlook | null {
  if (action.acceptedPaisa === null || plan.sandbox) return null;
  return { acceptedPaisa: action.acceptedPaisa, spentPaisa: library.ledger.total({ actionId: action.id }).spendPaisa };
}

/**
 * Why the action must stop before a paid call costing `price`; null when it may go on. `besidePaisa`
 * is what the action's steps already in flight may still spend.
 */
export function beyondAccepted(outlook: SpendOutlook | null, price: number, besidePaisa: number): string | null {
  if (outlook === null || price <= 0) return null;
  const needed = outlook.spentPaisa + besidePaisa + price;
  if (needed <= outlook.acceptedPaisa) return null;
  return (
    `The next call (${formatRupees(price)}) would take it to ${formatRupees(needed)}, past the ${formatRupees(outlook.acceptedPaisa)} you accepted ` +
    `(${formatRupees(outlook.spentPaisa)} spent); nothing more was spent`
  );
}

/**
 * The expected cost of what a mirror still has to buy once its register is read, priced from exact
 * counts: the unlock, the PDFs bought one by one, the extraction reads, the director profiles queued.
 */
export function mirrorRestExpected(library: Library, plan: ActionPlan, action: ActionRow, zipRoad: boolean): number {
  if (plan.kind !== 'mirror' || plan.sandbox) return 0;
  const company = plan.subject;
  const quote = (action.quote as Partial<StoredQuote> | null)?.quote ?? null;
  const listed = library.filings.countByCompany(company);
  const missing = library.filings.missingDocuments(company).length;
  const reads = mirrorDataReads({
    listed,
    held: library.extractions.list(company).length,
    namedBefore: library.queue.latestErrorCodes('extr-data', company).size,
  });
  const forms = yearsLists(library.queue.latestErrorCodes('extr-years', company).size);
  const queuedDirectors = library.queue.openWork(action.id).get('director') ?? 0;
  const directors = plan.includeDirectors ? directorProfiles(queuedDirectors, 0).expected : 0;
  return (
    unitPriceOf(plan, quote, 'unlock') +
    singleDownloads(missing, zipRoad).expected * priceOf(plan, 'companies.filings.download') +
    priceOf(plan, 'companies.extractions.list') +
    forms.expected * priceOf(plan, 'companies.extractions.years') +
    reads.expected * priceOf(plan, 'companies.extractions.data') +
    directors * priceOf(plan, 'directors.profile')
  );
}

/**
 * Before the unlock of a mirror: why it should stop and ask (its rest, priced again from the register
 * just read, would not fit `limitPaisa`, what is left of the consent or of the session cap); null
 * when it goes on.
 */
export function restWillNotFit(spentPaisa: number, restPaisa: number, limitPaisa: number, limitWords: string): string | null {
  if (spentPaisa + restPaisa <= limitPaisa) return null;
  return (
    `With the filing list read, the rest is expected to cost ${formatRupees(restPaisa)} (${formatRupees(spentPaisa)} spent): ` +
    `more than ${limitWords} (${formatRupees(limitPaisa)}); it stopped before the unlock, nothing more was spent`
  );
}
