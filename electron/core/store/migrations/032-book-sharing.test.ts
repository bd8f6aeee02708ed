import { describe, expect, it } from 'vitest';
import { dbAt } from '../../../../test/support/core/migration-db';
import { migrate, userVersion } from './index';

const BOOK = `INSERT INTO portfolios (id, name, name_key, created_at, updated_at) VALUES ('b1', 'SME book', 'sme book', 't', 't')`;
const ROW = (uid: string) => `INSERT INTO portfolio_rows (uid, portfolio_id, line, written_json, resolution, updated_at) VALUES ('${uid}', 'b1', 2, '{}', 'pending', 't')`;

describe('migration 032 (books shared through the team)', () => {
  it('gives a row without an id a random one, and tombstones every removal but one with its book', () => {
    const db = dbAt(30);
    db.exec(BOOK);
    db.exec(ROW(''));
    db.exec(ROW('r2'));
    db.exec(`INSERT INTO portfolio_views (uid, portfolio_id, name, spec_json, updated_at) VALUES ('v1', 'b1', 'Mine', '{}', 't')`);
    migrate(db, ':memory:', 32);
    expect(userVersion(db)).toBe(32);
    const uids = db.prepare('SELECT uid FROM portfolio_rows ORDER BY uid').pluck().all() as string[];
    expect(uids).toHaveLength(2);
    expect(uids.find((u) => u !== 'r2')).toMatch(/^[0-9a-f]{32}$/);

    // A delete by any path leaves a tombstone; one written first (with the library's clock) keeps its time.
    db.exec(`INSERT INTO portfolio_tombstones (uid, kind, portfolio_id, removed_at) VALUES ('v1', 'view', 'b1', '2026-01-01T00:00:00.000Z')`);
    db.exec(`DELETE FROM portfolio_views WHERE uid = 'v1'`);
    db.exec(`DELETE FROM portfolio_rows WHERE uid = 'r2'`);
    const stones = db.prepare('SELECT uid, kind, removed_at FROM portfolio_tombstones ORDER BY uid').all() as Array<{ uid: string; kind: string; removed_at: string }>;
    expect(stones.map((s) => [s.uid, s.kind])).toEqual([
      ['r2', 'row'],
      ['v1', 'view'],
    ]);
    expect(stones[1]!.removed_at).toBe('2026-01-01T00:00:00.000Z');

    // Rows leaving with their book are the book's removal, not each a removal of its own.
    db.exec(`DELETE FROM portfolios WHERE id = 'b1'`);
    expect(db.prepare('SELECT count(*) FROM portfolio_tombstones').pluck().get()).toBe(2);
  });
});
