import { describe, expect, it } from 'vitest';
import { RANKED_CAP } from './search';
import { CIN, CIN2, masterInput, useTempLibrary } from '../../../test/support/core/store-support';

describe('search on a library too big to rank every match', () => {
  const t = useTempLibrary();

  /** `n` filings of one company labelled "Annual return", written as the repository would. */
  function annualReturns(n: number) {
    t.lib.companies.upsertMaster(masterInput());
    const rows = Array.from({ length: n }, (_, i) => ({ filingId: `flg_${i}`, formId: 'MGT-7', attachmentLabel: 'Annual return' }));
    t.lib.tx(() => t.lib.filings.upsertMany(CIN, rows, { listedAt: 't', requestId: null }));
  }

  it('ranks filings by bm25 while no term matches more than RANKED_CAP rows', () => {
    annualReturns(50);
    const hits = t.lib.search.ranked('annual return', { kinds: ['filing'], limit: 5 });
    expect(hits).toHaveLength(5);
    for (const h of hits) expect(h.rank).toBeLessThan(0);
  });

  it('orders by tier past RANKED_CAP, after the ranked kinds, and still pages', () => {
    annualReturns(RANKED_CAP + 1);
    t.lib.companies.upsertMaster(masterInput({ id: CIN2, name: 'Annual Returns Advisory Limited' }));
    const hits = t.lib.search.ranked('annual return', { limit: 4 });
    expect(hits[0]).toMatchObject({ kind: 'company', id: CIN2 });
    expect(hits[0]!.rank).toBeLessThan(0);
    expect(hits.slice(1).map((h) => h.kind)).toEqual(['filing', 'filing', 'filing']);
    for (const h of hits.slice(1)) expect(h.rank).toBeGreaterThanOrEqual(0);
    const next = t.lib.search.ranked('annual return', { kinds: ['filing'], limit: 3, offset: 3 });
    expect(next).toHaveLength(3);
    expect(new Set([...hits.slice(1), ...next].map((h) => h.id)).size).toBe(6); // filings 4-6 follow 1-3
  }, 30_000);

  it('typeahead puts names that start with the text before names that merely contain it', () => {
    t.lib.companies.upsertMaster(masterInput({ name: 'Tata Steel Limited' }));
    t.lib.companies.upsertMaster(masterInput({ id: CIN2, name: 'Steelworks Partners Limited' }));
    expect(t.lib.search.typeahead('steel').map((h) => h.id)).toEqual([CIN2, CIN]);
    expect(t.lib.search.typeahead('tata st').map((h) => h.id)).toEqual([CIN]);
    expect(t.lib.search.typeahead('steel')[0]!.rank).toBe(0);
  });

  it('typeahead reads name starts off the name-key index, whatever the punctuation, and asks FTS for the rest', () => {
    t.lib.companies.upsertMaster(masterInput({ name: 'Larsen & Toubro Limited' }));
    t.lib.companies.upsertMaster(masterInput({ id: CIN2, name: 'Toubro Larsen Holdings Limited' }));
    expect(t.lib.search.typeahead('larsen & tou').map((h) => [h.id, h.rank])).toEqual([
      [CIN, 0],
      [CIN2, 2],
    ]);
    // "larsen t": no name starts so, but both hold both words (FTS, tier 2).
    expect(t.lib.search.typeahead('larsen to').map((h) => h.id).sort()).toEqual([CIN, CIN2].sort());
    // A rename moves the company in the index in the same write.
    t.lib.companies.upsertMaster(masterInput({ name: 'Kaveri Agro Limited' }));
    expect(t.lib.search.typeahead('kaveri a')[0]).toMatchObject({ kind: 'company', id: CIN, rank: 0 });
    expect(t.lib.search.typeahead('larsen & tou').map((h) => h.id)).toEqual([CIN2]);
  });
});
