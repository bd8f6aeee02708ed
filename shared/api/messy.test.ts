import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { anyDate, dmyDate, isoDate, mdyDate } from './date-strings';
import {
  bigCount,
  boolish,
  countish,
  decimalString,
  dinString,
  emptyToNull,
  formId,
  idString,
  intish,
  nullableBoolish,
  numberish,
} from './messy';

describe('boolish', () => {
  it.each([
    [true, true], [false, false], ['true', true], ['false', false], ['TRUE', true],
    ['Y', true], ['N', false], ['Yes', true], ['No', false], ['1', true], ['0', false], [1, true], [0, false], [' y ', true],
  ])('%j -> %j', (input, expected) => {
    expect(boolish.parse(input)).toBe(expected);
  });

  it('rejects values that are not a boolean spelling', () => {
    expect(boolish.safeParse('maybe').success).toBe(false);
    expect(boolish.safeParse(2).success).toBe(false);
    expect(boolish.safeParse('').success).toBe(false);
  });

  it('nullableBoolish maps blanks to null', () => {
    expect(nullableBoolish.parse('')).toBeNull();
    expect(nullableBoolish.parse('NA')).toBeNull();
    expect(nullableBoolish.parse('N')).toBe(false);
  });

  it('normalises a director payload flag', () => {
    const director = z.looseObject({ DIN: dinString, DirectorDisqualified: boolish });
    expect(director.parse({ DIN: '00012345', DirectorDisqualified: 'false' })).toEqual({ DIN: '00012345', DirectorDisqualified: false });
  });
});

describe('emptyToNull', () => {
  const text = emptyToNull(z.string());
  it.each(['', '  ', '-', 'NA', 'N/A', 'null', 'NULL'])('%j -> null', (input) => {
    expect(text.parse(input)).toBeNull();
  });
  it('keeps real values and null', () => {
    expect(text.parse('Mumbai')).toBe('Mumbai');
    expect(text.parse(null)).toBeNull();
    expect(text.safeParse(5).success).toBe(false);
  });
  it('wraps other normalisers', () => {
    expect(emptyToNull(intish).parse('-')).toBeNull();
    expect(emptyToNull(intish).parse('42')).toBe(42);
  });
});

describe('formId', () => {
  it.each([
    ['ADT - 1', 'ADT-1'], [' AOC-4 ', 'AOC-4'], ['AOC-4  XBRL', 'AOC-4 XBRL'], ['LLP Form 8', 'LLP Form 8'], ['MGT -7', 'MGT-7'],
  ])('%j -> %j', (input, expected) => {
    expect(formId.parse(input)).toBe(expected);
  });
  it('rejects an empty form id', () => {
    expect(formId.safeParse('  ').success).toBe(false);
  });
});

describe('numbers', () => {
  it('intish takes numeric strings and commas', () => {
    expect(intish.parse('1200')).toBe(1200);
    expect(intish.parse(' 1,200 ')).toBe(1200);
    expect(intish.parse(7)).toBe(7);
    expect(intish.safeParse('12.5').success).toBe(false);
    expect(intish.safeParse('twelve').success).toBe(false);
  });
  it('countish refuses negatives', () => {
    expect(countish.parse('3')).toBe(3);
    expect(countish.safeParse(-1).success).toBe(false);
  });
  it('numberish reads Indian digit grouping', () => {
    expect(numberish.parse('1,00,00,000')).toBe(10000000);
    expect(numberish.parse('12,34,567.50')).toBe(1234567.5);
    expect(numberish.parse('-1,000')).toBe(-1000);
    expect(numberish.safeParse('1.2.3').success).toBe(false);
  });
  it('a filing row with string counts normalises', () => {
    const row = z.looseObject({ fileSize: countish, numberOfPages: countish, year: intish });
    expect(row.parse({ fileSize: '1200', numberOfPages: '14', year: '2023' })).toEqual({ fileSize: 1200, numberOfPages: 14, year: 2023 });
  });
  it('decimalString keeps precision and strips commas', () => {
    expect(decimalString.parse('1,50,000.00')).toBe('150000.00');
    expect(decimalString.parse(10)).toBe('10');
    expect(decimalString.safeParse('ten').success).toBe(false);
  });
  it('bigCount takes numbers and digit strings', () => {
    expect(bigCount.parse(100)).toBe(100);
    expect(bigCount.parse('123456789012345678901')).toBe('123456789012345678901');
    expect(bigCount.safeParse('lots').success).toBe(false);
  });
});

describe('identifiers', () => {
  it('idString stringifies numbers', () => {
    expect(idString.parse(100234)).toBe('100234');
    expect(idString.parse('100234')).toBe('100234');
  });
  it('dinString pads lost leading zeros', () => {
    expect(dinString.parse(12345)).toBe('00012345');
    expect(dinString.parse(' 01234567 ')).toBe('01234567');
    expect(dinString.safeParse('1234567').success).toBe(false);
  });
});

describe('date strings', () => {
  it('mdyDate takes MM/DD/YYYY and rejects DD/MM/YYYY with day > 12', () => {
    expect(mdyDate.parse('12/31/2019')).toBe('12/31/2019');
    expect(mdyDate.safeParse('31/12/2019').success).toBe(false);
    expect(mdyDate.parse('')).toBeNull();
  });
  it('dmyDate takes DD/MM/YYYY and rejects MM/DD/YYYY with day > 12', () => {
    expect(dmyDate.parse('31/12/2019')).toBe('31/12/2019');
    expect(dmyDate.safeParse('12/31/2019').success).toBe(false);
    expect(dmyDate.parse('-')).toBeNull();
  });
  it('isoDate takes dates and date-times', () => {
    expect(isoDate.parse('2024-03-31')).toBe('2024-03-31');
    expect(isoDate.parse('2026-11-21T10:15:00.000Z')).toBe('2026-11-21T10:15:00.000Z');
    expect(isoDate.parse('2026-11-21T10:15:00+05:30')).toBe('2026-11-21T10:15:00+05:30');
    expect(isoDate.safeParse('21/11/2026').success).toBe(false);
    expect(isoDate.parse(null)).toBeNull();
  });
  it('anyDate takes any of the three', () => {
    for (const d of ['03/31/2024', '31/03/2024', '2024-03-31']) expect(anyDate.parse(d)).toBe(d);
    expect(anyDate.safeParse('March 2024').success).toBe(false);
  });
});
