import { describe, expect, it } from 'vitest';
import { useTempLibrary } from '../../../test/support/core/store-support';
import type { Library } from './library';

const A = 'U24342DL2008PLC417476';
const B = 'U15459DL2021PTC177546';
const OTHER = 'U70472DL2021OPC130840';

function address(street: string, pin = '110040', city = 'Delhi') {
  return { addressType: 'Registered Address', streetAddress: street, city, state: 'Delhi', postalCode: pin, country: 'India' };
}

function master(lib: Library, id: string, opts: { name: string; address?: Record<string, unknown>; disqualified?: string[]; requestId?: string; status?: string }) {
  lib.companies.upsertMaster({
    id,
    name: opts.name,
    status: opts.status ?? 'Active',
    master: {
      cin: id,
      masterData: {
        companyData: { companyName: opts.name, MCAMDSCompanyAddress: opts.address ? [opts.address] : [] },
        directorData: (opts.disqualified ?? []).map((din) => ({ DIN: din, DirectorDisqualified: 'true' })),
      },
    },
    readAt: '2026-11-20T10:00:00.000Z',
    requestId: opts.requestId ?? `req_${id.slice(-4)}`,
  });
}

const edgesOf = (lib: Library, id: string) =>
  lib.graph
    .edgesAround([id])
    .map((e) => `${e.kind} ${e.from} -> ${e.to}`)
    .sort();

describe('the connections graph, built as records land', () => {
  const t = useTempLibrary();

  it('states a master record: company, registered address, board (with disqualification), charge holders, former identifier', () => {
    master(t.lib, B, { name: 'Sugaipin Leathers Private Limited', address: address('Unit 71, Seji Chambers, Soakaro Cross Road'), disqualified: ['00625844'] });
    t.lib.directors.setMasterDirectors(B, [
      { din: '10666303', fullName: 'Farhan Saxena', roles: [{ designation: 'Director', appointedOn: '09/01/2021' }] },
      { din: '00625844', fullName: 'Murali Kapoor', roles: [{ designation: 'Director', appointedOn: '02/03/2022' }] },
    ]);
    t.lib.charges.upsertMany(B, [
      { chargeId: '10831654', holder: 'Sipax Castings Limited', amountPaisa: 2_500_000_000, createdOn: '06/14/2023', raw: { chargeId: 10831654 } },
      { chargeId: '555', holder: 'State Bank of India', amountPaisa: 100_000, satisfiedOn: '01/01/2024', status: 'Satisfied', raw: { holderCin: OTHER } },
    ]);
    expect(edgesOf(t.lib, B)).toEqual([
      `chargeHolder ${OTHER} -> ${B}`,
      `chargeHolder holder:sipax-castings-limited -> ${B}`,
      `director 00625844 -> ${B}`,
      `director 10666303 -> ${B}`,
      `registeredAt ${B} -> address:110040:unit-71-seji-chambers-soakaro-cross-road:delhi`,
    ]);
    const director = t.lib.graph.edgesAround([B], ['director']).find((e) => e.from === '10666303')!;
    expect(t.lib.graph.statements([director.id])).toEqual([
      expect.objectContaining({ sourceKind: 'master', sourceId: B, requestId: 'req_7546', readAt: '2026-11-20T10:00:00.000Z', since: '2021-09-01', until: null, detail: 'Director' }),
    ]);
    expect(t.lib.graph.marks(['00625844', '10666303'])).toEqual([expect.objectContaining({ nodeId: '00625844', mark: 'disqualified', sourceId: B })]);
    const charge = t.lib.graph.edgesAround([B], ['chargeHolder']).find((e) => e.from.startsWith('holder:'))!;
    expect(t.lib.graph.statements([charge.id])[0]).toMatchObject({ amountPaisa: 2_500_000_000, status: 'open', since: '2023-06-14' });
    // A holder whose record gives a CIN is that company's node; it never becomes a mirrored company.
    expect(t.lib.graph.node(OTHER)).toMatchObject({ kind: 'company', label: 'State Bank of India', companyMirrored: false });
    expect(t.lib.companies.get(OTHER)).toBeNull();
  });

  it('replaces what a record said when it is read again, keeping links another record still states', () => {
    master(t.lib, A, { name: 'Sipax Castings Limited' });
    t.lib.directors.setMasterDirectors(A, [
      { din: '10666303', fullName: 'Farhan Saxena', roles: [{ designation: 'Managing Director' }] },
      { din: '03362746', fullName: 'Farhan Raj Das', roles: [{ designation: 'Director' }] },
    ]);
    t.lib.directors.upsertProfile({
      din: '03362746',
      fullName: 'Farhan Raj Das',
      profile: { din: '03362746' },
      readAt: '2026-11-20T11:00:00.000Z',
      requestId: 'req_profile',
      roles: [{ companyId: A, companyName: 'Sipax Castings Limited', designation: 'Director', appointedOn: '07/12/2021' }],
    });
    t.lib.directors.setMasterDirectors(A, [{ din: '10666303', fullName: 'Farhan Saxena', roles: [{ designation: 'Managing Director' }] }]);
    const das = t.lib.graph.edgesAround(['03362746']);
    expect(das.map((e) => `${e.kind} ${e.to}`)).toEqual([`director ${A}`]);
    expect(t.lib.graph.statements([das[0]!.id]).map((s) => `${s.sourceKind}:${s.sourceId}`)).toEqual(['profile:03362746']);
    t.lib.directors.upsertProfile({ din: '03362746', fullName: 'Farhan Raj Das', profile: { din: '03362746' }, readAt: '2026-11-21T11:00:00.000Z', requestId: 'req_p2', roles: [] });
    expect(t.lib.graph.edgesAround(['03362746'])).toEqual([]);
    expect(t.lib.graph.counts().statements).toBe(1);
  });

  it('adds the companies a profile names as nodes known from the profile, never as library companies', () => {
    t.lib.directors.upsertProfile({
      din: '03362746',
      fullName: 'Farhan Raj Das',
      profile: { din: '03362746', dinStatus: 'Disqualified by RoC u/s 164(2)' },
      readAt: '2026-11-20T11:00:00.000Z',
      requestId: 'req_profile',
      roles: [
        { companyId: 'U69989DL2012PTC440915', companyName: 'Hevish Basaex Tax Consultants Private Limited', designation: 'Managing Director', raw: { companyStatus: 'Strike Off' } },
        { companyId: A, companyName: 'Sipax Castings Limited', designation: 'Director', ceasedOn: '01/31/2020', appointedOn: '07/12/2015' },
      ],
    });
    expect(t.lib.graph.node('U69989DL2012PTC440915')).toMatchObject({ label: 'Hevish Basaex Tax Consultants Private Limited', status: 'Strike Off', companyMirrored: false });
    expect(t.lib.companies.get('U69989DL2012PTC440915')).toBeNull();
    expect(edgesOf(t.lib, '03362746')).toEqual([`director 03362746 -> U69989DL2012PTC440915`, `formerDirector 03362746 -> ${A}`]);
    expect(t.lib.graph.marks(['03362746'])[0]).toMatchObject({ sourceKind: 'profile', detail: 'dinStatus "Disqualified by RoC u/s 164(2)" in the profile' });
    // Mirroring the company later gives it its own name and status; a profile never renames it again.
    master(t.lib, A, { name: 'Sipax Castings Limited', status: 'Active' });
    t.lib.directors.upsertProfile({ din: '03362746', profile: {}, readAt: 'x', requestId: 'r', roles: [{ companyId: A, companyName: 'Old Sipax Name', raw: { companyStatus: 'Dormant' } }] });
    expect(t.lib.graph.node(A)).toMatchObject({ label: 'Sipax Castings Limited', status: 'Active', nameKey: 'sipax castings limited', companyMirrored: true });
  });

  it('shares an address only when street, city and PIN agree, whatever the case and punctuation', () => {
    master(t.lib, A, { name: 'A Limited', address: address('Unit 71, Seji Chambers, Soakaro Cross Road') });
    master(t.lib, B, { name: 'B Limited', address: address('UNIT 71 SEJI CHAMBERS. SOAKARO CROSS ROAD') });
    master(t.lib, OTHER, { name: 'C Limited', address: address('Unit 71, Seji Chambers, Soakaro Cross Road', '110041') });
    const [a] = t.lib.graph.edgesAround([A], ['registeredAt']);
    const [b] = t.lib.graph.edgesAround([B], ['registeredAt']);
    const [c] = t.lib.graph.edgesAround([OTHER], ['registeredAt']);
    expect(a!.to).toBe(b!.to);
    expect(c!.to).not.toBe(a!.to);
    // The one-line form the spec describes ("…, City, State PIN") reads the same.
    master(t.lib, 'L25339TN1981PLC111844', { name: 'D Limited', address: { addressType: 'Registered Address', streetAddress: 'Unit 71, Seji Chambers, Soakaro Cross Road, Delhi, Delhi 110040' } });
    expect(t.lib.graph.edgesAround(['L25339TN1981PLC111844'], ['registeredAt'])[0]!.to).toBe(a!.to);
  });

  it('never merges two companies or two directors by name', () => {
    master(t.lib, A, { name: 'Same Name Limited' });
    master(t.lib, B, { name: 'Same Name Limited' });
    t.lib.directors.setMasterDirectors(A, [{ din: '01234567', fullName: 'Asha Rao', roles: [{ designation: 'Director' }] }]);
    t.lib.directors.setMasterDirectors(B, [{ din: '07654321', fullName: 'Asha Rao', roles: [{ designation: 'Director' }] }]);
    expect(t.lib.graph.nodes([A, B, '01234567', '07654321'])).toHaveLength(4);
    expect(t.lib.graph.companiesNamed('same name limited')).toEqual([B, A].sort());
    expect(t.lib.graph.edgesAround(['01234567']).map((e) => e.to)).toEqual([A]);
  });
});
