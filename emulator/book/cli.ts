// `npm run emulator -- --book N --out FILE [--truth FILE] [--book-seed S] [--seed S]`: writes a lender's
// book (CSV or, for a .xlsx name, an Excel workbook) and its answer key, then says what it wrote in
// one JSON line. No server is started.
import { extname, resolve } from 'node:path';
import { createRegistry } from '../registry/index';
import { generateBook } from './generate';
import { bookCsv, bookXlsx, writeAtomically } from './write';

export interface BookCommand {
  size: number;
  out: string;
  truth?: string;
  bookSeed: string;
  registrySeed: string;
}

export interface BookWritten {
  event: 'book';
  rows: number;
  out: string;
  format: 'csv' | 'xlsx';
  truth: string | null;
  registrySeed: string;
  bookSeed: string;
  counts: Record<string, number>;
}

export function bookFormat(out: string): 'csv' | 'xlsx' {
  const ext = extname(out).toLowerCase();
  if (ext === '.csv') return 'csv';
  if (ext === '.xlsx') return 'xlsx';
  throw new Error(`--out must name a .csv or .xlsx file; got ${out}`);
}

export async function runBookCommand(cmd: BookCommand): Promise<BookWritten> {
  const format = bookFormat(cmd.out);
  const book = generateBook({ registry: createRegistry(cmd.registrySeed), size: cmd.size, seed: cmd.bookSeed });
  const out = resolve(cmd.out);
  writeAtomically(out, format === 'csv' ? bookCsv(book) : await bookXlsx(book));
  const truth = cmd.truth === undefined ? null : resolve(cmd.truth);
  if (truth !== null) writeAtomically(truth, `${JSON.stringify(book.truth, null, 2)}\n`);
  return { event: 'book', rows: book.rows.length, out, format, truth, registrySeed: cmd.registrySeed, bookSeed: cmd.bookSeed, counts: book.truth.counts.byKind };
}
