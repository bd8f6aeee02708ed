import { describe, expect, it } from 'vitest';
import { indexDocumentText } from '../pdf-text/index-text';
import { SNIPPET_CLOSE, SNIPPET_OPEN } from './search';
import { CIN, CIN2, masterInput, useTempLibrary } from '../../../test/support/core/store-support';

const NASTY = [
  '"', '""', '"unbalanced', 'AND', 'OR OR', 'NOT', 'NEAR(', 'a:b', '{name}:x', '^', '*', 'x*', '(', ')', '-x', '+', 'col:',
  "'; DROP TABLE companies; --", '\u0000', '\u202e', '🙂', '🙂🙂 tata', 'ﬁnance', 'Ünïcödé', 'टाटा', '北京', '\\', '%', '_',
  'a'.repeat(5000), ' '.repeat(50), '\n\t', 'NEAR("a" "b", 2)', 'tata AND', '"tata" OR "x"', 'rank', 'bm25()', 'U72200KA2009PTC049889*',
];

describe('search', () => {
  const t = useTempLibrary();

  function seed() {
    const lib = t.lib;
    lib.companies.upsertMaster(masterInput({ nameHistory: [{ name: 'Lotus Infotech Private Limited' }] }));
    lib.companies.upsertMaster(masterInput({ id: CIN2, name: 'Tata Steel Limited', knownAs: 'Tata Steel', state: 'Maharashtra' }));
    lib.companies.upsertSummary({ id: 'AAB-1234', name: 'Steelworks Partners LLP' });
    lib.directors.upsertProfile({ din: '01234567', fullName: 'Natarajan Chandrasekaran', profile: {}, readAt: 't', requestId: null, roles: [] });
    lib.filings.upsertMany(CIN2, [{ filingId: 'flg_chg', formId: 'CHG-1', attachmentLabel: 'Instrument of creation of charge', dateOfFiling: '01/02/2020' }], {
      listedAt: 't',
      requestId: null,
    });
    lib.extractions.put({
      companyId: CIN2,
      formType: 'AOC-4',
      key: 2024,
      payload: { profit_and_loss: [{ qname: 'in-gaap:RevenueFromOperations', value: '100', unit: 'INR' }] },
      readAt: 't',
      requestId: null,
    });
    lib.documents.store({ filingId: 'flg_chg', companyId: CIN2, bytes: Buffer.from('%PDF-1.4\n%%EOF'), requestId: null });
    indexDocumentText(lib, 'flg_chg', ['cover page', '', 'The charge is a hypothecation of steel inventory in favour of the bank.']);
  }

  it('typeahead finds companies by name prefix, known-as and former name', () => {
    seed();
    expect(t.lib.search.typeahead('tat')[0]).toMatchObject({ kind: 'company', id: CIN2, title: 'Tata Steel Limited' });
    expect(t.lib.search.typeahead('zenith so').map((h) => h.id)).toContain(CIN);
    expect(t.lib.search.typeahead('infot')[0]).toMatchObject({ kind: 'company', id: CIN });
  });

  it('typeahead finds identifiers on the primary key, exactly and by prefix', () => {
    seed();
    expect(t.lib.search.typeahead('u72200ka')[0]).toMatchObject({ kind: 'company', id: CIN });
    expect(t.lib.search.typeahead(CIN)[0]!.id).toBe(CIN);
    expect(t.lib.search.typeahead('AAB-1234')[0]!.id).toBe('AAB-1234');
    expect(t.lib.search.typeahead('0123')[0]).toMatchObject({ kind: 'director', id: '01234567', companyId: null });
  });

  it('typeahead mixes kinds: directors, filings, items and PDF pages', () => {
    seed();
    expect(t.lib.search.typeahead('chandra')[0]).toMatchObject({ kind: 'director', title: 'Natarajan Chandrasekaran' });
    expect(t.lib.search.typeahead('chg')[0]).toMatchObject({ kind: 'filing', id: 'flg_chg', companyId: CIN2 });
    expect(t.lib.search.typeahead('revenue from')[0]).toMatchObject({ kind: 'item', companyId: CIN2 });
    const kinds = t.lib.search.typeahead('stee', 10).map((h) => h.kind);
    expect(new Set(kinds)).toEqual(new Set(['company', 'pdf']));
    expect(kinds.slice(0, 2).sort()).toEqual(['company', 'pdf']); // interleaved, not all companies first
  });

  it('ranked search opens a PDF hit on the right page with a marked snippet', () => {
    seed();
    const hits = t.lib.search.ranked('hypothecation steel', { kinds: ['pdf'] });
    expect(hits).toHaveLength(1);
    expect(hits[0]).toMatchObject({ kind: 'pdf', filingId: 'flg_chg', page: 3, companyId: CIN2 });
    expect(hits[0]!.snippet).toContain(`${SNIPPET_OPEN}hypothecation${SNIPPET_CLOSE}`);
  });

  it('ranked search orders by relevance, filters kinds and pages with offset', () => {
    seed();
    const all = t.lib.search.ranked('steel');
    expect(all.map((h) => h.kind)).toEqual(expect.arrayContaining(['company', 'pdf']));
    const companies = t.lib.search.ranked('steel', { kinds: ['company'] });
    expect(companies.map((h) => h.id)).toEqual([CIN2, 'AAB-1234']); // a whole word in name and known-as beats one prefix match
    expect(t.lib.search.ranked('steel', { kinds: ['company'], limit: 1, offset: 1 }).map((h) => h.id)).toEqual(['AAB-1234']);
  });

  it('never throws on hostile or odd input', () => {
    seed();
    for (const text of NASTY) {
      expect(() => t.lib.search.typeahead(text)).not.toThrow();
      expect(() => t.lib.search.ranked(text)).not.toThrow();
    }
    expect(t.lib.search.typeahead('')).toEqual([]);
    expect(t.lib.search.ranked('"tata" OR "x"').map((h) => h.id)).toEqual([]); // "or" and "x" are words that must also match
    expect(t.lib.companies.count()).toBe(3);
  });
});
