/**
 * One CSV file per table (RFC 4180: comma separated, CRLF line ends, fields with a comma, quote or
 * line break quoted, quotes doubled), UTF-8 with a byte-order mark so Excel reads ₹ and names in
 * Indian scripts correctly. Money is written in rupees as plain decimals ("1234.50"), filed
 * figures exactly as filed: a spreadsheet reads both as numbers.
 */
import path from 'node:path';
import { paisaToRupeeString } from '../../../shared/money';
import { makeFolders } from '../store';
import { sha256Bytes, writeFileAtomically } from './atomic';
import type { Cell, Table } from './tables';

const BOM = '\uFEFF';

/**
 * OWASP's CSV injection rule: a field starting with =, +, -, @, a tab or a carriage return (or a
 * line feed) is read by spreadsheets as a formula, so it is prefixed with ' and quoted. Only a
 * plain decimal number (what the writer itself produces from a typed numeric cell) is left as it
 * is, so "-1234.50" stays a number while "-2+3+cmd|' /C calc'!A0" is text.
 */
const FORMULA_START = /^[=+\-@\t\r\n]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

export function csvField(raw: string): string {
  const safe = FORMULA_START.test(raw) && !PLAIN_NUMBER.test(raw) ? `'${raw}` : raw;
  return /[",\r\n\t]/.test(safe) || safe !== raw ? `"${safe.replace(/"/g, '""')}"` : safe;
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
  makeFolders(outDir);
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
