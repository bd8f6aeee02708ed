/**
 * A clock for tests of pacing and backoff: `sleep` advances time instead of waiting, and records
 * every wait, so the spacing of sends can be asserted exactly without real delays.
 */
export interface FakeClock {
  now: () => number;
  sleep: (ms: number) => Promise<void>;
  advance: (ms: number) => void;
  readonly sleeps: number[];
}

export function createFakeClock(start = 1_700_000_000_000): FakeClock {
  let time = start;
  const sleeps: number[] = [];
  return {
    now: () => time,
    sleep: async (ms) => {
      sleeps.push(ms);
      time += Math.max(0, ms);
      // Yield so other queued work (new acquirers, 429 handlers) runs between steps.
      await Promise.resolve();
    },
    advance: (ms) => {
      time += ms;
    },
    sleeps,
  };
}
