import type { Migration } from './migration';

/**
 * The analyst's notes, each pinned to a company and optionally to a filing page, a text selection
 * in a filing's PDF, or an extracted figure. `filing_id` carries no foreign key on purpose: a note
 * is the analyst's own work and must outlive a filing row the registry later drops.
 * `fy_start` names the financial year of a figure by its start year (FY 2023-24 → 2023), as the
 * financials view keys its columns. Search is external-content FTS5 over the note's own columns
 * (snippets come from the body); notes.ts keeps it in step in the same transaction as each write.
 */
export const migration006: Migration = {
  version: 6,
  name: 'notes',
  up(db) {
    db.exec(`
      CREATE TABLE notes (
        id INTEGER PRIMARY KEY,
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
        updated_at TEXT NOT NULL
      );
      CREATE INDEX notes_by_company ON notes (company_id, created_at);
      CREATE INDEX notes_by_filing ON notes (filing_id) WHERE filing_id IS NOT NULL;

      CREATE VIRTUAL TABLE notes_fts USING fts5(
        body, selection, qname, prefix='2 3 4', tokenize='unicode61 remove_diacritics 2',
        content='notes', content_rowid='id');
      INSERT INTO notes_fts (notes_fts, rank) VALUES ('rank', 'bm25(10.0, 6.0, 3.0)');
    `);
  },
};
