/**
 * The Library screen's list, `library.companies`: every company the analyst has read something of,
 * sorted. Reading 10,000 companies' facts is one statement, but still the cost of a whole pass, so
 * the list is kept between calls for as long as it is provably the answer: until anything is written
 * to the library (its change stamp, which also sees the CLI's writes) and, company by company, until
 * the clock reaches the next instant its freshness or unlock can change (freshnessChangesAt). Within
 * those bounds a kept summary is exactly what a fresh read would give.
 */
import { type CompanySort, sortSummaries } from '../../../shared/bridge/company-sort';
import type { CompanySummary } from '../../../shared/bridge/views';
import { freshnessChangesAt } from '../../../shared/freshness-changes';
import type { CompanySummaryFacts, Library } from '../store';
import { summaryOfFacts } from './company-summary';

interface Kept {
  facts: CompanySummaryFacts;
  summary: CompanySummary;
  /** Made for this instant (epoch ms), valid before `changesAt`. */
  madeAt: number;
  changesAt: number;
}

interface KeptList {
  stamp: string;
  rows: Kept[];
  sorted: Map<CompanySort, CompanySummary[]>;
}

const kept = new WeakMap<Library, KeptList>();

function keep(facts: CompanySummaryFacts, nowIso: string, nowMs: number): Kept {
  const summary = summaryOfFacts(facts, nowIso);
  const { freshness, unlock } = summary;
  const anchors = [freshness.masterReadAt, freshness.registryUpdatedAt, freshness.listRefreshedAt, freshness.freshUntil, unlock.expiresAt];
  return { facts, summary, madeAt: nowMs, changesAt: freshnessChangesAt(anchors, nowIso) };
}

const sameUnlock = (a: CompanySummaryFacts['unlock'], b: CompanySummaryFacts['unlock']) =>
  a === b || (a !== null && b !== null && a.unlockedAt === b.unlockedAt && a.expiresAt === b.expiresAt && a.sandbox === b.sandbox);

const sameSnapshot = (a: CompanySummaryFacts['snapshot'], b: CompanySummaryFacts['snapshot']) =>
  a === b ||
  (a !== null && b !== null && a.readAt === b.readAt && a.updatedAt === b.updatedAt && a.listRefreshedAt === b.listRefreshedAt && a.freshUntil === b.freshUntil);

/** Field by field: the facts hold only strings, numbers, booleans and these two small records. */
function sameFacts(a: CompanySummaryFacts, b: CompanySummaryFacts): boolean {
  for (const key of Object.keys(a) as (keyof CompanySummaryFacts)[]) {
    if (key === 'unlock' || key === 'snapshot') continue;
    if (a[key] !== b[key]) return false;
  }
  return sameUnlock(a.unlock, b.unlock) && sameSnapshot(a.snapshot, b.snapshot);
}

/**
 * The list read again after a write. Most companies are as they were: a company whose facts are
 * unchanged keeps its summary (while the clock allows), and if none changed the sorted lists stay.
 */
function reread(library: Library, before: KeptList | undefined, stamp: string, nowIso: string, nowMs: number): KeptList {
  const previous = new Map(before?.rows.map((row) => [row.facts.id, row]));
  let moved = before === undefined || previous.size === 0;
  const rows = library.companySummaries.list().map((facts) => {
    const row = previous.get(facts.id);
    if (row && sameFacts(row.facts, facts) && nowMs < row.changesAt && nowMs >= row.madeAt) return row;
    moved = true;
    return keep(facts, nowIso, nowMs);
  });
  if (rows.length !== previous.size) moved = true;
  return { stamp, rows, sorted: moved || !before ? new Map() : before.sorted };
}

/** Re-makes the summaries the clock has moved past (or a clock set back has moved before); true if any. */
function catchUpWithClock(list: KeptList, nowIso: string, nowMs: number): boolean {
  let moved = false;
  list.rows.forEach((row, i) => {
    if (nowMs >= row.changesAt || nowMs < row.madeAt) {
      list.rows[i] = keep(row.facts, nowIso, nowMs);
      moved = true;
    }
  });
  return moved;
}

export function libraryCompanies(library: Library, sort: CompanySort, nowIso: string): CompanySummary[] {
  const nowMs = Date.parse(nowIso);
  const stamp = library.changeStamp();
  let list = kept.get(library);
  if (!list || list.stamp !== stamp) {
    list = reread(library, list, stamp, nowIso, nowMs);
    kept.set(library, list);
  } else if (catchUpWithClock(list, nowIso, nowMs)) {
    list.sorted.clear();
  }
  let sorted = list.sorted.get(sort);
  if (!sorted) {
    // The store reads in name order, so the name sort (the screen's default) finds its runs in place.
    sorted = sortSummaries(
      list.rows.map((row) => row.summary),
      sort,
    );
    list.sorted.set(sort, sorted);
  }
  // A copy: a caller in the same process (the CLI, a test) may sort or trim what it was given.
  return [...sorted];
}
