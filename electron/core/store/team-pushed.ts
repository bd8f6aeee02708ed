import type { StoreContext } from './context';

/**
 * What this replica already pushed to the team library (migration 023): per record (kind, key)
 * the version the team accepted. A record's version is what changes when the record does, so a
 * push offers only the records whose version moved since (an edited note, a freshness re-read, a
 * filing list that grew) and nothing else. The versions of every kind come from one query each.
 */
export type PushKind =
  | 'company'
  | 'filings'
  | 'extractions'
  | 'freshness'
  | 'unlock'
  | 'document'
  | 'ledger'
  | 'note'
  | 'note-deletion'
  | 'watch'
  | 'watch-snapshot'
  | 'change-event'
  | 'director'
  | 'finding-review'
  | 'reading'
  | 'portfolio'
  | 'portfolio-removal';

/** Companies with their register read: the team keeps a company's records only beside its master record. */
const MASTERED = 'SELECT id FROM companies WHERE master_read_at IS NOT NULL';

/** Each kind's records as (key, version): the version changes whenever what the push sends would. */
const CURRENT: Record<PushKind, string> = {
  company: 'SELECT id AS key, master_read_at AS version FROM companies WHERE master_read_at IS NOT NULL',
  // Filings are only ever added for the team (it keeps the first listing of each): their count moves.
  filings: `SELECT company_id AS key, CAST(count(*) AS TEXT) AS version FROM filings WHERE company_id IN (${MASTERED}) GROUP BY company_id`,
  // An extraction added moves the count; one re-read moves the newest read time.
  extractions: `SELECT company_id AS key, count(*) || '|' || max(read_at) AS version FROM extractions WHERE company_id IN (${MASTERED}) GROUP BY company_id`,
  freshness: `SELECT company_id AS key, max(read_at) AS version FROM freshness_snapshots WHERE company_id IN (${MASTERED}) GROUP BY company_id`,
  unlock: `SELECT company_id AS key, read_at AS version FROM unlocks WHERE company_id IN (${MASTERED})`,
  document: `SELECT filing_id AS key, sha256 AS version FROM documents WHERE company_id IN (${MASTERED})`,
  ledger: `SELECT request_id AS key, '1' AS version FROM spend_ledger`,
  note: 'SELECT team_uid AS key, updated_at AS version FROM notes WHERE team_uid IS NOT NULL',
  'note-deletion': `SELECT team_uid AS key, 'deleted' AS version FROM note_tombstones`,
  // An entry's interval set, or its removal (migration 026): the later write travels.
  watch: `SELECT company_id AS key, 'set|' || interval_days || '|' || coalesce(set_at, added_at) AS version FROM watchlist
    UNION ALL SELECT company_id AS key, 'removed|' || removed_at AS version FROM watch_removals`,
  'watch-snapshot': `SELECT company_id || '|' || taken_at AS key, '1' AS version FROM watch_snapshots`,
  'change-event': `SELECT change_key AS key, '1' AS version FROM change_events`,
  director: 'SELECT din AS key, profile_read_at AS version FROM directors WHERE profile_read_at IS NOT NULL',
  'finding-review': `SELECT company_id || '|' || finding_key AS key, reviewed_at AS version FROM finding_reviews`,
  reading: `SELECT company_id || '|' || kind AS key, read_at AS version FROM team_readings WHERE company_id IN (${MASTERED})`,
  // A book, its rows, saved views and review marks (store/portfolio-sharing.ts): each written again moves its time.
  // By key a book ('book|') comes before its items, so the team holds a book before its rows.
  portfolio: `SELECT 'book|' || id AS key, updated_at AS version FROM portfolios
    UNION ALL SELECT 'row|' || uid AS key, updated_at AS version FROM portfolio_rows
    UNION ALL SELECT 'view|' || uid AS key, updated_at AS version FROM portfolio_views
    UNION ALL SELECT 'review|' || uid AS key, updated_at AS version FROM portfolio_reviews`,
  'portfolio-removal': `SELECT kind || '|' || uid AS key, 'removed|' || removed_at AS version FROM portfolio_tombstones`,
};

export interface PushEntry {
  key: string;
  version: string;
}

export function createTeamPushed(ctx: StoreContext) {
  return {
    /** The records of `kind` the team has not accepted in their current version, by key. */
    pending(kind: PushKind): PushEntry[] {
      return ctx
        .stmt(
          `SELECT cur.key, cur.version FROM (${CURRENT[kind]}) cur
           LEFT JOIN team_pushed p ON p.kind = '${kind}' AND p.key = cur.key
           WHERE p.version IS NOT cur.version ORDER BY cur.key`,
        )
        .all() as PushEntry[];
    },
    /** How many records of `kind` wait for the team (a viewer's sync says what it kept). */
    pendingCount(kind: PushKind): number {
      return ctx
        .stmt(
          `SELECT count(*) FROM (${CURRENT[kind]}) cur
           LEFT JOIN team_pushed p ON p.kind = '${kind}' AND p.key = cur.key
           WHERE p.version IS NOT cur.version`,
        )
        .pluck()
        .get() as number;
    },
    /** The team holds these records in these versions (after its commit, or after a pull applied them). */
    mark(kind: PushKind, entries: readonly PushEntry[]): void {
      const put = ctx.stmt('INSERT INTO team_pushed (kind, key, version) VALUES (?, ?, ?) ON CONFLICT (kind, key) DO UPDATE SET version = excluded.version');
      ctx.db.transaction(() => {
        for (const e of entries) put.run(kind, e.key, e.version);
      })();
    },
    /** Forgets every marker: the next push offers everything again (the team keeps what it has). */
    forget(): void {
      ctx.stmt('DELETE FROM team_pushed').run();
    },
    /** How many markers this replica keeps (status and tests). */
    count(): number {
      return ctx.stmt('SELECT count(*) FROM team_pushed').pluck().get() as number;
    },
    teamId(): string | null {
      return ctx.stmt('SELECT team_id FROM team_sync WHERE id = 1').pluck().get() as string | null;
    },
    /**
     * Binds the markers to the team database `teamId`. Another team (the database replaced or
     * re-initialised) forgets every marker and the pulled position, in one transaction, so the next
     * push offers everything and the pull starts from the beginning. Says whether it did.
     */
    adoptTeam(teamId: string): boolean {
      return ctx.db.transaction(() => {
        const held = ctx.stmt('SELECT team_id FROM team_sync WHERE id = 1').pluck().get() as string | null;
        if (held === teamId) return false;
        ctx.stmt('UPDATE team_sync SET team_id = ? WHERE id = 1').run(teamId);
        // A library that synced before migration 023 has no markers yet and its position is good.
        if (held === null) return false;
        ctx.stmt('DELETE FROM team_pushed').run();
        ctx.stmt('UPDATE team_sync SET pulled_seq = 0 WHERE id = 1').run();
        return true;
      })();
    },
  };
}
