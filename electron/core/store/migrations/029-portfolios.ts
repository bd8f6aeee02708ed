import type { Migration } from './migration';

/**
 * A lender's book (issue 26): the books, their rows as the firm's system holds its borrowers, the
 * analyst's saved views and review marks, and the cache of each company's assessment the book view
 * reads. A book is a view of the library, never a copy of its companies: a row names a company by
 * its identifier only (no foreign key, so an identifier resolves a row before the company is
 * mirrored).
 *
 * What a team library may later share (books, rows, saved views, review marks) carries a random id
 * made when it is written and `updated_at`; what is removed leaves a tombstone with the same id, so
 * a removal can travel too (the pattern of notes, migration 028). The assessment cache is derived
 * data, never shared: an entry holds for one IST day, one version of the assessment's code and one
 * state of the company's data (its fingerprint), and `stale` marks what a change made old.
 */
export const migration029: Migration = {
  version: 29,
  name: 'portfolios',
  up(db) {
    db.exec(`
      CREATE TABLE portfolios (
        id TEXT PRIMARY KEY,
        name TEXT NOT NULL,
        name_key TEXT NOT NULL UNIQUE,
        source_name TEXT,
        group_threshold_bp INTEGER NOT NULL DEFAULT 1000 CHECK (group_threshold_bp BETWEEN 1 AND 10000),
        created_by TEXT,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );

      CREATE TABLE portfolio_rows (
        uid TEXT PRIMARY KEY,
        portfolio_id TEXT NOT NULL REFERENCES portfolios (id) ON DELETE CASCADE,
        line INTEGER NOT NULL CHECK (line >= 2),
        reference TEXT,
        written_json TEXT NOT NULL,
        exposure_paisa INTEGER CHECK (exposure_paisa IS NULL OR exposure_paisa >= 0),
        sanction_date TEXT,
        rm TEXT,
        state TEXT,
        pin TEXT CHECK (pin IS NULL OR length(pin) = 6),
        tags_json TEXT NOT NULL DEFAULT '{}',
        company_id TEXT,
        resolution TEXT NOT NULL CHECK (resolution IN ('resolved', 'ambiguous', 'unmatched', 'bad', 'pending')),
        resolved_by TEXT CHECK (resolved_by IN ('identifier', 'library', 'registry', 'analyst')),
        candidates_json TEXT NOT NULL DEFAULT '[]',
        problem TEXT,
        updated_at TEXT NOT NULL,
        CHECK (resolution <> 'resolved' OR (company_id IS NOT NULL AND resolved_by IS NOT NULL))
      );
      CREATE INDEX portfolio_rows_by_book ON portfolio_rows (portfolio_id, line);
      CREATE INDEX portfolio_rows_by_reference ON portfolio_rows (portfolio_id, reference) WHERE reference IS NOT NULL;
      CREATE INDEX portfolio_rows_by_company ON portfolio_rows (company_id) WHERE company_id IS NOT NULL;

      CREATE TABLE portfolio_views (
        uid TEXT PRIMARY KEY,
        portfolio_id TEXT NOT NULL REFERENCES portfolios (id) ON DELETE CASCADE,
        name TEXT NOT NULL,
        spec_json TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        UNIQUE (portfolio_id, name)
      );

      CREATE TABLE portfolio_reviews (
        uid TEXT PRIMARY KEY,
        portfolio_id TEXT NOT NULL REFERENCES portfolios (id) ON DELETE CASCADE,
        company_id TEXT NOT NULL,
        reviewed_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        UNIQUE (portfolio_id, company_id)
      );

      CREATE TABLE portfolio_tombstones (
        uid TEXT PRIMARY KEY,
        kind TEXT NOT NULL CHECK (kind IN ('book', 'row', 'view', 'review')),
        portfolio_id TEXT NOT NULL,
        removed_at TEXT NOT NULL
      );

      CREATE TABLE assessment_cache (
        company_id TEXT PRIMARY KEY,
        day TEXT NOT NULL,
        version INTEGER NOT NULL,
        fingerprint TEXT NOT NULL,
        stale INTEGER NOT NULL DEFAULT 0 CHECK (stale IN (0, 1)),
        computed_at TEXT NOT NULL,
        assessment_json TEXT NOT NULL,
        facts_json TEXT NOT NULL
      );
    `);
  },
};
