import { describe, expect, it } from 'vitest';
import { mergeJson, mergeJsonText } from './json-merge';

describe('mergeJson: never overwrite good data with worse', () => {
  it('keeps an older value the newer payload dropped, deep inside nested objects', () => {
    const older = { cin: 'X', masterData: { companyData: { paidupCapital: 100, companyStatus: 'Active' }, commonData: { agm: '2024' } } };
    const newer = { cin: 'X', masterData: { companyData: { companyStatus: 'Strike Off' } } };
    expect(mergeJson(older, newer)).toEqual({
      cin: 'X',
      masterData: { companyData: { paidupCapital: 100, companyStatus: 'Strike Off' }, commonData: { agm: '2024' } },
    });
  });

  it('treats a newer null as missing (the registry sends null for "not fetched yet")', () => {
    expect(mergeJson({ commonData: { a: 1 } }, { commonData: null })).toEqual({ commonData: { a: 1 } });
  });

  it('lets an explicit new value win, including falsy ones and arrays replaced whole', () => {
    expect(mergeJson({ n: 5, s: 'x', b: true, list: [1, 2, 3] }, { n: 0, s: '', b: false, list: [9] })).toEqual({
      n: 0,
      s: '',
      b: false,
      list: [9],
    });
  });

  it('takes new keys, and a new object over an old scalar', () => {
    expect(mergeJson({ a: 1 }, { b: 2 })).toEqual({ a: 1, b: 2 });
    expect(mergeJson({ a: 'text' }, { a: { deep: true } })).toEqual({ a: { deep: true } });
  });

  it('merges into stored JSON text, or stores the payload when nothing was stored', () => {
    expect(mergeJsonText(null, { a: 1 })).toBe('{"a":1}');
    expect(JSON.parse(mergeJsonText('{"a":1,"b":{"c":2}}', { b: { d: 3 } }))).toEqual({ a: 1, b: { c: 2, d: 3 } });
  });
});
