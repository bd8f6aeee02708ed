import { describe, expect, it } from 'vitest';
import { buyProfile, cinOf, mirrorCompany } from '../../../test/support/core/network-data';
import { useTempLibrary } from '../../../test/support/core/store-support';
import { bookGroups } from './book-groups';

const A = cinOf(1);
const B = cinOf(2);
const C = cinOf(3);
const D = cinOf(4);
const E = cinOf(5);
const F = cinOf(6);
const G = cinOf(7);
const H = cinOf(8);
const ADDRESS = 'Unit 12, Okhla Phase II, New Delhi, Delhi 110020';
const HUB = 'Business Centre 1, Connaught Place, New Delhi, Delhi 110001';

const master = (id: string) => `master:${id}:req_master_${id}`;

describe('group exposure over the connections graph', () => {
  const t = useTempLibrary();

  const seed = () => {
    mirrorCompany(t.lib, A, { name: 'Alpha Limited', board: [{ din: '10000001', name: 'Asha Rao' }, { din: '10000002' }] });
    mirrorCompany(t.lib, B, { name: 'Beta Limited', board: [{ din: '10000001', name: 'Asha Rao' }, { din: '10000003' }], address: ADDRESS });
    mirrorCompany(t.lib, C, { name: 'Gamma Limited', board: [{ din: '10000004' }], address: ADDRESS });
    mirrorCompany(t.lib, D, { name: 'Delta Holdings Limited', board: [{ din: '10000005' }] });
    mirrorCompany(t.lib, E, { name: 'Epsilon Limited', board: [{ din: '10000006' }], charges: [{ id: '900001', holder: 'M/s Delta Holdings Ltd', amountRupees: 2_00_00_000 }, { id: '900002', holder: 'Delta Holdings Limited', satisfiedOn: '01/15/2020' }] });
    // F shares a director only with G, which is not in the book.
    mirrorCompany(t.lib, F, { name: 'Phi Limited', board: [{ din: '10000009' }] });
    mirrorCompany(t.lib, G, { name: 'Outside Limited', board: [{ din: '10000009' }] });
    // H shares a director with A who left H: a former seat links nobody.
    mirrorCompany(t.lib, H, { name: 'Eta Limited', board: [{ din: '10000010' }] });
    buyProfile(t.lib, '10000002', [{ companyId: A }, { companyId: H, ceasedOn: '06/30/2022' }]);
  };

  it('finds A–B (a director) –C (an address) and D–E (a charge), largest first, each link cited; F linked only outside the book is no group', () => {
    seed();
    const book = [
      { companyId: A, exposurePaisa: 40_00_000_00 },
      { companyId: B, exposurePaisa: 10_00_000_00 },
      { companyId: C, exposurePaisa: 5_00_000_00 },
      { companyId: D, exposurePaisa: 30_00_000_00 },
      { companyId: E, exposurePaisa: 45_00_000_00 },
      { companyId: F, exposurePaisa: 20_00_000_00 },
      { companyId: H, exposurePaisa: 1_00_000_00 },
    ];
    const result = bookGroups(t.lib, book, { flagAboveBasisPoints: 4000 });
    expect(result.bookExposurePaisa).toBe(151_00_000_00);
    expect(result.groups.map((g) => g.members.map((m) => m.companyId))).toEqual([
      [E, D],
      [A, B, C],
    ]);
    const [de, abc] = result.groups;
    expect(de).toMatchObject({ exposurePaisa: 75_00_000_00, share: { numerator: 75_00_000_00, denominator: 151_00_000_00, basisPoints: 4966 }, flagged: true });
    expect(abc).toMatchObject({ exposurePaisa: 55_00_000_00, share: { basisPoints: 3642 }, flagged: false });
    // The charge D holds on E: named "M/s Delta Holdings Ltd" in E's record, the one company of that name; the satisfied charge is no link.
    expect(de!.links).toHaveLength(1);
    expect(de!.links[0]).toMatchObject({ kind: 'charge', companyIds: [D, E] });
    expect(de!.links[0]!.words).toBe(`Delta Holdings Limited (${D}) holds a charge on Epsilon Limited (${E}): Charge 900001 in favour of M/s Delta Holdings Ltd, ₹2,00,00,000`);
    expect(de!.links[0]!.sources.map((s) => `${s.record}:${s.id}:${s.requestId}`)).toEqual([master(E)]);
    // A–B through Asha Rao (both master records state her seat), B–C through their registered office.
    expect(abc!.links.map((l) => [l.kind, l.companyIds, l.via.id])).toEqual([
      ['director', [A, B], '10000001'],
      ['address', [B, C], expect.stringMatching(/^address:110020:/)],
    ]);
    expect(abc!.links[0]!.words).toBe(`Asha Rao (DIN 10000001) sits on the boards of Alpha Limited (${A}) and Beta Limited (${B})`);
    expect(abc!.links[0]!.sources.map((s) => `${s.record}:${s.id}:${s.requestId}`)).toEqual([master(A), master(B)]);
    expect(abc!.links[1]!.sources.map((s) => `${s.record}:${s.id}:${s.requestId}`)).toEqual([master(B), master(C)]);
    expect(abc!.links[1]!.words).toContain(`is the registered office of Beta Limited (${B}) and Gamma Limited (${C})`);
    expect(result.notInGraph).toEqual([]);
  });

  it('a company given twice counts once with both exposures; a member not in the graph is listed; bad input is refused in words', () => {
    seed();
    const result = bookGroups(
      t.lib,
      [
        { companyId: A, exposurePaisa: 100 },
        { companyId: ` ${B.toLowerCase()} `, exposurePaisa: 100 },
        { companyId: A, exposurePaisa: 50 },
        { companyId: 'U62099DL2010PTC999999', exposurePaisa: 0 },
      ],
      { flagAboveBasisPoints: 6000 },
    );
    expect(result.groups).toHaveLength(1);
    expect(result.groups[0]!.members).toEqual([
      { companyId: A, name: 'Alpha Limited', exposurePaisa: 150 },
      { companyId: B, name: 'Beta Limited', exposurePaisa: 100 },
    ]);
    // 250 of 250: 10,000 basis points, above 6,000.
    expect(result.groups[0]).toMatchObject({ share: { basisPoints: 10_000 }, flagged: true });
    expect(result.notInGraph).toEqual(['U62099DL2010PTC999999']);
    expect(() => bookGroups(t.lib, [{ companyId: A, exposurePaisa: 1.5 }], { flagAboveBasisPoints: 100 })).toThrow(/not a whole number of paisa/);
    expect(() => bookGroups(t.lib, [{ companyId: A, exposurePaisa: -1 }], { flagAboveBasisPoints: 100 })).toThrow(/zero or more/);
    expect(() => bookGroups(t.lib, [], { flagAboveBasisPoints: 10_001 })).toThrow(/basis points from 0 to 10,000/);
  });

  it('flags a group above the threshold, not at it: exact integers, no rounding', () => {
    seed();
    const book = (a: number) => [
      { companyId: A, exposurePaisa: a },
      { companyId: B, exposurePaisa: 0 },
      { companyId: F, exposurePaisa: 3 * a },
    ];
    // 1 of 4 is exactly 2,500 basis points.
    expect(bookGroups(t.lib, book(1), { flagAboveBasisPoints: 2500 }).groups[0]).toMatchObject({ share: { numerator: 1, denominator: 4, basisPoints: 2500 }, flagged: false });
    expect(bookGroups(t.lib, book(1), { flagAboveBasisPoints: 2499 }).groups[0]!.flagged).toBe(true);
    // 1 of 3 is 3,333.33… basis points: above 3,333, not above 3,334.
    const third = [
      { companyId: A, exposurePaisa: 1 },
      { companyId: B, exposurePaisa: 0 },
      { companyId: F, exposurePaisa: 2 },
    ];
    expect(bookGroups(t.lib, third, { flagAboveBasisPoints: 3333 }).groups[0]).toMatchObject({ share: { basisPoints: 3333 }, flagged: true });
    expect(bookGroups(t.lib, third, { flagAboveBasisPoints: 3334 }).groups[0]!.flagged).toBe(false);
  });

  it('an address more than 50 companies share links nobody, and says so with its count', () => {
    for (let i = 0; i < 51; i++) mirrorCompany(t.lib, cinOf(100 + i), { name: `Tenant ${i} Limited`, address: HUB });
    const result = bookGroups(
      t.lib,
      [
        { companyId: cinOf(100), exposurePaisa: 10 },
        { companyId: cinOf(101), exposurePaisa: 10 },
      ],
      { flagAboveBasisPoints: 1000 },
    );
    expect(result.groups).toEqual([]);
    expect(result.addressesNotLinking).toEqual([{ id: expect.stringMatching(/^address:110001:/), label: 'Business Centre 1, Connaught Place, New Delhi 110001', companies: 51 }]);
  });
});
