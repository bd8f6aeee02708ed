/**
 * Networks worth drawing (issue 16), read back from the payloads the API serves (master records and
 * director profiles), never from the builder's own structures: the sandbox group, the shared
 * address, the live business groups with their brand, address and intra-group charges, directors
 * past the section 165 limits, and profiles that agree with the master records.
 */
import { describe, expect, it } from 'vitest';
import { createRegistry } from './index';
import type { Json } from './types';

const registry = createRegistry('dossier');
// biome-ignore lint/suspicious/noExplicitAny: payloads are read field by field
type Any = any;

const masterOf = (cin: string): Any => registry.master(cin)!;
const currentDins = (cin: string): string[] => ((masterOf(cin).masterData.directorData ?? []) as Any[]).map((d) => d.DIN);
const statusOf = (cin: string): string => masterOf(cin).masterData.companyData.companyStatus;
const registered = (cin: string): string => {
  const a = (masterOf(cin).masterData.companyData.MCAMDSCompanyAddress as Any[]).find((x) => x.addressType === 'Registered Address');
  return `${a.streetAddress}|${a.city}|${a.postalCode}`.toLowerCase().replace(/[^a-z0-9|]/g, '');
};

/** Companies linked by shared current directors (directorData), as connected components. */
function components(cins: readonly string[]): string[][] {
  const byDin = new Map<string, string[]>();
  for (const cin of cins) for (const din of currentDins(cin)) byDin.set(din, [...(byDin.get(din) ?? []), cin]);
  const seen = new Set<string>();
  const out: string[][] = [];
  for (const start of cins) {
    if (seen.has(start)) continue;
    const group: string[] = [];
    const queue = [start];
    seen.add(start);
    while (queue.length > 0) {
      const cin = queue.pop()!;
      group.push(cin);
      for (const din of currentDins(cin)) for (const next of byDin.get(din) ?? []) {
        if (seen.has(next)) continue;
        seen.add(next);
        queue.push(next);
      }
    }
    out.push(group);
  }
  return out;
}

describe('the sandbox network', () => {
  const sandbox = registry.sandboxCompanies().map((c) => c.cin);

  it('holds a group of 5 or more companies linked by shared current directors, with a struck-off one whose disqualified director sits on another', () => {
    const group = components(sandbox).find((g) => g.length >= 5)!;
    expect(group).toBeDefined();
    expect(new Set(group)).toEqual(new Set(registry.networks.sandboxGroup));
    const struck = group.filter((cin) => statusOf(cin) === 'Strike Off');
    expect(struck).toHaveLength(1);
    const disqualified = (masterOf(struck[0]!).masterData.directorData as Any[]).filter((d) => d.DirectorDisqualified === 'true').map((d) => d.DIN);
    const elsewhere = group.filter((cin) => cin !== struck[0] && currentDins(cin).some((din) => disqualified.includes(din)));
    expect(elsewhere.length).toBeGreaterThan(0);
    for (const cin of elsewhere) expect(statusOf(cin)).toBe('Active');
    const profile: Any = registry.directorProfile(disqualified.find((din: string) => currentDins(elsewhere[0]!).includes(din))!);
    expect(profile.companyData.filter((r: Any) => r.cessationDate === null).map((r: Any) => r.cin_LLPIN)).toEqual(expect.arrayContaining([struck[0], elsewhere[0]]));
    expect(registry.director(profile.din)!.status).toBe('Disqualified by RoC u/s 164(2)');
  });

  it('holds one registered address shared by 5 or more companies', () => {
    const counts = new Map<string, string[]>();
    for (const cin of sandbox) counts.set(registered(cin), [...(counts.get(registered(cin)) ?? []), cin]);
    const shared = [...counts.values()].filter((cins) => cins.length >= 5);
    expect(shared).toHaveLength(1);
    expect(new Set(shared[0])).toEqual(new Set(registry.networks.sandboxGroup));
  });

  it('has a group company as charge holder of another', () => {
    const names = new Set(registry.networks.sandboxGroup.map((cin) => registry.company(cin)!.company));
    const held = registry.networks.sandboxGroup.flatMap((cin) => (masterOf(cin).masterData.indexChargesData as Any[]).filter((c) => names.has(c.chName)));
    expect(held.length).toBeGreaterThan(0);
  });

  it('keeps 52 companies and 451 directors', () => {
    expect(sandbox).toHaveLength(52);
    expect(registry.sandboxDirectors()).toHaveLength(451);
  });
});

describe('live business groups', () => {
  it('span 3 to 20 companies with a brand word, a family on the boards, one address and intra-group charges', () => {
    const sizes = registry.networks.groups.map((g) => g.cins.length);
    expect(Math.min(...sizes)).toBe(3);
    expect(Math.max(...sizes)).toBe(20);
    for (const group of registry.networks.groups) {
      for (const cin of group.cins) expect(registry.company(cin)!.company.startsWith(`${group.brand} `)).toBe(true);
      expect(components(group.cins)).toHaveLength(1);
      const surnames = new Set(group.familyDins.map((din) => (registry.directorProfile(din) as Any).lastName));
      expect(surnames.size).toBe(1);
      const addresses = new Map<string, number>();
      for (const cin of group.cins) addresses.set(registered(cin), (addresses.get(registered(cin)) ?? 0) + 1);
      expect(Math.max(...addresses.values())).toBeGreaterThanOrEqual(Math.min(5, group.cins.length - (group.cins.length >= 6 ? 1 : 0)));
      const names = new Set(group.cins.map((cin) => registry.company(cin)!.company));
      const intra = group.cins.flatMap((cin) => (masterOf(cin).masterData.indexChargesData as Any[]).filter((c) => names.has(c.chName)));
      expect(intra.length).toBeGreaterThan(0);
    }
  });

  it('include open charges running in a circle inside the largest group', () => {
    const group = registry.networks.groups.find((g) => g.cins.length === 20)!;
    const nameToCin = new Map(group.cins.map((cin) => [registry.company(cin)!.company, cin]));
    const lends = new Map<string, Set<string>>();
    for (const cin of group.cins) {
      for (const c of masterOf(cin).masterData.indexChargesData as Any[]) {
        const holder = nameToCin.get(c.chName);
        if (holder && c.dateOfSatisfaction === null) lends.set(holder, new Set([...(lends.get(holder) ?? []), cin]));
      }
    }
    const cycle = [...lends.keys()].some((a) => [...(lends.get(a) ?? [])].some((b) => [...(lends.get(b) ?? [])].some((c) => lends.get(c)?.has(a))));
    expect(cycle).toBe(true);
  });

  it('have disqualified directors of struck-off members sitting on live members', () => {
    const found = registry.networks.groups.some((g) =>
      g.cins.some((cin) =>
        statusOf(cin) === 'Active' &&
        (masterOf(cin).masterData.directorData as Any[]).some(
          (d) => d.DirectorDisqualified === 'true' && g.cins.some((other) => statusOf(other) === 'Strike Off' && currentDins(other).includes(d.DIN)),
        ),
      ),
    );
    expect(found).toBe(true);
  });
});

describe('directors past the section 165 limits', () => {
  const current = (din: string) => ((registry.directorProfile(din) as Any).companyData as Any[]).filter((r) => r.cessationDate === null);
  const isPublic = (cin: string) => masterOf(cin).masterData.companyData.classOfCompany === 'Public';

  it('hold more than 20 directorships, or more than 10 in public companies, by their profiles', () => {
    const counts = registry.networks.busyDirectors.map((din) => ({ all: current(din).length, publics: current(din).filter((r) => isPublic(r.cin_LLPIN)).length }));
    expect(counts.some((c) => c.all > 20 && c.publics > 10)).toBe(true);
    expect(counts.some((c) => c.all > 20 && c.publics <= 10)).toBe(true);
    expect(counts.some((c) => c.all <= 20 && c.publics > 10)).toBe(true);
    const alternates = registry.networks.busyDirectors.flatMap((din) => current(din)).filter((r) => r.designation === 'Alternate Director');
    expect(alternates.length).toBeGreaterThan(0);
  });
});

describe('director profiles', () => {
  it('agree with the master records of every company they name (sandbox, groups, busy directors)', () => {
    const cins = [...registry.sandboxCompanies().map((c) => c.cin), ...registry.networks.groups.flatMap((g) => g.cins)];
    const dins = new Set([...cins.flatMap((cin) => registry.company(cin)!.directorDins), ...registry.networks.busyDirectors]);
    let rows = 0;
    for (const din of dins) {
      const profile = registry.directorProfile(din) as Json & { companyData: Any[]; mcaSignatoryCessationMasterHistory: Any[] };
      for (const row of profile.companyData) {
        rows += 1;
        expect(row.companyStatus).toBe(statusOf(row.cin_LLPIN));
        const onBoard = currentDins(row.cin_LLPIN).includes(din);
        if (masterOf(row.cin_LLPIN).masterData.directorData !== null) expect(onBoard).toBe(row.cessationDate === null);
      }
      for (const row of profile.mcaSignatoryCessationMasterHistory) expect(currentDins(row.cin)).not.toContain(din);
    }
    for (const cin of cins) for (const din of currentDins(cin)) {
      const rowsFor = ((registry.directorProfile(din) as Any).companyData as Any[]).filter((r) => r.cin_LLPIN === cin && r.cessationDate === null);
      expect(rowsFor).toHaveLength(1);
    }
    expect(rows).toBeGreaterThan(500);
  });
});
