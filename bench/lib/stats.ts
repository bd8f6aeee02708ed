/** Percentiles of timings, by the nearest-rank method (no interpolation: every value was measured). */

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) throw new Error('percentile of no values');
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export interface Timings {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  mean: number;
}

export function summarize(values: readonly number[]): Timings {
  const sorted = [...values].sort((a, b) => a - b);
  const sum = sorted.reduce((s, v) => s + v, 0);
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1]!,
    mean: sum / sorted.length,
  };
}

/** Rounds for display and for the results file alike, so both show the same number. */
export function round(value: number, digits = 2): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

/**
 * Times each call of `fn` over `inputs` in milliseconds: wall-clock time (what the analyst waits)
 * and this process's CPU time (user + system), which a busy machine inflates far less; with the
 * slowest inputs by wall time.
 */
export function timeEach<T>(inputs: readonly T[], fn: (input: T) => unknown): { ms: number[]; cpuMs: number[]; slowest: { input: T; ms: number; cpuMs: number }[] } {
  const ms: number[] = [];
  const cpuMs: number[] = [];
  const all: { input: T; ms: number; cpuMs: number }[] = [];
  for (const input of inputs) {
    const cpu = process.cpuUsage();
    const started = performance.now();
    fn(input);
    const took = performance.now() - started;
    const used = process.cpuUsage(cpu);
    const cpuTook = (used.user + used.system) / 1000;
    ms.push(took);
    cpuMs.push(cpuTook);
    all.push({ input, ms: round(took), cpuMs: round(cpuTook) });
  }
  all.sort((a, b) => b.ms - a.ms);
  return { ms, cpuMs, slowest: all.slice(0, 10) };
}
