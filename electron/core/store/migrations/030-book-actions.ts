import type { Migration } from './migration';

/**
 * A book action (issue 26) is one action with a child action per company: the child points at the
 * book's action, so the Activity screen and `status` show both, and pause, resume and cancel of the
 * book reach the company under way. Children are ordinary actions (one per company at a time, their
 * own consent within the book's, their own ledger rows), found by their parent.
 */
export const migration030: Migration = {
  version: 30,
  name: 'book-actions',
  up(db) {
    db.exec(`
      ALTER TABLE actions ADD COLUMN parent_id TEXT REFERENCES actions (id);
      CREATE INDEX actions_by_parent ON actions (parent_id, created_at) WHERE parent_id IS NOT NULL;
    `);
  },
};
