import { describe, expect, it } from 'vitest';
import { testRegistry } from '../../test/support/emulator/registry-fixture';

type MasterData = { companyData: Record<string, unknown>; commonData: unknown; directorData: Array<Record<string, unknown>> | null; indexChargesData: Array<Record<string, unknown>> };

describe('sandbox composition', () => {
  const r = testRegistry();
  const sandbox = r.sandboxCompanies();
  const masterOf = (cin: string) => r.master(cin)!.masterData as MasterData;

  it('mixes active, struck off, under liquidation, amalgamated and dormant', () => {
    const statuses = new Set(sandbox.map((c) => c.companyStatus));
    for (const s of ['Active', 'Strike Off', 'Under Liquidation', 'Amalgamated', 'Dormant']) expect(statuses).toContain(s);
  });

  it('has one company with no filings and one with more than 300', () => {
    const counts = sandbox.map((c) => r.filings(c.cin).length);
    expect(counts.filter((n) => n === 0)).toHaveLength(1);
    expect(r.filings(r.sandboxNoFilings)).toEqual([]);
    expect(r.filings(r.sandboxBigFiler).length).toBeGreaterThan(300);
    expect(r.company(r.sandboxBigFiler)!.sandbox).toBe(true);
  });

  it('gives LLPs partners instead of share capital, and no common or director data', () => {
    for (const c of sandbox.filter((x) => x.idType === 'llpin')) {
      const m = masterOf(c.cin);
      expect(m.companyData.companyType).toBe('LLP');
      expect(m.companyData.numberOfPartners).toBeGreaterThanOrEqual(m.companyData.numberOfDesignatedPartners as number);
      expect(m.companyData).not.toHaveProperty('paidUpCapital');
      expect(m.companyData).not.toHaveProperty('authorisedCapital');
      expect(m.commonData).toBeNull();
      expect(m.directorData).toBeNull();
    }
  });

  it('has companies with open and with satisfied charges', () => {
    const charges = sandbox.flatMap((c) => masterOf(c.cin).indexChargesData);
    expect(charges.some((ch) => ch.dateOfSatisfaction === null)).toBe(true);
    expect(charges.some((ch) => ch.dateOfSatisfaction !== null)).toBe(true);
    const statuses = new Set(sandbox.flatMap((c) => ((r.extractionYears(c.cin, 'CHARGES') as { charges: Array<{ status: string }> }).charges).map((x) => x.status)));
    expect(statuses).toContain('SATISFIED');
    expect(statuses.has('ACTIVE') || statuses.has('OPEN')).toBe(true);
  });

  it('has disqualified directors and directors shared across companies', () => {
    const dins = r.sandboxDirectors().map((d) => d.din);
    const entries = dins.map((d) => r.director(d)!);
    expect(entries.some((d) => d.companies.length > 1)).toBe(true);
    expect(entries.some((d) => d.status.startsWith('Disqualified'))).toBe(true);
    const flagged = sandbox.flatMap((c) => masterOf(c.cin).directorData ?? []).filter((d) => d.DirectorDisqualified === 'true');
    expect(flagged.length).toBeGreaterThan(0);
  });

  it('has every contact path among sandbox directors', () => {
    const paths = new Set(r.sandboxDirectors().map((d) => r.director(d.din)!.contactPath));
    expect([...paths].sort()).toEqual(['cold', 'cold-fails', 'hot', 'unseeded']);
  });

  it('has a filing over 10 MB', () => {
    const sizes = sandbox.flatMap((c) => r.filings(c.cin).map((f) => f.row.fileSize));
    expect(sizes.some((s) => s > 10_000_000)).toBe(true);
  });

  it('has name and CIN histories and listed, unlisted, private and one-person companies', () => {
    const masters = sandbox.map((c) => r.master(c.cin)!);
    expect(masters.some((m) => (m.nameHistory as unknown[]).length > 0)).toBe(true);
    expect(masters.some((m) => (m.cinHistory as unknown[]).length > 0)).toBe(true);
    const classes = new Set(masters.map((m) => (m.masterData as MasterData).companyData.classOfCompany));
    for (const k of ['Private', 'Public', 'One Person Company']) expect(classes).toContain(k);
    expect(masters.some((m) => (m.masterData as MasterData).companyData.whetherListedOrNot === 'Listed')).toBe(true);
  });
});
