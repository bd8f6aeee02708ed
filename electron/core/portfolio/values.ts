/**
 * The values of a book's cells, each read or refused in words: an exposure in rupees as banks write
 * it (₹, Rs., INR, Indian or western grouping, decimals, lakh / crore / L / Cr words, "/-"), to
 * integer paisa and never through a float; a sanction date (DD/MM/YYYY, DD-MM-YYYY, DD.MM.YYYY,
 * DD-MMM-YYYY, DD MMM YYYY, ISO, an Excel serial day), checked against the calendar; a PIN (six
 * digits, not starting with 0); a state as the registry names it; a company identifier by the
 * spec's rules. An empty cell is no value, never a problem.
 */
import { daysInMonth } from '../../../shared/dates';
import { type IdType, normaliseCompanyId } from '../../../shared/ids';
import { parseRupees } from '../../../shared/money';
import { normaliseState } from '../../../shared/states';
import type { AmountUnit } from './columns';

export type Read<T> = { ok: true; value: T | null } | { ok: false; problem: string };

const ok = <T>(value: T | null): Read<T> => ({ ok: true, value });
const no = <T>(problem: string): Read<T> => ({ ok: false, problem });

const NOT_AN_AMOUNT = /^(n\/?a|na|nil|none|null|tbd|tba|-+|—|–|\?|x+|not available)$/i;
const UNIT_WORD = /(crores?|cr\.?|lakhs?|lacs?|l)\s*(\/-)?\s*$/i;

export function readExposure(cell: string, unit: AmountUnit = 'rupees'): Read<number> {
  const text = cell.trim();
  if (text === '') return ok(null);
  const written = `exposure "${text}" is not an amount`;
  if (NOT_AN_AMOUNT.test(text)) return no(written);
  // A bare number in a column whose header says lakh or crore is in that unit.
  const withUnit = unit !== 'rupees' && !UNIT_WORD.test(text) ? `${text} ${unit}` : text;
  const parsed = parseRupees(withUnit.replace(/\s+/g, ' '));
  if (!parsed.ok) return no(`${written} (${parsed.error.message.replace(/^Amount "[^"]*" /, '').replace(/^Not an amount: .*/, 'not read as rupees')})`);
  if (parsed.value < 0) return no(`exposure "${text}" is negative`);
  return ok(parsed.value);
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const pad = (n: number) => String(n).padStart(2, '0');

/** Excel counts days from 30 Dec 1899 (its 1900 leap-year bug included); serials of 1990 to 2100 only. */
function excelSerial(n: number): string | null {
  if (n < 32_874 || n > 73_415) return null;
  return new Date(Date.UTC(1899, 11, 30) + n * 86_400_000).toISOString().slice(0, 10);
}

const MONTH_NAMES = /^(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|january|february|march|april|june|july|august|september|sept|october|november|december)$/i;

/** Day, month and year as written, or null when the text is no date shape we read. */
function dayMonthYear(text: string): [number, number, number] | null {
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  if (iso) return [Number(iso[3]), Number(iso[2]), Number(iso[1])];
  const numeric = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  if (numeric) return [Number(numeric[1]), Number(numeric[2]), Number(numeric[3])];
  const named = /^(\d{1,2})[\s/.-]*([A-Za-z]{3,9})\.?[\s/.,-]*(\d{4})$/.exec(text);
  if (named && MONTH_NAMES.test(named[2]!)) return [Number(named[1]), MONTHS.indexOf(named[2]!.slice(0, 3).toLowerCase()) + 1, Number(named[3])];
  return null;
}

export function readDate(cell: string): Read<string> {
  const text = cell.trim();
  if (text === '') return ok(null);
  if (/^\d{5}$/.test(text) && excelSerial(Number(text))) return ok(excelSerial(Number(text)));
  const parts = dayMonthYear(text);
  if (!parts) return no(`sanction date "${text}" is not a date (DD/MM/YYYY or DD-MMM-YYYY)`);
  const [d, m, y] = parts;
  if (y < 1900 || y > 2100 || m < 1 || m > 12 || d < 1 || d > daysInMonth(y, m)) return no(`sanction date "${text}" is not a calendar date`);
  return ok(`${y}-${pad(m)}-${pad(d)}`);
}

export function readPin(cell: string): Read<string> {
  const text = cell.trim();
  if (text === '') return ok(null);
  const digits = text.replace(/[\s-]/g, '');
  if (!/^[1-9]\d{5}$/.test(digits)) return no(`PIN "${text}" is not a PIN code (six digits, the first not 0)`);
  return ok(digits);
}

export function readState(cell: string): Read<string> {
  const text = cell.trim();
  if (text === '') return ok(null);
  const state = normaliseState(text);
  return state.ok ? ok(state.name) : no(`state "${text}" is not a state or union territory of India`);
}

const ID_WORDS: Record<IdType, string> = { cin: 'CIN', fcin: 'FCIN', llpin: 'LLPIN' };

/** A company identifier, upper-cased and trimmed, or why it breaks the spec's rule (the rule named). */
export function readCompanyId(cell: string): Read<string> {
  const text = cell.trim();
  if (text === '') return ok(null);
  const checked = normaliseCompanyId(text);
  if (checked.ok) return ok(checked.id);
  const kind = text.length === 6 ? 'FCIN' : text.length === 8 ? 'LLPIN' : text.length === 21 ? 'CIN' : /^[LU]/i.test(text) ? 'CIN' : 'identifier';
  const why = checked.error.message.replace(/^(CIN|FCIN|LLPIN) \S+: /, '').replace(/^\S+: /, '');
  return no(`${kind} "${text}" is malformed: ${why} (rule: ${checked.error.rule})`);
}

export const idWord = (id: string): string => {
  const checked = normaliseCompanyId(id);
  return checked.ok ? ID_WORDS[checked.idType] : 'identifier';
};
