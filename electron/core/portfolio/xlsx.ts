/**
 * An Excel workbook (.xlsx) as rows of text: every sheet in order, each row with the sheet's own
 * row number (what the analyst sees in Excel), each cell as its value reads: numbers as digits,
 * dates as YYYY-MM-DD, a formula as its result, rich text and links as their text, an error as
 * written (#N/A). The caller picks the first sheet with a header row.
 */
import ExcelJS from 'exceljs';

export interface SheetRows {
  name: string;
  rows: Array<{ line: number; cells: string[] }>;
}

type Cell = ExcelJS.CellValue;

function isoDay(d: Date): string {
  // exceljs reads a date cell as the UTC instant of that calendar day.
  return Number.isNaN(d.getTime()) ? '' : d.toISOString().slice(0, 10);
}

/** A number as plain digits: whole numbers without an exponent or a trailing ".0". */
function numberText(n: number): string {
  if (!Number.isFinite(n)) return '';
  if (Number.isInteger(n) && Math.abs(n) < 1e21) return BigInt(n).toString();
  return String(n);
}

export function cellText(value: Cell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return numberText(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return isoDay(value);
  if ('richText' in value) return value.richText.map((r) => r.text).join('');
  if ('error' in value) return String(value.error);
  if ('formula' in value || 'sharedFormula' in value) return cellText((value as { result?: Cell }).result ?? null);
  if ('text' in value) return typeof value.text === 'string' ? value.text : cellText(value.text as Cell);
  return '';
}

export async function readWorkbook(bytes: Buffer): Promise<SheetRows[]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheets: SheetRows[] = [];
  wb.eachSheet((sheet) => {
    const rows: SheetRows['rows'] = [];
    sheet.eachRow({ includeEmpty: false }, (row, line) => {
      const cells: string[] = [];
      // row.values is 1-based (index 0 unused); gaps are empty cells.
      const values = row.values as Cell[];
      for (let i = 1; i < values.length; i++) cells.push(cellText(values[i] ?? null).trim());
      rows.push({ line, cells });
    });
    sheets.push({ name: sheet.name, rows });
  });
  return sheets;
}
