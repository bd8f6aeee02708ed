/**
 * The book's workbook and CSV file, from the same tables (book-tables.ts) and the same writers as a
 * company's (workbook.ts's sheets with Indian-grouped money, csv.ts's RFC 4180 with a BOM and the
 * formula guard). The CSV is one file: one line a company, or one line a change of the digest.
 */
import ExcelJS from 'exceljs';
import { formatDay } from '../../../../shared/dates';
import { writeFileAtomically } from '../atomic';
import { tableToCsv } from '../csv';
import { addSheet } from '../workbook';
import type { BookExportModel } from './book-model';
import { aboutFacts, bookTables, companiesTable, digestTable } from './book-tables';

export function buildBookWorkbook(m: BookExportModel): ExcelJS.Workbook {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Dossier';
  wb.created = new Date(m.asOf);
  const what = m.digest ? `changes since ${formatDay(m.digest.since)}` : `as of ${formatDay(m.asOf)}`;
  wb.title = `${m.view.book.name}: ${what}${m.view.book.sandbox ? ' (SANDBOX data)' : ''}`;
  const about = wb.addWorksheet('About');
  about.columns = [{ width: 22 }, { width: 80 }];
  for (const f of aboutFacts(m)) about.addRow(f);
  about.getColumn(1).font = { bold: true };
  for (const table of bookTables(m)) addSheet(wb, table);
  return wb;
}

export async function writeBookWorkbook(m: BookExportModel, outPath: string): Promise<void> {
  const buffer = await buildBookWorkbook(m).xlsx.writeBuffer();
  await writeFileAtomically(outPath, Buffer.from(buffer));
}

export async function writeBookCsv(m: BookExportModel, outPath: string): Promise<void> {
  await writeFileAtomically(outPath, Buffer.from(tableToCsv(m.digest ? digestTable(m) : companiesTable(m)), 'utf8'));
}
