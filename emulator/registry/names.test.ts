import { describe, expect, it } from 'vitest';
import { containsRealBrand, REAL_BRANDS } from './brands';
import { testRegistry } from '../../test/support/emulator/registry-fixture';

// Checked by plain substring/word search here, independent of the generator's own filter.
const BRANDS = [
  'Tata', 'Reliance', 'Infosys', 'Wipro', 'Adani', 'Birla', 'Mahindra', 'Bajaj', 'Godrej', 'HDFC', 'ICICI', 'Larsen',
  'Toubro', 'Zomato', 'Paytm', 'Flipkart', 'Airtel', 'Bharti', 'Vedanta', 'Hindalco', 'UltraTech', 'Maruti', 'Dabur',
  'Marico', 'Britannia', 'Nestle', 'Amul', 'Patanjali', 'Haldiram', 'Titan', 'Tanishq', 'Kotak', 'IndusInd', 'SBI',
  'ONGC', 'BHEL', 'NTPC', 'GAIL', 'ITC', 'HCL', 'Cipla', 'Lupin', 'Biocon', 'Zydus', 'Jindal', 'Essar', 'Vodafone',
  'Jio', 'Swiggy', 'Byju', 'Nykaa', 'DMart', 'BigBasket', 'Snapdeal', 'Myntra', 'OYO', 'Razorpay', 'Zerodha', 'Muthoot',
  'Shriram', 'Piramal', 'Apollo', 'Fortis', 'Raymond', 'Havells', 'Voltas', 'Pidilite', 'Unilever', 'DLF', 'IndiGo',
  'SpiceJet', 'Kingfisher', 'MRF', 'JSW', 'Ola', 'Hero', 'Axis', 'LIC', 'TVS', 'Leyland', 'Asian Paints', 'Sun Pharma',
];

function mentions(name: string, brand: string): boolean {
  const lower = name.toLowerCase();
  const b = brand.toLowerCase();
  if (b.length >= 5) return lower.replace(/[^a-z0-9]/g, '').includes(b.replace(/ /g, ''));
  return lower.split(/[^a-z0-9]+/).includes(b);
}

describe('invented names', () => {
  const r = testRegistry();

  it('no company name, former name, brand name or charge holder mentions a real business', () => {
    const names: string[] = [];
    for (const c of r.companies()) {
      names.push(c.company);
      if (c.knownAs) names.push(c.knownAs);
    }
    for (const c of r.sandboxCompanies()) {
      const master = r.master(c.cin)!;
      for (const h of master.nameHistory as Array<{ name: string }>) names.push(h.name);
      for (const ch of (master.masterData as { indexChargesData: Array<{ chName: string }> }).indexChargesData) names.push(ch.chName);
    }
    const offenders = names.flatMap((n) => BRANDS.filter((b) => mentions(n, b)).map((b) => `${n} ~ ${b}`));
    expect(offenders).toEqual([]);
    expect(names.length).toBeGreaterThan(5000);
  });

  it('the generator filter catches the brands it must', () => {
    expect(REAL_BRANDS.length).toBeGreaterThanOrEqual(60);
    expect(containsRealBrand('Tata Steels Private Limited')).toBe('tata');
    expect(containsRealBrand('Kavira Infosystems Limited')).toBe('infosys');
    expect(containsRealBrand('Asian Paints Traders LLP')).toBe('asian paints');
    expect(containsRealBrand('Kavira Textiles Private Limited')).toBeNull();
  });

  it('uses the legal suffix of each kind of company', () => {
    for (const c of r.companies()) {
      if (c.idType === 'llpin') expect(c.company.endsWith(' LLP')).toBe(true);
      else if (c.idType === 'cin') {
        const type = c.cin.slice(12, 15);
        if (type === 'OPC') expect(c.company.endsWith(' OPC Private Limited')).toBe(true);
        else if (type === 'PTC' || type === 'FTC') expect(c.company.endsWith(' Private Limited')).toBe(true);
        else expect(c.company.endsWith(' Limited') && !c.company.endsWith('Private Limited')).toBe(true);
      }
    }
  });
});
