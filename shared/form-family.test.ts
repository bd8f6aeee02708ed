import { describe, expect, it } from 'vitest';
import { formFilterWords, formKey, formMatches } from './form-family';

const FORMS = ['AOC-4', 'AOC-4 XBRL', 'AOC-4 CFS', 'AOC-4 NBFC', 'AOC-4 CFS NBFC', 'AOC-5', 'AOC-41', 'MGT-7', 'MGT-7A', 'MGT-14', 'INC-20', 'INC-20A', 'Form 23', 'Form 23AC', 'ADT-1'];
const taken = (filter: string) => FORMS.filter((f) => formMatches(f, filter));

describe('a form filter', () => {
  it("takes the whole family of the financial statements' form", () => {
    expect(taken('AOC-4')).toEqual(['AOC-4', 'AOC-4 XBRL', 'AOC-4 CFS', 'AOC-4 NBFC', 'AOC-4 CFS NBFC']);
  });

  it('takes the annual return with its abridged form', () => {
    expect(taken('MGT-7')).toEqual(['MGT-7', 'MGT-7A']);
  });

  it('ignores case, spaces, hyphens and brackets', () => {
    for (const spelling of ['aoc-4', 'AOC4', 'aoc 4', 'AOC - 4', ' Aoc-4 ']) expect(taken(spelling)).toEqual(taken('AOC-4'));
    expect(taken('mgt7')).toEqual(['MGT-7', 'MGT-7A']);
    expect(formMatches('AOC-4(XBRL)', 'AOC-4 XBRL')).toBe(true);
    expect(formMatches('AOC-4  XBRL', 'aoc-4 xbrl')).toBe(true);
  });

  it('takes an exact variant only when a variant is named', () => {
    expect(taken('AOC-4 XBRL')).toEqual(['AOC-4 XBRL']);
    expect(taken('MGT-7A')).toEqual(['MGT-7A']);
    expect(taken('AOC-4 CFS')).toEqual(['AOC-4 CFS']);
  });

  it('never takes a different form that shares a number', () => {
    expect(taken('AOC-5')).toEqual(['AOC-5']);
    expect(taken('INC-20')).toEqual(['INC-20']);
    expect(taken('Form 23')).toEqual(['Form 23']);
    expect(taken('MGT-1')).toEqual([]);
    expect(formMatches(null, 'AOC-4')).toBe(false);
  });

  it('says in words what a family filter takes', () => {
    expect(formFilterWords('aoc4')).toBe('AOC-4 (with AOC-4 XBRL, AOC-4 CFS, AOC-4 NBFC)');
    expect(formFilterWords('MGT-7')).toBe('MGT-7 (with MGT-7A)');
    expect(formFilterWords(' ADT-1 ')).toBe('ADT-1');
    expect(formKey('AOC-4 XBRL')).toBe('AOC4XBRL');
  });
});
