import { describe, expect, it } from 'vitest';
import { filingIdSchema } from './api/filings';
import {
  assertIdType,
  FILING_ID_PATTERN,
  COMPANY_TYPES,
  detectIdType,
  ID_TYPES,
  isCin,
  isFcin,
  isLlpin,
  normaliseCompanyId,
  isDin,
  normaliseDin,
  normaliseFilingId,
  parseCin,
  STATE_CODES,
} from './ids';

const Y = { currentYear: 2026 };
const GOOD = 'U72900KA2015PTC082988';

function errorOf(r: { ok: boolean; error?: { code: string; rule: string; message: string } }) {
  if (r.ok || !r.error) throw new Error('expected a failure');
  return r.error;
}

describe('normaliseCompanyId: CIN', () => {
  it('accepts a well formed CIN, trimming and upper-casing it', () => {
    expect(normaliseCompanyId(GOOD, Y)).toEqual({ ok: true, id: GOOD, idType: 'cin' });
    expect(normaliseCompanyId('  u72900ka2015ptc082988 \n', Y)).toEqual({ ok: true, id: GOOD, idType: 'cin' });
    expect(normaliseCompanyId('L17110MH1973PLC019786', Y)).toMatchObject({ ok: true, idType: 'cin' });
  });

  it.each([
    ['empty', '   ', 'empty', 'missing'],
    ['short', 'U72900KA2015PTC08298', 'length', 'not a 21-character CIN'],
    ['long', 'U72900KA2015PTC0829881', 'length', 'it has 22 characters'],
    ['listing status', 'X72900KA2015PTC082988', 'listing', 'listing status L or U, found "X"'],
    ['NIC digits', 'U729A0KA2015PTC082988', 'nic', '5-digit NIC code'],
    ['unknown state', 'U72900ZZ2015PTC082988', 'state', '"ZZ" are not a known state code'],
    ['state digits', 'U7290012015PTC0829881', 'state', 'not a known state code'],
    ['year letters', 'U72900KA20A5PTC082988', 'year', '4-digit year'],
    ['year too early', 'U72900KA1849PTC082988', 'year', '1849 is outside 1850-2026'],
    ['year in the future', 'U72900KA2027PTC082988', 'year', '2027 is outside 1850-2026'],
    ['unknown type', 'U72900KA2015XYZ082988', 'companyType', '"XYZ" are not a known company type'],
    ['serial digits', 'U72900KA2015PTC08298A', 'serial', '6-digit registration number'],
  ])('rejects a CIN with a bad %s', (_name, raw, rule, text) => {
    const error = errorOf(normaliseCompanyId(raw, Y));
    expect(error.code).toBe('INVALID_CIN');
    expect(error.rule).toBe(rule);
    expect(error.message).toContain(text);
  });

  it('accepts the boundary years 1850 and the current year', () => {
    expect(normaliseCompanyId('U72900KA1850PTC082988', Y).ok).toBe(true);
    expect(normaliseCompanyId('U72900KA2026PTC082988', Y).ok).toBe(true);
  });

  it('defaults the latest year to the current UTC year', () => {
    const year = new Date().getUTCFullYear();
    expect(normaliseCompanyId(`U72900KA${year}PTC082988`).ok).toBe(true);
    expect(normaliseCompanyId(`U72900KA${year + 1}PTC082988`).ok).toBe(false);
  });

  it('accepts every listed state code and company type, and only those', () => {
    for (const state of Object.keys(STATE_CODES)) {
      for (const type of Object.keys(COMPANY_TYPES)) {
        expect(isCin(`L65910${state}1999${type}000001`, Y)).toBe(true);
      }
    }
    const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    let accepted = 0;
    for (const a of letters) for (const b of letters) if (isCin(`U72900${a}${b}2015PTC082988`, Y)) accepted++;
    expect(accepted).toBe(Object.keys(STATE_CODES).length);
    for (const code of ['MH', 'DL', 'KA', 'TN', 'GJ', 'WB', 'TG', 'UP', 'LA']) expect(STATE_CODES[code]).toBeTruthy();
    expect(Object.keys(COMPANY_TYPES).sort()).toEqual(
      ['FLC', 'FTC', 'GAP', 'GAT', 'GOI', 'NPL', 'OPC', 'PLC', 'PTC', 'SGC', 'ULL', 'ULT'].sort(),
    );
  });

  it('rejects non-strings', () => {
    expect(errorOf(normaliseCompanyId(undefined)).rule).toBe('empty');
    expect(errorOf(normaliseCompanyId(12345)).rule).toBe('empty');
  });
});

describe('normaliseCompanyId: FCIN and LLPIN', () => {
  it('accepts FCIN and LLPIN, upper-casing LLPIN letters', () => {
    expect(normaliseCompanyId('F01234')).toEqual({ ok: true, id: 'F01234', idType: 'fcin' });
    expect(normaliseCompanyId(' f01234 ')).toEqual({ ok: true, id: 'F01234', idType: 'fcin' });
    expect(normaliseCompanyId('aab-1234')).toEqual({ ok: true, id: 'AAB-1234', idType: 'llpin' });
  });

  it.each([
    ['F0123A', 'fcinDigits', 'must be digits'],
    ['G01234', 'fcinPrefix', 'starts with the letter F'],
    ['AAB1234X', 'llpinHyphen', 'only hyphen after the third character'],
    ['AA-B1234', 'llpinHyphen', 'hyphen'],
    ['AAB-12-4', 'llpinHyphen', 'only hyphen'],
    ['A1B-1234', 'llpinLetters', 'must be letters'],
    ['AAB-12X4', 'llpinDigits', 'must be digits'],
  ])('rejects %s (%s)', (raw, rule, text) => {
    const error = errorOf(normaliseCompanyId(raw));
    expect(error).toMatchObject({ code: 'INVALID_CIN', rule });
    expect(error.message).toContain(text);
    expect(error.message).toContain(raw.toUpperCase());
  });
});

describe('detectIdType and the is* guards', () => {
  it('detects by length', () => {
    expect(detectIdType(GOOD)).toBe('cin');
    expect(detectIdType(' F01234 ')).toBe('fcin');
    expect(detectIdType('AAB-1234')).toBe('llpin');
    expect(detectIdType('Tata')).toBeNull();
  });

  it('guards agree with normaliseCompanyId', () => {
    expect(isCin(GOOD)).toBe(true);
    expect(isCin('F01234')).toBe(false);
    expect(isFcin('F01234')).toBe(true);
    expect(isFcin('F0123')).toBe(false);
    expect(isLlpin('AAB-1234')).toBe(true);
    expect(isLlpin('AAB_1234')).toBe(false);
  });
});

describe('parseCin', () => {
  it('splits a CIN into its parts', () => {
    expect(parseCin(GOOD)).toEqual({ listing: 'U', nic: '72900', state: 'KA', year: 2015, type: 'PTC', serial: '082988' });
    expect(parseCin('l17110mh1973plc019786')?.listing).toBe('L');
  });
  it('returns null for anything that is not a valid CIN', () => {
    expect(parseCin('F01234')).toBeNull();
    expect(parseCin('U72900ZZ2015PTC082988')).toBeNull();
  });
});

describe('assertIdType', () => {
  it('auto-detects when idType is absent', () => {
    expect(assertIdType(GOOD, undefined)).toMatchObject({ ok: true, idType: 'cin' });
    expect(assertIdType('F01234', '')).toMatchObject({ ok: true, idType: 'fcin' });
  });
  it('accepts an id of the stated type', () => {
    for (const [id, type] of [[GOOD, 'cin'], ['F01234', 'fcin'], ['AAB-1234', 'llpin']] as const) {
      expect(assertIdType(id, type)).toMatchObject({ ok: true, id, idType: type });
    }
    expect(ID_TYPES).toEqual(['cin', 'fcin', 'llpin']);
  });
  it('rejects an idType outside cin/fcin/llpin with INVALID_ID_TYPE', () => {
    for (const bad of ['CIN', 'din', 42]) {
      const error = errorOf(assertIdType(GOOD, bad));
      expect(error.code).toBe('INVALID_ID_TYPE');
      expect(error.message).toContain('cin, fcin, llpin');
    }
  });
  it('rejects an id that does not match the stated type with INVALID_CIN', () => {
    expect(errorOf(assertIdType('F01234', 'cin'))).toMatchObject({ code: 'INVALID_CIN', rule: 'length' });
    expect(errorOf(assertIdType(GOOD, 'llpin'))).toMatchObject({ code: 'INVALID_CIN', rule: 'length' });
    expect(errorOf(assertIdType('AAB-1234', 'fcin'))).toMatchObject({ code: 'INVALID_CIN', rule: 'length' });
    expect(errorOf(assertIdType(' ', 'cin'))).toMatchObject({ code: 'INVALID_CIN', rule: 'empty' });
  });
});

describe('normaliseDin', () => {
  it('accepts 8 digits, keeping leading zeros', () => {
    expect(normaliseDin(' 00012345 ')).toEqual({ ok: true, id: '00012345' });
  });
  it.each([
    ['', 'empty', 'missing'],
    ['1234567', 'length', 'has 7'],
    ['123456789', 'length', 'has 9'],
    ['1234567A', 'digits', 'digits only'],
    ['1234-567', 'digits', 'digits only'],
  ])('rejects "%s"', (raw, rule, text) => {
    const error = errorOf(normaliseDin(raw));
    expect(error).toMatchObject({ code: 'INVALID_DIN', rule });
    expect(error.message).toContain(text);
  });
  it('rejects numbers, which would have lost their leading zeros', () => {
    expect(errorOf(normaliseDin(12345678)).code).toBe('INVALID_DIN');
  });
  it('isDin is the same rule for a DIN already canonical: 8 digits and nothing around them', () => {
    for (const din of ['00012345', '12345678']) expect(isDin(din)).toBe(normaliseDin(din).ok);
    for (const bad of [' 00012345', '1234567', '123456789', '1234567A', '１２３４５６７８', 12345678, null]) expect(isDin(bad)).toBe(false);
  });
});

describe('normaliseFilingId', () => {
  it('accepts opaque flg_ tokens of 1 to 128 letters, digits, _ and - without changing their case', () => {
    expect(normaliseFilingId(' flg_AbC123xY ')).toEqual({ ok: true, id: 'flg_AbC123xY' });
    expect(normaliseFilingId('flg_a').ok).toBe(true);
    expect(normaliseFilingId('flg_AbC-123_xY').ok).toBe(true);
    expect(normaliseFilingId(`flg_${'Z'.repeat(128)}`).ok).toBe(true);
  });
  it('is the same rule as FILING_ID_PATTERN, which the API schema and the bridge contract use', () => {
    const samples = ['flg_a', 'flg_AbC-123_xY', 'flg_', 'FLG_abc', 'flg_a/b', 'flg_a.b', 'flg_a b', `flg_${'q'.repeat(128)}`, `flg_${'q'.repeat(129)}`];
    for (const id of samples) expect(FILING_ID_PATTERN.test(id), id).toBe(normaliseFilingId(id).ok);
    expect(filingIdSchema.safeParse('flg_AbC-123_xY').success).toBe(true);
    expect(filingIdSchema.safeParse('flg_a/b').success).toBe(false);
  });
  it.each([
    ['', 'empty', 'missing'],
    ['FLG_AbC123xY', 'prefix', 'must begin with "flg_"'],
    ['AbC123xY', 'prefix', 'must begin'],
    ['flg_AbC/123xY', 'characters', 'only letters, digits, "_" and "-"'],
    ['flg_abc 123xy', 'characters', 'only letters, digits'],
    ['flg_../etc', 'characters', 'only letters, digits'],
    ['flg_', 'length', 'has 0 characters, expected 1-128'],
    [`flg_${'a'.repeat(129)}`, 'length', 'has 129 characters'],
  ])('rejects "%s"', (raw, rule, text) => {
    const error = errorOf(normaliseFilingId(raw));
    expect(error).toMatchObject({ code: 'INVALID_FILING_ID', rule });
    expect(error.message).toContain(text);
  });
});
