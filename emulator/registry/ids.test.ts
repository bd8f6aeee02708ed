import { describe, expect, it } from 'vitest';
import { isCin, isFcin, isLlpin, normaliseDin, parseCin as sharedParseCin } from '../../shared/ids';
import { CIN_PATTERN, DIN_PATTERN, FCIN_PATTERN, LLPIN_PATTERN, parseCin } from './ids';
import { STATES } from './places';
import { NIC_DIVISIONS } from './nic';
import { testRegistry } from '../../test/support/emulator/registry-fixture';

describe('identifiers', () => {
  it('every company id is a valid CIN, FCIN or LLPIN, by our rules and by shared/ids', () => {
    const r = testRegistry();
    const stateCodes = new Set(STATES.map((s) => s.code));
    for (const c of r.companies()) {
      if (c.idType === 'cin') {
        expect(c.cin).toMatch(CIN_PATTERN);
        expect(isCin(c.cin)).toBe(true);
        const parts = parseCin(c.cin)!;
        expect(stateCodes.has(parts.stateCode)).toBe(true);
        expect(parts.nic).toBe(c.nicCode);
        expect(NIC_DIVISIONS.some((n) => n.code === parts.nic.slice(0, 2))).toBe(true);
        expect(Number(c.dateOfIncorporation.slice(6))).toBe(parts.year);
        expect(sharedParseCin(c.cin)).not.toBeNull();
        // The state in the CIN is where the registered office is.
        expect(STATES.find((s) => s.code === parts.stateCode)!.name).toBe(c.state);
      } else if (c.idType === 'fcin') {
        expect(c.cin).toMatch(FCIN_PATTERN);
        expect(c.cin.startsWith('F0')).toBe(true);
        expect(isFcin(c.cin)).toBe(true);
      } else {
        expect(c.cin).toMatch(LLPIN_PATTERN);
        expect(isLlpin(c.cin)).toBe(true);
      }
      const state = STATES.find((s) => s.name === c.state)!;
      expect(state.cities.map((x) => x.name)).toContain(c.city);
    }
  });

  it('listed companies carry L, the rest U, and the type code matches the class of company', () => {
    const r = testRegistry();
    for (const c of r.sandboxCompanies().filter((x) => x.idType === 'cin')) {
      const data = (r.master(c.cin)!.masterData as { companyData: Record<string, unknown> }).companyData;
      expect(c.cin[0]).toBe(data.whetherListedOrNot === 'Listed' ? 'L' : 'U');
      const type = c.cin.slice(12, 15);
      const expected = type === 'OPC' ? 'One Person Company' : type === 'PLC' || type === 'FLC' ? 'Public' : 'Private';
      expect(data.classOfCompany).toBe(expected);
    }
  });

  it('every DIN is 8 digits, unique, and accepted by shared/ids', () => {
    const r = testRegistry();
    const seen = new Set<string>();
    for (const c of r.companies()) for (const din of c.directorDins) seen.add(din);
    for (const d of r.sandboxDirectors()) seen.add(d.din);
    // Every director sits somewhere: the drawn 20,451 and those of the designed networks.
    expect(seen.size).toBe(r.directorCount);
    expect(seen.size).toBeGreaterThan(20451);
    for (const din of seen) {
      expect(din).toMatch(DIN_PATTERN);
      expect(normaliseDin(din).ok).toBe(true);
    }
  });

  it('shows the three id kinds in the sandbox: about 4 FCINs, 6 LLPINs, the rest CINs', () => {
    const kinds = testRegistry().sandboxCompanies().map((c) => c.idType);
    expect(kinds.filter((k) => k === 'fcin')).toHaveLength(4);
    expect(kinds.filter((k) => k === 'llpin')).toHaveLength(6);
    expect(kinds.filter((k) => k === 'cin')).toHaveLength(42);
  });
});
