import { describe, expect, it } from 'vitest';
import { sortSummaries } from '../../../shared/bridge/company-sort';
import { CIN, CIN2, masterInput, useTempLibrary } from '../../../test/support/core/store-support';
import { openLibrary } from '../store';
import { summaryOfFacts } from './company-summary';
import { libraryCompanies } from './library-list';

const T0 = '2026-11-21T10:00:00.000Z';
const at = (ms: number) => new Date(Date.parse(T0) + ms).toISOString();
const HOUR = 3_600_000;

const charge = (requestId: string, subject: string, pricePaisa: number) => ({
  at: T0,
  endpointKey: 'companies.master',
  subject,
  pricePaisa,
  walletAfterPaisa: 1_000_000,
  requestId,
  keyKind: 'live' as const,
});

describe('the Library list kept between calls', () => {
  const t = useTempLibrary();

  /** The list read and made afresh, with nothing kept: what every call must equal. */
  const afresh = (sort: 'name' | 'spend' | 'freshness', now: string) =>
    sortSummaries(
      t.lib.companySummaries.list().map((facts) => summaryOfFacts(facts, now)),
      sort,
    );

  function seedTwo(): void {
    t.lib.companies.upsertMaster(masterInput());
    t.lib.companies.upsertMaster(masterInput({ id: CIN2, name: 'Apollo Kaveri Limited', knownAs: null, readAt: '2026-10-01T08:00:00.000Z' }));
    // Refreshed: fresh for an hour from now, whatever its age says after that.
    t.lib.snapshots.record(CIN2, { cin: CIN2, updatedAt: '2026-06-01T00:00:00.000Z', refresh: { freshUntil: at(HOUR) } }, { readAt: T0, requestId: 'req_f' });
    t.lib.unlocks.put({ companyId: CIN, unlockedAt: '2026-01-01T00:00:00.000Z', expiresAt: '2027-01-01T00:00:00.000Z', pricePaisa: 33_000, readAt: T0 });
    t.lib.ledger.record(charge('req_1', CIN, 33_000));
    t.lib.ledger.record(charge('req_2', CIN2, 500));
  }

  it('answers what a fresh read answers, after writes by itself and by another process', () => {
    seedTwo();
    expect(libraryCompanies(t.lib, 'name', T0)).toEqual(afresh('name', T0));
    expect(libraryCompanies(t.lib, 'spend', T0).map((c) => [c.id, c.spendPaisa])).toEqual([[CIN, 33_000], [CIN2, 500]]);

    t.lib.ledger.record(charge('req_3', CIN2, 40_000));
    expect(libraryCompanies(t.lib, 'spend', T0).map((c) => [c.id, c.spendPaisa])).toEqual([[CIN2, 40_500], [CIN, 33_000]]);

    // The CLI, in its own process, mirrors a third company into the same library.
    const cli = openLibrary(t.dir);
    try {
      cli.companies.upsertMaster(masterInput({ id: 'U01100DL2001PTC111111', name: 'Bharat Steel Private Limited', knownAs: null }));
    } finally {
      cli.close();
    }
    const names = libraryCompanies(t.lib, 'name', T0);
    expect(names.map((c) => c.name)).toEqual(['Apollo Kaveri Limited', 'Bharat Steel Private Limited', 'Zenith Lotus Software Private Limited']);
    expect(names).toEqual(afresh('name', T0));
  });

  it('moves with the clock alone: a refresh window that closes on a six-month-old registry copy, an age that grows a day', () => {
    seedTwo();
    const before = libraryCompanies(t.lib, 'freshness', T0);
    expect(before.find((c) => c.id === CIN2)!.freshness.badge).toBe('fresh');
    const later = at(2 * HOUR);
    const after = libraryCompanies(t.lib, 'freshness', later);
    expect(after.find((c) => c.id === CIN2)!.freshness.badge).toBe('stale');
    expect(after).toEqual(afresh('freshness', later));
    const nextDay = at(25 * HOUR);
    expect(libraryCompanies(t.lib, 'name', nextDay).find((c) => c.id === CIN)!.freshness.ageDays).toBe(1);
    expect(libraryCompanies(t.lib, 'name', nextDay)).toEqual(afresh('name', nextDay));
    // And back: a clock set back is answered for its own time too.
    expect(libraryCompanies(t.lib, 'freshness', T0)).toEqual(afresh('freshness', T0));
  });

  it('gives each caller its own array', () => {
    seedTwo();
    const first = libraryCompanies(t.lib, 'name', T0);
    first.reverse().pop();
    expect(libraryCompanies(t.lib, 'name', T0)).toEqual(afresh('name', T0));
  });
});
