/**
 * A fetch that records every request the API client sends (when it left, the path, the status), so
 * the rate a run achieved is counted from the requests themselves, not inferred from timings.
 */
export interface RequestRecord {
  /** performance.now() when the request left (after the client's pacer let it go). */
  at: number;
  /** When the answer's headers arrived. */
  answeredAt: number;
  path: string;
  status: number;
}

export function recordingFetch(log: RequestRecord[], inner: typeof fetch = globalThis.fetch): typeof fetch {
  return async (input, init) => {
    const at = performance.now();
    const url = new URL(input instanceof Request ? input.url : String(input));
    const response = await inner(input, init);
    log.push({ at, answeredAt: performance.now(), path: url.pathname, status: response.status });
    return response;
  };
}

/** The most requests sent within any `windowMs` (a sliding window, as the emulator counts them). */
export function busiestWindow(times: readonly number[], windowMs: number): number {
  const sorted = [...times].sort((a, b) => a - b);
  let best = 0;
  let from = 0;
  for (let to = 0; to < sorted.length; to++) {
    while (sorted[to]! - sorted[from]! >= windowMs) from++;
    best = Math.max(best, to - from + 1);
  }
  return best;
}

/** Requests per minute between the first and last request matching `inSteadyState`, all requests counted. */
export function steadyRate(log: readonly RequestRecord[], inSteadyState: (r: RequestRecord) => boolean): { perMinute: number; requests: number; seconds: number } {
  const marks = log.filter(inSteadyState).map((r) => r.at);
  if (marks.length < 2) throw new Error('fewer than two requests in the steady state');
  const from = Math.min(...marks);
  const to = Math.max(...marks);
  // n requests sent at from..to span n - 1 intervals.
  const requests = log.filter((r) => r.at >= from && r.at <= to).length;
  const seconds = (to - from) / 1000;
  return { perMinute: ((requests - 1) / seconds) * 60, requests, seconds };
}
