/**
 * A book file as a table: its header and its rows, each row with its line in the file (a
 * workbook's row number). The bridge carries the file as content (the renderer never touches
 * files): a CSV as text, a workbook as base64. A CSV sent as base64 is read as text (UTF-8, or
 * Windows-1252 when it is not UTF-8; UTF-16 with its BOM). The header is the first of the first ten
 * rows that names a company name or identifier column (a title line above it is skipped); in a
 * workbook, on the first sheet that has one.
 *
 * What is not a book is refused in words (NOT_A_BOOK): empty, binary, an Excel 97-2003 .xls, too
 * big, a quote that never closes, no header naming a name or identifier column.
 */
import type { BookFile } from '../../../shared/bridge/portfolio';
import { formatIndianNumber } from '../../../shared/money';
import { DossierError } from '../app-error';
import { type ColumnPlan, planColumns } from './columns';
import { parseCsv } from './csv';
import { readWorkbook } from './xlsx';

export const MAX_BOOK_BYTES = 30 * 1024 * 1024;
export const MAX_BOOK_ROWS = 20_000;
/** Rows looked at for the header (title lines above it are skipped). */
const HEADER_SEARCH_ROWS = 10;

export interface BookTable {
  format: 'csv' | 'xlsx';
  /** The sheet read, for a workbook. */
  sheet: string | null;
  /** The header row's line. */
  headerLine: number;
  headers: string[];
  /** Data rows below the header, blank ones left out. */
  rows: Array<{ line: number; cells: string[] }>;
  plan: ColumnPlan;
}

export function notABook(file: string, why: string, hint = 'Export the borrowers as CSV or .xlsx with a header row naming at least the company name or its CIN / LLPIN / FCIN.'): DossierError {
  return new DossierError('NOT_A_BOOK', `${file} is not a book of borrowers: ${why}.`, { hint });
}

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0];
const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((b, i) => bytes[i] === b);

function decodeText(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** Text with control characters a CSV never holds (NUL, and more than a few others) is a binary file. */
function looksBinary(text: string): boolean {
  const sample = text.slice(0, 65_536);
  if (sample.includes('\u0000')) return true;
  const controls = sample.match(/[\u0001-\u0008\u000e-\u001f]/g)?.length ?? 0;
  return controls > Math.max(4, sample.length / 1000);
}

const isBlank = (cells: readonly string[]) => cells.every((c) => c.trim() === '');

function tableOf(name: string, format: BookTable['format'], sheet: string | null, rows: Array<{ line: number; cells: string[] }>): BookTable | null {
  const filled = rows.filter((r) => !isBlank(r.cells));
  for (const [i, row] of filled.slice(0, HEADER_SEARCH_ROWS).entries()) {
    const plan = planColumns(row.cells);
    if (!plan) continue;
    const data = filled.slice(i + 1);
    if (data.length > MAX_BOOK_ROWS) throw notABook(name, `it has ${formatIndianNumber(data.length)} rows, more than the ${formatIndianNumber(MAX_BOOK_ROWS)} a book may hold`, 'Split it into books of at most 20,000 rows.');
    return { format, sheet, headerLine: row.line, headers: row.cells.map((c) => c.trim()), rows: data, plan };
  }
  return null;
}

function noHeader(name: string, firstRow: readonly string[] | undefined): DossierError {
  const seen = firstRow && firstRow.length > 0 ? ` (its first row reads: ${firstRow.slice(0, 8).map((c) => `"${c.trim().slice(0, 40)}"`).join(', ')})` : '';
  return notABook(name, `no header row among its first ${HEADER_SEARCH_ROWS} rows names a company name or identifier column${seen}`);
}

export async function readBookFile(file: BookFile): Promise<BookTable> {
  const name = file.name.trim();
  const bytes = file.encoding === 'base64' ? Buffer.from(file.content, 'base64') : null;
  const size = bytes ? bytes.byteLength : Buffer.byteLength(file.content, 'utf8');
  if (size > MAX_BOOK_BYTES) throw notABook(name, `it is ${formatIndianNumber(Math.round(size / 1024 / 1024))} MB, more than the 30 MB a book file may be`, 'Split it into smaller books.');
  if (size === 0) throw notABook(name, 'it is empty');
  if (bytes && startsWith(bytes, OLE)) throw notABook(name, 'it is an Excel 97-2003 workbook (.xls), which Dossier does not read', 'Save it from Excel as .xlsx or CSV, then import that.');
  if (bytes && startsWith(bytes, ZIP)) {
    let sheets: Awaited<ReturnType<typeof readWorkbook>>;
    try {
      sheets = await readWorkbook(bytes);
    } catch (error) {
      throw notABook(name, `it is a zip archive but not a workbook Excel can open (${(error as Error).message})`);
    }
    for (const sheet of sheets) {
      const table = tableOf(name, 'xlsx', sheet.name, sheet.rows);
      if (table) return table;
    }
    if (sheets.every((s) => s.rows.length === 0)) throw notABook(name, 'its sheets are empty');
    throw noHeader(name, sheets.find((s) => s.rows.length > 0)?.rows[0]?.cells);
  }
  const text = bytes ? decodeText(bytes) : file.content;
  if (looksBinary(text)) throw notABook(name, 'it is a binary file, neither CSV text nor an .xlsx workbook');
  const csv = parseCsv(text);
  if (csv.unclosedQuoteAt !== null) throw notABook(name, `the quote opened on line ${csv.unclosedQuoteAt} never closes`, 'Fix the quoting of that line (a quote inside a cell is written twice: "").');
  if (csv.records.every((r) => isBlank(r.cells))) throw notABook(name, 'it holds no rows');
  const table = tableOf(name, 'csv', null, csv.records);
  if (!table) throw noHeader(name, csv.records.find((r) => !isBlank(r.cells))?.cells);
  return table;
}
