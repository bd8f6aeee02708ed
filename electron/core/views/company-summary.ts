/**
 * CompanySummary: one library row with its freshness badge (shared rule, from the local freshness
 * snapshot, the unlock and the PDFs still missing), its unlock and what it has cost.
 */
import { computeFreshness } from '../../../shared/freshness';
import type { CompanySummary, FreshnessView } from '../../../shared/bridge/views';
import type { CompanyRow, Library } from '../store';
import { latestSnapshot, unlockView } from './local-state';

/** Facts about many companies at once, read in one pass each. */
export interface SummaryFacts {
  spendBySubject: Map<string, number>;
  mirroredAt: Map<string, string>;
}

export function summaryFacts(library: Library): SummaryFacts {
  const mirroredAt = new Map<string, string>();
  // Oldest first, so the newest finished mirror of a company wins.
  for (const action of [...library.actions.list(['done'])].reverse()) {
    if (action.kind === 'mirror' && action.subject && action.finishedAt) mirroredAt.set(action.subject, action.finishedAt);
  }
  return { spendBySubject: library.ledger.spendBySubject(), mirroredAt };
}

export function freshnessOf(library: Library, row: CompanyRow, nowIso: string): FreshnessView {
  const snapshot = latestSnapshot(library, row.id);
  const unlock = library.unlocks.get(row.id);
  const missing = Math.max(0, row.filingCount - row.documentCount);
  const input = {
    now: nowIso,
    localReadAt: row.masterReadAt,
    registryUpdatedAt: snapshot?.updatedAt ?? null,
    listRefreshedAt: snapshot?.filings?.listRefreshedAt ?? null,
    missingPdfs: missing,
    unlockExpiresAt: unlock && !unlock.sandbox ? unlock.expiresAt : null,
    freshUntil: snapshot?.refresh?.freshUntil ?? null,
  };
  const f = computeFreshness(input);
  return {
    badge: f.badge,
    reasons: f.reasons,
    ageDays: f.ageDays,
    masterReadAt: row.masterReadAt,
    listRefreshedAt: input.listRefreshedAt,
    registryUpdatedAt: input.registryUpdatedAt,
    freshUntil: input.freshUntil,
  };
}

export function companySummary(library: Library, row: CompanyRow, facts: SummaryFacts, nowIso: string): CompanySummary {
  return {
    id: row.id,
    idType: row.idType,
    name: row.name ?? row.id,
    knownAs: row.knownAs,
    status: row.status,
    city: row.city,
    state: row.state,
    sandbox: row.sandbox,
    freshness: freshnessOf(library, row, nowIso),
    unlock: unlockView(library, row.id, nowIso),
    totalFilings: row.filingCount,
    downloadedPdfs: row.documentCount,
    missingPdfs: Math.max(0, row.filingCount - row.documentCount),
    spendPaisa: facts.spendBySubject.get(row.id) ?? 0,
    mirroredAt: facts.mirroredAt.get(row.id) ?? row.masterReadAt,
  };
}

/** Companies the analyst has read something of: rows only named by a search result are left out. */
export function isInLibrary(row: CompanyRow): boolean {
  return row.masterReadAt !== null || row.filingCount > 0;
}

const BADGE_ORDER = { stale: 0, aging: 1, unknown: 2, fresh: 3 } as const;

export type CompanySort = 'name' | 'mirroredAt' | 'spend' | 'freshness';

/** Name A→Z; newest mirror first; most spent first; most in need of a refresh first. Ties by name. */
export function sortSummaries(list: CompanySummary[], sort: CompanySort): CompanySummary[] {
  const byName = (a: CompanySummary, b: CompanySummary) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id);
  const compare: Record<CompanySort, (a: CompanySummary, b: CompanySummary) => number> = {
    name: byName,
    mirroredAt: (a, b) => (b.mirroredAt ?? '').localeCompare(a.mirroredAt ?? '') || byName(a, b),
    spend: (a, b) => b.spendPaisa - a.spendPaisa || byName(a, b),
    freshness: (a, b) => BADGE_ORDER[a.freshness.badge] - BADGE_ORDER[b.freshness.badge] || byName(a, b),
  };
  return [...list].sort(compare[sort]);
}

/** The Library screen: every company the analyst has read something of, sorted. */
export function libraryCompanies(library: Library, sort: CompanySort, nowIso: string): CompanySummary[] {
  const facts = summaryFacts(library);
  const rows = library.companies.list({ limit: 1_000_000 }).filter(isInLibrary);
  return sortSummaries(
    rows.map((row) => companySummary(library, row, facts, nowIso)),
    sort,
  );
}
