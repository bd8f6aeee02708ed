/**
 * Boundary normalisers for registry data as it really arrives. The registry passes values through
 * verbatim, so one field can be `true`, `"true"`, `"Y"` or `"1"` depending on which upstream form
 * wrote it. Each normaliser is a zod preprocessor: it rewrites the known messy spellings and leaves
 * everything else untouched, so a value that is wrong (not merely messy) still fails validation
 * with the field's path.
 */
import { z } from 'zod';
import { DIN_PATTERN } from '../ids';

/** Spellings the registry uses where it means "no value". Compared after trimming, case-insensitive. */
const NULL_TOKENS = new Set(['', '-', '--', 'na', 'n/a', 'null', 'none', 'nil', 'undefined']);

export function isNullToken(value: unknown): boolean {
  return typeof value === 'string' && NULL_TOKENS.has(value.trim().toLowerCase());
}

/** Wraps a schema so the null spellings ("", "-", "NA", "null") become null before validation. */
export function emptyToNull<T extends z.ZodType>(schema: T) {
  return z.preprocess((v) => (isNullToken(v) ? null : v), schema.nullable());
}

const TRUE_TOKENS = new Set(['true', 'y', 'yes', '1']);
const FALSE_TOKENS = new Set(['false', 'n', 'no', '0']);

function toBoolean(value: unknown): unknown {
  if (value === 1) return true;
  if (value === 0) return false;
  if (typeof value !== 'string') return value;
  const token = value.trim().toLowerCase();
  if (TRUE_TOKENS.has(token)) return true;
  if (FALSE_TOKENS.has(token)) return false;
  return value;
}

/** true/false, "true"/"false", "Y"/"N", "Yes"/"No", "1"/"0" (any case) -> boolean. */
export const boolish = z.preprocess(toBoolean, z.boolean());

/** boolish that also accepts the null spellings (a flag the registry left blank). */
export const nullableBoolish = emptyToNull(boolish);

/** A string that may arrive as one of the null spellings. */
export const nullishString = emptyToNull(z.string());

/** Collapses runs of spaces and removes spaces around hyphens: "ADT - 1" -> "ADT-1". */
export function normaliseFormId(value: string): string {
  return value.trim().replace(/\s*-\s*/g, '-').replace(/\s+/g, ' ');
}

/** Registry form ids with stray spaces: "ADT - 1" -> "ADT-1", " AOC-4 " -> "AOC-4", "AOC-4  XBRL" -> "AOC-4 XBRL". */
export const formId = z.preprocess((v) => (typeof v === 'string' ? normaliseFormId(v) : v), z.string().min(1));

/** Digits grouped with commas, Indian (1,00,000) or Western (100,000) style, optional sign and decimals. */
const GROUPED_NUMBER = /^[+-]?\d[\d,]*(\.\d+)?$/;

function toNumber(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (!GROUPED_NUMBER.test(text)) return value;
  return Number(text.replace(/,/g, ''));
}

/** Integers that may arrive as numeric strings ("1200", "1,200") -> 1200. Decimals still fail. */
export const intish = z.preprocess(toNumber, z.number().int());

/** Non-negative intish: counts such as fileSize, numberOfPages, totalCalls. */
export const countish = z.preprocess(toNumber, z.number().int().min(0));

/** Numbers that may arrive as strings with Indian commas ("1,00,00,000.50") -> number. */
export const numberish = z.preprocess(toNumber, z.number());

/** A 4-digit calendar year that may arrive as a string. */
export const yearish = z.preprocess(toNumber, z.number().int().min(1800).max(9999));

/** Identifiers and codes that may arrive as JSON numbers (chargeId 12345, nicCode 62011) -> string. */
export const idString = z.preprocess((v) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : v), z.string());

/**
 * A DIN: 8 digits. A DIN that went through a spreadsheet arrives as a number with its leading
 * zeros lost (12345 for "00012345"); pad it back. Anything that is not 8 digits still fails.
 */
export const dinString = z.preprocess(
  (v) => (typeof v === 'number' && Number.isInteger(v) && v >= 0 ? String(v).padStart(8, '0') : typeof v === 'string' ? v.trim() : v),
  z.string().regex(DIN_PATTERN, 'expected an 8-digit DIN'),
);

/** A decimal amount kept as a string so no precision is lost ("1500000.00"); numbers are stringified. */
export const decimalString = z.preprocess(
  (v) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : typeof v === 'string' ? v.trim().replace(/,/g, '') : v),
  z.string().regex(/^-?\d+(\.\d+)?$/, 'expected a decimal number string'),
);

/** A count that is a JSON number, or a digit string when too large for one (PAS-3 share counts). */
export const bigCount = z.union([z.number(), z.string().regex(/^-?\d+(\.\d+)?$/, 'expected a numeric string')]);

/** intish within bounds, for query values such as `limit` (1 to 200) that arrive as strings. */
export function intishIn(min: number, max: number) {
  return z.preprocess(toNumber, z.number().int().min(min).max(max));
}
