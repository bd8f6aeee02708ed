import { describe, expect, it } from 'vitest';
import {
  addDays,
  ageInDays,
  DAY_MS,
  daysBetween,
  daysInMonth,
  FIELD_DATE_FORMAT,
  financialYearOf,
  formatAge,
  formatDate,
  formatDay,
  dayOf,
  formatDateTime,
  formatFy,
  fyOfPeriodEnd,
  fyRange,
  isLeapYear,
  localDateOf,
  parseDateField,
  parseFilingDate,
  parseFy,
  parseIsoDate,
  parseIsoDateTime,
  parseRegistryDate,
  toEpochMs,
} from './dates';

type R = { ok: true; value: unknown } | { ok: false; error: { code: string; message: string } };
const ok = (r: R) => (r.ok ? r.value : `error: ${r.error.message}`);
const errorOf = (r: R) => {
  if (r.ok) throw new Error(`expected a failure, got ${String(r.value)}`);
  expect(r.error.code).toMatch(/^INVALID_(DATE|FY)$/);
  return r.error.message;
};

describe('calendar rules', () => {
  it('knows leap years', () => {
    expect([1900, 2000, 2023, 2024, 2100, 2400].map(isLeapYear)).toEqual([false, true, false, true, false, true]);
    expect([1, 2, 4, 12].map((m) => daysInMonth(2023, m))).toEqual([31, 28, 30, 31]);
    expect(daysInMonth(2024, 2)).toBe(29);
  });
});

describe('parseRegistryDate (MM/DD/YYYY) and parseFilingDate (DD/MM/YYYY)', () => {
  it('reads the ambiguous 03/04/2020 by field', () => {
    expect(ok(parseRegistryDate('03/04/2020'))).toBe('2020-03-04');
    expect(ok(parseFilingDate('03/04/2020'))).toBe('2020-04-03');
    expect(ok(parseDateField('dateOfIncorporation', '03/04/2020'))).toBe('2020-03-04');
    expect(ok(parseDateField('dateOfFiling', '03/04/2020'))).toBe('2020-04-03');
  });
  it('accepts leap days and single-digit parts, trims', () => {
    expect(ok(parseRegistryDate('02/29/2024'))).toBe('2024-02-29');
    expect(ok(parseFilingDate('29/02/2000'))).toBe('2000-02-29');
    expect(ok(parseRegistryDate(' 3/4/2020 '))).toBe('2020-03-04');
    expect(ok(parseFilingDate('31/12/1999'))).toBe('1999-12-31');
  });
  it('returns null for the blanks of messy registry data', () => {
    for (const blank of ['', '  ', '-', 'NA', 'na', 'N/A', null, undefined]) {
      expect(parseRegistryDate(blank)).toEqual({ ok: true, value: null });
      expect(parseFilingDate(blank)).toEqual({ ok: true, value: null });
    }
  });
  it.each([
    [parseRegistryDate, '02/30/2020', 'February 2020 has no day 30 (it has 29 days)'],
    [parseRegistryDate, '02/29/2023', 'February 2023 has no day 29 (it has 28 days)'],
    [parseRegistryDate, '02/29/1900', 'has no day 29'],
    [parseRegistryDate, '13/01/2020', '(MM/DD/YYYY): there is no month 13'],
    [parseRegistryDate, '04/31/2020', 'April 2020 has no day 31'],
    [parseRegistryDate, '00/10/2020', 'there is no month 0'],
    [parseRegistryDate, '01/00/2020', 'has no day 0'],
    [parseRegistryDate, '01/01/0999', 'year 0999 is out of range'],
    [parseFilingDate, '30/02/2020', '(DD/MM/YYYY): February 2020 has no day 30'],
    [parseFilingDate, '01/13/2020', 'there is no month 13'],
    [parseRegistryDate, '2020-03-04', 'Expected a date as MM/DD/YYYY, got "2020-03-04"'],
    [parseFilingDate, '3-4-2020', 'Expected a date as DD/MM/YYYY'],
    [parseFilingDate, '03/04/20', 'Expected a date as DD/MM/YYYY'],
    [parseFilingDate, 'yesterday', 'got "yesterday"'],
    [parseFilingDate, 20200304, 'got "20200304"'],
  ])('%o rejects %s', (parse, text, message) => {
    expect(errorOf(parse(text))).toContain(message);
  });
  it('every day of 1999-2001 reads back through both slash formats', () => {
    const wrong: string[] = [];
    for (let day = '1999-01-01'; day <= '2001-12-31'; day = addDays(day, 1)) {
      const [y, m, d] = day.split('-');
      if (ok(parseRegistryDate(`${m}/${d}/${y}`)) !== day) wrong.push(`registry ${day}`);
      if (ok(parseFilingDate(`${d}/${m}/${y}`)) !== day) wrong.push(`filing ${day}`);
    }
    expect(wrong).toEqual([]);
  });
});

describe('ISO dates and date-times', () => {
  it('parses instants into UTC', () => {
    expect(ok(parseIsoDateTime('2026-11-21T10:00:00Z'))).toBe('2026-11-21T10:00:00.000Z');
    expect(ok(parseIsoDateTime('2026-11-21T10:00:00.123456Z'))).toBe('2026-11-21T10:00:00.123Z');
    expect(ok(parseIsoDateTime('2026-11-21T05:30:00+05:30'))).toBe('2026-11-21T00:00:00.000Z');
    expect(ok(parseIsoDateTime('2026-11-21T00:15:00+0530'))).toBe('2026-11-20T18:45:00.000Z');
    expect(ok(parseIsoDateTime('2026-11-21T10:00-02:00'))).toBe('2026-11-21T12:00:00.000Z');
    expect(ok(parseIsoDateTime('2026-11-21 10:00:00'))).toBe('2026-11-21T10:00:00.000Z');
    expect(ok(parseIsoDateTime('NA'))).toBeNull();
  });
  it.each([
    ['2026-11-21', 'with a time'],
    ['2026-02-29T10:00:00Z', 'February 2026 has no day 29'],
    ['2026-11-21T24:00:00Z', 'not a real time of day'],
    ['2026-11-21T10:60:00Z', 'not a real time of day'],
    ['2026-11-21T10:00:00+25:00', 'impossible time zone offset'],
    ['21/11/2026', 'Expected an ISO 8601 date or date-time, got "21/11/2026"'],
    ['2026-11-21T10:00:00ZZ', 'Expected an ISO 8601'],
  ])('parseIsoDateTime rejects %s', (text, message) => {
    expect(errorOf(parseIsoDateTime(text))).toContain(message);
  });
  it('payload dates accept a date or a date-time and keep the day as written', () => {
    expect(ok(parseIsoDate('2024-03-31'))).toBe('2024-03-31');
    expect(ok(parseIsoDate('2024-03-31T00:00:00+05:30'))).toBe('2024-03-31');
    expect(ok(parseIsoDate('-'))).toBeNull();
    expect(errorOf(parseIsoDate('2024-02-30'))).toContain('February 2024 has no day 30');
    expect(errorOf(parseIsoDate('31-03-2024'))).toContain('Expected an ISO 8601');
  });
});

describe('FIELD_DATE_FORMAT and parseDateField', () => {
  it('maps each field of the spec to its format', () => {
    for (const f of ['dateOfIncorporation', 'dateOfAppointment', 'dinAllocationDate', 'roleEffectiveDate', 'cessationDate',
      'appointmentDate', 'dateOfCreation', 'dateOfModification', 'dateOfSatisfaction'] as const) {
      expect(FIELD_DATE_FORMAT[f]).toBe('MM/DD/YYYY');
    }
    expect(FIELD_DATE_FORMAT.dateOfFiling).toBe('DD/MM/YYYY');
    for (const f of ['createdAt', 'updatedAt', 'expiresAt', 'freshUntil', 'listRefreshedAt'] as const) {
      expect(FIELD_DATE_FORMAT[f]).toBe('ISO_DATETIME');
    }
    for (const f of ['period_end', 'period_start', 'fy_end', 'agm_date', 'filing_date', 'event_date', 'allotment_date'] as const) {
      expect(FIELD_DATE_FORMAT[f]).toBe('ISO_DATE');
    }
  });
  it('dispatches on the field and names it in errors', () => {
    expect(ok(parseDateField('updatedAt', '2026-11-21T10:00:00Z'))).toBe('2026-11-21T10:00:00.000Z');
    expect(ok(parseDateField('period_end', '2024-03-31'))).toBe('2024-03-31');
    expect(ok(parseDateField('dateOfSatisfaction', null))).toBeNull();
    expect(errorOf(parseDateField('dateOfFiling', '12/31/2020'))).toBe(
      'dateOfFiling: "12/31/2020" is not a real day (DD/MM/YYYY): there is no month 31',
    );
    expect(errorOf(parseDateField('dateOfIncorporation', '2020-01-01'))).toMatch(/^dateOfIncorporation: Expected a date as MM\/DD\/YYYY/);
  });
  it('throws on a field with no known format', () => {
    expect(() => parseDateField('birthday', '01/01/2000')).toThrow('No date format is known for field "birthday"');
    expect(() => parseDateField('toString', '01/01/2000')).toThrow(RangeError);
  });
});

describe('Indian financial years', () => {
  it('financialYearOf at the April and March boundaries', () => {
    expect(financialYearOf('2023-04-01')).toEqual({ startYear: 2023 });
    expect(financialYearOf('2024-03-31')).toEqual({ startYear: 2023 });
    expect(financialYearOf('2023-03-31')).toEqual({ startYear: 2022 });
    expect(financialYearOf('2023-12-31')).toEqual({ startYear: 2023 });
    expect(() => financialYearOf('31/03/2024')).toThrow('Not a LocalDate');
  });
  it('every day of a range falls in the FY whose range contains it', () => {
    for (let day = '2019-01-01'; day <= '2021-12-31'; day = addDays(day, 1)) {
      const { start, end } = fyRange(financialYearOf(day).startYear);
      if (!(start <= day && day <= end)) throw new Error(`${day} outside ${start}..${end}`);
    }
  });
  it('formats, ranges and period ends', () => {
    expect(formatFy(2023)).toBe('FY 2023-24');
    expect(formatFy(1999)).toBe('FY 1999-00');
    expect(formatFy(2099)).toBe('FY 2099-00');
    expect(formatFy(2008)).toBe('FY 2008-09');
    expect(fyRange(2023)).toEqual({ start: '2023-04-01', end: '2024-03-31' });
    expect(fyOfPeriodEnd('2024-03-31')).toBe(2023);
  });
  it.each([
    ['FY 2023-24', 2023], ['2023-24', 2023], ['fy2023-24', 2023], ['2023-2024', 2023], ['FY 23-24', 2023],
    ['FY24', 2023], ['FY 2024', 2023], ["FY'24", 2023], ['FY 1999-00', 1999], ['FY00', 1999], ['FY 99', 1998],
    ['2099-00', 2099], ['2023/24', 2023],
  ])('parseFy(%s) → %d', (text, year) => {
    expect(ok(parseFy(text))).toBe(year);
  });
  it('round-trips formatFy through parseFy', () => {
    for (let y = 1900; y <= 2200; y++) expect(ok(parseFy(formatFy(y)))).toBe(y);
  });
  it.each([
    ['2023-25', '2023 must be followed by 24'],
    ['2023-2025', '2023 must be followed by 2024'],
    ['2023', 'is not a financial year (expected e.g.'],
    ['FY', 'is not a financial year'],
    ['FY 2023-24-25', 'is not a financial year'],
  ])('parseFy rejects %s', (text, message) => {
    expect(errorOf(parseFy(text))).toContain(message);
  });
});

describe('LocalDate arithmetic', () => {
  it('adds days across months, leap days and years', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2023-02-28', 1)).toBe('2023-03-01');
    expect(addDays('2023-12-31', 1)).toBe('2024-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('1969-12-31', 366)).toBe('1971-01-01');
    expect(() => addDays('2024-01-01', 0.5)).toThrow('integer');
    expect(() => addDays('2024-02-30', 1)).toThrow('Not a LocalDate');
  });
  it('daysBetween is the inverse of addDays', () => {
    expect(daysBetween('2023-04-01', '2024-03-31')).toBe(365);
    expect(daysBetween('2024-03-31', '2023-04-01')).toBe(-365);
    for (let n = -800; n <= 800; n += 7) expect(daysBetween('2024-02-29', addDays('2024-02-29', n))).toBe(n);
  });
});

describe('UI formatting', () => {
  it('formatDate', () => {
    expect(formatDate('2026-11-21')).toBe('21 Nov 2026');
    expect(formatDate('2023-04-01')).toBe('1 Apr 2023');
    expect(() => formatDate('2026-13-01')).toThrow(RangeError);
  });
  it('formatDateTime in IST by default, or at another offset', () => {
    expect(formatDateTime('2026-11-21T10:05:00Z')).toBe('21 Nov 2026, 15:35 IST');
    expect(formatDateTime('2026-11-21T20:00:00Z')).toBe('22 Nov 2026, 01:30 IST');
    expect(formatDateTime('2026-11-21T10:05:00Z', 0)).toBe('21 Nov 2026, 10:05 UTC');
    expect(formatDateTime('2026-11-21T10:05:00Z', 345)).toBe('21 Nov 2026, 15:50 UTC+05:45');
    expect(formatDateTime('2026-11-21T10:05:00Z', -300)).toBe('21 Nov 2026, 05:05 UTC-05:00');
    expect(() => formatDateTime('yesterday')).toThrow(RangeError);
  });
  it('localDateOf and toEpochMs', () => {
    expect(localDateOf('2026-11-21T18:29:59Z')).toBe('2026-11-21');
    expect(localDateOf('2026-11-21T18:30:00Z')).toBe('2026-11-22');
    expect(toEpochMs('2026-11-21')).toBe(Date.UTC(2026, 10, 21));
    expect(toEpochMs('1970-01-01T00:00:01Z')).toBe(1000);
  });
  it('dayOf and formatDay read an instant as its day in IST and a calendar day as written', () => {
    // 26 Nov 2027, 00:20 IST is 25 Nov in UTC: the user reads the 26th.
    expect(formatDay('2027-11-25T18:50:00.000Z')).toBe('26 Nov 2027');
    expect(dayOf('2027-11-25T18:50:00.000Z')).toBe('2027-11-26');
    expect(formatDay('2027-11-25T18:29:59Z')).toBe('25 Nov 2027');
    expect(formatDay('2027-11-25')).toBe('25 Nov 2027');
    expect(formatDay('2026-11-26T00:17:00+05:30')).toBe('26 Nov 2026');
    expect(() => formatDay('2027-13-25')).toThrow(RangeError);
  });
  it('ageInDays floors whole days', () => {
    expect(ageInDays('2026-11-01T00:00:00Z', '2026-11-21T00:00:00Z')).toBe(20);
    expect(ageInDays('2026-11-01T00:00:00Z', '2026-11-20T23:59:59Z')).toBe(19);
    expect(ageInDays('2026-11-22T00:00:00Z', '2026-11-21T00:00:00Z')).toBe(-1);
  });
  it.each([
    [-5000, '0 s'], [0, '0 s'], [59_999, '59 s'], [60_000, '1 min'], [3_599_999, '59 min'], [3_600_000, '1 h'],
    [DAY_MS - 1, '23 h'], [DAY_MS, '1 d'], [3 * DAY_MS, '3 d'], [30 * DAY_MS - 1, '29 d'], [30 * DAY_MS, '1 mo'],
    [61 * DAY_MS, '2 mo'], [365 * DAY_MS - 1, '12 mo'], [365 * DAY_MS, '1 y'], [1000 * DAY_MS, '2 y'],
  ])('formatAge(%d) → %s', (ms, text) => {
    expect(formatAge(ms)).toBe(text);
  });
  it('formatAge refuses NaN', () => {
    expect(() => formatAge(Number.NaN)).toThrow(RangeError);
  });
});
