import type { Migration } from './migration';

/**
 * The team library, second step (issue 12): what this replica already pushed, and what the team
 * syncs beyond the purchased records.
 *
 * - `team_pushed`: per record (kind, key) the version the team last accepted from this replica
 *   (a read time, an edit time, a count: store/team-pushed.ts says which for each kind). A sync
 *   pushes a record only when its current version differs, so a note edited after its push or a
 *   freshness re-read goes again and nothing else does. A row is written after the team committed:
 *   a kill between the two only means one idempotent re-offer.
 * - `team_sync.team_id`: the id of the team database the markers refer to. A team database
 *   replaced or re-initialised has another id: the markers and the pulled position are dropped and
 *   everything is pushed again.
 * - `note_tombstones`: a note deleted here that the team knew (it has a team uid), so the deletion
 *   reaches every replica. Written by a trigger, so every delete path records it; a note removed
 *   with its company (the company left this library) is not a deletion for the team.
 * - `finding_reviews`: the analyst's review state of a finding (open, accepted, dismissed), shared
 *   with the team like notes: the later review wins.
 */
export const migration023: Migration = {
  version: 23,
  name: 'team-pushed',
  up(db) {
    db.exec(`
      CREATE TABLE team_pushed (
        kind TEXT NOT NULL,
        key TEXT NOT NULL,
        version TEXT NOT NULL,
        PRIMARY KEY (kind, key)
      ) WITHOUT ROWID;

      ALTER TABLE team_sync ADD COLUMN team_id TEXT;

      CREATE TABLE note_tombstones (
        team_uid TEXT PRIMARY KEY,
        company_id TEXT NOT NULL,
        deleted_at TEXT NOT NULL
      );
      CREATE TRIGGER notes_tombstone AFTER DELETE ON notes
        WHEN old.team_uid IS NOT NULL AND EXISTS (SELECT 1 FROM companies WHERE id = old.company_id)
        BEGIN
          INSERT OR IGNORE INTO note_tombstones (team_uid, company_id, deleted_at)
            VALUES (old.team_uid, old.company_id, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));
        END;

      CREATE TABLE finding_reviews (
        company_id TEXT NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
        finding_key TEXT NOT NULL,
        state TEXT NOT NULL CHECK (state IN ('open', 'accepted', 'dismissed')),
        comment TEXT,
        reviewed_at TEXT NOT NULL,
        reviewed_by TEXT,
        PRIMARY KEY (company_id, finding_key)
      );
    `);
  },
};
