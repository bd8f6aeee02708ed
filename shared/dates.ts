// The spec writes dates three ways: MM/DD/YYYY on company, director and charge records, DD/MM/YYYY
// on filing rows, ISO 8601 on extractions and timestamps. `03/04/2020` is 4 March on one record and
// 3 April on the next, so a date is always read by the field it came from (FIELD_DATE_FORMAT), into
// one internal form: LocalDate `YYYY-MM-DD` for calendar days, IsoInstant (UTC, `...Z`) for moments.
//
// Errors: text from outside is parsed into a Result with code INVALID_DATE; handing the other
// helpers a value that is not already a LocalDate / ISO instant is a programming error (RangeError).

export type LocalDate = string & { readonly __brand: 'LocalDate' };
export type IsoInstant = string & { readonly __brand: 'IsoInstant' };
export type DateFormat = 'MM/DD/YYYY' | 'DD/MM/YYYY' | 'ISO_DATE' | 'ISO_DATETIME';
export type DateError = { code: 'INVALID_DATE'; message: string };
/** `value` is null when the registry left the date blank (empty, `-`, `NA`, `N/A`, null). */
export type DateResult<T> = { ok: true; value: T | null } | { ok: false; error: DateError };

export const DAY_MS = 86_400_000;
export const IST_OFFSET_MINUTES = 330;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const BLANKS = new Set(['', '-', 'NA', 'N/A']);

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}
export function daysInMonth(year: number, month: number): number {
  return month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
}

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');
const invalid = (message: string): { ok: false; error: DateError } => ({ ok: false, error: { code: 'INVALID_DATE', message } });

/** Why y-m-d is not a real day, or null when it is. */
function calendarProblem(y: number, m: number, d: number): string | null {
  if (y < 1000) return `year ${pad(y, 4)} is out of range`;
  if (m < 1 || m > 12) return `there is no month ${m}`;
  const last = daysInMonth(y, m);
  if (d < 1 || d > last) return `${MONTH_NAMES[m - 1]} ${y} has no day ${d} (it has ${last} days)`;
  return null;
}

function blank(raw: unknown): boolean {
  return raw === null || raw === undefined || (typeof raw === 'string' && BLANKS.has(raw.trim().toUpperCase()));
}

function readSlashed(raw: unknown, format: 'MM/DD/YYYY' | 'DD/MM/YYYY'): DateResult<LocalDate> {
  if (blank(raw)) return { ok: true, value: null };
  const text = typeof raw === 'string' ? raw.trim() : String(raw);
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  if (!m) return invalid(`Expected a date as ${format}, got "${text}"`);
  const [a, b, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const [month, day] = format === 'MM/DD/YYYY' ? [a, b] : [b, a];
  const problem = calendarProblem(y, month, day);
  if (problem) return invalid(`"${text}" is not a real day (${format}): ${problem}`);
  return { ok: true, value: `${y}-${pad(month)}-${pad(day)}` as LocalDate };
}

/** Company, director and charge records: `MM/DD/YYYY`. */
export function parseRegistryDate(raw: unknown): DateResult<LocalDate> {
  return readSlashed(raw, 'MM/DD/YYYY');
}
/** Filing rows: `DD/MM/YYYY`. */
export function parseFilingDate(raw: unknown): DateResult<LocalDate> {
  return readSlashed(raw, 'DD/MM/YYYY');
}

const ISO =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:?\d{2})?)?$/i;

interface IsoParts {
  date: LocalDate;
  /** Epoch milliseconds; absent for a date without a time. */
  ms?: number;
}

function readIso(text: string): IsoParts | string {
  const m = ISO.exec(text);
  if (!m) return `Expected an ISO 8601 date or date-time, got "${text}"`;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const problem = calendarProblem(y, mo, d);
  if (problem) return `"${text}" is not a real day: ${problem}`;
  const date = `${m[1]}-${m[2]}-${m[3]}` as LocalDate;
  if (m[4] === undefined) return { date };
  const [hh, mm, ss] = [Number(m[4]), Number(m[5]), Number(m[6] ?? 0)];
  if (hh > 23 || mm > 59 || ss > 59) return `"${text}" is not a real time of day`;
  let offset = 0; // no zone written: read as UTC, so every machine reads the same instant
  const zone = m[8]?.toUpperCase();
  if (zone && zone !== 'Z') {
    const [oh, om] = [Number(zone.slice(1, 3)), Number(zone.slice(-2))];
    if (oh > 23 || om > 59) return `"${text}" has an impossible time zone offset`;
    offset = (zone[0] === '-' ? -1 : 1) * (oh * 60 + om);
  }
  const millis = Number((m[7] ?? '').padEnd(3, '0').slice(0, 3));
  return { date, ms: Date.UTC(y, mo - 1, d, hh, mm, ss, millis) - offset * 60_000 };
}

/** Extraction and job timestamps: a full ISO 8601 date-time, returned as a UTC instant. */
export function parseIsoDateTime(raw: unknown): DateResult<IsoInstant> {
  if (blank(raw)) return { ok: true, value: null };
  const text = typeof raw === 'string' ? raw.trim() : String(raw);
  const parts = readIso(text);
  if (typeof parts === 'string') return invalid(parts);
  if (parts.ms === undefined) return invalid(`Expected an ISO 8601 date-time with a time, got "${text}"`);
  return { ok: true, value: new Date(parts.ms).toISOString() as IsoInstant };
}

/** Extraction payload dates (`period_end`, `agm_date`...): `YYYY-MM-DD` or a full date-time, read as the calendar day written. */
export function parseIsoDate(raw: unknown): DateResult<LocalDate> {
  if (blank(raw)) return { ok: true, value: null };
  const text = typeof raw === 'string' ? raw.trim() : String(raw);
  const parts = readIso(text);
  return typeof parts === 'string' ? invalid(parts) : { ok: true, value: parts.date };
}

const REGISTRY = 'MM/DD/YYYY';
const FILING = 'DD/MM/YYYY';
const DAY = 'ISO_DATE';
const MOMENT = 'ISO_DATETIME';

/** Which format each date field of the spec is written in. */
export const FIELD_DATE_FORMAT = {
  // company, director and charge records
  dateOfIncorporation: REGISTRY, dateOfAppointment: REGISTRY, dinAllocationDate: REGISTRY,
  roleEffectiveDate: REGISTRY, cessationDate: REGISTRY, appointmentDate: REGISTRY,
  dateOfCreation: REGISTRY, dateOfModification: REGISTRY, dateOfSatisfaction: REGISTRY,
  // filing rows (also metadata.source.dateOfFiling of an AOC-4 extraction)
  dateOfFiling: FILING,
  // meta, unlock, freshness, refresh and job timestamps
  createdAt: MOMENT, updatedAt: MOMENT, unlockedAt: MOMENT, expiresAt: MOMENT, requestedAt: MOMENT,
  lastCompletedAt: MOMENT, freshUntil: MOMENT, cooldownUntil: MOMENT, listRefreshedAt: MOMENT,
  lastUpdated: MOMENT, contactUpdatedAt: MOMENT, generatedAt: MOMENT,
  // extraction payloads
  period_start: DAY, period_end: DAY, fy_start: DAY, fy_end: DAY, agm_date: DAY, filing_date: DAY,
  event_date: DAY, allotment_date: DAY, as_of_date: DAY, first_event_date: DAY, latest_event_date: DAY,
} as const satisfies Record<string, DateFormat>;
export type DateField = keyof typeof FIELD_DATE_FORMAT;

const PARSERS: Record<DateFormat, (raw: unknown) => DateResult<string>> = {
  'MM/DD/YYYY': parseRegistryDate,
  'DD/MM/YYYY': parseFilingDate,
  ISO_DATE: parseIsoDate,
  ISO_DATETIME: parseIsoDateTime,
};

/** Reads `value` in the format its field is written in; an unknown field name throws RangeError. */
export function parseDateField(field: DateField | string, value: unknown): DateResult<LocalDate | IsoInstant> {
  if (!Object.hasOwn(FIELD_DATE_FORMAT, field)) throw new RangeError(`No date format is known for field "${field}"`);
  const result = PARSERS[FIELD_DATE_FORMAT[field as DateField]](value) as DateResult<LocalDate | IsoInstant>;
  return result.ok ? result : invalid(`${field}: ${result.error.message}`);
}

function partsOf(date: string): [number, number, number] {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const parts: [number, number, number] = [Number(m?.[1]), Number(m?.[2]), Number(m?.[3])];
  if (!m || calendarProblem(...parts)) throw new RangeError(`Not a LocalDate (YYYY-MM-DD): "${date}"`);
  return parts;
}
const dayNumber = (date: string): number => {
  const [y, m, d] = partsOf(date);
  return Date.UTC(y, m - 1, d) / DAY_MS;
};
const fromDayNumber = (n: number): LocalDate => new Date(n * DAY_MS).toISOString().slice(0, 10) as LocalDate;

export function addDays(date: LocalDate | string, days: number): LocalDate {
  if (!Number.isInteger(days)) throw new RangeError(`days must be an integer, got ${days}`);
  return fromDayNumber(dayNumber(date) + days);
}
/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: LocalDate | string, to: LocalDate | string): number {
  return dayNumber(to) - dayNumber(from);
}

/** Epoch milliseconds of an ISO date-time (or of UTC midnight of a `YYYY-MM-DD`). */
export function toEpochMs(iso: string): number {
  const parts = readIso(iso.trim());
  if (typeof parts === 'string') throw new RangeError(parts);
  return parts.ms ?? dayNumber(parts.date) * DAY_MS;
}

/** The calendar day an instant falls on at a UTC offset (India by default). */
export function localDateOf(iso: string, offsetMinutes = IST_OFFSET_MINUTES): LocalDate {
  return new Date(toEpochMs(iso) + offsetMinutes * 60_000).toISOString().slice(0, 10) as LocalDate;
}

// Indian financial years run 1 April to 31 March and are named by the year they start in.
export interface FinancialYear {
  startYear: number;
}
export function financialYearOf(date: LocalDate | string): FinancialYear {
  const [y, m] = partsOf(date);
  return { startYear: m >= 4 ? y : y - 1 };
}
export function fyOfPeriodEnd(periodEnd: LocalDate | string): number {
  return financialYearOf(periodEnd).startYear;
}
export function formatFy(startYear: number): string {
  return `FY ${startYear}-${pad((startYear + 1) % 100)}`;
}
export function fyRange(startYear: number): { start: LocalDate; end: LocalDate } {
  return { start: `${startYear}-04-01` as LocalDate, end: `${startYear + 1}-03-31` as LocalDate };
}

export type FyResult = { ok: true; value: number } | { ok: false; error: { code: 'INVALID_FY'; message: string } };
/** Two-digit years: 00-69 are 2000s, 70-99 are 1900s. */
const century = (yy: string): number => (yy.length === 4 ? Number(yy) : Number(yy) + (Number(yy) < 70 ? 2000 : 1900));

/** `FY 2023-24`, `2023-24`, `2023-2024`, `FY23-24` → 2023; `FY24` / `FY2024` name the year it ends in → 2023. */
export function parseFy(text: string): FyResult {
  const t = text.trim().toUpperCase();
  const bad = (why: string): FyResult => ({ ok: false, error: { code: 'INVALID_FY', message: `"${text.trim()}" ${why}` } });
  const short = /^FY\s*'?(\d{2}|\d{4})$/.exec(t);
  if (short) return { ok: true, value: century(short[1]!) - 1 };
  const range = /^(?:FY\s*)?(\d{2}|\d{4})\s*[-–/]\s*(\d{2}|\d{4})$/.exec(t);
  if (!range) return bad('is not a financial year (expected e.g. FY 2023-24, 2023-24 or FY24)');
  const start = century(range[1]!);
  const end = range[2]!;
  const expected = end.length === 4 ? String(start + 1) : pad((start + 1) % 100);
  if (end !== expected) return bad(`is not a financial year: ${start} must be followed by ${expected}`);
  return { ok: true, value: start };
}

/** `21 Nov 2026` */
export function formatDate(date: LocalDate | string): string {
  const [y, m, d] = partsOf(date);
  return `${d} ${MONTHS[m - 1]} ${y}`;
}

/**
 * The calendar day a user reads for a stored value: a `YYYY-MM-DD` as written, an instant as the
 * day it falls on in India (an expiry at 26 Nov 2027, 00:20 IST is the 26th, never the UTC 25th).
 */
export function dayOf(value: string, offsetMinutes = IST_OFFSET_MINUTES): LocalDate {
  const text = value.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) {
    partsOf(text);
    return text as LocalDate;
  }
  return localDateOf(text, offsetMinutes);
}

/** `26 Nov 2026` for a day or an instant, the instant read in IST: the one way a date without its time is shown. */
export function formatDay(value: string, offsetMinutes = IST_OFFSET_MINUTES): string {
  return formatDate(dayOf(value, offsetMinutes));
}

/** `21 Nov 2026, 15:35 IST` (or `UTC`, `UTC+05:45`...) at the given offset, India by default. */
export function formatDateTime(iso: string, offsetMinutes = IST_OFFSET_MINUTES): string {
  const shifted = new Date(toEpochMs(iso) + offsetMinutes * 60_000).toISOString();
  const zone =
    offsetMinutes === IST_OFFSET_MINUTES ? 'IST' : offsetMinutes === 0 ? 'UTC'
      : `UTC${offsetMinutes < 0 ? '-' : '+'}${pad(Math.floor(Math.abs(offsetMinutes) / 60))}:${pad(Math.abs(offsetMinutes) % 60)}`;
  return `${formatDate(shifted.slice(0, 10))}, ${shifted.slice(11, 16)} ${zone}`;
}

/** Whole days elapsed (floored; negative when `from` is after `now`). */
export function ageInDays(fromIso: string, nowIso: string): number {
  return Math.floor((toEpochMs(nowIso) - toEpochMs(fromIso)) / DAY_MS);
}

/** A short age: `40 s`, `12 min`, `5 h`, `3 d`, `2 mo` (30-day months), `1 y` (365 days); floored, never negative. */
export function formatAge(ms: number): string {
  if (!Number.isFinite(ms)) throw new RangeError(`age must be a finite number of milliseconds, got ${ms}`);
  const s = Math.floor(Math.max(0, ms) / 1000);
  if (s < 60) return `${s} s`;
  if (s < 3600) return `${Math.floor(s / 60)} min`;
  if (s < 86_400) return `${Math.floor(s / 3600)} h`;
  const days = Math.floor(s / 86_400);
  if (days < 30) return `${days} d`;
  if (days < 365) return `${Math.floor(days / 30)} mo`;
  return `${Math.floor(days / 365)} y`;
}
