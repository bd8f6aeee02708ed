/**
 * The financials workbook (exceljs): one sheet per statement and scope with years as columns and
 * the qname beside a readable label, then sheets for filings, directors, charges, findings, notes,
 * spend and provenance. Numbers are stored as numbers (rupees; a spreadsheet cell is a double, so
 * this is the last step, after all arithmetic was done in paisa) with an Indian-grouped format.
 */
import ExcelJS from 'exceljs';
import { formatDay } from '../../../shared/dates';
import { writeFileAtomically } from './atomic';
import type { ReportModel } from './report-model';
import { type Cell, type Table, reportTables } from './tables';

/** 1,23,45,678 grouping: Excel has no lakh separator, so the thresholds place the commas. */
export const INDIAN_NUMBER_FORMAT = '[>=10000000]##\\,##\\,##\\,##0;[>=100000]##\\,##\\,##0;##,##0';
/** The same with paise, for money. Negative amounts fall in the last section and show a minus. */
export const INDIAN_RUPEE_FORMAT = '[>=10000000]##\\,##\\,##\\,##0.00;[>=100000]##\\,##\\,##0.00;##,##0.00';

function cellValue(c: Cell): ExcelJS.CellValue {
  if (c.v === null) return null;
  switch (c.t) {
    case 'paisa':
      return c.v / 100;
    case 'figure': {
      const n = Number(c.v.replace(/,/g, ''));
      return Number.isFinite(n) ? n : c.v;
    }
    default:
      return c.v;
  }
}

export function addSheet(wb: ExcelJS.Workbook, table: Table): void {
  // Sheet names: at most 31 characters, none of : \ / ? * [ ].
  const ws = wb.addWorksheet(table.title.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31), { views: [{ state: 'frozen', ySplit: 1, xSplit: table.columns[1]?.header === 'qname' ? 2 : 0 }] });
  ws.columns = table.columns.map((c) => ({ header: c.header, width: c.width ?? 16 }));
  ws.getRow(1).font = { bold: true };
  for (const row of table.rows) ws.addRow(row.map(cellValue));
  table.columns.forEach((col, i) => {
    const format = col.cell === 'figure' ? INDIAN_NUMBER_FORMAT : col.cell === 'paisa' ? INDIAN_RUPEE_FORMAT : null;
    if (!format) return;
    ws.getColumn(i + 1).eachCell((cell, rowNumber) => {
      if (rowNumber > 1 && typeof cell.value === 'number') cell.numFmt = format;
    });
    ws.getColumn(i + 1).alignment = { horizontal: 'right' };
  });
}

export function buildWorkbook(m: ReportModel): ExcelJS.Workbook {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Dossier';
  wb.created = new Date(m.asOf);
  wb.title = `${m.company.name ?? m.company.id} as of ${formatDay(m.asOf)}${m.sandbox ? ' (SANDBOX data)' : ''}`;
  const about = wb.addWorksheet('About');
  about.columns = [{ width: 22 }, { width: 80 }];
  const facts: Array<[string, string]> = [
    ['Company', m.company.name ?? m.company.id],
    ['Identifier', m.company.id],
    ['As of', formatDay(m.asOf)],
    ['Data', m.sandbox ? 'SANDBOX (test key): synthetic data, not for reliance' : 'Registry (live key)'],
    ['Figures', 'Rupees as filed; years are Indian financial years (April to March)'],
  ];
  for (const f of facts) about.addRow(f);
  about.getColumn(1).font = { bold: true };
  for (const table of reportTables(m)) addSheet(wb, table);
  return wb;
}

export async function writeWorkbook(m: ReportModel, outPath: string): Promise<void> {
  const buffer = await buildWorkbook(m).xlsx.writeBuffer();
  await writeFileAtomically(outPath, Buffer.from(buffer));
}
