import { describe, expect, it } from 'vitest';
import { checkCompanyId, checkDin, checkExtractionKey, checkFilingId } from './input-checks';

const YEAR = 2026;

function refusalCode(result: { ok: boolean; result?: { structuredContent?: Record<string, unknown> } }): unknown {
  return result.ok ? null : result.result?.structuredContent?.['code'];
}

describe('connector input checks', () => {
  it('accepts and normalises the three company identifier kinds', () => {
    expect(checkCompanyId('t', ' l17110mh1973plc019786 ', undefined, YEAR)).toEqual({ ok: true, value: 'L17110MH1973PLC019786' });
    expect(checkCompanyId('t', 'F01234', undefined, YEAR)).toEqual({ ok: true, value: 'F01234' });
    expect(checkCompanyId('t', 'AAB-1234', 'llpin', YEAR)).toEqual({ ok: true, value: 'AAB-1234' });
  });

  it('refuses malformed company identifiers with INVALID_CIN, as an error result made locally', () => {
    const bad = checkCompanyId('get_company', 'L17110MH1973PLC01978', undefined, YEAR);
    expect(bad.ok).toBe(false);
    if (bad.ok) return;
    expect(bad.result.isError).toBe(true);
    expect(bad.result.structuredContent).toMatchObject({ kind: 'error', tool: 'get_company', code: 'INVALID_CIN', status: 400, checkedLocally: true });
    // A CIN checked as an LLPIN fails the stricter idType rule.
    expect(refusalCode(checkCompanyId('t', 'L17110MH1973PLC019786', 'llpin', YEAR))).toBe('INVALID_CIN');
  });

  it('checks DINs and filing ids with the API codes', () => {
    expect(checkDin('t', '00012345')).toEqual({ ok: true, value: '00012345' });
    expect(refusalCode(checkDin('t', '1234567'))).toBe('INVALID_DIN');
    expect(refusalCode(checkDin('t', '1234567a'))).toBe('INVALID_DIN');
    expect(checkFilingId('t', 'flg_abcDEF123')).toEqual({ ok: true, value: 'flg_abcDEF123' });
    expect(refusalCode(checkFilingId('t', 'abc12345678'))).toBe('INVALID_FILING_ID');
  });

  it('maps the integer year per form type', () => {
    expect(checkExtractionKey('t', 'aoc-4', 2024, YEAR)).toEqual({ ok: true, value: '2024' });
    expect(checkExtractionKey('t', 'MGT-7', '2023', YEAR)).toEqual({ ok: true, value: '2023' });
    expect(checkExtractionKey('t', 'AOC-4', YEAR + 1, YEAR)).toEqual({ ok: true, value: String(YEAR + 1) });
    expect(refusalCode(checkExtractionKey('t', 'AOC-4', YEAR + 2, YEAR))).toBe('INVALID_YEAR');
    expect(refusalCode(checkExtractionKey('t', 'MGT-7', 1899, YEAR))).toBe('INVALID_YEAR');
    expect(checkExtractionKey('t', 'CHARGES', 10012345, YEAR)).toEqual({ ok: true, value: '10012345' });
    expect(refusalCode(checkExtractionKey('t', 'CHARGES', 'abc', YEAR))).toBe('INVALID_CHARGE_ID');
  });

  it('takes PAS-3 filing ids as strings only and passes unknown forms to the API', () => {
    expect(checkExtractionKey('t', 'PAS-3', 'flg_abcdefgh12', YEAR)).toEqual({ ok: true, value: 'flg_abcdefgh12' });
    expect(refusalCode(checkExtractionKey('t', 'PAS-3', 2024, YEAR))).toBe('INVALID_FILING_ID');
    expect(refusalCode(checkExtractionKey('t', 'PAS-3', 'nope', YEAR))).toBe('INVALID_FILING_ID');
    expect(checkExtractionKey('t', 'XYZ', 2024, YEAR)).toEqual({ ok: true, value: '2024' });
  });
});
