import { describe, expect, it } from 'vitest';
import { createContext } from '../context';
import { createGraph } from '../graph';
import { migrate } from './index';
import { dbAt } from '../../../../test/support/core/migration-db';

const CO = 'U24342DL2008PLC417476';

/** A version-9 library with one mirrored company (board, charge, address) and one bought profile. */
function version9Library() {
  const db = dbAt(9);
  const master = {
    cin: CO,
    masterData: {
      companyData: { MCAMDSCompanyAddress: [{ addressType: 'Registered Address', streetAddress: 'Unit 71, Seji Chambers, Soakaro Cross Road, Delhi, Delhi 110040' }] },
      directorData: [{ DIN: '03362746', DirectorDisqualified: 'true' }],
    },
  };
  db.prepare(
    `INSERT INTO companies (id, rid, id_type, name, status, master_json, master_read_at, master_request_id, created_at, updated_at)
     VALUES (?, 1, 'cin', 'Sipax Castings Limited', 'Active', ?, '2026-10-01T00:00:00.000Z', 'req_m', 't', 't')`,
  ).run(CO, JSON.stringify(master));
  db.prepare(
    `INSERT INTO directors (din, rid, full_name, profile_json, profile_read_at, profile_request_id, created_at, updated_at)
     VALUES ('03362746', 1, 'Farhan Raj Das', '{}', '2026-10-02T00:00:00.000Z', 'req_p', 't', 't')`,
  ).run();
  const role = db.prepare(`INSERT INTO director_roles (din, company_id, source, position, company_name, designation, raw_json) VALUES ('03362746', ?, ?, 0, ?, 'Director', ?)`);
  role.run(CO, 'master', null, null);
  role.run('U69989DL2012PTC440915', 'profile', 'Hevish Basaex Tax Consultants Private Limited', JSON.stringify({ companyStatus: 'Strike Off' }));
  db.prepare(`INSERT INTO charges (company_id, charge_id, holder, amount_paisa, raw_json) VALUES (?, '7', 'Kotak Mahindra Bank Ltd.', 100, '{}')`).run(CO);
  return db;
}

describe('migration 018 (graph backfill)', () => {
  it('018 states what every stored master record and profile says, with their request ids', () => {
    const db = version9Library();
    migrate(db, ':memory:', 18);
    const graph = createGraph(createContext(db, ':memory:', () => new Date()));
    const edges = graph.edgesAround([CO, '03362746']).map((e) => `${e.kind} ${e.from} -> ${e.to}`).sort();
    expect(edges).toEqual([
      `chargeHolder holder:kotak-mahindra-bank-limited -> ${CO}`,
      `director 03362746 -> ${CO}`,
      'director 03362746 -> U69989DL2012PTC440915',
      `registeredAt ${CO} -> address:110040:unit-71-seji-chambers-soakaro-cross-road:delhi`,
    ]);
    const sources = graph.statements(graph.edgesAround(['03362746']).map((e) => e.id)).map((s) => `${s.sourceKind}:${s.sourceId}:${s.requestId}`);
    expect(sources.sort()).toEqual([`master:${CO}:req_m`, 'profile:03362746:req_p']);
    expect(graph.marks(['03362746'])).toEqual([expect.objectContaining({ sourceKind: 'master', requestId: 'req_m' })]);
    expect(graph.node('U69989DL2012PTC440915')).toMatchObject({ status: 'Strike Off', companyMirrored: false });
  });
});
