/**
 * Import and offline resolution of a lender's book (issue 26): the emulator's generated book of
 * 2,000 rows (500 at `small`) as CSV through `portfolio.import`'s service, against a library
 * holding its companies (bench/core/portfolio-setup.ts): the file read, every cell parsed, every
 * row resolved by identifier or by the library's names, all written in one transaction. Then the
 * same file again (every row matched by reference, nothing changed) and the book as XLSX.
 */
import { csvFile, isIdentifier, xlsxFile } from '../../test/support/core/book-library';
import { round } from '../lib/stats';
import type { Benchmark } from '../types';
import { bookBench } from './portfolio-setup';

async function timed<T>(fn: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await fn();
  return { ms: performance.now() - started, value };
}

export const portfolioImport: Benchmark = {
  name: 'portfolio-import',
  description: 'import + offline resolution of a 2,000-row generated book (CSV) against a library holding its companies (and as many others), then the same file again, and the book as XLSX',
  async run(ctx) {
    const { book, service } = bookBench(ctx, 'portfolio-import');
    const csv = csvFile(book);
    const first = await timed(() => service.import('Bench book', csv));
    const resolvable = book.truth.rows.filter((r) => isIdentifier(r.expected)).length;
    const report = first.value;
    ctx.log(`imported ${report.book.rows} rows in ${round(first.ms)} ms: ${report.book.counts.resolved} resolved offline of ${resolvable} resolvable, ${report.ambiguous.length} ambiguous, ${report.bad.length} bad, ${report.openRows} open`);
    const again = await timed(() => service.import('Bench book', csv));
    ctx.log(`re-imported in ${round(again.ms)} ms (${again.value.unchanged} unchanged)`);
    const xlsx = await xlsxFile(book);
    const fromXlsx = await timed(() => service.import('Bench book (xlsx)', xlsx));
    ctx.log(`imported the XLSX in ${round(fromXlsx.ms)} ms`);
    ctx.note('import', { rows: report.book.rows, counts: report.book.counts, resolvable, reimportUnchanged: again.value.unchanged });
    return [
      { metric: 'import', value: round(first.ms), unit: 'ms', goal: { op: '<', target: 10_000 } },
      { metric: 'resolved offline', value: report.book.counts.resolved, unit: 'rows' },
      { metric: 're-import', value: round(again.ms), unit: 'ms' },
      { metric: 'import xlsx', value: round(fromXlsx.ms), unit: 'ms' },
    ];
  },
};
