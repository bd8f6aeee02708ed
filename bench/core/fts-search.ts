/**
 * Search over the seeded library (lib/search-library.ts): typeahead latency per keystroke and
 * ranked (full) search latency per query. A warm-up pass over other inputs comes first, as in the
 * app, where the library has been open a while before anyone types.
 */
import { round, summarize, timeEach } from '../lib/stats';
import { searchLibrary } from '../lib/search-library';
import { rankedInputs, typeaheadInputs } from '../lib/search-queries';
import type { Benchmark, BenchContext, Measurement } from '../types';

const TYPEAHEAD_INPUTS = 2400;
const RANKED_INPUTS = 360;
/** What the app's search box asks for. */
const TYPEAHEAD_LIMIT = 10;
const RANKED_LIMIT = 50;

export const ftsTypeahead: Benchmark = {
  name: 'fts-typeahead',
  description: `typeahead(prefix, ${TYPEAHEAD_LIMIT}) over the seeded library: ${TYPEAHEAD_INPUTS} keystroke prefixes of real names and ids`,
  async run(ctx: BenchContext): Promise<Measurement[]> {
    const library = searchLibrary(ctx);
    const inputs = typeaheadInputs(library, TYPEAHEAD_INPUTS, 1);
    for (const text of typeaheadInputs(library, 300, 99)) library.search.typeahead(text, TYPEAHEAD_LIMIT);
    const { ms, cpuMs, slowest } = timeEach(inputs, (text) => library.search.typeahead(text, TYPEAHEAD_LIMIT));
    const t = summarize(ms);
    const cpu = summarize(cpuMs);
    ctx.note('inputs', t.count);
    ctx.note('cpu', cpu);
    ctx.note('slowest', slowest);
    ctx.log(`${t.count} keystrokes: p50 ${round(t.p50)} ms, p95 ${round(t.p95)} ms, p99 ${round(t.p99)} ms, max ${round(t.max)} ms; CPU p95 ${round(cpu.p95)} ms`);
    return [
      { metric: 'CPU p95', value: round(cpu.p95), unit: 'ms' },
      { metric: 'p50', value: round(t.p50), unit: 'ms' },
      { metric: 'p95', value: round(t.p95), unit: 'ms', goal: { op: '<', target: 5 } },
      { metric: 'p99', value: round(t.p99), unit: 'ms' },
      { metric: 'max', value: round(t.max), unit: 'ms' },
      { metric: 'keystrokes', value: t.count, unit: '' },
    ];
  },
};

export const ftsRanked: Benchmark = {
  name: 'fts-ranked',
  description: `ranked(query, { limit: ${RANKED_LIMIT} }) over the seeded library: ${RANKED_INPUTS} multi-word queries from names and filing labels`,
  async run(ctx: BenchContext): Promise<Measurement[]> {
    const library = searchLibrary(ctx);
    const inputs = rankedInputs(library, RANKED_INPUTS, 2);
    for (const text of rankedInputs(library, 40, 98)) library.search.ranked(text, { limit: RANKED_LIMIT });
    const { ms, cpuMs, slowest } = timeEach(inputs, (text) => library.search.ranked(text, { limit: RANKED_LIMIT }));
    const t = summarize(ms);
    const cpu = summarize(cpuMs);
    ctx.note('inputs', t.count);
    ctx.note('cpu', cpu);
    ctx.note('slowest', slowest);
    ctx.log(`${t.count} queries: p50 ${round(t.p50)} ms, p95 ${round(t.p95)} ms, max ${round(t.max)} ms; CPU p95 ${round(cpu.p95)} ms`);
    return [
      { metric: 'CPU p95', value: round(cpu.p95), unit: 'ms' },
      { metric: 'p50', value: round(t.p50), unit: 'ms' },
      { metric: 'p95', value: round(t.p95), unit: 'ms', goal: { op: '<', target: 50 } },
      { metric: 'p99', value: round(t.p99), unit: 'ms' },
      { metric: 'queries', value: t.count, unit: '' },
    ];
  },
};
