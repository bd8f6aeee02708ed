import type { StoreContext } from './context';

/**
 * The cache of each company's assessment (signals, statutory status, band: 27 ms of CPU a company,
 * so a 2,000-company book is never assessed while the analyst waits), migration 029. An entry holds
 * for one IST day (overdue days and event windows move with the date), one version of the
 * assessment's code, and one state of the company's data: its fingerprint, read in the same
 * statement as the entry, so a write by another process (the CLI, a team pull) that no event
 * announced still shows the entry is old. `stale` is set when a change was announced.
 */
export interface CachedAssessment {
  companyId: string;
  day: string;
  version: number;
  fingerprint: string;
  stale: boolean;
  computedAt: string;
  /** The whole assessment, with its evidence (one company's detail). */
  assessment: unknown;
  /** The small facts a book view shows. */
  facts: unknown;
}

/** Where an entry stands for a day and a version: current, old (shown until recomputed), or none. */
export type CacheState = 'current' | 'stale' | 'missing';

/**
 * The company's data as the assessment reads it, in one expression: the register row's stamps, its
 * filing and PDF counts, and how many extractions and watch changes it has. The connections graph
 * around it is not in it: a change there arrives as an event.
 */
const FINGERPRINT = `coalesce(c.updated_at, '') || '|' || coalesce(c.master_read_at, '') || '|' || coalesce(c.filing_count, 0) || '|' ||
  coalesce(c.document_count, 0) || '|' || coalesce(c.latest_filing_on, '') || '|' ||
  (SELECT count(*) FROM extractions x WHERE x.company_id = c.id) || '|' ||
  (SELECT count(*) || ':' || coalesce(max(e.detected_at), '') FROM change_events e WHERE e.company_id = c.id)`;

type Raw = Record<string, unknown>;

export function createAssessmentCache(ctx: StoreContext) {
  return {
    /** The fingerprint of a company's data now ('' for a company the library has no row for). */
    fingerprint(companyId: string): string {
      return (ctx.stmt(`SELECT ${FINGERPRINT} FROM companies c WHERE c.id = ?`).pluck().get(companyId) as string | undefined) ?? '';
    },
    /** The state of each company's entry for `day` and `version`, in one statement. */
    states(companyIds: readonly string[], day: string, version: number): Map<string, CacheState> {
      const rows = ctx
        .stmt(
          `SELECT ids.value AS id,
             CASE WHEN a.company_id IS NULL THEN 'missing'
                  WHEN a.stale = 0 AND a.day = @day AND a.version = @version AND a.fingerprint = coalesce((SELECT ${FINGERPRINT} FROM companies c WHERE c.id = ids.value), '')
                  THEN 'current' ELSE 'stale' END AS state
           FROM json_each(@ids) ids LEFT JOIN assessment_cache a ON a.company_id = ids.value`,
        )
        .all({ ids: JSON.stringify(companyIds), day, version }) as Array<{ id: string; state: CacheState }>;
      return new Map(rows.map((r) => [r.id, r.state]));
    },
    /** The facts of each company that has an entry (current or not), parsed; the whole assessments are not read. */
    facts(companyIds: readonly string[]): Map<string, { facts: unknown; computedAt: string; day: string }> {
      const rows = ctx
        .stmt(`SELECT a.company_id, a.facts_json, a.computed_at, a.day FROM json_each(?) ids JOIN assessment_cache a ON a.company_id = ids.value`)
        .all(JSON.stringify(companyIds)) as Raw[];
      return new Map(rows.map((r) => [r.company_id as string, { facts: JSON.parse(r.facts_json as string), computedAt: r.computed_at as string, day: r.day as string }]));
    },
    get(companyId: string): CachedAssessment | null {
      const r = ctx.stmt('SELECT * FROM assessment_cache WHERE company_id = ?').get(companyId) as Raw | undefined;
      if (!r) return null;
      return {
        companyId,
        day: r.day as string,
        version: r.version as number,
        fingerprint: r.fingerprint as string,
        stale: r.stale === 1,
        computedAt: r.computed_at as string,
        assessment: JSON.parse(r.assessment_json as string),
        facts: JSON.parse(r.facts_json as string),
      };
    },
    put(entry: Omit<CachedAssessment, 'stale'>): void {
      ctx
        .stmt(
          `INSERT INTO assessment_cache (company_id, day, version, fingerprint, stale, computed_at, assessment_json, facts_json)
           VALUES (?, ?, ?, ?, 0, ?, ?, ?)
           ON CONFLICT (company_id) DO UPDATE SET day = excluded.day, version = excluded.version, fingerprint = excluded.fingerprint, stale = 0,
             computed_at = excluded.computed_at, assessment_json = excluded.assessment_json, facts_json = excluded.facts_json`,
        )
        .run(entry.companyId, entry.day, entry.version, entry.fingerprint, entry.computedAt, JSON.stringify(entry.assessment), JSON.stringify(entry.facts));
    },
    /** Marks entries old (a change was announced); every entry when no ids are given. Returns how many were marked. */
    markStale(companyIds?: readonly string[]): number {
      if (companyIds === undefined) return ctx.stmt('UPDATE assessment_cache SET stale = 1 WHERE stale = 0').run().changes;
      return ctx.stmt('UPDATE assessment_cache SET stale = 1 WHERE stale = 0 AND company_id IN (SELECT value FROM json_each(?))').run(JSON.stringify(companyIds)).changes;
    },
    /** Entries of companies no book names any more. */
    prune(): number {
      return ctx
        .stmt(`DELETE FROM assessment_cache WHERE company_id NOT IN (SELECT company_id FROM portfolio_rows WHERE resolution = 'resolved')`)
        .run().changes;
    },
  };
}
