/**
 * The book view (`portfolio.get`): one row per company of the book with what the library says of
 * it, the groups inside the book, and the rows not resolved. Fast at 2,000 companies because
 * nothing here assesses anything: the band, signals, flags and statutory status come from the
 * assessment cache (the portfolio room fills it in the background), read in one statement with the
 * state of each entry (current, stale or missing); freshness and status from one statement over the
 * book's companies; changes since review from one statement over the change feed; the groups from
 * views/book-groups.ts, kept between calls while the book's members and the connections graph are
 * the same. No evidence list is in it: `portfolio.company` gives one company's, with its sources.
 */
import type { BookCompanyRow, BookRowView, BookView } from '../../../shared/bridge/portfolio';
import type { BookGroups, RiskBand, SignalSeverity } from '../../../shared/bridge/signals';
import type { FreshnessView } from '../../../shared/bridge/views';
import { dayOf } from '../../../shared/dates';
import { computeFreshness } from '../../../shared/freshness';
import type { BookRecord, BookRowBrief, CacheState, CompanySummaryFacts, Library } from '../store';
import { bookGroups } from './book-groups';
import { bookRowView, bookSummary } from './book-rows';
import { summaryOfFacts } from './company-summary';

/** What the book view shows of a company's assessment, kept in the cache beside the whole assessment. */
export interface BookAssessmentFacts {
  band: RiskBand;
  /** Why, most severe first (at most BOOK_TITLES). */
  bandReasons: string[];
  signals: Record<SignalSeverity, number> & { titles: string[] };
  /** Findings (red flags) by severity, a dismissed one not counted. */
  flags: Record<SignalSeverity, number>;
  statutory: { overdue: number; worstOverdueDays: number | null; words: string | null };
  /** The latest financial year whose accounts are filed, and the filing that shows it. */
  latestAccounts: { fyStart: number; filingId: string | null } | null;
  charges: { open: number; lenders: number };
}

/** Titles a book row carries (signals, band reasons): the rest are in the company's detail. */
export const BOOK_TITLES = 3;

const NONE: Record<SignalSeverity, number> = { high: 0, medium: 0, info: 0 };

/** Calendar months from the close of a financial year (March of the next year) to `today`'s month: FY 2024-25 on 2026-01-10 is 10. */
export function monthsSinceYearEnd(fyStart: number, today: string): number {
  const [y, m] = today.split('-').map(Number) as [number, number];
  return Math.max(0, y * 12 + m - ((fyStart + 1) * 12 + 3));
}

function unknownFreshness(nowIso: string): FreshnessView {
  const f = computeFreshness({ now: nowIso, localReadAt: null, registryUpdatedAt: null, listRefreshedAt: null, missingPdfs: 0, unlockExpiresAt: null, freshUntil: null });
  return { badge: f.badge, reasons: f.reasons, ageDays: f.ageDays, masterReadAt: null, listRefreshedAt: null, registryUpdatedAt: null, freshUntil: null };
}

interface KeptGroups {
  key: string;
  groups: BookGroups;
}

const keptGroups = new WeakMap<Library, Map<string, KeptGroups>>();

/** The book's groups, read again only when its members, their exposures, the threshold or the graph moved. */
function groupsOf(library: Library, book: BookRecord, members: Array<{ companyId: string; exposurePaisa: number }>): BookGroups {
  const key = `${book.groupThresholdBasisPoints}|${library.portfolios.graphStamp()}|${members.map((m) => `${m.companyId}:${m.exposurePaisa}`).join(',')}`;
  let perLibrary = keptGroups.get(library);
  if (!perLibrary) {
    perLibrary = new Map();
    keptGroups.set(library, perLibrary);
  }
  const kept = perLibrary.get(book.id);
  if (kept && kept.key === key) return kept.groups;
  const groups = bookGroups(library, members, { flagAboveBasisPoints: book.groupThresholdBasisPoints });
  perLibrary.set(book.id, { key, groups });
  return groups;
}

export interface BookViewRead {
  view: BookView;
  /** Companies whose cache entry is stale or missing (to compute in the background). */
  toAssess: string[];
}

/**
 * The book's companies in the book view's default order (exposure, largest first, a company without
 * one last, ties in the book's order): the order the screen's table opens in (renderer's
 * book-query.ts DEFAULT_SPEC, sortRows), so the first of them are the table's first screenful.
 */
export function byExposureFirst(ids: readonly string[], exposureOf: (id: string) => number | null): string[] {
  const keyed = ids.map((id, i) => ({ id, i, key: exposureOf(id) }));
  keyed.sort((x, y) => {
    if (x.key === null || y.key === null) return (x.key === null ? 1 : 0) - (y.key === null ? 1 : 0) || x.i - y.i;
    return y.key - x.key || x.i - y.i;
  });
  return keyed.map((k) => k.id);
}

/**
 * `only`: the one company's row (its share and group still read over the whole book). `first`: only
 * the first `first` companies in the default order (byExposureFirst), `firstOf` saying how many the
 * whole view holds, and no unresolved rows (the book's counts say how many): the screen's first
 * paint, read before the whole view, so nothing is read of the other companies but their exposure
 * (no cell parsed, no cache state): `pending` and `toAssess` cover only the companies sent.
 */
export function bookView(library: Library, book: BookRecord, opts: { nowIso: string; version: number; only?: string; first?: number }): BookViewRead {
  const today = dayOf(opts.nowIso);
  const unresolved: BookRowView[] = [];
  const resolved: BookRowBrief[] = [];
  if (opts.first !== undefined) resolved.push(...library.portfolios.rows.resolvedBrief(book.id));
  else {
    for (const r of library.portfolios.rows.list(book.id)) {
      if (r.resolution !== 'resolved' || r.companyId === null) unresolved.push(bookRowView(r));
      else resolved.push({ uid: r.uid, line: r.line, reference: r.reference, companyId: r.companyId, exposurePaisa: r.exposurePaisa, writtenName: r.written.name ?? null });
    }
  }
  // One company row per company: the first row naming it, the exposures of all its rows summed.
  const byCompany = new Map<string, { first: BookRowBrief; exposure: number | null }>();
  for (const r of resolved) {
    const held = byCompany.get(r.companyId);
    if (!held) byCompany.set(r.companyId, { first: r, exposure: r.exposurePaisa });
    else if (r.exposurePaisa !== null) held.exposure = (held.exposure ?? 0) + r.exposurePaisa;
  }
  const all = [...byCompany.keys()];
  const ids =
    opts.only !== undefined
      ? all.filter((id) => id === opts.only)
      : opts.first !== undefined
        ? byExposureFirst(all, (id) => byCompany.get(id)!.exposure).slice(0, opts.first)
        : all;
  const states = library.portfolios.assessments.states(ids, today, opts.version);
  const cached = library.portfolios.assessments.facts(ids);
  const summaries = new Map<string, CompanySummaryFacts>(library.companySummaries.many(ids).map((f) => [f.id, f]));
  const changes = library.portfolios.changesSinceReview(book.id);
  const reviews = library.portfolios.reviews(book.id);
  const total = [...byCompany.values()].reduce((s, c) => s + BigInt(c.exposure ?? 0), 0n);
  const members = all.map((companyId) => ({ companyId, exposurePaisa: byCompany.get(companyId)!.exposure ?? 0 }));
  const groups = groupsOf(library, book, members);
  const groupOf = new Map<string, number>();
  groups.groups.forEach((g, i) => {
    for (const m of g.members) groupOf.set(m.companyId, i);
  });

  const toAssess = ids.filter((id) => states.get(id) !== 'current');
  const companies: BookCompanyRow[] = ids.map((companyId) => {
    const { first, exposure } = byCompany.get(companyId)!;
    const state: CacheState = states.get(companyId) ?? 'missing';
    const facts = cached.get(companyId)?.facts as BookAssessmentFacts | undefined;
    const summary = summaries.get(companyId);
    const view = summary ? summaryOfFacts(summary, opts.nowIso) : null;
    return {
      rowId: first.uid,
      line: first.line,
      reference: first.reference,
      companyId,
      name: summary?.name ?? first.writtenName ?? companyId,
      exposurePaisa: exposure,
      shareBasisPoints: exposure === null || total === 0n ? null : Number((BigInt(exposure) * 10_000n) / total),
      status: summary?.status ?? null,
      sandbox: summary?.sandbox ?? false,
      mirrored: summary?.masterReadAt != null,
      latestAccounts: facts?.latestAccounts ? { ...facts.latestAccounts, monthsSince: monthsSinceYearEnd(facts.latestAccounts.fyStart, today) } : null,
      statutory: facts?.statutory ?? { overdue: 0, worstOverdueDays: null, words: null },
      charges: facts?.charges ?? { open: 0, lenders: 0 },
      flags: facts?.flags ?? { ...NONE },
      signals: facts?.signals ?? { ...NONE, titles: [] },
      changesSinceReview: changes.get(companyId) ?? 0,
      reviewedAt: reviews.get(companyId) ?? null,
      freshness: view?.freshness ?? unknownFreshness(opts.nowIso),
      band: facts?.band ?? null,
      bandReasons: facts?.bandReasons ?? [],
      assessment: state === 'current' ? 'current' : facts ? 'stale' : 'pending',
      groupIndex: groupOf.get(companyId) ?? null,
    };
  });
  const view: BookView = { book: bookSummary(library, book), asOf: opts.nowIso, companies, groups, unresolved, pending: toAssess.length };
  if (opts.first !== undefined) view.firstOf = all.length;
  return { view, toAssess };
}
