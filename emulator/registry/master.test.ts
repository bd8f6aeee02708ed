import { describe, expect, it } from 'vitest';
import { indianGrouping, rupeeCompact, rupeeDisplay } from './format';
import { sampleCompanies, testRegistry } from '../../test/support/emulator/registry-fixture';

type Row = Record<string, unknown>;
const MDY = /^(0[1-9]|1[0-2])\/(0[1-9]|[12]\d|3[01])\/\d{4}$/;

describe('rupee strings', () => {
  it('group digits the Indian way and compact to lakh and crore', () => {
    expect(indianGrouping(15_000_000)).toBe('1,50,00,000');
    expect(indianGrouping(999)).toBe('999');
    expect(indianGrouping(-1_234_567)).toBe('-12,34,567');
    expect(rupeeDisplay(15_000_000)).toBe('₹1,50,00,000');
    expect(rupeeCompact(15_000_000)).toBe('₹1.5 Cr');
    expect(rupeeCompact(2_500_000)).toBe('₹25 L');
    expect(rupeeCompact(50_000)).toBe('₹50,000');
    expect(rupeeCompact(125_000_000_000)).toBe('₹12,500 Cr');
  });
});

describe('master records', () => {
  const r = testRegistry();

  it('use the registry field names and formats for every kind of company', () => {
    for (const c of sampleCompanies(r, 200)) {
      const m = r.master(c.cin)!;
      expect(m.cin).toBe(c.cin);
      expect(m.company).toBe(c.company);
      const { companyData, commonData, directorData, indexChargesData } = m.masterData as { companyData: Row; commonData: Row | null; directorData: Row[] | null; indexChargesData: Row[] };
      expect(companyData.companyName).toBe(c.company);
      expect(companyData.dateOfIncorporation).toMatch(MDY);
      expect(companyData.companyStatus).toBe(c.companyStatus);
      const types = (companyData.MCAMDSCompanyAddress as Row[]).map((a) => a.addressType);
      expect(types).toEqual(['Registered Address', 'Correspondence Address']);
      if (c.idType === 'cin') {
        for (const name of ['authorisedCapital', 'paidUpCapital', 'subscribedCapital']) {
          const value = companyData[name] as number;
          expect(Number.isSafeInteger(value)).toBe(true);
          expect(companyData[`${name}Display`]).toBe(rupeeDisplay(value));
          expect(companyData[`${name}Formatted`]).toBe(rupeeCompact(value));
        }
        expect(companyData.paidUpCapital as number).toBeLessThanOrEqual(companyData.authorisedCapital as number);
        for (const key of ['companyType', 'companyOrigin', 'companyCategory', 'companySubcategory', 'classOfCompany', 'numberOfMembers', 'activeCompliance', 'whetherListedOrNot']) expect(companyData).toHaveProperty(key);
      }
      if (c.idType === 'llpin') {
        expect(commonData).toBeNull();
        expect(directorData).toBeNull();
      } else {
        expect(commonData!.mainDivisionCode).toBe(c.nicCode.slice(0, 2));
        expect(commonData!.mainDivisionDescription).toBe(c.mainDivisionDescription);
        for (const d of directorData!) {
          expect(d.DIN).toMatch(/^\d{8}$/);
          expect(d.PAN).toMatch(/^[A-Z]{5}\d{4}[A-Z]$/);
          expect(['true', 'false']).toContain(d.DirectorDisqualified);
          expect(d.dateOfAppointment).toMatch(MDY);
          for (const role of d.MCAUserRole as Row[]) expect(Object.keys(role).sort()).toEqual(['cin', 'designation', 'kmpFlag', 'role']);
          expect(c.directorDins).toContain(d.DIN);
        }
      }
      for (const ch of indexChargesData) {
        expect(Object.keys(ch).sort()).toEqual(['City', 'Country', 'PostalCode', 'State', 'StreetAddress', 'chName', 'chargeAmount', 'chargeId', 'dateOfCreation', 'dateOfModification', 'dateOfSatisfaction'].sort());
        expect(ch.dateOfCreation).toMatch(MDY);
      }
      for (const h of m.cinHistory as Row[]) expect(h.cin).not.toBe(c.cin);
    }
  });

  it('keeps the CIN serial and year through a conversion, and names the earlier name', () => {
    const all = [...r.companies()].slice(0, 1500);
    const converted = all.filter((c) => (r.master(c.cin)!.cinHistory as Row[]).length > 0);
    expect(converted.length).toBeGreaterThan(0);
    for (const c of converted) {
      for (const h of r.master(c.cin)!.cinHistory as Array<{ cin: string; fromDate: string; toDate: string }>) {
        expect(h.cin.slice(8, 12)).toBe(c.cin.slice(8, 12));
        expect(h.cin.slice(15)).toBe(c.cin.slice(15));
        expect(h.fromDate).toMatch(MDY);
        expect(h.toDate).toMatch(MDY);
      }
    }
    const renamed = all.filter((c) => (r.master(c.cin)!.nameHistory as Row[]).length > 0);
    expect(renamed.length).toBeGreaterThan(50);
    for (const c of renamed) for (const h of r.master(c.cin)!.nameHistory as Array<{ name: string }>) expect(h.name).not.toBe(c.company);
  });
});
