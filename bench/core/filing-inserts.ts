/**
 * Filing rows stored per second through the repository (`filings.upsertMany`), one page of 200 per
 * transaction as the mirror writes them, FTS rows included. Then the same pages again, as a re-listing
 * after a refresh: every row goes down the update path.
 */
import type { FilingInput, Library } from '../../electron/core/store';
import { rawDatabase } from '../../electron/core/store/library';
import { round } from '../lib/stats';
import { tempLibrary } from '../lib/temp-library';
import type { Benchmark, BenchContext, Measurement } from '../types';

const PAGE = 200;
const FORMS: [string, string, string][] = [
  ['AOC-4', 'Annual Returns and Balance Sheet eForms', 'Financial Statements'],
  ['MGT-7', 'Annual Returns and Balance Sheet eForms', 'Annual Return'],
  ['CHG-1', 'Charge Documents', 'Instrument of creation of charge'],
  ['DIR-12', 'Change in Directors', 'Appointment of director'],
  ['ADT-1', 'Other eForm Documents', 'Appointment of auditor'],
];

/** A filing row as the API lists it, raw payload included (the store keeps it). */
function filingRow(company: number, n: number): FilingInput {
  const [formId, documentCategory, attachmentLabel] = FORMS[n % FORMS.length]!;
  const year = 2024 - Math.floor(n / 40);
  const day = String(1 + (n % 28)).padStart(2, '0');
  const row = {
    filingId: `flg_b${company}_${n}`,
    formId,
    documentCategory,
    attachmentLabel,
    dateOfFiling: `${day}/10/${year}`,
    year,
    fileSize: 40_000 + ((n * 7919) % 2_000_000),
    fileType: 'pdf',
    numberOfPages: 1 + (n % 40),
    description: null,
    createdAt: `${year}-10-${day}T10:00:00.000Z`,
    updatedAt: `${year}-10-${day}T10:00:00.000Z`,
  };
  return { ...row, raw: row };
}

function companyId(c: number): string {
  return `U${String(10000 + c).padStart(5, '0')}MH2001PTC${String(c).padStart(6, '0')}`;
}

/** Writes every page of every company, each page in its own transaction; returns rows per second. */
function writePages(library: Library, pages: { company: string; rows: FilingInput[] }[]): number {
  const started = performance.now();
  let rows = 0;
  for (const page of pages) {
    library.tx(() => library.filings.upsertMany(page.company, page.rows, { listedAt: new Date().toISOString(), requestId: 'req_bench' }));
    rows += page.rows.length;
  }
  return rows / ((performance.now() - started) / 1000);
}

export const filingInserts: Benchmark = {
  name: 'filing-inserts',
  description: 'filings.upsertMany in pages of 200, one transaction each: new rows, then the same rows re-listed',
  async run(ctx: BenchContext): Promise<Measurement[]> {
    const companies = ctx.scale === 'full' ? 200 : 50;
    const perCompany = 1000;
    const library = tempLibrary(ctx, 'inserts');
    const pages: { company: string; rows: FilingInput[] }[] = [];
    for (let c = 0; c < companies; c++) {
      for (let from = 0; from < perCompany; from += PAGE) {
        pages.push({ company: companyId(c), rows: Array.from({ length: PAGE }, (_, i) => filingRow(c, from + i)) });
      }
    }
    ctx.log(`${pages.length} pages of ${PAGE} rows for ${companies} companies`);
    const inserts = writePages(library, pages);
    const total = rawDatabase(library).prepare('SELECT count(*) FROM filings').pluck().get() as number;
    if (total !== companies * perCompany) throw new Error(`expected ${companies * perCompany} filings, the library has ${total}`);
    const updates = writePages(library, pages);
    ctx.note('rows', total);
    return [
      { metric: 'new rows', value: round(inserts, 0), unit: 'rows/s' },
      { metric: 're-listed rows', value: round(updates, 0), unit: 'rows/s' },
    ];
  },
};
