/**
 * The book view (`portfolio.get`) of a 2,000-company book (500 at `small`) from a warm assessment
 * cache: the book imported as in portfolio-import, every company assessed once (the background
 * worker, timed as the cold fill), then the view read again and again: its wall time, and the size
 * of the JSON the bridge would carry; beside it the screen's first read (`first`: 60 companies).
 */
import { round, summarize } from '../lib/stats';
import type { Benchmark } from '../types';
import { csvFile } from '../../test/support/core/book-library';
import { bookBench } from './portfolio-setup';

const RUNS = 9;
/** The companies the book screen reads first (renderer/screens/portfolios/book-screen.tsx). */
const FIRST = 60;

export const portfolioView: Benchmark = {
  name: 'portfolio-view',
  description: `portfolio.get of a 2,000-company book from a warm assessment cache (${RUNS} reads), the cold fill of the cache and the JSON size`,
  async run(ctx) {
    const { book, service } = bookBench(ctx, 'portfolio-view');
    const report = await service.import('Bench book', csvFile(book));
    const fill = performance.now();
    const settled = await service.get('Bench book', true);
    const fillMs = performance.now() - fill;
    ctx.log(`assessed ${settled.companies.length} companies in ${round(fillMs)} ms (${round(fillMs / Math.max(1, settled.companies.length))} ms each), ${settled.pending} pending`);
    const ms: number[] = [];
    let bytes = 0;
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      const view = await service.get('Bench book');
      ms.push(performance.now() - started);
      bytes = Buffer.byteLength(JSON.stringify(view));
      if (view.pending !== 0) throw new Error(`the cache went cold: ${view.pending} pending`);
    }
    // The screen's first read: the first 60 companies in the table's default order.
    const firstMs: number[] = [];
    let firstBytes = 0;
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      const first = await service.get('Bench book', false, FIRST);
      firstMs.push(performance.now() - started);
      firstBytes = Buffer.byteLength(JSON.stringify(first));
      if (first.companies.length !== Math.min(FIRST, settled.companies.length)) throw new Error(`the first read gave ${first.companies.length} companies`);
    }
    const f = summarize(firstMs);
    const t = summarize(ms);
    ctx.log(`${settled.companies.length} companies: p50 ${round(t.p50)} ms, max ${round(t.max)} ms, ${round(bytes / 1024)} KB of JSON; ${settled.groups.groups.length} groups`);
    ctx.note('view', { companies: settled.companies.length, rows: report.book.rows, groups: settled.groups.groups.length, jsonBytes: bytes, fillMs: round(fillMs) });
    return [
      { metric: 'p50', value: round(t.p50), unit: 'ms' },
      { metric: 'max', value: round(t.max), unit: 'ms' },
      { metric: 'JSON', value: round(bytes / 1024), unit: 'KB' },
      { metric: `first ${FIRST} p50`, value: round(f.p50), unit: 'ms' },
      { metric: `first ${FIRST} JSON`, value: round(firstBytes / 1024), unit: 'KB' },
      { metric: 'cold fill', value: round(fillMs / 1000), unit: 's' },
    ];
  },
};
