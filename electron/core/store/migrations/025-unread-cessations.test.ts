import { describe, expect, it } from 'vitest';
import { dbAt } from '../../../../test/support/core/migration-db';
import { createContext } from '../context';
import { createGraph } from '../graph';
import { reindexProfileGraph } from '../graph-index';
import { migrate, userVersion } from './index';

const LEFT = 'U69989DL2012PTC440915';
const SITS = 'U24342DL2008PLC417476';

describe('migration 025 (unread cessations)', () => {
  it('states again a profile whose seat ended on a date the store could not read: a former seat, not a current one', () => {
    const db = dbAt(24);
    db.prepare(
      `INSERT INTO directors (din, rid, full_name, profile_json, profile_read_at, profile_request_id, created_at, updated_at)
       VALUES ('03362746', 1, 'Farhan Raj Das', '{}', '2026-10-02T00:00:00.000Z', 'req_p', 't', 't')`,
    ).run();
    const role = db.prepare(`INSERT INTO director_roles (din, company_id, source, position, designation, raw_json) VALUES ('03362746', ?, 'profile', ?, 'Director', ?)`);
    role.run(LEFT, 0, JSON.stringify({ cin_LLPIN: LEFT }));
    role.run(SITS, 1, JSON.stringify({ cin_LLPIN: SITS, cessationDate: null }));
    const ctx = createContext(db, ':memory:', () => new Date());
    // The graph as a library before 025 holds it: drawn when the row's text was not read.
    reindexProfileGraph(ctx, '03362746');
    db.prepare(`UPDATE director_roles SET raw_json = ? WHERE company_id = ?`).run(JSON.stringify({ cin_LLPIN: LEFT, cessationDate: '31/03/2022' }), LEFT);
    const edges = () =>
      createGraph(ctx)
        .edgesAround(['03362746'])
        .map((e) => `${e.kind} ${e.to}`)
        .sort();
    expect(edges()).toEqual([`director ${SITS}`, `director ${LEFT}`]);

    migrate(db, ':memory:', 25);
    expect(userVersion(db)).toBe(25);
    expect(edges()).toEqual([`director ${SITS}`, `formerDirector ${LEFT}`]);
    const statements = createGraph(ctx).statements(createGraph(ctx).edgesAround(['03362746']).map((e) => e.id));
    expect(statements.map((s) => `${s.sourceKind}:${s.sourceId}:${s.requestId}`)).toEqual(['profile:03362746:req_p', 'profile:03362746:req_p']);
  });
});
