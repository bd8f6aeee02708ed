import type { Migration } from './migration';

/**
 * Books travel through the team library like notes (issue 26, item 7). Migration 029 already gave
 * each book, row, saved view and review mark a random id minted when it is written, `updated_at`,
 * and a tombstone for what is removed; this is the rest of what notes have for their push
 * (migrations 023 and 028):
 *
 * - Any row, view or mark without an id gets a random one now (none should: the ids are minted by
 *   the store; a hand-made or damaged row must not share an empty id across replicas).
 * - A trigger on each table writes the tombstone whatever path deletes the record, so every
 *   removal reaches the team. `INSERT OR IGNORE`: a path that writes its tombstone itself (with the
 *   library's clock) keeps its time. A record removed with its book is not tombstoned here: the
 *   book's removal (store/portfolios.ts remove) tombstones them with the book's time.
 * - `portfolio_tombstones` by kind: a push reads the removals of each kind.
 *
 * What the team already accepted is kept in `team_pushed` (kinds `portfolio` and
 * `portfolio-removal`, store/team-pushed.ts), as for every shared record.
 */
export const migration032: Migration = {
  version: 32,
  name: 'book-sharing',
  up(db) {
    db.exec(`
      UPDATE portfolio_rows SET uid = lower(hex(randomblob(16))) WHERE uid IS NULL OR uid = '';
      UPDATE portfolio_views SET uid = lower(hex(randomblob(16))) WHERE uid IS NULL OR uid = '';
      UPDATE portfolio_reviews SET uid = lower(hex(randomblob(16))) WHERE uid IS NULL OR uid = '';

      CREATE TRIGGER portfolio_rows_tombstone AFTER DELETE ON portfolio_rows
        WHEN EXISTS (SELECT 1 FROM portfolios WHERE id = old.portfolio_id)
        BEGIN
          INSERT OR IGNORE INTO portfolio_tombstones (uid, kind, portfolio_id, removed_at)
            VALUES (old.uid, 'row', old.portfolio_id, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));
        END;
      CREATE TRIGGER portfolio_views_tombstone AFTER DELETE ON portfolio_views
        WHEN EXISTS (SELECT 1 FROM portfolios WHERE id = old.portfolio_id)
        BEGIN
          INSERT OR IGNORE INTO portfolio_tombstones (uid, kind, portfolio_id, removed_at)
            VALUES (old.uid, 'view', old.portfolio_id, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));
        END;
      CREATE TRIGGER portfolio_reviews_tombstone AFTER DELETE ON portfolio_reviews
        WHEN EXISTS (SELECT 1 FROM portfolios WHERE id = old.portfolio_id)
        BEGIN
          INSERT OR IGNORE INTO portfolio_tombstones (uid, kind, portfolio_id, removed_at)
            VALUES (old.uid, 'review', old.portfolio_id, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));
        END;

      CREATE INDEX portfolio_tombstones_by_kind ON portfolio_tombstones (kind, uid);
    `);
  },
};
