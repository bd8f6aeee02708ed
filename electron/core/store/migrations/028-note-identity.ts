import type { Migration } from './migration';

/**
 * A note's identity is made when the note is (issue 27). Until now a note's team uid was
 * `<replica>-<row id>`, given at its first push, and SQLite gives a deleted row's id to the next
 * row: a note written after a deleted one took the deleted note's uid, and the deletion, pulled
 * back, removed it. So the notes table is rebuilt:
 *
 * - `team_uid` NOT NULL, a random 128-bit id by default, so every way a note is written mints one.
 *   Notes that already carry a uid keep it (the team holds them under it); the others get theirs now.
 * - `id` AUTOINCREMENT: a local id is never given twice. The counter starts past every id in use
 *   and past every id a deleted note of this replica is known to have had (its old uid names it).
 * - The indexes and the tombstone trigger are made again (a dropped table takes them along); the
 *   trigger no longer needs a uid check, every note has one. notes_fts keeps the same rowids and is
 *   rebuilt from the table all the same, so search cannot drift from it.
 */
export const migration028: Migration = {
  version: 28,
  name: 'note-identity',
  up(db) {
    db.exec(`
      CREATE TABLE notes_rebuilt (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        company_id TEXT NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
        anchor_kind TEXT NOT NULL CHECK (anchor_kind IN ('company', 'filing-page', 'pdf-selection', 'figure')),
        filing_id TEXT,
        page INTEGER,
        selection TEXT,
        form TEXT,
        fy_start INTEGER,
        scope TEXT,
        qname TEXT,
        body TEXT NOT NULL,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        author TEXT NOT NULL DEFAULT 'analyst' CHECK (author IN ('analyst', 'assistant')),
        team_uid TEXT NOT NULL DEFAULT (lower(hex(randomblob(16))))
      );
      INSERT INTO notes_rebuilt (id, company_id, anchor_kind, filing_id, page, selection, form, fy_start, scope, qname, body, created_at, updated_at, author, team_uid)
        SELECT id, company_id, anchor_kind, filing_id, page, selection, form, fy_start, scope, qname, body, created_at, updated_at, author,
               coalesce(team_uid, lower(hex(randomblob(16))))
        FROM notes;
      DROP TABLE notes;
      ALTER TABLE notes_rebuilt RENAME TO notes;

      CREATE INDEX notes_by_company ON notes (company_id, created_at);
      CREATE INDEX notes_by_filing ON notes (filing_id) WHERE filing_id IS NOT NULL;
      CREATE UNIQUE INDEX notes_by_team_uid ON notes (team_uid);
      CREATE TRIGGER notes_tombstone AFTER DELETE ON notes
        WHEN EXISTS (SELECT 1 FROM companies WHERE id = old.company_id)
        BEGIN
          INSERT OR IGNORE INTO note_tombstones (team_uid, company_id, deleted_at)
            VALUES (old.team_uid, old.company_id, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));
        END;

      INSERT INTO sqlite_sequence (name, seq) SELECT 'notes', 0 WHERE NOT EXISTS (SELECT 1 FROM sqlite_sequence WHERE name = 'notes');
      UPDATE sqlite_sequence SET seq = max(
        seq,
        (SELECT coalesce(max(id), 0) FROM notes),
        (SELECT coalesce(max(CAST(substr(t.team_uid, length(s.replica_id) + 2) AS INTEGER)), 0)
           FROM note_tombstones t, team_sync s WHERE substr(t.team_uid, 1, length(s.replica_id) + 1) = s.replica_id || '-')
      ) WHERE name = 'notes';

      INSERT INTO notes_fts (notes_fts) VALUES ('rebuild');
    `);
  },
};
