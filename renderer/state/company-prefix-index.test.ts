import { describe, expect, it } from 'vitest';
import { company } from '../../test/support/renderer/fixtures';
import { CompanyPrefixIndex, nameKey } from './company-prefix-index';

const companies = [
  company({ id: 'U27100MH2001PTC100001', name: 'Tata Steel Solar Private Limited', knownAs: null }),
  company({ id: 'U72200KA2005PTC200002', name: 'Tata Software Private Limited', knownAs: 'TSPL' }),
  company({ id: 'L24100GJ1990PLC300003', name: 'Kaveri Tata Solutions Limited', knownAs: null }),
  company({ id: 'U51909DL2010PTC400004', name: 'M/s. A.B.C. Traders (India) Private Limited', knownAs: null }),
  company({ id: 'U01100TN2012PTC500005', name: 'Surya Agro Foods Limited', knownAs: 'Tata Foods' }),
  company({ id: 'U01100TN2012PTC500006', name: 'Tata Power Limited', knownAs: null }),
];
const index = new CompanyPrefixIndex(companies);
const names = (text: string, limit = 50) => index.find(text, limit).map((h) => h.title);

describe('CompanyPrefixIndex', () => {
  it('lists names that start with the text, shorter names first, then known-as names, then other names with the word', () => {
    expect(names('tata')).toEqual(['Tata Power Limited', 'Tata Software Private Limited', 'Tata Steel Solar Private Limited', 'Surya Agro Foods Limited', 'Kaveri Tata Solutions Limited']);
  });

  it('tops up a short list with names holding every word, the last one as a prefix', () => {
    // "Tata Software" starts with the text; two more names hold "tata" and a word starting "so".
    expect(names('tata so').slice(0, 1)).toEqual(['Tata Software Private Limited']);
    expect(names('tata so').slice(1).sort()).toEqual(['Kaveri Tata Solutions Limited', 'Tata Steel Solar Private Limited']);
    // A word that is not the last must be whole.
    expect(names('tat solar')).toEqual([]);
  });

  it('compares names as keys: punctuation dropped or spaced, case folded', () => {
    expect(nameKey('M/s. A.B.C. Traders (India)')).toBe('m s abc traders india');
    expect(names('m s abc')).toEqual(['M/s. A.B.C. Traders (India) Private Limited']);
    expect(names('M/S. ABC TRA')).toEqual(['M/s. A.B.C. Traders (India) Private Limited']);
  });

  it('puts identifiers by prefix first', () => {
    expect(index.find('U01100TN', 50).map((h) => h.id)).toEqual(['U01100TN2012PTC500005', 'U01100TN2012PTC500006']);
  });

  it('answers nothing to a lone letter, as the core does, and no words-only match for common words', () => {
    expect(names('t')).toEqual([]);
    // "private li" starts no name, and both words are in most names: not a search for them.
    expect(names('private li')).toEqual([]);
  });

  it('gives each hit the subtitle the core gives a company', () => {
    expect(index.find('Tata Software', 1)[0]).toEqual({
      kind: 'company',
      id: 'U72200KA2005PTC200002',
      companyId: 'U72200KA2005PTC200002',
      title: 'Tata Software Private Limited',
      subtitle: 'U72200KA2005PTC200002 · TSPL · Active · Mumbai, Maharashtra',
    });
  });

  it('stops at the limit', () => {
    expect(names('tata', 2)).toHaveLength(2);
  });
});
