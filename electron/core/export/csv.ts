/**
 * One CSV file per table (RFC 4180: comma separated, CRLF line ends, fields with a comma, quote or
 * line break quoted, quotes doubled), UTF-8 with a byte-order mark so Excel reads ₹ and names in
 * Indian scripts correctly. Money is written in rupees as plain decimals ("1234.50"), filed
 * figures exactly as filed: a spreadsheet reads both as numbers.
 */
import fs from 'node:fs';
import path from 'node:path';
import { paisaToRupeeString } from '../../../shared/money';
import { sha256Bytes, writeFileAtomically } from './atomic';
import type { Cell, Table } from './tables';

const BOM = '\uFEFF';

export function csvField(raw: string): string {
  // A leading =, +, - or @ would make a spreadsheet run the text as a formula: prefixed with '.
  const safe = /^[=+@]/.test(raw) || (/^-/.test(raw) && !/^-\d/.test(raw)) ? `'${raw}` : raw;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

function cellText(c: Cell): string {
  if (c.v === null) return '';
  if (c.t === 'paisa') return paisaToRupeeString(c.v);
  return String(c.v);
}

export function tableToCsv(table: Table): string {
  const lines = [table.columns.map((c) => csvField(c.header)), ...table.rows.map((r) => r.map((c) => csvField(cellText(c))))];
  return BOM + lines.map((l) => l.join(',')).join('\r\n') + '\r\n';
}

export interface CsvOutput {
  files: Array<{ name: string; path: string; bytes: number; sha256: string }>;
}

/** Writes `<companyId>_<table>.csv` for every table into `outDir`, each atomically. */
export async function writeCsvTables(tables: Table[], outDir: string, prefix: string): Promise<CsvOutput> {
  fs.mkdirSync(outDir, { recursive: true });
  const files = [];
  for (const table of tables) {
    const name = `${prefix}_${table.name}.csv`;
    const file = path.join(outDir, name);
    const body = Buffer.from(tableToCsv(table), 'utf8');
    await writeFileAtomically(file, body);
    files.push({ name, path: file, bytes: body.byteLength, sha256: sha256Bytes(body) });
  }
  return { files };
}
