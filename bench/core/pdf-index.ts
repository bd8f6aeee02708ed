/**
 * PDF text indexing: filing PDFs rendered by the emulator's renderer (letterhead, pages of figure
 * lines, pages of running text), stored in a library, then each one's text extracted with pdf.js
 * and indexed for search, as the mirror does after a download. Rendering is not timed.
 */
import { minimumFilingPdfSize, renderFilingPdf } from '../../emulator/pdf/index';
import type { PdfSpec } from '../../emulator/registry/types';
import { extractAndIndexDocument } from '../../electron/core/pdf-text';
import { round } from '../lib/stats';
import { tempLibrary } from '../lib/temp-library';
import type { Benchmark, BenchContext, Measurement } from '../types';

const PAGES = 50;
const COMPANY = 'L25339TN1981PLC111844';
const FIGURES = ['Revenue from operations', 'Other income', 'Cost of materials consumed', 'Employee benefits expense', 'Finance costs',
  'Depreciation and amortisation', 'Profit before tax', 'Current tax', 'Deferred tax', 'Trade receivables', 'Inventories',
  'Cash and cash equivalents', 'Share capital', 'Other equity', 'Long-term borrowings', 'Trade payables'];

/** Figures on pages 2-11 (one statement line per row, Indian digit grouping), running text after. */
function specOf(n: number): Omit<PdfSpec, 'fileSize'> {
  const filingId = `flg_bench_${n}`;
  const year = 2024 - (n % 10);
  const pageLines: string[][] = [[`Form AOC-4 — Financial Statements FY ${year - 1}-${String(year).slice(2)}`, `Filing ID: ${filingId}`]];
  for (let p = 1; p <= 10; p++) {
    pageLines.push(FIGURES.map((f, i) => `${f} .... ${((n + 1) * 7919 * (p * 31 + i + 1)).toLocaleString('en-IN')}`));
  }
  return {
    cin: COMPANY,
    filingId,
    formId: 'AOC-4',
    title: pageLines[0]![0]!,
    company: 'Bailika Forgings Limited',
    dateOfFiling: `15/10/${year}`,
    pages: PAGES,
    pageLines,
    seed: 1000 + n,
  };
}

export const pdfIndex: Benchmark = {
  name: 'pdf-index',
  description: `extractPdfText + index of rendered ${PAGES}-page filing PDFs (figure lines and running text), pages per second`,
  async run(ctx: BenchContext): Promise<Measurement[]> {
    const count = ctx.scale === 'full' ? 20 : 6;
    const library = tempLibrary(ctx, 'pdf-index');
    ctx.log(`rendering ${count} PDFs of ${PAGES} pages`);
    const pdfs: { filingId: string; bytes: Uint8Array }[] = [];
    for (let n = 0; n < count; n++) {
      const spec = specOf(n);
      const bytes = await renderFilingPdf({ ...spec, fileSize: await minimumFilingPdfSize({ ...spec, fileSize: 0 }) });
      library.tx(() => {
        library.filings.upsertMany(COMPANY, [{ filingId: spec.filingId, formId: 'AOC-4', numberOfPages: PAGES, fileSize: bytes.byteLength }], {
          listedAt: new Date().toISOString(),
          requestId: null,
        });
        library.documents.store({ filingId: spec.filingId, companyId: COMPANY, bytes, requestId: null });
      });
      pdfs.push({ filingId: spec.filingId, bytes });
    }
    const megabytes = pdfs.reduce((s, p) => s + p.bytes.byteLength, 0) / 1e6;
    // pdf.js loads its worker code on first use; that happens once per process, not per document.
    await extractAndIndexDocument(library, pdfs[0]!.filingId);
    const started = performance.now();
    let pages = 0;
    let indexed = 0;
    for (const pdf of pdfs) {
      const done = await extractAndIndexDocument(library, pdf.filingId);
      pages += done.pages;
      indexed += done.indexedPages;
    }
    const seconds = (performance.now() - started) / 1000;
    if (pages !== count * PAGES) throw new Error(`extracted ${pages} pages, expected ${count * PAGES}`);
    const found = library.search.ranked('revenue from operations', { kinds: ['pdf'], limit: 500 }).length;
    if (found < count) throw new Error(`ranked search found ${found} PDF pages with the figures; expected at least ${count}`);
    ctx.note('documents', { count, pages, indexedPages: indexed, megabytes: round(megabytes, 1) });
    ctx.log(`${pages} pages (${round(megabytes, 1)} MB) in ${round(seconds, 1)} s`);
    return [
      { metric: 'pages', value: round(pages / seconds, 1), unit: 'pages/s' },
      { metric: 'documents', value: round(count / seconds, 2), unit: 'docs/s' },
      { metric: 'pages indexed', value: pages, unit: '' },
    ];
  },
};
