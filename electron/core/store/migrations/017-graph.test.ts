import { describe, expect, it } from 'vitest';
import { userVersion } from './index';
import { dbAt, tableNames } from '../../../../test/support/core/migration-db';

describe('migration 017 (graph)', () => {
  it('adds the graph tables, empty, with their kinds checked', () => {
    const db = dbAt(17);
    expect(userVersion(db)).toBe(17);
    expect(tableNames(db)).toEqual(expect.arrayContaining(['graph_nodes', 'graph_edges', 'graph_edge_sources', 'graph_sources', 'graph_node_marks']));
    expect(db.prepare('SELECT count(*) FROM graph_edges').pluck().get()).toBe(0);
    expect(() => db.prepare(`INSERT INTO graph_nodes (id, kind) VALUES ('x', 'person')`).run()).toThrow(/CHECK constraint/);
    db.prepare(`INSERT INTO graph_nodes (id, kind) VALUES ('a', 'company'), ('b', 'director')`).run();
    expect(() => db.prepare(`INSERT INTO graph_edges (key, kind, from_id, to_id) VALUES ('k', 'owns', 'b', 'a')`).run()).toThrow(/CHECK constraint/);
    expect(() => db.prepare(`INSERT INTO graph_edges (key, kind, from_id, to_id) VALUES ('k', 'director', 'b', 'nowhere')`).run()).toThrow(/FOREIGN KEY/);
  });
});
