import { describe, expect, it } from 'vitest';
import { rawDatabase } from '../../../electron/core/store/library';
import { seedSyntheticLibrary } from './bench-seed';
import { useTempLibrary } from './store-support';

describe('seedSyntheticLibrary', () => {
  const t = useTempLibrary();

  it('inserts the requested companies and filings, searchable like repository writes', () => {
    expect(seedSyntheticLibrary(t.lib, { companies: 300, filingsPerCompany: 4 })).toMatchObject({ companies: 300, filings: 1200 });
    expect(t.lib.companies.count()).toBe(300);
    expect(rawDatabase(t.lib).prepare('SELECT count(*) FROM filings').pluck().get()).toBe(1200);
    const any = t.lib.companies.list({ limit: 1 })[0]!;
    expect(any.filingCount).toBe(4);
    expect(t.lib.search.typeahead(any.name!.split(' ')[0]!.slice(0, 4), 50).map((h) => h.id)).toContain(any.id);
    expect(t.lib.search.typeahead(any.id)[0]!.id).toBe(any.id);
    expect(t.lib.search.ranked('financial statements', { kinds: ['filing'], limit: 5 })).toHaveLength(5);
    // A second seed continues after the first: identifiers and FTS rowids stay unique.
    seedSyntheticLibrary(t.lib, { companies: 10, filingsPerCompany: 1, seed: 7 });
    expect(t.lib.companies.count()).toBe(310);
  });
});
