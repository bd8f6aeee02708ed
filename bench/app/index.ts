/**
 * The app benchmarks (host cold start, renderer bundle size, PDF first paint, keystroke to results)
 * go here: one file per benchmark in this folder, each exporting a `Benchmark` (../types.ts), listed
 * below. `npm run bench` runs them after the core benchmarks; `--only <name>` picks one out.
 */
import type { Benchmark } from '../types';

export const APP_BENCHMARKS: readonly Benchmark[] = [];
