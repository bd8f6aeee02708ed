import { describe, expect, it } from 'vitest';
import { CONTACT_TIER_FIELDS } from '../../shared/api/director-profile';
import { sampleCompanies, testRegistry } from '../../test/support/emulator/registry-fixture';

const HIDDEN_ROW_FIELDS = [
  'accountId', 'userId', 'userName', 'approverId', 'companyId', 'srn', 'v2UserId', 'bodyCorpInsideIndiaId', 'bodyCorpOutsideIndiaId',
  'din', 'firstName', 'middleName', 'lastName', 'gender', 'nationality', 'educationalQualification', 'flagged', 'oldFlag',
];

describe('directors', () => {
  const r = testRegistry();
  const dins = [...new Set(sampleCompanies(r, 120).flatMap((c) => c.directorDins))];

  it('profiles carry identity and role rows but none of the hidden fields', () => {
    for (const din of dins) {
      const p = r.directorProfile(din)!;
      expect(p.din).toBe(din);
      for (const key of ['firstName', 'lastName', 'gender', 'nationality', 'educationalQualification', 'companyData', 'mcaSignatoryCessationMasterHistory']) expect(p).toHaveProperty(key);
      for (const hidden of CONTACT_TIER_FIELDS) expect(p).not.toHaveProperty(hidden);
      const rows = [...(p.companyData as object[]), ...(p.mcaSignatoryCessationMasterHistory as object[])];
      for (const row of rows) for (const hidden of [...HIDDEN_ROW_FIELDS, ...CONTACT_TIER_FIELDS]) expect(row).not.toHaveProperty(hidden);
      const entry = r.director(din)!;
      const named = new Set([...(p.companyData as Array<{ cin_LLPIN: string }>).map((x) => x.cin_LLPIN), ...(p.mcaSignatoryCessationMasterHistory as Array<{ cin: string }>).map((x) => x.cin)]);
      for (const cin of entry.companies) expect(named.has(cin)).toBe(true);
    }
  });

  it('contact payloads exist except on the unseeded path', () => {
    const seen = new Set<string>();
    for (const din of dins) {
      const entry = r.director(din)!;
      seen.add(entry.contactPath);
      const contact = r.directorContact(din);
      if (entry.contactPath === 'unseeded') {
        expect(contact).toBeUndefined();
        continue;
      }
      expect(contact!.din).toBe(din);
      expect(contact!.mobileNumber).toMatch(/^\+91 9\d{9}$/);
      expect(contact!.emailAddress).toMatch(/^[a-z.]+\d+@[a-z]+\.(in|co\.in)$/);
      expect(contact!.pan).toMatch(/^[A-Z]{3}P[A-Z]\d{4}[A-Z]$/);
      expect(contact!.dob).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
      expect(Array.isArray(contact!.addresses)).toBe(true);
    }
    expect([...seen].sort()).toEqual(['cold', 'cold-fails', 'hot', 'unseeded']);
  });

  it('form networks: some directors hold 15 to 25 directorships', () => {
    const counts = new Map<string, number>();
    for (const c of r.companies()) for (const din of c.directorDins) counts.set(din, (counts.get(din) ?? 0) + 1);
    const hubs = [...counts.values()].filter((n) => n >= 15);
    expect(hubs.length).toBeGreaterThan(50);
    expect(Math.max(...counts.values())).toBeLessThanOrEqual(25);
    expect([...counts.values()].filter((n) => n > 1).length).toBeGreaterThan(2000);
  });

  it('DIN allocation dates fall in the DIN era and entries list their companies', () => {
    for (const din of dins.slice(0, 300)) {
      const entry = r.director(din)!;
      expect(Number(entry.dinAllocationDate.slice(6))).toBeGreaterThanOrEqual(2006);
      expect(entry.personType).toBe('Individual');
      for (const cin of entry.companies) expect(r.company(cin)!.directorDins).toContain(din);
    }
  });
});

describe('resolve', () => {
  const r = testRegistry();
  const all = [...r.companies()];

  it('ranks companies by matchScore, exact identifiers as a single hit of score 1', () => {
    const target = all[700]!;
    const hits = r.resolveCompanies(target.company, { limit: 10, sandboxOnly: false });
    expect(hits[0]!.cin).toBe(target.cin);
    const scores = hits.map((h) => h.matchScore as number);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const exact = r.resolveCompanies(` ${target.cin.toLowerCase()} `, { limit: 10, sandboxOnly: false });
    expect(exact).toHaveLength(1);
    expect(exact[0]).toMatchObject({ cin: target.cin, company: target.company, idType: target.idType, matchScore: 1 });
    for (const key of ['companyStatus', 'dateOfIncorporation', 'registeredAddress', 'nicCode', 'mainDivisionDescription', 'directors']) expect(exact[0]).toHaveProperty(key);
  });

  it('matches name prefixes, filters by state and city, and scopes to the sandbox', () => {
    const target = all[1234]!;
    const word = target.company.split(' ')[0]!;
    const prefix = r.resolveCompanies(word.slice(0, 4), { limit: 20, sandboxOnly: false });
    expect(prefix.length).toBeGreaterThan(0);
    const inState = r.resolveCompanies(word, { limit: 20, sandboxOnly: false, state: target.state.toUpperCase(), city: target.city });
    expect(inState.map((h) => h.cin)).toContain(target.cin);
    for (const h of inState) expect((h.registeredAddress as { state: string }).state).toBe(target.state);
    expect(r.resolveCompanies(word, { limit: 20, sandboxOnly: true }).every((h) => r.company(h.cin as string)!.sandbox)).toBe(true);
    expect(r.resolveCompanies(target.cin, { limit: 5, sandboxOnly: true })).toEqual([]);
    expect(r.resolveCompanies('zzqqxx', { limit: 5, sandboxOnly: false })).toEqual([]);
    expect(r.resolveCompanies(word, { limit: 3, sandboxOnly: false }).length).toBeLessThanOrEqual(3);
  });

  it('finds directors by name and by exact DIN', () => {
    const d = r.sandboxDirectors()[10]!;
    const byName = r.resolveDirectors(d.fullName, { limit: 20, sandboxOnly: true });
    expect(byName.map((h) => h.din)).toContain(d.din);
    expect(byName[0]!.matchScore).toBeGreaterThan(0.9);
    const byDin = r.resolveDirectors(d.din, { limit: 20, sandboxOnly: false });
    expect(byDin).toHaveLength(1);
    expect(byDin[0]).toMatchObject({ din: d.din, fullName: d.fullName, matchScore: 1, personType: 'Individual' });
    expect(typeof byDin[0]!.totalDirectorshipCount).toBe('number');
    const live = r.resolveDirectors('sharma', { limit: 20, sandboxOnly: true });
    expect(live.every((h) => r.director(h.din as string)!.sandbox)).toBe(true);
  });
});
