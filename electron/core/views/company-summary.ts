/**
 * CompanySummary: one library row with its freshness badge (shared rule, from the local freshness
 * snapshot, the unlock and the PDFs still missing), its unlock and what it has cost. Every summary
 * is made from the store's CompanySummaryFacts (one statement for one company or for all of them),
 * so the Library list, the company screen and the event a commit sends agree to the field.
 */
import { ISO_PATTERN, isoDate } from '../../../shared/api/date-strings';
import { computeFreshness } from '../../../shared/freshness';
import type { CompanySummary, FreshnessView } from '../../../shared/bridge/views';
import type { CompanyRow, CompanySummaryFacts, Library } from '../store';
import { unlockViewOf } from './local-state';

/**
 * A stored snapshot value under the API's rule for these fields (isoDate): the value, or undefined
 * when it breaks the rule. Stored values were parsed on the way in, so the plain check answers
 * nearly always; anything else goes through the rule itself.
 */
function isoOrNull(v: unknown): string | null | undefined {
  if (v === null || v === undefined) return null;
  if (typeof v === 'string' && ISO_PATTERN.test(v)) return v;
  const parsed = isoDate.safeParse(v);
  return parsed.success ? (parsed.data ?? null) : undefined;
}

/**
 * The snapshot's three freshness facts; a snapshot whose facts no longer pass the API's date rule
 * counts as none (as an unreadable one always has).
 */
function snapshotFacts(snapshot: CompanySummaryFacts['snapshot']) {
  if (!snapshot) return null;
  const updatedAt = isoOrNull(snapshot.updatedAt);
  const listRefreshedAt = isoOrNull(snapshot.listRefreshedAt);
  const freshUntil = isoOrNull(snapshot.freshUntil);
  if (updatedAt === undefined || listRefreshedAt === undefined || freshUntil === undefined) return null;
  return { updatedAt, listRefreshedAt, freshUntil };
}

function freshnessOfFacts(facts: CompanySummaryFacts, nowIso: string): FreshnessView {
  const snapshot = snapshotFacts(facts.snapshot);
  const unlock = facts.unlock;
  const input = {
    now: nowIso,
    localReadAt: facts.masterReadAt,
    registryUpdatedAt: snapshot?.updatedAt ?? null,
    listRefreshedAt: snapshot?.listRefreshedAt ?? null,
    missingPdfs: Math.max(0, facts.filingCount - facts.documentCount),
    unlockExpiresAt: unlock && !unlock.sandbox ? unlock.expiresAt : null,
    freshUntil: snapshot?.freshUntil ?? null,
  };
  const f = computeFreshness(input);
  return {
    badge: f.badge,
    reasons: f.reasons,
    ageDays: f.ageDays,
    masterReadAt: facts.masterReadAt,
    listRefreshedAt: input.listRefreshedAt,
    registryUpdatedAt: input.registryUpdatedAt,
    freshUntil: input.freshUntil,
  };
}

/** The freshness of a company the library has a row for (findings read it too). */
export function freshnessOf(library: Library, row: CompanyRow, nowIso: string): FreshnessView {
  const facts = library.companySummaries.get(row.id);
  if (!facts) throw new Error(`freshnessOf: the library has no row for ${row.id}`);
  return freshnessOfFacts(facts, nowIso);
}

export function summaryOfFacts(facts: CompanySummaryFacts, nowIso: string): CompanySummary {
  return {
    id: facts.id,
    idType: facts.idType,
    name: facts.name ?? facts.id,
    knownAs: facts.knownAs,
    status: facts.status,
    city: facts.city,
    state: facts.state,
    sandbox: facts.sandbox,
    freshness: freshnessOfFacts(facts, nowIso),
    unlock: unlockViewOf(facts.unlock, nowIso),
    totalFilings: facts.filingCount,
    downloadedPdfs: facts.documentCount,
    missingPdfs: Math.max(0, facts.filingCount - facts.documentCount),
    spendPaisa: facts.spendPaisa,
    mirroredAt: facts.mirroredAt ?? facts.masterReadAt,
  };
}

/** Companies the analyst has read something of: rows only named by a search result are left out. */
export function isInLibrary(row: Pick<CompanyRow, 'masterReadAt' | 'filingCount'>): boolean {
  return row.masterReadAt !== null || row.filingCount > 0;
}

/** One company's summary as the Library list shows it; null when it is not in the library. */
export function companySummaryView(library: Library, id: string, nowIso: string): CompanySummary | null {
  const facts = library.companySummaries.get(id);
  return facts && isInLibrary(facts) ? summaryOfFacts(facts, nowIso) : null;
}
