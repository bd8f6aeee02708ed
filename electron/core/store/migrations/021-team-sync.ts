import type { Migration } from './migration';

/**
 * The team library (issue 12): what this replica remembers about its sync with the firm's
 * PostgreSQL record.
 *
 * - `team_sync`: one row: this replica's id (random, made here once: it names the notes it writes
 *   for the team), the change-log sequence pulled so far (so a replica killed mid-sync resumes from
 *   there, never from zero) and how the last sync ended.
 * - `notes.team_uid`: a note's id across replicas (`<replica>-<local id>` for notes written here,
 *   the team's uid for notes pulled), so a note edited on two desktops stays one note.
 */
export const migration021: Migration = {
  version: 21,
  name: 'team-sync',
  up(db) {
    db.exec(`
      CREATE TABLE team_sync (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        replica_id TEXT NOT NULL,
        pulled_seq INTEGER NOT NULL DEFAULT 0 CHECK (pulled_seq >= 0),
        last_sync_at TEXT,
        last_error TEXT
      );
      INSERT INTO team_sync (id, replica_id) VALUES (1, lower(hex(randomblob(8))));

      ALTER TABLE notes ADD COLUMN team_uid TEXT;
      CREATE UNIQUE INDEX notes_by_team_uid ON notes (team_uid) WHERE team_uid IS NOT NULL;
    `);
  },
};
