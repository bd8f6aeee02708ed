import { describe, expect, it } from 'vitest';
import { dbAt } from '../../../../test/support/core/migration-db';
import { migrate, userVersion } from './index';

const plan = (db: ReturnType<typeof dbAt>, sql: string) => (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all() as { detail: string }[]).map((r) => r.detail).join('\n');

describe('migration 022 (graph covering indexes)', () => {
  it('keeps the links and answers a hub count and a walk from the index alone', () => {
    const db = dbAt(20);
    db.exec(`INSERT INTO graph_nodes (id, kind) VALUES ('address:a', 'address'), ('C1', 'company'), ('C2', 'company')`);
    db.exec(`INSERT INTO graph_edges (key, kind, from_id, to_id) VALUES ('k1', 'registeredAt', 'C1', 'address:a'), ('k2', 'registeredAt', 'C2', 'address:a')`);
    migrate(db, ':memory:', 22);
    expect(userVersion(db)).toBe(22);
    const count = `SELECT count(DISTINCT from_id) FROM graph_edges WHERE to_id = 'address:a' AND kind = 'registeredAt'`;
    expect(db.prepare(count).pluck().get()).toBe(2);
    expect(plan(db, count)).toMatch(/USING COVERING INDEX graph_edges_by_to/);
    expect(plan(db, `SELECT id, kind, to_id FROM graph_edges WHERE from_id = 'C1'`)).toMatch(/USING COVERING INDEX graph_edges_by_from/);
  });
});
