// Identifiers are validated with the API's own rules before any call (spec, "Assistant
// connector", rule 3): a malformed identifier costs no request, no rate-limit slot and no money,
// and the error carries the very code the API would have answered.
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { assertIdType, normaliseDin, normaliseFilingId } from '../../shared/ids';
import { localError } from './tool-results';

export type Checked<T> = { ok: true; value: T } | { ok: false; result: CallToolResult };

function refused(tool: string, code: string, message: string): { ok: false; result: CallToolResult } {
  return { ok: false, result: localError(tool, code, message) };
}

export function checkCompanyId(tool: string, companyId: string, idType: string | undefined, currentYear: number): Checked<string> {
  const result = assertIdType(companyId, idType, { currentYear });
  return result.ok ? { ok: true, value: result.id } : refused(tool, result.error.code, result.error.message);
}

export function checkDin(tool: string, din: string): Checked<string> {
  const result = normaliseDin(din);
  return result.ok ? { ok: true, value: result.id } : refused(tool, result.error.code, result.error.message);
}

export function checkFilingId(tool: string, filingId: string): Checked<string> {
  const result = normaliseFilingId(filingId);
  return result.ok ? { ok: true, value: result.id } : refused(tool, result.error.code, result.error.message);
}

export const EXTRACTION_MIN_YEAR = 1900;

/**
 * The path key of an extraction. The spec's tool table types `year` as an integer, which fits the
 * AOC-4 and MGT-7 calendar years and the numeric CHARGES charge id. A PAS-3 extraction is keyed by
 * a `flg_` filing id, which no integer can carry: the tool therefore also accepts a string, and a
 * PAS-3 call with an integer is refused with INVALID_FILING_ID (limitation of the spec's table).
 * Unknown form types go to the API unchanged, which answers FORM_TYPE_NOT_AVAILABLE for free.
 */
export function checkExtractionKey(tool: string, formType: string, year: number | string, currentYear: number): Checked<string> {
  const form = formType.trim().toUpperCase();
  const text = String(year).trim();
  if (form === 'AOC-4' || form === 'MGT-7') {
    const maxYear = currentYear + 1;
    if (!/^[0-9]{4}$/.test(text) || Number(text) < EXTRACTION_MIN_YEAR || Number(text) > maxYear) {
      return refused(tool, 'INVALID_YEAR', `Year ${text}: ${form} years are 4-digit calendar years from ${EXTRACTION_MIN_YEAR} to ${maxYear}`);
    }
    return { ok: true, value: text };
  }
  if (form === 'CHARGES') {
    if (!/^[0-9]+$/.test(text)) return refused(tool, 'INVALID_CHARGE_ID', `Charge id ${text}: a charge id is numeric`);
    return { ok: true, value: text };
  }
  if (form === 'PAS-3') {
    if (typeof year === 'number') {
      return refused(
        tool,
        'INVALID_FILING_ID',
        `PAS-3 extractions are addressed by a flg_ filing id, not by the number ${year}; pass the filing_id from list_extraction_years as a string`,
      );
    }
    return checkFilingId(tool, text);
  }
  return { ok: true, value: text };
}
