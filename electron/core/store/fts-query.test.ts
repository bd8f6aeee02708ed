import { describe, expect, it } from 'vitest';
import { identifierPrefix, splitCommonTerms, toFtsQuery } from './fts-query';

describe('toFtsQuery', () => {
  it('quotes every term and makes the last one a prefix while typing', () => {
    expect(toFtsQuery('tata mot', { prefixLast: true })).toBe('"tata" "mot"*');
    expect(toFtsQuery('tata mot', { prefixLast: false })).toBe('"tata" "mot"');
    expect(toFtsQuery('tata ', { prefixLast: true })).toBe('"tata"');
  });

  it('turns operators, quotes and syntax into plain words or drops them', () => {
    expect(toFtsQuery('a OR b NOT "c', { prefixLast: false })).toBe('"a" "OR" "b" "NOT" "c"');
    expect(toFtsQuery('name:(x*) ^y NEAR(z)', { prefixLast: true })).toBe('"name" "x" "y" "NEAR" "z"');
    expect(toFtsQuery('AOC-4', { prefixLast: true })).toBe('"AOC" "4"');
  });

  it('returns null when nothing searchable is left', () => {
    for (const s of ['', '   ', '"""', '***', '-', '()', '\u0301', 'x']) expect(toFtsQuery(s, { prefixLast: true })).toBeNull();
  });

  it('keeps non-Latin scripts with their combining marks', () => {
    expect(toFtsQuery('टाटा स्टील', { prefixLast: false })).toBe('"टाटा" "स्टील"');
  });
});

describe('identifierPrefix', () => {
  it('accepts CIN, LLPIN and DIN prefixes and rejects words', () => {
    expect(identifierPrefix(' u72200ka ')).toBe('U72200KA');
    expect(identifierPrefix('AAB-1234')).toBe('AAB-1234');
    expect(identifierPrefix('0123')).toBe('0123');
    expect(identifierPrefix('tata')).toBeNull();
    expect(identifierPrefix('tata 12')).toBeNull();
  });
});

describe('splitCommonTerms', () => {
  it('keeps the rare terms for FTS and hands the common ones, and prefixes of them, to the name check', () => {
    expect(splitCommonTerms('"Surya" "Finance" "Private" "li"*')).toEqual({ rare: '"Surya" "Finance"', common: ['private', 'li'] });
    // "in" may start "india" or "infosys": the name check tells them apart.
    expect(splitCommonTerms('"tata" "in"*')).toEqual({ rare: '"tata"', common: ['in'] });
    // A whole word is common only as itself; a one-letter prefix never is.
    expect(splitCommonTerms('"lim" "p"*')).toEqual({ rare: '"lim" "p"*', common: [] });
    expect(splitCommonTerms('"private" "limited"')).toEqual({ rare: null, common: ['private', 'limited'] });
  });
});
