/**
 * What a benchmark is, for `npm run bench`. Every benchmark is an entry in a registry (core ones in
 * bench/core, app ones in bench/app), runs alone in its turn, and returns numbers: the table and the
 * results file are made from those, so a benchmark never prints its own verdict.
 */

export type Scale = 'small' | 'full';

/** A goal as the issue states it: `value <op> target` passes. */
export interface Goal {
  op: '<' | '<=' | '>=' | '>';
  target: number;
}

export interface Measurement {
  /** e.g. "p95", "rate/limit", "inserts/s". */
  metric: string;
  value: number;
  unit: string;
  goal?: Goal;
}

export interface BenchContext {
  scale: Scale;
  /** Keep the libraries built for the run (their paths are logged) instead of removing them. */
  keep: boolean;
  /** bench/results: the folder for results and caches (git-ignored). */
  resultsDir: string;
  /** Progress for the person waiting; goes to stderr so the table stays clean. */
  log(message: string): void;
  /** Runs after every benchmark has finished (or failed), last registered first. */
  onCleanup(fn: () => void | Promise<void>): void;
  /** Extra facts for the results file (dataset sizes, build times, slowest queries...). */
  note(key: string, value: unknown): void;
}

export interface Benchmark {
  name: string;
  /** One line: what is measured and how. */
  description: string;
  run(ctx: BenchContext): Promise<Measurement[]>;
}

export function passes(value: number, goal: Goal): boolean {
  switch (goal.op) {
    case '<':
      return value < goal.target;
    case '<=':
      return value <= goal.target;
    case '>=':
      return value >= goal.target;
    case '>':
      return value > goal.target;
  }
}
