/**
 * The emulator's notion of "now". It follows real time from a chosen start, and tests move it with
 * advance()/set() instead of sleeping: every time rule of the spec (background job progress, the
 * 24-hour refresh window, one-year unlocks, the 30-day usage window, rate-limit minutes) reads this
 * clock, never Date.now() directly.
 */
export interface Clock {
  /** Current emulated time in epoch milliseconds. */
  now(): number;
  /** Current emulated time as an ISO 8601 string. */
  iso(): string;
  /** Moves emulated time forward by `ms` (negative values are refused). */
  advance(ms: number): void;
  /** Jumps emulated time to `iso`; real time keeps flowing from there. */
  set(iso: string): void;
}

export function parseInstant(iso: string): number {
  const ms = Date.parse(iso);
  if (!Number.isFinite(ms)) throw new Error(`Not an ISO 8601 instant: ${iso}`);
  return ms;
}

export function createClock(startAt?: string, realNow: () => number = Date.now): Clock {
  // Emulated now = anchor + real time elapsed since the anchor was taken.
  let anchor = startAt === undefined ? realNow() : parseInstant(startAt);
  let realAnchor = realNow();
  const now = () => anchor + (realNow() - realAnchor);
  return {
    now,
    iso: () => new Date(now()).toISOString(),
    advance(ms) {
      if (!Number.isFinite(ms) || ms < 0) throw new Error(`Clock can only move forward; got ${ms} ms`);
      anchor += ms;
    },
    set(iso) {
      anchor = parseInstant(iso);
      realAnchor = realNow();
    },
  };
}

export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
