/**
 * The app benchmarks: host cold start, renderer bundle size, PDF first paint, keystroke to
 * results. One file per benchmark in this folder, each exporting a `Benchmark` (../types.ts),
 * listed below. `npm run bench` runs them after the core benchmarks; `--only <name>` picks one out.
 */
import type { Benchmark } from '../types';
import { appColdStart } from './cold-start';
import { connectionsFps } from './connections-fps';
import { rendererInitialJs } from './initial-js';
import { pdfFirstPage } from './pdf-first-page';
import { portfolioScreen } from './portfolio-screen';
import { searchKeystroke } from './search-keystroke';

export const APP_BENCHMARKS: readonly Benchmark[] = [rendererInitialJs, appColdStart, pdfFirstPage, searchKeystroke, connectionsFps, portfolioScreen];
