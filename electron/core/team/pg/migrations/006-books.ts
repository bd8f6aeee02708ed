/**
 * Team migration 006: a lender's books shared like notes (issue 26, item 7). Append only (see 001).
 *
 * - `portfolio_items`: a book, its rows (reference, exposure, cells as written, tags, resolution and
 *   company), saved views and review marks, each by the random id its replica minted
 *   (`kind`, `uid`), with the book it belongs to, its fields as JSON (the shapes are checked by the
 *   replicas that read them: the team database is outside input) and the time it was written
 *   there. A removal keeps the item as a tombstone (`removed_at`), so it reaches every replica; a
 *   write later than the removal brings it back (a removal never takes away a later edit).
 *   `version` moves with every change, as a note's.
 * - `portfolio_history`: what left an item or never became it, as note_history keeps a note's
 *   texts: `replaced` by a later write, `removed`, or `overruled` (a write older than the team's
 *   or than its removal, kept here instead of being dropped). Insert only.
 *
 * A book's companies are not copied here: its rows name them, and the team shares company records.
 */
export const TEAM_MIGRATION_006 = {
  version: 6,
  name: 'books',
  sql: `
    CREATE TABLE dossier.portfolio_items (
      kind text NOT NULL CHECK (kind IN ('book', 'row', 'view', 'review')),
      uid text NOT NULL,
      portfolio_uid text NOT NULL,
      fields jsonb NOT NULL,
      item_updated_at text NOT NULL,
      removed_at text,
      removed_by text,
      version integer NOT NULL DEFAULT 1,
      created_by text NOT NULL DEFAULT current_user,
      updated_by text NOT NULL DEFAULT current_user,
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (kind, uid)
    );
    CREATE INDEX portfolio_items_by_book ON dossier.portfolio_items (portfolio_uid, kind);

    CREATE TABLE dossier.portfolio_history (
      kind text NOT NULL,
      uid text NOT NULL,
      version integer NOT NULL,
      fields jsonb,
      item_updated_at text,
      removed_at text,
      outcome text NOT NULL CHECK (outcome IN ('replaced', 'removed', 'overruled')),
      written_by text NOT NULL DEFAULT current_user,
      recorded_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (kind, uid, version)
    );
  `,
} as const;
