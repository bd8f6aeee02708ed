/**
 * Exponential backoff with full jitter (a uniformly random wait between zero and the exponential
 * cap), so many clients that failed together do not retry together.
 */

export interface BackoffOptions {
  /** Total attempts including the first; default 4. */
  maxAttempts: number;
  baseMs: number;
  capMs: number;
}

export const DEFAULT_BACKOFF: BackoffOptions = { maxAttempts: 4, baseMs: 500, capMs: 30_000 };

/** The wait before retry number `retry` (1 for the first retry). `random` returns [0, 1). */
export function fullJitterDelayMs(retry: number, options: BackoffOptions, random: () => number): number {
  const ceiling = Math.min(options.capMs, options.baseMs * 2 ** (retry - 1));
  return Math.floor(random() * ceiling);
}
