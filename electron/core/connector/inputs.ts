/**
 * Tool inputs checked with the shared identifier rules before anything is read or called (the
 * spec's connector, rule 3): a malformed identifier costs nothing and answers with the very code
 * the API would have answered. Identifiers come out canonical, and only identifiers reach the
 * library: no path or SQL is ever built from a tool argument (files are found by the store from a
 * checked filing id, text searches go through the store's FTS query builder).
 */
import { normaliseState } from '../../../shared/states';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { type ExtractionFormType, normaliseFormType } from '../../../shared/api/extractions';
import { assertIdType, normaliseDin, normaliseFilingId } from '../../../shared/ids';
import { localError } from './results';

export type Checked<T> = { ok: true; value: T } | { ok: false; result: CallToolResult };

const refused = (tool: string, code: string, message: string): { ok: false; result: CallToolResult } => ({ ok: false, result: localError(tool, code, message) });

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

export function checkQuery(tool: string, query: string): Checked<string> {
  const text = query.trim();
  return text === '' ? refused(tool, 'MISSING_QUERY', 'The query is empty: give a name or an identifier to look for') : { ok: true, value: text };
}

/** A state to narrow a registry search to: checked before the search is priced (one that is no state finds nothing, still charged). */
export function checkState(tool: string, state: string | undefined): Checked<string | undefined> {
  if (state === undefined) return { ok: true, value: undefined };
  const checked = normaliseState(state);
  return checked.ok ? { ok: true, value: checked.name } : refused(tool, 'INVALID_QUERY', checked.message);
}

export function checkFormType(tool: string, formType: string): Checked<ExtractionFormType> {
  const form = normaliseFormType(formType);
  return form === null
    ? refused(tool, 'FORM_TYPE_NOT_AVAILABLE', `Form type "${formType.slice(0, 40)}" is not one of AOC-4, CHARGES, MGT-7, PAS-3`)
    : { ok: true, value: form };
}

export const EXTRACTION_MIN_YEAR = 1900;

/**
 * The key of one extraction: a calendar year for AOC-4 and MGT-7, a numeric charge id for CHARGES,
 * a flg_ filing id for PAS-3. The spec's table types `year` as an integer, which cannot carry a
 * PAS-3 filing id: a string is accepted too, and a PAS-3 call with a number is refused.
 */
export function checkExtractionKey(tool: string, form: ExtractionFormType, year: number | string, currentYear: number): Checked<string> {
  const text = String(year).trim();
  if (form === 'AOC-4' || form === 'MGT-7') {
    const max = currentYear + 1;
    if (!/^[0-9]{4}$/.test(text) || Number(text) < EXTRACTION_MIN_YEAR || Number(text) > max) {
      return refused(tool, 'INVALID_YEAR', `Year ${text}: ${form} years are 4-digit calendar years from ${EXTRACTION_MIN_YEAR} to ${max}`);
    }
    return { ok: true, value: text };
  }
  if (form === 'CHARGES') return /^[0-9]{1,20}$/.test(text) ? { ok: true, value: text } : refused(tool, 'INVALID_CHARGE_ID', `Charge id ${text.slice(0, 40)}: a charge id is numeric`);
  if (typeof year === 'number') {
    return refused(tool, 'INVALID_FILING_ID', `PAS-3 extractions are addressed by a flg_ filing id, not by the number ${year}; pass the filing_id from list_extraction_years as a string`);
  }
  return checkFilingId(tool, text);
}
