import { describe, expect, it } from 'vitest';
import { DESIGNED_COMPANY_COUNT } from './networks';
import { TWIN_COMPANY_COUNT } from './twins';
import { createRegistry } from './index';
import { sampleCompanies, TEST_SEED, testRegistry } from '../../test/support/emulator/registry-fixture';

describe('createRegistry', () => {
  it('gives deep-equal records for the same seed and different ones for another seed', () => {
    const a = testRegistry();
    const b = createRegistry(TEST_SEED);
    const c = createRegistry('another-seed');
    expect(b.sandboxCompanies()).toEqual(a.sandboxCompanies());
    expect(b.sandboxDirectors()).toEqual(a.sandboxDirectors());
    for (const entry of sampleCompanies(a, 25)) {
      expect(b.company(entry.cin)).toEqual(entry);
      expect(b.master(entry.cin)).toEqual(a.master(entry.cin));
      expect(b.filings(entry.cin)).toEqual(a.filings(entry.cin));
      for (const form of a.extractionForms(entry.cin)) expect(b.extractionYears(entry.cin, form)).toEqual(a.extractionYears(entry.cin, form));
      for (const din of entry.directorDins) {
        expect(b.directorProfile(din)).toEqual(a.directorProfile(din));
        expect(b.directorContact(din)).toEqual(a.directorContact(din));
      }
    }
    expect(JSON.stringify(b.master(a.bigFiler))).toBe(JSON.stringify(a.master(a.bigFiler)));
    expect(c.sandboxCompanies().map((x) => x.cin)).not.toEqual(a.sandboxCompanies().map((x) => x.cin));
    expect(c.bigFiler).not.toBe(a.bigFiler);
  });

  it('generates any record alone, in any order, identically', () => {
    const a = testRegistry();
    const fresh = createRegistry(TEST_SEED);
    const last = [...a.companies()].at(-1)!;
    // The fresh registry reads this company first; the shared one has generated many others before.
    expect(fresh.filings(last.cin)).toEqual(a.filings(last.cin));
    expect(fresh.master(last.cin)).toEqual(a.master(last.cin));
  });

  it('holds the universe sizes: 52 + 5,000 drawn + the designed networks\' and near-identical names\' companies, 451 + 20,000 directors and theirs', () => {
    const r = testRegistry();
    const total = 5052 + DESIGNED_COMPANY_COUNT + TWIN_COMPANY_COUNT;
    expect(r.sandboxCompanies()).toHaveLength(52);
    expect(r.sandboxDirectors()).toHaveLength(451);
    expect(r.companyCount).toBe(total);
    expect(r.directorCount).toBeGreaterThan(20451);
    const all = [...r.companies()];
    expect(all).toHaveLength(total);
    expect(all.slice(0, 52).every((c) => c.sandbox)).toBe(true);
    expect(all.slice(52).some((c) => c.sandbox)).toBe(false);
    expect(new Set(all.map((c) => c.cin)).size).toBe(total);
    expect(new Set(all.map((c) => c.company.toLowerCase())).size).toBe(total);
  });

  it('sorts the sandbox lists (companies by name, directors by DIN) and every sandbox director serves a sandbox company', () => {
    const r = testRegistry();
    const names = r.sandboxCompanies().map((c) => c.company);
    expect(names).toEqual([...names].sort());
    const dins = r.sandboxDirectors().map((d) => d.din);
    expect(dins).toEqual([...dins].sort());
    for (const d of r.sandboxDirectors()) {
      const entry = r.director(d.din)!;
      expect(entry.sandbox).toBe(true);
      expect(entry.companies.length).toBeGreaterThan(0);
      for (const cin of entry.companies) expect(r.company(cin)!.sandbox).toBe(true);
    }
  });

  it('builds in under 1.5 s and resolves a name over 5,000 companies in under 50 ms (asserted with 3x headroom)', () => {
    const t0 = performance.now();
    const r = createRegistry('timing-seed');
    const built = performance.now() - t0;
    const word = r.sandboxCompanies()[0]!.company.split(' ')[0]!;
    r.resolveCompanies('warm up', { limit: 10, sandboxOnly: false });
    const t1 = performance.now();
    const hits = r.resolveCompanies(`${word} limited`, { limit: 10, sandboxOnly: false });
    const resolved = performance.now() - t1;
    expect(hits.length).toBeGreaterThan(0);
    expect(built).toBeLessThan(1500 * 3);
    expect(resolved).toBeLessThan(50 * 3);
  });
});
