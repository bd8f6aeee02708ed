import { describe, expect, it } from 'vitest';
import { DAY_MS } from './dates';
import { computeFreshness, type FreshnessInput, unlockState } from './freshness';
import { freshnessChangesAt } from './freshness-changes';
import { seededRandom } from '../test/support/shared/seeded-random';

const NOW = Date.parse('2026-11-21T10:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();

function randomInput(r: () => number): Omit<FreshnessInput, 'now'> {
  // Around the thresholds that matter: up to 400 days back, a few days ahead (clock skew, future expiries).
  const around = () => (r() < 0.2 ? null : iso(NOW - Math.floor(r() * 400 * DAY_MS) + Math.floor(r() * 5 * DAY_MS)));
  return {
    localReadAt: r() < 0.1 ? null : around(),
    registryUpdatedAt: around(),
    listRefreshedAt: around(),
    missingPdfs: Math.floor(r() * 3),
    unlockExpiresAt: r() < 0.3 ? null : iso(NOW - 60 * DAY_MS + Math.floor(r() * 400 * DAY_MS)),
    freshUntil: r() < 0.5 ? null : iso(NOW - DAY_MS + Math.floor(r() * 3 * DAY_MS)),
  };
}

const verdict = (input: Omit<FreshnessInput, 'now'>, atMs: number) => ({
  freshness: computeFreshness({ ...input, now: iso(atMs) }),
  unlock: unlockState(input.unlockExpiresAt, iso(atMs)),
});

describe('freshnessChangesAt', () => {
  it('is the first anchor-plus-whole-days instant after now', () => {
    const anchors = ['2026-11-20T12:00:00.000Z', null, '2026-11-21T09:00:00.000Z'];
    expect(iso(freshnessChangesAt(anchors, iso(NOW)))).toBe('2026-11-21T12:00:00.000Z');
    expect(freshnessChangesAt([null, null], iso(NOW))).toBe(Number.POSITIVE_INFINITY);
    // An anchor exactly now has already crossed: its next crossing is a day on.
    expect(iso(freshnessChangesAt([iso(NOW)], iso(NOW)))).toBe('2026-11-22T10:00:00.000Z');
    // An anchor ahead of the clock changes things when the clock reaches it.
    expect(iso(freshnessChangesAt(['2026-11-21T10:00:05.000Z'], iso(NOW)))).toBe('2026-11-21T10:00:05.000Z');
  });

  it('never lets the verdict change before it: badge, reasons, age, unlock state and days left hold until that instant', () => {
    const r = seededRandom(7);
    let checked = 0;
    let changedAtIt = 0;
    for (let i = 0; i < 3000; i++) {
      const input = randomInput(r);
      const anchors = [input.localReadAt, input.registryUpdatedAt, input.listRefreshedAt, input.freshUntil, input.unlockExpiresAt];
      const from = NOW + Math.floor(r() * DAY_MS);
      const until = freshnessChangesAt(anchors, iso(from));
      expect(until).toBeGreaterThan(from);
      if (!Number.isFinite(until)) continue;
      const now = verdict(input, from);
      // Anywhere in the window, and its very last millisecond.
      for (const at of [from + Math.floor(r() * (until - from)), until - 1]) expect(verdict(input, at)).toEqual(now);
      checked++;
      if (JSON.stringify(verdict(input, until)) !== JSON.stringify(now)) changedAtIt++;
    }
    expect(checked).toBeGreaterThan(2500);
    // The instants are where things change, not arbitrary early ones: the ages move at most of them.
    expect(changedAtIt / checked).toBeGreaterThan(0.5);
  });
});
