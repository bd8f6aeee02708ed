import { describe, expect, it } from 'vitest';
import { useTempLibrary } from '../../../test/support/core/store-support';
import { buyProfile, cinOf, mirrorCompany } from '../../../test/support/core/network-data';
import { collapseWords, HUB_LINKS } from '../../../shared/bridge/network';
import { companyGroup } from './network-group';
import { networkNeighbourhood, networkRoot } from './network';

const ids = (hood: ReturnType<typeof networkNeighbourhood>) => hood.nodes.map((n) => `${n.depth} ${n.id}`).sort();

describe('the neighbourhood of a company or director', () => {
  const t = useTempLibrary();

  function smallGroup() {
    mirrorCompany(t.lib, cinOf(1), { name: 'Alpha Castings Limited', address: 'Unit 1, Alpha House, Delhi, Delhi 110001', board: [{ din: '00000011' }, { din: '00000012' }] });
    mirrorCompany(t.lib, cinOf(2), { name: 'Beta Leathers Private Limited', board: [{ din: '00000012' }], charges: [{ id: '9', holder: 'ALPHA CASTINGS LTD.', amountRupees: 2_50_00_000 }] });
    buyProfile(t.lib, '00000012', [
      { companyId: cinOf(1), companyName: 'Alpha Castings Limited' },
      { companyId: cinOf(2), companyName: 'Beta Leathers Private Limited' },
      { companyId: cinOf(3), companyName: 'Gamma Old Private Limited', ceasedOn: '01/31/2019', status: 'Strike Off' },
    ]);
  }

  it('walks one hop per level, every link with the records that state it', () => {
    smallGroup();
    const one = networkNeighbourhood(t.lib, cinOf(1), { depth: 1, currentOnly: false });
    // Beta is one hop away as the borrower of a charge its holder's name gives to Alpha.
    expect(ids(one)).toEqual(['0 ' + cinOf(1), '1 00000011', '1 00000012', `1 ${cinOf(2)}`, '1 address:110001:unit-1-alpha-house:delhi'].sort());
    const two = networkNeighbourhood(t.lib, cinOf(1), { depth: 2, currentOnly: false });
    expect(ids(two)).toContain(`2 ${cinOf(3)}`);
    const seat = two.edges.find((e) => e.from === '00000012' && e.to === cinOf(2))!;
    expect(seat.sources.map((s) => s.label)).toEqual([
      `Master record of ${cinOf(2)} (read 20 Nov 2026, request req_master_${cinOf(2)})`,
      'Director profile of DIN 00000012 (read 20 Nov 2026, request req_profile_00000012)',
    ]);
    const charge = two.edges.find((e) => e.kind === 'chargeHolder')!;
    expect(charge).toMatchObject({ from: cinOf(1), to: cinOf(2), amountPaisa: 2_50_00_000_00, status: 'open', detail: 'Charge 9 in favour of ALPHA CASTINGS LTD.' });
    expect(two.nodes.find((n) => n.id === cinOf(3))).toMatchObject({ inLibrary: false, status: 'Strike Off', label: 'Gamma Old Private Limited' });
  });

  it('leaves out former links with currentOnly, and other kinds with a kinds filter', () => {
    smallGroup();
    const current = networkNeighbourhood(t.lib, '00000012', { depth: 1, currentOnly: true });
    expect(ids(current)).toEqual(['0 00000012', `1 ${cinOf(1)}`, `1 ${cinOf(2)}`]);
    const all = networkNeighbourhood(t.lib, '00000012', { depth: 1, currentOnly: false });
    expect(all.edges.find((e) => e.to === cinOf(3))).toMatchObject({ kind: 'formerDirector', until: '2019-01-31' });
    const boards = networkNeighbourhood(t.lib, cinOf(1), { depth: 2, currentOnly: false, kinds: ['director'] });
    expect(boards.nodes.every((n) => n.kind === 'company' || n.kind === 'director')).toBe(true);
    expect(boards.edges.every((e) => e.kind === 'director')).toBe(true);
  });

  it('keeps a holder of its own when two companies bear its name, and stops at the node limit', () => {
    smallGroup();
    mirrorCompany(t.lib, cinOf(4), { name: 'Alpha Castings Limited' });
    const hood = networkNeighbourhood(t.lib, cinOf(2), { depth: 1, currentOnly: false });
    expect(hood.edges.find((e) => e.kind === 'chargeHolder')?.from).toBe('holder:alpha-castings-limited');
    const cut = networkNeighbourhood(t.lib, cinOf(1), { depth: 2, currentOnly: false, maxNodes: 3 });
    expect(cut.truncated).toBe(true);
    expect(cut.nodes).toHaveLength(3);
    expect(cut.edges.every((e) => cut.nodes.some((n) => n.id === e.from) && cut.nodes.some((n) => n.id === e.to))).toBe(true);
  });

  it('counts a hub past the root instead of walking through it (a bank charging many companies, a shared office)', () => {
    const office = 'Suite 9, Formation House, Mumbai, Maharashtra 400001';
    mirrorCompany(t.lib, cinOf(1), { name: 'Root Limited', address: office, board: [{ din: '00000011' }], charges: [{ id: '1', holder: 'HDFC Bank Limited' }] });
    for (let c = 2; c <= HUB_LINKS + 2; c++) {
      mirrorCompany(t.lib, cinOf(c), { name: `Borrower ${c} Limited`, address: office, charges: [{ id: String(c), holder: 'HDFC Bank Limited' }, { id: `${c}b`, holder: 'HDFC Bank Limited' }] });
    }
    mirrorCompany(t.lib, cinOf(500), { name: 'Board Friend Limited', board: [{ din: '00000011' }], charges: [{ id: '500', holder: 'Small Lender Limited' }] });
    const hood = networkNeighbourhood(t.lib, cinOf(1), { depth: 2, currentOnly: false });
    const bank = hood.nodes.find((n) => n.id === 'holder:hdfc-bank-limited')!;
    // Two charges each on 51 borrowers and one on the root: 52 companies, counted once each.
    expect(bank).toMatchObject({ depth: 1, collapsed: [{ kind: 'chargeHolder', count: HUB_LINKS + 2 }] });
    expect(collapseWords(bank.collapsed![0]!)).toBe('52 companies it holds charges on, not expanded');
    expect(hood.nodes.find((n) => n.kind === 'address')?.collapsed).toEqual([{ kind: 'registeredAt', count: HUB_LINKS + 2 }]);
    expect(hood.nodes.some((n) => n.id === cinOf(2))).toBe(false);
    // What is not a hub is still walked: the director's other board and that board's lender.
    expect(ids(hood)).toEqual(expect.arrayContaining([`2 ${cinOf(500)}`]));
    expect(hood.nodes.filter((n) => n.collapsed)).toHaveLength(2);
    // The root itself is never collapsed: from the bank's side of one borrower, depth 1 holds them all.
    const fromBorrower = networkNeighbourhood(t.lib, cinOf(2), { depth: 1, currentOnly: false });
    expect(fromBorrower.nodes.some((n) => n.collapsed)).toBe(false);
  });

  it('refuses roots that are not in the library, saying why', () => {
    smallGroup();
    expect(networkRoot(t.lib, ` ${cinOf(1).toLowerCase()} `)).toBe(cinOf(1));
    expect(networkRoot(t.lib, '00000012')).toBe('00000012');
    expect(() => networkRoot(t.lib, cinOf(3))).toThrow(/known only from a director's profile/);
    expect(() => networkRoot(t.lib, cinOf(9))).toThrow(/not in the library/);
    expect(() => networkRoot(t.lib, '99999999')).toThrow(/Director 99999999 is not in the library/);
    expect(() => networkRoot(t.lib, 'ABC')).toThrow(expect.objectContaining({ code: 'BAD_ARGUMENTS' }));
  });

  it('finds the group through shared current directors, with its struck-off share and open charges', () => {
    smallGroup();
    mirrorCompany(t.lib, cinOf(5), { name: 'Unrelated Limited', board: [{ din: '00000099' }] });
    const group = companyGroup(t.lib, cinOf(2));
    expect(group).toMatchObject({ companyIds: [cinOf(1), cinOf(2)], size: 2, struckOff: 0, openCharges: 1, openChargesPaisa: 2_50_00_000_00 });
  });
});
