import type { Migration } from './migration';

/**
 * The watchlist kept in step across a team (issue 12): an entry's interval and its removal travel
 * to colleagues, the later of two writes winning.
 *
 * - `watchlist.set_at`: when the entry (its interval) was last set here or taken from the team;
 *   entries from before take their `added_at`.
 * - `watch_removals`: a company taken off the watchlist and when, so the removal can be pushed
 *   and an older colleague's entry pulled later does not put it back. A company is in one table
 *   or the other, never both (store/watch.ts keeps that).
 */
export const migration026: Migration = {
  version: 26,
  name: 'watch-team',
  up(db) {
    db.exec(`
      ALTER TABLE watchlist ADD COLUMN set_at TEXT;
      UPDATE watchlist SET set_at = added_at;
      CREATE TABLE watch_removals (
        company_id TEXT PRIMARY KEY,
        removed_at TEXT NOT NULL
      );
    `);
  },
};
