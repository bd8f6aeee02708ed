import { describe, expect, it } from 'vitest';
import { useTempLibrary } from '../../../test/support/core/store-support';

const A = 'U24342DL2008PLC417476';
const B = 'U15459DL2021PTC177546';

describe('graph.edgesAt: the links of some kinds at one end of a list of ids', () => {
  const t = useTempLibrary();

  it('reads the board and charges on the `to` side, the registered address on the `from` side, and nothing of the other kinds', () => {
    t.lib.companies.upsertMaster({
      id: A,
      name: 'Alpha Limited',
      master: { cin: A, masterData: { companyData: { MCAMDSCompanyAddress: [{ addressType: 'Registered Address', streetAddress: 'Unit 1, Okhla, New Delhi, Delhi 110020' }] } } },
      readAt: '2026-11-20T10:00:00.000Z',
      requestId: 'req_a',
    });
    t.lib.directors.setMasterDirectors(A, [{ din: '00000001', fullName: 'Asha Rao', roles: [{ designation: 'Director' }] }]);
    t.lib.charges.upsertMany(A, [{ chargeId: '1', holder: 'State Bank of India', raw: {} }]);
    t.lib.companies.upsertMaster({ id: B, name: 'Beta Limited', master: { cin: B }, readAt: '2026-11-20T10:00:00.000Z', requestId: 'req_b' });
    t.lib.charges.upsertMany(B, [{ chargeId: '2', holder: 'Alpha Limited', raw: { holderCin: A } }]);

    const words = (rows: ReturnType<typeof t.lib.graph.edgesAt>) => rows.map((e) => `${e.kind} ${e.from} -> ${e.to}`).sort();
    expect(words(t.lib.graph.edgesAt('to', [A], ['director', 'chargeHolder']))).toEqual(['chargeHolder holder:state-bank-of-india -> ' + A, `director 00000001 -> ${A}`]);
    expect(words(t.lib.graph.edgesAt('from', [A], ['registeredAt']))).toEqual([`registeredAt ${A} -> address:110020:unit-1-okhla:new-delhi`]);
    // A as the holder of B's charge is on the `from` side, not the `to`.
    expect(words(t.lib.graph.edgesAt('from', [A], ['chargeHolder']))).toEqual([`chargeHolder ${A} -> ${B}`]);
    expect(t.lib.graph.edgesAt('to', [A], ['registeredAt'])).toEqual([]);
    expect(t.lib.graph.edgesAt('to', [], ['director'])).toEqual([]);
    expect(t.lib.graph.edgesAt('to', [A], [])).toEqual([]);
  });
});
