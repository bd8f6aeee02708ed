import { describe, expect, it } from 'vitest';
import { CIN, CIN2, masterInput, useTempLibrary } from '../../../test/support/core/store-support';
import { LIST_SQL } from './company-summaries';
import { rawDatabase } from './library';

describe('companySummaries', () => {
  const t = useTempLibrary();

  it('reads a company from its row, unlock, newest snapshot, spend total and newest finished mirror', () => {
    t.lib.companies.upsertMaster(masterInput());
    t.lib.unlocks.put({ companyId: CIN, unlockedAt: '2026-01-01T00:00:00.000Z', expiresAt: '2027-01-01T00:00:00.000Z', pricePaisa: 33_000, readAt: 't' });
    // Two snapshots read at the same instant: the later row is the newer.
    t.lib.snapshots.record(CIN, { cin: CIN, updatedAt: '2026-01-01T00:00:00Z' }, { readAt: '2026-11-20T00:00:00.000Z', requestId: null });
    t.lib.snapshots.record(CIN, { cin: CIN, updatedAt: '2026-02-01T00:00:00Z', filings: { listRefreshedAt: '2026-03-01T00:00:00Z' } }, { readAt: '2026-11-21T00:00:00.000Z', requestId: null });
    t.lib.snapshots.record(CIN, { cin: CIN, updatedAt: '2026-03-01T00:00:00Z', refresh: { freshUntil: '2026-11-22T00:00:00Z' } }, { readAt: '2026-11-21T00:00:00.000Z', requestId: null });
    t.lib.ledger.record({ at: 't', endpointKey: 'companies.unlock', subject: CIN, pricePaisa: 33_000, walletAfterPaisa: 0, requestId: 'r1', keyKind: 'live' });
    t.lib.ledger.record({ at: 't', endpointKey: 'companies.master', subject: CIN, pricePaisa: 500, walletAfterPaisa: 0, requestId: 'r2', keyKind: 'live' });
    const db = rawDatabase(t.lib);
    const action = db.prepare(`INSERT INTO actions (id, kind, subject, state, created_at, finished_at) VALUES (?, ?, ?, ?, ?, ?)`);
    action.run('a1', 'mirror', CIN, 'done', '2026-11-01T00:00:00Z', '2026-11-01T00:05:00Z');
    action.run('a2', 'mirror', CIN, 'done', '2026-11-10T00:00:00Z', '2026-11-10T00:05:00Z');
    action.run('a3', 'mirror', CIN, 'failed', '2026-11-15T00:00:00Z', '2026-11-15T00:05:00Z');
    action.run('a4', 'refresh', CIN, 'done', '2026-11-16T00:00:00Z', '2026-11-16T00:05:00Z');

    expect(t.lib.companySummaries.get(CIN)).toEqual({
      id: CIN,
      idType: 'cin',
      name: 'Zenith Lotus Software Private Limited',
      knownAs: 'Zenith Soft',
      status: 'Active',
      state: 'Karnataka',
      city: 'Bengaluru',
      sandbox: false,
      masterReadAt: '2026-11-21T10:00:00.000Z',
      filingCount: 0,
      documentCount: 0,
      unlock: { unlockedAt: '2026-01-01T00:00:00.000Z', expiresAt: '2027-01-01T00:00:00.000Z', sandbox: false },
      snapshot: { readAt: '2026-11-21T00:00:00.000Z', updatedAt: '2026-03-01T00:00:00Z', listRefreshedAt: null, freshUntil: '2026-11-22T00:00:00Z' },
      spendPaisa: 33_500,
      mirroredAt: '2026-11-10T00:05:00Z',
    });
  });

  it('lists the companies in the library only, from the covering index, and gets any row it has', () => {
    t.lib.companies.upsertMaster(masterInput());
    // Named by a search result only: a row, but not in the library.
    t.lib.companies.upsertSummary({ id: CIN2, name: 'Apollo Kaveri Limited' });
    expect(t.lib.companySummaries.list().map((f) => f.id)).toEqual([CIN]);
    expect(t.lib.companySummaries.get(CIN2)).toMatchObject({ id: CIN2, masterReadAt: null, unlock: null, snapshot: null, spendPaisa: 0, mirroredAt: null });
    expect(t.lib.companySummaries.get('U00000XX0000PTC000000')).toBeNull();

    // One pass: the companies from the covering index, every other table by one seek per company.
    const plan = (rawDatabase(t.lib).prepare(`EXPLAIN QUERY PLAN ${LIST_SQL}`).all() as { detail: string }[]).map((p) => p.detail);
    expect(plan[0]).toMatch(/SCAN c USING COVERING INDEX companies_in_library/);
    expect(plan.filter((d) => d.startsWith('SCAN'))).toHaveLength(1);
    expect(plan.join('\n')).not.toMatch(/TEMP B-TREE/);
  });
});
