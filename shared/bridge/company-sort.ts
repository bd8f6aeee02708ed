// The Library list's orders, one rule for the core (which answers library.companies sorted) and the
// renderer (which keeps its list sorted while events update rows in place).
import type { CompanySummary } from './views';

export const COMPANY_SORTS = ['name', 'mirroredAt', 'spend', 'freshness'] as const;
export type CompanySort = (typeof COMPANY_SORTS)[number];
/** The order the Library screen first reads the list in (the app's core prepares it as it starts). */
export const FIRST_COMPANY_SORT: CompanySort = 'name';

/** Most in need of a refresh first. */
const BADGE_ORDER = { stale: 0, aging: 1, unknown: 2, fresh: 3 } as const;

// localeCompare with the default locale, made once: the same order, without a collator per call.
const collator = new Intl.Collator();

const byName = (a: CompanySummary, b: CompanySummary) => collator.compare(a.name, b.name) || collator.compare(a.id, b.id);

const COMPARE: Record<CompanySort, (a: CompanySummary, b: CompanySummary) => number> = {
  name: byName,
  mirroredAt: (a, b) => collator.compare(b.mirroredAt ?? '', a.mirroredAt ?? '') || byName(a, b),
  spend: (a, b) => b.spendPaisa - a.spendPaisa || byName(a, b),
  freshness: (a, b) => BADGE_ORDER[a.freshness.badge] - BADGE_ORDER[b.freshness.badge] || byName(a, b),
};

/** Name A→Z; newest mirror first; most spent first; most in need of a refresh first. Ties by name. */
export function compareSummaries(sort: CompanySort): (a: CompanySummary, b: CompanySummary) => number {
  return COMPARE[sort];
}

/** A sorted copy. */
export function sortSummaries(list: readonly CompanySummary[], sort: CompanySort): CompanySummary[] {
  return [...list].sort(COMPARE[sort]);
}

/**
 * The list with `summary` in its place: replaced where its company already is, moved if the change
 * moved it in the order, inserted where it belongs if it is new. The other rows keep their objects.
 */
export function placeSummary(list: readonly CompanySummary[], summary: CompanySummary, sort: CompanySort): CompanySummary[] {
  const compare = COMPARE[sort];
  const rest = list.filter((c) => c.id !== summary.id);
  let low = 0;
  let high = rest.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (compare(rest[mid]!, summary) <= 0) low = mid + 1;
    else high = mid;
  }
  return [...rest.slice(0, low), summary, ...rest.slice(low)];
}
