import { describe, expect, it } from 'vitest';
import { rawDatabase } from '../../../electron/core/store/library';
import { libraryCompanies } from '../../../electron/core/views';
import { seedMirroredLibrary } from './mirrored-library-seed';
import { useTempLibrary } from './store-support';

describe('seedMirroredLibrary', () => {
  const t = useTempLibrary();

  it('leaves what mirrors leave: every company in the library with its PDFs, unlock, snapshots, spend and finished mirror', () => {
    const seeded = seedMirroredLibrary(t.lib, { companies: 200, seed: 3, now: '2026-11-21T10:00:00.000Z' });
    expect(seeded).toMatchObject({ companies: 200, filings: 1600 });
    const db = rawDatabase(t.lib);
    expect(db.prepare('SELECT count(*) FROM documents').pluck().get()).toBe(seeded.documents);
    expect(db.prepare('SELECT sum(document_count) FROM companies').pluck().get()).toBe(seeded.documents);
    expect(db.prepare('SELECT count(*) FROM spend_ledger').pluck().get()).toBe(seeded.ledgerRows);
    // The ledger's triggers kept every subject's total as the repository's writes would.
    const drift = db
      .prepare(`SELECT count(*) FROM (SELECT subject, sum(price_paisa) AS s FROM spend_ledger GROUP BY subject) l
                JOIN spend_totals t USING (subject) WHERE t.spend_paisa <> l.s`)
      .pluck()
      .get();
    expect(drift).toBe(0);

    const list = libraryCompanies(t.lib, 'spend', '2026-11-21T10:00:00.000Z');
    expect(list).toHaveLength(200);
    expect(list.every((c) => c.mirroredAt !== null && c.spendPaisa > 0)).toBe(true);
    expect(new Set(list.map((c) => c.freshness.badge)).size).toBeGreaterThan(1);
    expect(list.filter((c) => c.unlock.state !== 'none').length).toBeGreaterThan(100);
  });
});
