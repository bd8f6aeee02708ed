import { describe, expect, it } from 'vitest';
import { columns, dbAt } from '../../../../test/support/core/migration-db';
import { migrate, userVersion } from './index';

describe('migration 030 (book actions)', () => {
  it('gives an action its parent, and finds the children of a book action by an index', () => {
    const db = dbAt(28);
    db.exec(`INSERT INTO actions (id, kind, subject, state, created_at) VALUES ('a1', 'mirror', 'U1', 'done', '2026-11-28T10:00:00.000Z')`);
    migrate(db, ':memory:', 30);
    expect(userVersion(db)).toBe(30);
    expect(columns(db, 'actions')).toContain('parent_id');
    // Actions from before have none; a child names its book's action.
    expect(db.prepare(`SELECT parent_id FROM actions WHERE id = 'a1'`).pluck().get()).toBeNull();
    db.exec(`INSERT INTO actions (id, kind, subject, state, created_at) VALUES ('b1', 'book', 'book:x', 'running', '2026-11-28T10:01:00.000Z')`);
    db.exec(`INSERT INTO actions (id, kind, subject, state, created_at, parent_id) VALUES ('c1', 'mirror', 'U2', 'pending', '2026-11-28T10:02:00.000Z', 'b1')`);
    expect(db.prepare(`SELECT id FROM actions WHERE parent_id = 'b1'`).pluck().all()).toEqual(['c1']);
    const plan = db.prepare(`EXPLAIN QUERY PLAN SELECT id FROM actions WHERE parent_id = 'b1' ORDER BY created_at`).all() as Array<{ detail: string }>;
    expect(plan.map((p) => p.detail).join(' ')).toContain('actions_by_parent');
  });
});
