import { describe, expect, it } from 'vitest';
import { DAY_MS } from './dates';
import {
  ageBasis,
  computeFreshness,
  FRESH_DAYS,
  type FreshnessInput,
  STALE_DAYS,
  UNLOCK_WARNING_DAYS,
  unlockState,
} from './freshness';

const NOW = '2026-11-21T12:00:00.000Z';
const nowMs = Date.parse(NOW);
/** The ISO instant `days` days (may be fractional, negative = future) before NOW. */
const ago = (days: number): string => new Date(nowMs - days * DAY_MS).toISOString();
const inDays = (days: number): string => ago(-days);

function input(over: Partial<FreshnessInput> = {}): FreshnessInput {
  return {
    now: NOW,
    localReadAt: ago(1),
    registryUpdatedAt: null,
    listRefreshedAt: null,
    missingPdfs: 0,
    unlockExpiresAt: null,
    freshUntil: null,
    ...over,
  };
}
const badge = (over: Partial<FreshnessInput>) => computeFreshness(input(over)).badge;

describe('thresholds', () => {
  it('are the documented values', () => {
    expect([FRESH_DAYS, STALE_DAYS, UNLOCK_WARNING_DAYS]).toEqual([30, 90, 30]);
  });
});

describe('unlockState', () => {
  it('none without an expiry', () => {
    expect(unlockState(null, NOW)).toEqual({ state: 'none', daysLeft: null });
  });
  it.each([
    [400, 'active', 400],
    [30.0001, 'active', 31],
    [30, 'expiring', 30],
    [9, 'expiring', 9],
    [8.2, 'expiring', 9],
    [0.01, 'expiring', 1],
    [0, 'expired', 0],
    [-0.5, 'expired', 0],
    [-1, 'expired', -1],
    [-3.9, 'expired', -3],
  ])('expiry in %d days → %s (%d)', (days, state, daysLeft) => {
    expect(unlockState(inDays(days), NOW)).toEqual({ state, daysLeft });
  });
});

describe('computeFreshness: badge rule, row by row', () => {
  it('1. unknown when never read locally, whatever else is known', () => {
    const r = computeFreshness(input({ localReadAt: null, registryUpdatedAt: ago(1), freshUntil: inDays(1), missingPdfs: 3 }));
    expect(r).toEqual({ badge: 'unknown', reasons: ['Not read from the registry yet'], ageDays: null });
  });

  it('2. stale when the unlock has expired while PDFs are missing, even inside freshUntil', () => {
    expect(badge({ unlockExpiresAt: ago(3), missingPdfs: 12, freshUntil: inDays(0.5) })).toBe('stale');
    expect(badge({ unlockExpiresAt: NOW, missingPdfs: 1 })).toBe('stale');
    // expired but nothing missing, or PDFs missing but unlock still running: decided by age
    expect(badge({ unlockExpiresAt: ago(3), missingPdfs: 0 })).toBe('fresh');
    expect(badge({ unlockExpiresAt: ago(3), missingPdfs: null })).toBe('fresh');
    expect(badge({ unlockExpiresAt: inDays(0.01), missingPdfs: 12 })).toBe('aging');
  });

  it('3. fresh inside freshUntil, even when old or with missing PDFs', () => {
    expect(badge({ localReadAt: ago(200), freshUntil: inDays(0.5) })).toBe('fresh');
    expect(badge({ missingPdfs: 12, freshUntil: inDays(0.5), unlockExpiresAt: inDays(100) })).toBe('fresh');
    expect(badge({ localReadAt: ago(200), freshUntil: NOW })).toBe('stale');
    expect(badge({ localReadAt: ago(200), freshUntil: ago(1) })).toBe('stale');
  });

  it('4. stale when older than 90 days, with the boundary at whole days', () => {
    expect(badge({ localReadAt: ago(91) })).toBe('stale');
    expect(badge({ localReadAt: ago(90.999) })).toBe('aging');
    expect(badge({ localReadAt: ago(90) })).toBe('aging');
    expect(badge({ localReadAt: ago(1), registryUpdatedAt: ago(91) })).toBe('stale');
  });

  it('5. fresh at 30 days or less with no missing PDFs', () => {
    expect(badge({ localReadAt: ago(0) })).toBe('fresh');
    expect(badge({ localReadAt: ago(30.999) })).toBe('fresh');
    expect(badge({ localReadAt: ago(31) })).toBe('aging');
    expect(badge({ localReadAt: ago(10), missingPdfs: null })).toBe('fresh');
    expect(badge({ localReadAt: ago(10), registryUpdatedAt: ago(31) })).toBe('aging');
  });

  it('6. aging between 31 and 90 days, or with missing PDFs up to 90 days', () => {
    expect(badge({ localReadAt: ago(60) })).toBe('aging');
    expect(badge({ localReadAt: ago(0), missingPdfs: 1 })).toBe('aging');
    expect(badge({ localReadAt: ago(90), missingPdfs: 5 })).toBe('aging');
    expect(badge({ localReadAt: ago(91), missingPdfs: 5 })).toBe('stale');
  });

  it('every age from 0 to 120 days, with and without missing PDFs', () => {
    for (let day = 0; day <= 120; day++) {
      const expected = day > STALE_DAYS ? 'stale' : day > FRESH_DAYS ? 'aging' : 'fresh';
      expect(badge({ localReadAt: ago(day + 0.5) })).toBe(expected);
      expect(badge({ localReadAt: ago(day), missingPdfs: 2 })).toBe(day > STALE_DAYS ? 'stale' : 'aging');
    }
  });
});

describe('computeFreshness: age and reasons', () => {
  it('age is the older of the local read and the registry write', () => {
    expect(computeFreshness(input({ localReadAt: ago(5), registryUpdatedAt: ago(40.5) })).ageDays).toBe(40);
    expect(computeFreshness(input({ localReadAt: ago(40.5), registryUpdatedAt: ago(5) })).ageDays).toBe(40);
    expect(computeFreshness(input({ localReadAt: ago(7.9), registryUpdatedAt: null })).ageDays).toBe(7);
  });

  it('timestamps ahead of now count as age 0', () => {
    const r = computeFreshness(input({ localReadAt: inDays(2), registryUpdatedAt: inDays(1) }));
    expect(r).toMatchObject({ badge: 'fresh', ageDays: 0 });
    expect(r.reasons).toEqual(['Record last read today', 'Registry copy last updated today']);
  });

  it('explains everything it knows, in a fixed order', () => {
    const r = computeFreshness(
      input({
        localReadAt: ago(1),
        registryUpdatedAt: ago(2),
        listRefreshedAt: ago(95),
        missingPdfs: 12,
        unlockExpiresAt: inDays(9),
        freshUntil: '2026-11-22T06:00:00Z',
      }),
    );
    expect(r.reasons).toEqual([
      'Record last read 1 day ago',
      'Registry copy last updated 2 days ago',
      'Filing list last refreshed 95 days ago',
      'Refreshed recently; fresh until 22 Nov 2026, 11:30 IST',
      '12 PDFs listed but not downloaded',
      'Unlock expires in 9 days',
    ]);
  });

  it('groups counts as every other number is grouped', () => {
    expect(computeFreshness(input({ missingPdfs: 1241 })).reasons).toContain('1,241 PDFs listed but not downloaded');
  });

  it('words single PDFs, single days and expired unlocks', () => {
    expect(computeFreshness(input({ missingPdfs: 1, unlockExpiresAt: inDays(0.5) })).reasons.slice(1)).toEqual([
      '1 PDF listed but not downloaded',
      'Unlock expires in 1 day',
    ]);
    expect(computeFreshness(input({ missingPdfs: 1, unlockExpiresAt: ago(3) })).reasons.slice(1)).toEqual([
      '1 PDF listed but not downloaded',
      'Unlock expired 3 days ago; 1 PDF can no longer be downloaded',
    ]);
    expect(computeFreshness(input({ missingPdfs: 4, unlockExpiresAt: ago(0.2) })).reasons.at(-1)).toBe(
      'Unlock expired today; 4 PDFs can no longer be downloaded',
    );
    expect(computeFreshness(input({ unlockExpiresAt: ago(1) })).reasons.at(-1)).toBe('Unlock expired 1 day ago');
    // an unlock with more than 30 days left is not worth a sentence
    expect(computeFreshness(input({ unlockExpiresAt: inDays(31) })).reasons).toEqual(['Record last read 1 day ago']);
  });

  it('refuses a missing-PDF count that is not a count', () => {
    expect(() => computeFreshness(input({ missingPdfs: -1 }))).toThrow('missingPdfs must be a count');
    expect(() => computeFreshness(input({ missingPdfs: 1.5 }))).toThrow(RangeError);
  });

  it('refuses timestamps that are not ISO', () => {
    expect(() => computeFreshness(input({ localReadAt: '21/11/2026' }))).toThrow(RangeError);
  });
});

describe('ageBasis: what the age is measured from (issue 28 item 12)', () => {
  const base = { badge: 'aging' as const, freshUntil: null };
  it('names the registry’s last update when it is older than the read', () => {
    expect(ageBasis({ ...base, ageDays: 27, masterReadAt: '2026-11-28T09:00:00Z', registryUpdatedAt: '2026-11-01T04:00:00Z' })).toBe(
      "aging: 27 days old, measured from the registry's last update of this record on 1 Nov 2026 (the older of that and Dossier's read on 28 Nov 2026).",
    );
  });
  it('names the day of the read when the registry’s update is newer or unknown', () => {
    expect(ageBasis({ ...base, badge: 'fresh', ageDays: 1, masterReadAt: '2026-11-26T20:00:00Z', registryUpdatedAt: '2026-11-27T04:00:00Z' })).toBe(
      "fresh: 1 day old, measured from the day Dossier read this record, 27 Nov 2026 (the registry's last update, 27 Nov 2026, is newer).",
    );
    expect(ageBasis({ ...base, ageDays: 0, masterReadAt: '2026-11-28T09:00:00Z', registryUpdatedAt: null })).toBe(
      "aging: 0 days old, measured from the day Dossier read this record, 28 Nov 2026 (the registry's last update is not known yet).",
    );
  });
  it('agrees with computeFreshness on which date sets the age', () => {
    for (const [readAgo, writeAgo] of [[5, 40.5], [40.5, 5], [3, 3.2]] as const) {
      const i = input({ localReadAt: ago(readAgo), registryUpdatedAt: ago(writeAgo) });
      const f = computeFreshness(i);
      const said = ageBasis({ ...f, masterReadAt: i.localReadAt, registryUpdatedAt: i.registryUpdatedAt, freshUntil: null });
      expect(said).toContain(`${f.ageDays} days old, measured from ${writeAgo > readAgo ? "the registry's last update" : 'the day Dossier read'}`);
    }
  });
  it('says a recent refresh keeps an old record fresh', () => {
    expect(ageBasis({ badge: 'fresh', ageDays: 40, masterReadAt: '2026-11-28T09:00:00Z', registryUpdatedAt: '2026-10-19T09:00:00Z', freshUntil: '2026-11-29T09:00:00Z' })).toMatch(
      /fresh because of a recent refresh, whatever the age\.$/,
    );
  });
});
