import { describe, expect, it } from 'vitest';
import { useTempLibrary } from '../../../test/support/core/store-support';
import { buyProfile, cinOf, mirrorCompany, NOW, type RoleSpec } from '../../../test/support/core/network-data';
import { computeFindings } from './compute';
import { networkNeighbourhood } from '../views/network';
import { networkFlags } from './network';

const flagsOf = (lib: Parameters<typeof networkFlags>[0], id: string, kind?: string) => networkFlags(lib, id, NOW).flags.filter((f) => !kind || f.kind === kind);

describe('red flags in the network', () => {
  const t = useTempLibrary();

  it('a disqualified director sitting on a network company now, or within five years, and not one who left six years ago', () => {
    mirrorCompany(t.lib, cinOf(1), { name: 'Target Limited', board: [{ din: '00000001' }] });
    mirrorCompany(t.lib, cinOf(2), { name: 'Struck Co Private Limited', status: 'Strike Off', board: [{ din: '00000002', disqualified: true }, { din: '00000001' }] });
    const [flag] = flagsOf(t.lib, cinOf(1), 'disqualifiedDirector');
    expect(flag).toMatchObject({ severity: 'high', nodeIds: ['00000002', cinOf(2)] });
    expect(flag!.detail).toContain(`Master record of ${cinOf(2)} (read 20 Nov 2026, request req_master_${cinOf(2)})`);
    expect(flag!.sources.map((s) => `${s.record}:${s.id}`)).toEqual([`master:${cinOf(2)}`]);
    // A profile that says so, of a director who left a network board: within 5 years counts, 6 years does not.
    buyProfile(t.lib, '00000003', [{ companyId: cinOf(1), ceasedOn: '06/30/2022' }], { dinStatus: 'Disqualified by RoC u/s 164(2)' });
    buyProfile(t.lib, '00000004', [{ companyId: cinOf(1), ceasedOn: '06/30/2020' }], { dinStatus: 'Disqualified by RoC u/s 164(2)' });
    const dins = flagsOf(t.lib, cinOf(1), 'disqualifiedDirector').map((f) => f.nodeIds[0]);
    expect(dins).toEqual(['00000002', '00000003']);
  });

  it('says through which link a disqualified director reaches the company: at depth 2, only a shared registered address', () => {
    const at = 'Unit 71, Seji Chambers, Delhi, Delhi 110040';
    mirrorCompany(t.lib, cinOf(1), { name: 'Target Limited', address: at, board: [{ din: '00000001' }] });
    mirrorCompany(t.lib, cinOf(2), { name: 'Struck Co Private Limited', address: at, board: [{ din: '00000002', disqualified: true }] });
    const [flag] = flagsOf(t.lib, cinOf(1), 'disqualifiedDirector');
    expect(flag).toMatchObject({ severity: 'high', nodeIds: ['00000002', cinOf(2)] });
    const address = networkNeighbourhood(t.lib, cinOf(1), { depth: 2, currentOnly: false }).nodes.find((n) => n.kind === 'address')!;
    expect(flag!.detail).toContain(`Struck Co Private Limited (${cinOf(2)}) reaches Target Limited (${cinOf(1)}) via the registered address they share, ${address.label}.`);
    // The same words in the company's findings, which the report prints.
    const finding = computeFindings(t.lib, cinOf(1), NOW).find((f) => f.rule === 'network-disqualified-director')!;
    expect(finding.detail).toContain('via the registered address they share');
    // A board reached through a shared director says so; the company's own board says it is its own.
    mirrorCompany(t.lib, cinOf(3), { name: 'Board Mate Private Limited', board: [{ din: '00000001' }, { din: '00000003', disqualified: true }] });
    mirrorCompany(t.lib, cinOf(1), { name: 'Target Limited', address: at, board: [{ din: '00000001' }, { din: '00000004', disqualified: true }] });
    const byDin = new Map(flagsOf(t.lib, cinOf(1), 'disqualifiedDirector').map((f) => [f.nodeIds[0], f.detail]));
    expect(byDin.get('00000003')).toContain(`Board Mate Private Limited (${cinOf(3)}) reaches Target Limited (${cinOf(1)}) via Director 00000001 (DIN 00000001), a director of both.`);
    expect(byDin.get('00000004')).toContain(`The board of Target Limited (${cinOf(1)}) is the company's own.`);
  });

  it('a seat whose cessation date cannot be read is a former seat: no group or associate through it, and a disqualified director on it is still flagged', () => {
    mirrorCompany(t.lib, cinOf(1), { name: 'Target Limited', board: [{ din: '00000001' }] });
    mirrorCompany(t.lib, cinOf(2), { name: 'Struck Co Private Limited', status: 'Strike Off', board: [] });
    // Day first where the registry writes month first: "31/03/2022" is no MM/DD/YYYY date. The seat has ended all the same.
    buyProfile(t.lib, '00000001', [{ companyId: cinOf(1) }, { companyId: cinOf(2), ceasedOn: '31/03/2022' }]);
    const { edges } = networkNeighbourhood(t.lib, cinOf(1), { depth: 2, currentOnly: false });
    const seat = edges.find((e) => e.from === '00000001' && e.to === cinOf(2));
    expect(seat).toMatchObject({ kind: 'formerDirector', detail: 'Director; ceased "31/03/2022", not a readable date' });
    expect(seat!.until).toBeUndefined();
    // Not a shared current director: no struck-off associate, no group of two.
    expect(flagsOf(t.lib, cinOf(1), 'inactiveAssociate')).toEqual([]);
    expect(flagsOf(t.lib, cinOf(1), 'group')).toEqual([]);
    // A disqualified director who left a network board on an unreadable date may have left within five years: flagged, saying so.
    buyProfile(t.lib, '00000003', [{ companyId: cinOf(1), ceasedOn: 'not known' }], { dinStatus: 'Disqualified by RoC u/s 164(2)' });
    const [flag] = flagsOf(t.lib, cinOf(1), 'disqualifiedDirector');
    expect(flag!.nodeIds).toEqual(['00000003', cinOf(1)]);
    expect(flag!.detail).toContain(`Target Limited (${cinOf(1)}) (Director; ceased "not known", not a readable date)`);
  });

  it('a director past section 165: counted from the profile, alternates in, dormant and LLPs out, each listed with why', () => {
    const roles = (publics: number, privates: number, extra: RoleSpec[] = []): RoleSpec[] => [
      ...Array.from({ length: publics }, (_, i) => ({ companyId: cinOf(100 + i, 'PLC') })),
      ...Array.from({ length: privates }, (_, i) => ({ companyId: cinOf(200 + i), designation: i < 3 ? 'Alternate Director' : 'Director' })),
      ...extra,
    ];
    mirrorCompany(t.lib, cinOf(1), { name: 'Target Limited', board: [{ din: '00000005' }, { din: '00000006' }, { din: '00000007' }] });
    // 21 seats counted (3 alternate), 6 public: past 20. A dormant company and an LLP are left out.
    buyProfile(t.lib, '00000005', [...roles(6, 14), { companyId: cinOf(1) }, { companyId: cinOf(300), status: 'Dormant' }, { companyId: 'AAB-1234' }]);
    // 20 seats and 10 public: at the limits, not past them.
    buyProfile(t.lib, '00000006', [...roles(9, 10), { companyId: cinOf(1) }]);
    // 11 public companies: past the public limit only.
    buyProfile(t.lib, '00000007', roles(11, 0, [{ companyId: cinOf(1) }]));
    const flags = flagsOf(t.lib, cinOf(1), 'directorshipLimit');
    expect(flags.map((f) => f.nodeIds[0])).toEqual(['00000005', '00000007']);
    expect(flags[0]!.summary).toBe('Director 00000005 (DIN 00000005) is past the section 165(1) limits: 21 directorships (limit 20)');
    expect(flags[0]!.detail).toContain('(21, 6 public');
    expect(flags[0]!.detail).toContain(`${cinOf(200)}), alternate`);
    expect(flags[0]!.detail).toContain(`Left out (2): Company ${cinOf(300).slice(-6)} (${cinOf(300)}): dormant (section 165 leaves dormant companies out); Company B-1234 (AAB-1234): an LLP`);
    expect(flags[1]!.summary).toContain('11 public companies (limit 10)');
    expect(flags[0]!.sources.map((s) => s.label)).toContain('Director profile of DIN 00000005 (read 20 Nov 2026, request req_profile_00000005)');
  });

  it('an associate that is struck off, under liquidation, dormant or amalgamated, naming the shared director', () => {
    mirrorCompany(t.lib, cinOf(1), { name: 'Target Limited', board: [{ din: '00000001' }, { din: '00000002' }] });
    mirrorCompany(t.lib, cinOf(2), { name: 'Wound Up Private Limited', status: 'Under Liquidation', board: [{ din: '00000001' }] });
    mirrorCompany(t.lib, cinOf(3), { name: 'Fine Private Limited', status: 'Active', board: [{ din: '00000002' }] });
    buyProfile(t.lib, '00000002', [{ companyId: cinOf(1) }, { companyId: cinOf(4), companyName: 'Merged Away Limited', status: 'Amalgamated' }]);
    const flags = flagsOf(t.lib, cinOf(1), 'inactiveAssociate');
    expect(flags.map((f) => f.summary)).toEqual([`Associate Wound Up Private Limited (${cinOf(2)}) is Under Liquidation`, `Associate Merged Away Limited (${cinOf(4)}) is Amalgamated`]);
    expect(flags[0]!.detail).toContain('shares a current director with Target Limited');
    expect(flags[0]!.nodeIds).toEqual([cinOf(2), '00000001']);
  });

  it('a registered address shared by five companies, and not by four', () => {
    const at = 'Unit 71, Seji Chambers, Delhi, Delhi 110040';
    for (let i = 1; i <= 4; i++) mirrorCompany(t.lib, cinOf(i), { address: i === 2 ? at.toUpperCase() : at });
    mirrorCompany(t.lib, cinOf(5), { address: 'Unit 71, Seji Chambers, Delhi, Delhi 110041' });
    expect(flagsOf(t.lib, cinOf(1), 'sharedAddress')).toEqual([]);
    mirrorCompany(t.lib, cinOf(6), { address: 'unit 71 seji chambers, Delhi, Delhi 110040' });
    const [flag] = flagsOf(t.lib, cinOf(1), 'sharedAddress');
    expect(flag!.summary).toBe(`5 companies share the registered address of Company ${cinOf(1).slice(-6)} Limited (${cinOf(1)})`);
    expect(flag!.nodeIds).toContain(cinOf(1));
    expect(flag!.nodeIds).not.toContain(cinOf(5));
    expect(flag!.sources).toHaveLength(5);
  });

  it('an address shared by hundreds: the neighbourhood counts it, the flag still names the target and cites every company', () => {
    const office = 'Suite 9, Formation House, Mumbai, Maharashtra 400001';
    for (let c = 1; c <= 120; c++) mirrorCompany(t.lib, cinOf(c), { name: `Shelf ${c} Private Limited`, address: office });
    const [flag] = flagsOf(t.lib, cinOf(7), 'sharedAddress');
    expect(flag!.summary).toBe(`120 companies share the registered address of Shelf 7 Private Limited (${cinOf(7)})`);
    expect(flag!.detail).toContain(`registered office of Shelf 7 Private Limited (${cinOf(7)}), Shelf 1 Private Limited (${cinOf(1)})`);
    expect(flag!.detail).toContain('and 100 more (each cited below)');
    expect(flag!.nodeIds).toHaveLength(121);
    expect(flag!.sources.map((s) => s.id).sort()).toEqual(Array.from({ length: 120 }, (_, i) => cinOf(i + 1)).sort());
  });

  it('a charge holder sharing a director with the borrower, and charges running in a circle in the group', () => {
    mirrorCompany(t.lib, cinOf(1), { name: 'Maidar Hospitals Limited', board: [{ din: '00000001' }], charges: [{ id: 'c1', holder: 'Maidar Finvest Private Limited', amountRupees: 1_00_00_000 }] });
    mirrorCompany(t.lib, cinOf(2), { name: 'Maidar Finvest Private Limited', board: [{ din: '00000001' }, { din: '00000002' }], charges: [{ id: 'c2', holder: 'Maidar Textiles Limited' }] });
    mirrorCompany(t.lib, cinOf(3), { name: 'Maidar Textiles Limited', board: [{ din: '00000002' }], charges: [{ id: 'c3', holder: 'Maidar Hospitals Ltd' }, { id: 'c4', holder: 'State Bank of India' }] });
    const [lender] = flagsOf(t.lib, cinOf(1), 'relatedLender');
    expect(lender!.summary).toBe(`Charge holder Maidar Finvest Private Limited (${cinOf(2)}) shares a director with Maidar Hospitals Limited (${cinOf(1)})`);
    expect(lender!.detail).toContain('Charge c1 in favour of Maidar Finvest Private Limited (₹1,00,00,000, open)');
    const [circle] = flagsOf(t.lib, cinOf(1), 'chargeCircle');
    expect(circle!.nodeIds).toEqual([cinOf(1), cinOf(3), cinOf(2)]);
    expect(circle!.detail).toContain(`Maidar Hospitals Limited (${cinOf(1)}) holds a charge on Maidar Textiles Limited (${cinOf(3)})`);
    // Satisfied, the circle is broken.
    t.lib.charges.upsertMany(cinOf(3), [{ chargeId: 'c3', satisfiedOn: '01/01/2026', status: 'Satisfied', raw: {} }]);
    expect(flagsOf(t.lib, cinOf(1), 'chargeCircle')).toEqual([]);
  });

  it('the group: its size, struck-off share and open charges, among the company findings with their evidence', () => {
    mirrorCompany(t.lib, cinOf(1), { name: 'Sipax Castings Limited', board: [{ din: '00000001' }] });
    mirrorCompany(t.lib, cinOf(2), { name: 'Misesh Stores Private Limited', board: [{ din: '00000001' }, { din: '00000002' }], charges: [{ id: 'k', holder: 'HDFC Bank', amountRupees: 50_00_000 }] });
    mirrorCompany(t.lib, cinOf(3), { name: 'Hevish Private Limited', status: 'Strike Off', board: [{ din: '00000002' }] });
    const [group] = flagsOf(t.lib, cinOf(1), 'group');
    expect(group!.summary).toBe('Group of 3 companies through shared directors');
    expect(group!.detail).toContain('1 struck off (33.3%); 1 open charge on them in the library, ₹50,00,000 in all');
    const finding = computeFindings(t.lib, cinOf(1), NOW).find((f) => f.rule === 'network-group')!;
    expect(finding).toMatchObject({ severity: 'info', title: group!.summary });
    expect(finding.evidence).toEqual([{ kind: 'record', id: cinOf(1), label: `Master record of ${cinOf(1)} (read 20 Nov 2026, request req_master_${cinOf(1)})` }]);
  });
});
