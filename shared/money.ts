// Money is integer paisa (1 rupee = 100 paisa) until the last step of formatting, and formatting
// itself is integer/bigint and string arithmetic: a float never touches an amount.
//
// Errors: parsing text from outside (user input, filed figures) returns a Result with code
// INVALID_AMOUNT; handing a formatter a value that is not a safe integer of paisa is a programming
// error and throws RangeError.

export type Paisa = number;
export type AmountResult =
  | { ok: true; value: Paisa }
  | { ok: false; error: { code: 'INVALID_AMOUNT'; message: string } };

export const RUPEE_SYMBOL = '₹';
export const PAISA_PER_RUPEE = 100;
/** One lakh = 1,00,000 rupees. */
export const PAISA_PER_LAKH = 10_000_000;
/** One crore = 1,00,00,000 rupees. */
export const PAISA_PER_CRORE = 1_000_000_000;

export type NegativeStyle = 'minus' | 'parens';
export type FigureUnit = 'rupees' | 'lakh' | 'crore';
const UNIT_POWER: Record<FigureUnit, number> = { rupees: 0, lakh: 5, crore: 7 };

function toBig(value: number | bigint, what: string): bigint {
  if (typeof value === 'bigint') return value;
  if (!Number.isSafeInteger(value)) throw new RangeError(`${what} must be a safe integer, got ${value}`);
  return BigInt(value);
}

const abs = (n: bigint): bigint => (n < 0n ? -n : n);
const pow10 = (n: number): bigint => 10n ** BigInt(n);

/** n / d rounded half away from zero (half-up on the magnitude), d > 0. */
function divRound(n: bigint, d: bigint): bigint {
  const q = (2n * abs(n) + d) / (2n * d);
  return n < 0n ? -q : q;
}

/** Indian digit grouping of a digit string: last three digits, then groups of two. */
export function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3);
  const groups: string[] = [];
  for (let end = head.length; end > 0; end -= 2) groups.unshift(head.slice(Math.max(0, end - 2), end));
  return `${groups.join(',')},${digits.slice(-3)}`;
}

function groupWestern(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, ',');
}

/** Non-negative `units` with `scale` implied decimals, grouped; optionally trailing zeros trimmed. */
function fixed(units: bigint, scale: number, trim: boolean): string {
  const whole = groupIndian((units / pow10(scale)).toString());
  if (scale === 0) return whole;
  let frac = (units % pow10(scale)).toString().padStart(scale, '0');
  if (trim) frac = frac.replace(/0+$/, '');
  return frac === '' ? whole : `${whole}.${frac}`;
}

function signed(negative: boolean, body: string, style: NegativeStyle): string {
  if (!negative || !/[1-9]/.test(body)) return body; // never show "-₹0.00"
  return style === 'parens' ? `(${body})` : `-${body}`;
}

export interface RupeeFormatOptions {
  /** 'always' (default) shows .00; 'auto' drops .00 only; 'never' rounds to whole rupees half-up. */
  paise?: 'always' | 'never' | 'auto';
  /** 'minus' (default) gives -₹5.00; 'parens' gives (₹5.00) as in financial tables. */
  negative?: NegativeStyle;
  /** Show the ₹ sign (default true). */
  symbol?: boolean;
}

/** `₹1,23,45,678.90` */
export function formatRupees(paisa: number | bigint, opts: RupeeFormatOptions = {}): string {
  const { paise = 'always', negative = 'minus', symbol = true } = opts;
  const p = toBig(paisa, 'paisa');
  const magnitude = abs(p);
  let body: string;
  if (paise === 'never') body = fixed(divRound(magnitude, 100n), 0, false);
  else if (paise === 'auto' && magnitude % 100n === 0n) body = fixed(magnitude / 100n, 0, false);
  else body = fixed(magnitude, 2, false);
  return signed(p < 0n, (symbol ? RUPEE_SYMBOL : '') + body, negative);
}

/** `₹1.23 Cr`, `₹4.5 L`, `₹12,345`: two decimals at most, rounded half-up, trailing zeros trimmed. */
export function formatCompact(paisa: number | bigint): string {
  const p = toBig(paisa, 'paisa');
  const magnitude = abs(p);
  const rupees = divRound(magnitude, 100n);
  const hundredthsOfLakh = divRound(magnitude, BigInt(PAISA_PER_LAKH / 100));
  let body: string;
  // Units are chosen on the rounded value, so ₹99,999.60 reads ₹1 L and not ₹1,00,000.
  if (rupees < 100_000n) body = fixed(rupees, 0, false);
  else if (hundredthsOfLakh < 10_000n) body = `${fixed(hundredthsOfLakh, 2, true)} L`;
  else body = `${fixed(divRound(magnitude, BigInt(PAISA_PER_CRORE / 100)), 2, true)} Cr`;
  return signed(p < 0n, RUPEE_SYMBOL + body, 'minus');
}

interface Decimal {
  negative: boolean;
  /** The value is units / 10^scale. */
  units: bigint;
  scale: number;
  whole: string;
  fraction: string;
}

function readDecimal(text: string): Decimal | null {
  const m = /^([+-]?)(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!m) return null;
  const fraction = m[3] ?? '';
  return { negative: m[1] === '-', units: BigInt(m[2]! + fraction), scale: fraction.length, whole: m[2]!, fraction };
}

function decimalOf(value: number | bigint | string): Decimal {
  if (typeof value === 'bigint') return { negative: value < 0n, units: abs(value), scale: 0, whole: abs(value).toString(), fraction: '' };
  // String(number) is the shortest text that reads back as that number: the figure as filed.
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value;
  const d = readDecimal(text);
  if (!d) throw new RangeError(`Not a plain decimal number: "${String(value)}"`);
  return d;
}

/** Plain figures and counts with Indian grouping; decimals kept exactly as written ("1234567.50" → "12,34,567.50"). */
export function formatIndianNumber(n: number | bigint | string): string {
  const d = decimalOf(n);
  const body = groupIndian(BigInt(d.whole).toString()) + (d.fraction ? `.${d.fraction}` : '');
  return signed(d.negative, body, 'minus');
}

export interface FigureOptions {
  /** Fixed number of decimals (default 2), rounded half-up. */
  decimals?: number;
  negative?: NegativeStyle;
}

/** A rupee figure shown in rupees, lakh or crore for financial tables: `scaleFigure('123456789', 'crore')` → `12.35`. */
export function scaleFigure(value: number | bigint | string, unit: FigureUnit, opts: FigureOptions = {}): string {
  const { decimals = 2, negative = 'minus' } = opts;
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 12) throw new RangeError(`decimals must be 0-12, got ${decimals}`);
  const d = decimalOf(value);
  const units = divRound(d.units * pow10(decimals), pow10(d.scale + UNIT_POWER[unit]));
  return signed(d.negative, fixed(units, decimals, false), negative);
}

const invalid = (message: string): AmountResult => ({ ok: false, error: { code: 'INVALID_AMOUNT', message } });

function toPaisaResult(negative: boolean, paisa: bigint, text: string): AmountResult {
  if (paisa > BigInt(Number.MAX_SAFE_INTEGER)) return invalid(`Amount "${text}" is too large to hold exactly`);
  const value = Number(paisa);
  return { ok: true, value: negative && value !== 0 ? -value : value };
}

const AMOUNT =
  /^([-−]?)\s*(₹|rs\.?|inr)?\s*([-−]?)\s*(\d[\d,]*)(?:\.(\d+))?\s*(crores?|cr\.?|lakhs?|lacs?|l)?(?:\s*\/-)?$/i;

/**
 * Reads an amount as people and filings write it: `₹1,23,45,678.90`, `1,23,45,678`, `Rs. 1234`,
 * `INR 12.5`, `(₹1,234.00)` (negative), `-₹5`, `₹1.23 Cr`, `4.5 L`, `2 lakh`, `3 crore`, and with the
 * "/-" Indian cheques and ledgers end a whole amount with (`Rs. 12,34,567/-`).
 */
export function parseRupees(text: unknown): AmountResult {
  if (typeof text !== 'string') return invalid('Amount must be text');
  const original = text.trim();
  if (original === '') return invalid('Amount is empty');
  let s = original;
  const parens = s.startsWith('(') && s.endsWith(')');
  if (parens) s = s.slice(1, -1).trim();
  const m = AMOUNT.exec(s);
  if (!m) return invalid(`Not an amount: "${original}"`);
  const [, sign1, , sign2, grouped, fraction = '', unitWord] = m as unknown as (string | undefined)[];
  if ([parens, sign1 !== '', sign2 !== ''].filter(Boolean).length > 1) return invalid(`Amount "${original}" has more than one minus sign`);
  const whole = grouped!.replace(/,/g, '');
  if (grouped!.includes(',') && grouped !== groupIndian(whole) && grouped !== groupWestern(whole)) {
    return invalid(`Amount "${original}" has misplaced commas`);
  }
  const negative = parens || sign1 !== '' || sign2 !== '';
  if (unitWord === undefined) {
    if (fraction.length > 2) return invalid(`Amount "${original}" has more than 2 decimal places`);
    return toPaisaResult(negative, BigInt(whole + fraction.padEnd(2, '0')), original);
  }
  const power = unitWord.toLowerCase().startsWith('c') ? UNIT_POWER.crore : UNIT_POWER.lakh;
  const scaled = BigInt(whole + fraction) * pow10(power + 2);
  const divisor = pow10(fraction.length);
  if (scaled % divisor !== 0n) return invalid(`Amount "${original}" is not a whole number of paisa`);
  return toPaisaResult(negative, scaled / divisor, original);
}

/** A rupee decimal string as filed ("1234.5", "-10.500") to paisa; extra decimals must be zeros. */
export function rupeesToPaisa(rupees: string): AmountResult {
  const d = typeof rupees === 'string' ? readDecimal(rupees) : null;
  if (!d) return invalid(`Not a rupee amount: "${String(rupees)}"`);
  const scaled = d.units * 100n;
  const divisor = pow10(d.scale);
  if (scaled % divisor !== 0n) return invalid(`Rupee amount "${rupees.trim()}" is not a whole number of paisa`);
  return toPaisaResult(d.negative, scaled / divisor, rupees.trim());
}

/** Paisa as a plain rupee decimal string ("-1234.50"), for CSV and spreadsheet cells. */
export function paisaToRupeeString(paisa: number | bigint): string {
  return formatRupees(paisa, { symbol: false }).replace(/,/g, '');
}

/** Sum of safe-integer paisa values; throws RangeError when an input or the total is not a safe integer. */
export function addPaisa(...amounts: number[]): Paisa {
  return sumPaisa(amounts);
}

export function sumPaisa(amounts: Iterable<number>): Paisa {
  let total = 0;
  for (const amount of amounts) {
    if (!Number.isSafeInteger(amount)) throw new RangeError(`paisa must be a safe integer, got ${amount}`);
    total += amount;
    // Both operands are safe, so a sum beyond 2^53 - 1 can only come out as an unsafe number.
    if (!Number.isSafeInteger(total)) throw new RangeError('paisa total exceeds the largest safe integer');
  }
  return total;
}

/**
 * The one precision every percentage is shown at, wherever the same figure appears (a finding's
 * title, a signal, the Financials tab's change column): one decimal, computed from the integers and
 * rounded once, half away from zero. (Rounding to tenths and then to whole percents made −187.45 %
 * read −188 %.)
 */
function percentTenths(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new RangeError('a percentage of a zero base is undefined');
  return divRound(abs(numerator) * 1000n, abs(denominator));
}

const tenthsText = (tenths: bigint) => `${groupIndian((tenths / 10n).toString())}.${tenths % 10n}%`;

/** `part` as a share of `whole`, unsigned: `33.3%`, `187.5%`, `0.0%`. */
export function formatPercentShare(part: number | bigint, whole: number | bigint): string {
  return tenthsText(percentTenths(toBig(part, 'part'), toBig(whole, 'whole')));
}

/**
 * A change as a share of its base: `+67.8%`, `−187.5%`, `+12,345.0%`, `0.0%` (one decimal, rounded
 * once; see percentTenths). The sign is `+` or the minus sign `−`; a change that rounds to nothing
 * has none. Integer arithmetic on bigints: no float touches it.
 */
export function formatPercentChange(change: number | bigint, base: number | bigint): string {
  const c = toBig(change, 'change');
  const tenths = percentTenths(c, toBig(base, 'base'));
  if (tenths === 0n) return '0.0%';
  return `${c < 0n ? '−' : '+'}${tenthsText(tenths)}`;
}
