/** Every benchmark `npm run bench` knows, in the order they run. Names are unique. */
import { APP_BENCHMARKS } from './app/index';
import { bookGroupsBench } from './core/book-groups';
import { bookMonth } from './core/book-month';
import { filingInserts } from './core/filing-inserts';
import { ftsRanked, ftsTypeahead } from './core/fts-search';
import { libraryCompanies } from './core/library-companies';
import { mirrorBig } from './core/mirror-big';
import { mirrorRate } from './core/mirror-rate';
import { networkDepth2 } from './core/network-depth2';
import { pdfIndex } from './core/pdf-index';
import { portfolioImport } from './core/portfolio-import';
import { portfolioView } from './core/portfolio-view';
import { quoteSpend } from './core/quote-spend';
import { teamPull } from './core/team-pull';
import { watchMonth } from './core/watch-month';
import { writers } from './core/writers';
import type { Benchmark } from './types';

export const CORE_BENCHMARKS: readonly Benchmark[] = [mirrorRate, mirrorBig, filingInserts, ftsTypeahead, ftsRanked, libraryCompanies, pdfIndex, networkDepth2, bookGroupsBench, portfolioImport, portfolioView, writers, quoteSpend, watchMonth, bookMonth, teamPull];

export const BENCHMARKS: readonly Benchmark[] = [...CORE_BENCHMARKS, ...APP_BENCHMARKS];

const names = BENCHMARKS.map((b) => b.name);
const twice = names.filter((n, i) => names.indexOf(n) !== i);
if (twice.length > 0) throw new Error(`benchmark names must be unique; repeated: ${twice.join(', ')}`);
