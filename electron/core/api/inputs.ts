/**
 * Argument checks done before any network call, with the spec's own error codes, so a bad
 * identifier costs nothing and never reaches the pacer. Identifier rules come from shared/ids.ts
 * (the same functions the emulator uses); the rest mirrors the spec's query limits.
 */
import { type ExtractionFormType, normaliseFormType } from '../../../shared/api/extractions';
import { type IdType, normaliseCompanyId, normaliseDin, normaliseFilingId } from '../../../shared/ids';
import { InvalidInputError } from './errors';

export const EXTRACTION_SCOPES = ['standalone', 'consolidated'] as const;
export type ExtractionScope = (typeof EXTRACTION_SCOPES)[number];

function refuse(result: { ok: false; error: { code: string; message: string; rule: string } }): never {
  throw new InvalidInputError(result.error.code, result.error.message, result.error.rule);
}

export function companyIdArg(raw: unknown, currentYear?: number): { id: string; idType: IdType } {
  const result = normaliseCompanyId(raw, currentYear === undefined ? undefined : { currentYear });
  if (!result.ok) refuse(result);
  return { id: result.id, idType: result.idType };
}

export function dinArg(raw: unknown): string {
  const result = normaliseDin(raw);
  if (!result.ok) refuse(result);
  return result.id;
}

export function filingIdArg(raw: unknown): string {
  const result = normaliseFilingId(raw);
  if (!result.ok) refuse(result);
  return result.id;
}

export function formTypeArg(raw: unknown): ExtractionFormType {
  const form = typeof raw === 'string' ? normaliseFormType(raw) : null;
  if (form === null) {
    throw new InvalidInputError('FORM_TYPE_NOT_AVAILABLE', `Form type ${JSON.stringify(raw)}: extractions exist for AOC-4, CHARGES, MGT-7 and PAS-3`, 'formType');
  }
  return form;
}

/**
 * The `{year}` slot of the extraction data call, per form (spec, "Get extracted data"): a year
 * 1900..current+1 for AOC-4 and MGT-7, a filing id for PAS-3, a numeric charge id for CHARGES.
 */
export function extractionKeyArg(form: ExtractionFormType, raw: unknown, currentYear: number): string {
  if (form === 'PAS-3') return filingIdArg(raw);
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  if (form === 'CHARGES') {
    if (!/^\d+$/.test(text)) throw new InvalidInputError('INVALID_CHARGE_ID', `Charge id ${JSON.stringify(raw)}: must be numeric`, 'chargeId');
    return text;
  }
  const year = /^\d{4}$/.test(text) ? Number(text) : Number.NaN;
  if (!(year >= 1900 && year <= currentYear + 1)) {
    throw new InvalidInputError('INVALID_YEAR', `Year ${JSON.stringify(raw)}: must be a year from 1900 to ${currentYear + 1}`, 'year');
  }
  return text;
}

export function scopeArg(raw: unknown): ExtractionScope {
  if (raw === undefined) return 'standalone';
  if (typeof raw === 'string' && (EXTRACTION_SCOPES as readonly string[]).includes(raw)) return raw as ExtractionScope;
  throw new InvalidInputError('INVALID_QUERY', `Scope ${JSON.stringify(raw)}: must be standalone or consolidated`, 'scope');
}

/** An integer in [min, max], for page, limit and year filters. */
export function intArg(name: string, raw: unknown, min: number, max: number): number {
  if (typeof raw !== 'number' || !Number.isInteger(raw) || raw < min || raw > max) {
    throw new InvalidInputError('INVALID_ARGUMENT', `${name} must be an integer from ${min} to ${max}; got ${JSON.stringify(raw)}`, name);
  }
  return raw;
}

export function queryArg(raw: unknown): string {
  const text = typeof raw === 'string' ? raw.trim() : '';
  if (text === '') throw new InvalidInputError('MISSING_QUERY', 'Type a name or identifier to search for', 'q');
  return text;
}

/** Opaque path tokens the spec does not shape (recharge order ids, invoice ids). */
export function tokenArg(name: string, raw: unknown): string {
  const text = typeof raw === 'string' ? raw.trim() : '';
  if (!/^[A-Za-z0-9_-]{1,128}$/.test(text)) {
    throw new InvalidInputError('INVALID_ARGUMENT', `${name} must be 1-128 letters, digits, "_" or "-"`, name);
  }
  return text;
}
