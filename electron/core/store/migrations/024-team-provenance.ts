import type { Migration } from './migration';

/**
 * Who in the firm bought or wrote what this replica holds from the team library (issue 12): the
 * team's rows carry `created_by` (the analyst's database role), the local tables do not, so a sync
 * copies it here and the company screen names the colleague offline too.
 *
 * - `kind` 'unlock' keyed by company id; 'note' keyed by the note's team uid (notes.team_uid).
 * - `created_by` who first wrote it, `updated_by` who wrote its current version (notes), and when
 *   the team recorded it (`created_at`, ISO).
 */
export const migration024: Migration = {
  version: 24,
  name: 'team-provenance',
  up(db) {
    db.exec(`
      CREATE TABLE team_provenance (
        kind TEXT NOT NULL CHECK (kind IN ('unlock', 'note')),
        key TEXT NOT NULL,
        company_id TEXT NOT NULL,
        created_by TEXT NOT NULL,
        updated_by TEXT,
        created_at TEXT,
        PRIMARY KEY (kind, key)
      );
      CREATE INDEX team_provenance_by_company ON team_provenance (company_id);
    `);
  },
};
