/**
 * Test support: exports read back as a reader would, a CSV file's rows (RFC 4180 quoting, CRLF or LF
 * line ends, a leading BOM dropped) and a workbook sheet's rows by header.
 */
import ExcelJS from 'exceljs';

export function parseCsv(text: string): string[][] {
  const body = text.replace(/^\uFEFF/, '');
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < body.length; i++) {
    const ch = body[i]!;
    if (quoted) {
      if (ch === '"' && body[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || (ch === '\r' && body[i + 1] === '\n')) {
      if (ch === '\r') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += ch;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}

/** The rows of a workbook's sheet, each keyed by the sheet's header row. */
export async function sheetRows(file: string, sheet: string): Promise<Array<Record<string, unknown>>> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(file);
  const ws = wb.getWorksheet(sheet);
  if (!ws) throw new Error(`no sheet ${sheet}`);
  const header = (ws.getRow(1).values as unknown[]).slice(1).map(String);
  const rows: Array<Record<string, unknown>> = [];
  ws.eachRow((r, n) => {
    if (n === 1) return;
    const values = (r.values as unknown[]).slice(1);
    rows.push(Object.fromEntries(header.map((h, i) => [h, values[i] ?? null])));
  });
  return rows;
}
