// A book as files: CSV (RFC 4180, CRLF line ends as Excel writes them, UTF-8 without BOM) or an Excel
// workbook (exceljs; cells as written, plain digit amounts as numbers), and the answer key as JSON.
// Files are written to a temporary name and renamed, so a reader never sees half a file.
import { renameSync, writeFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import type { Book } from './types';

function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

export function bookCsv(book: Book): string {
  return [book.columns, ...book.rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}

/** A fixed stamp, so the same book gives the same workbook properties. */
const STAMP = new Date('2026-11-01T00:00:00.000Z');

export async function bookXlsx(book: Book): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Core banking export';
  wb.created = STAMP;
  wb.modified = STAMP;
  const sheet = wb.addWorksheet('Borrowers');
  sheet.addRow(book.columns);
  const amounts = new Set([book.truth.roles.exposure, book.truth.roles.limit].map((h) => book.columns.indexOf(h)));
  for (const row of book.rows) sheet.addRow(row.map((cell, i) => (amounts.has(i) && /^\d{1,15}$/.test(cell) ? Number(cell) : cell)));
  sheet.getRow(1).font = { bold: true };
  return Buffer.from(await wb.xlsx.writeBuffer());
}

export function writeAtomically(path: string, data: string | Uint8Array): void {
  const temp = `${path}.${process.pid}.tmp`;
  writeFileSync(temp, data);
  renameSync(temp, path);
}
