// When a freshness verdict can next change with nothing but the clock moving, so a reader may keep a
// verdict until then. Every rule in freshness.ts compares `now` with one of its input timestamps in
// whole days (ages floored, days left ceiled, the 30- and 90-day thresholds, the 30-day unlock
// warning) or with the instant itself (freshUntil, the expiry, a timestamp ahead of the clock). So
// badge, reasons, age and the unlock's state and days left can change only at an anchor plus a whole
// number of days: the next such instant over all anchors is when to compute them again.

import { DAY_MS, toEpochMs } from './dates';

/**
 * The first instant after `now` (epoch ms) at which computeFreshness or unlockState over these
 * timestamps (localReadAt, registryUpdatedAt, listRefreshedAt, freshUntil, unlockExpiresAt) may
 * answer differently; Infinity when none is given.
 */
export function freshnessChangesAt(anchors: ReadonlyArray<string | null>, now: string): number {
  const nowMs = toEpochMs(now);
  let next = Number.POSITIVE_INFINITY;
  for (const anchor of anchors) {
    if (anchor === null) continue;
    const at = toEpochMs(anchor);
    const crossing = at + (Math.floor((nowMs - at) / DAY_MS) + 1) * DAY_MS;
    if (crossing < next) next = crossing;
  }
  return next;
}
