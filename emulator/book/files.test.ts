/**
 * The book at every size from 10 to 2,000 rows, the same every time from the default seed, and as
 * files: the CSV's lines and the workbook's rows hold exactly the cells the answer key names, and
 * `npm run emulator -- --book` prints one JSON line saying what it wrote.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import { createRegistry } from '../registry/index';
import { generateBook } from './generate';
import { bookMix } from './mix';
import type { BookTruth } from './types';
import { bookCsv, bookXlsx } from './write';

const registry = createRegistry('dossier');
const dir = mkdtempSync(join(tmpdir(), 'dossier-book-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** RFC 4180 records, CRLF between them. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted && ch === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (ch === '"') {
      quoted = !quoted;
    } else if (!quoted && ch === ',') {
      record.push(field);
      field = '';
    } else if (!quoted && ch === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i++;
    } else {
      field += ch;
    }
  }
  return records;
}

describe('book sizes and seeds', () => {
  it('mixes every size from 10 to 2,000 rows into exactly that many, a fifth at least plain', () => {
    const groups = registry.networks.groups.map((g) => ({ brand: g.brand, size: g.cins.length }));
    for (const size of [10, 11, 17, 40, 57, 300, 999, 1500, 2000]) {
      const m = bookMix(size, groups);
      const special = m.groupRows + 2 * m.twinPairs + m.formerName + m.struckOff + m.llp + m.foreign + m.none + Object.values(m.bad).reduce((a, b) => a + b, 0);
      expect(special + m.plain).toBe(size);
      expect(m.plain).toBeGreaterThanOrEqual(Math.ceil(size * 0.2));
      expect(m.groups.length).toBeGreaterThan(0);
    }
    expect(bookMix(2000, groups).groups).toHaveLength(12);
    expect(() => bookMix(9, groups)).toThrow(/10 to 2000/);
    expect(() => bookMix(2001, groups)).toThrow(/10 to 2000/);
  });

  it('makes a 10-row and a 2,000-row book, each company once (a near-identical pair aside), account numbers unique', () => {
    for (const size of [10, 2000]) {
      const { truth, rows } = generateBook({ registry, size });
      expect(rows).toHaveLength(size);
      const ids = truth.rows.filter((r) => r.kind !== 'twin' && !['ambiguous', 'none', 'bad'].includes(r.expected)).map((r) => r.expected);
      expect(new Set(ids).size).toBe(ids.length);
      expect(new Set(truth.rows.map((r) => r.cells.account)).size).toBe(size);
    }
  }, 60_000);

  it('gives the same book from the same seeds, another from another book seed', () => {
    expect(generateBook({ registry, size: 40 })).toEqual(generateBook({ registry, size: 40 }));
    expect(generateBook({ registry, size: 40, seed: 'another' }).rows).not.toEqual(generateBook({ registry, size: 40 }).rows);
  });
});

describe('book files', () => {
  const book = generateBook({ registry, size: 60 });

  it('the CSV holds the header on line 1 and each row on the line the key names', () => {
    const csv = bookCsv(book);
    expect(csv.split('\r\n').filter((l) => l !== '')).toHaveLength(61);
    const records = parseCsv(csv);
    expect(records[0]).toEqual(book.truth.columns);
    for (const r of book.truth.rows) expect(records[r.line - 1]).toEqual(book.truth.columns.map((h) => r.cells[(Object.keys(book.truth.roles) as Array<keyof BookTruth['roles']>).find((k) => book.truth.roles[k] === h)!]));
  });

  it('the workbook holds the same cells, plain digit amounts as numbers', async () => {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await bookXlsx(book)) as unknown as ArrayBuffer);
    const sheet = wb.getWorksheet('Borrowers')!;
    expect(sheet.rowCount).toBe(61);
    const text = (v: ExcelJS.CellValue) => (v === null || v === undefined ? '' : String(v));
    expect((sheet.getRow(1).values as ExcelJS.CellValue[]).slice(1).map(text)).toEqual(book.columns);
    for (const r of book.truth.rows) {
      const cells = (sheet.getRow(r.line).values as ExcelJS.CellValue[]).slice(1);
      expect(Array.from({ length: book.columns.length }, (_, i) => text(cells[i]))).toEqual(book.rows[r.line - 2]);
    }
    const exposureCol = book.columns.indexOf(book.truth.roles.exposure) + 1;
    const plain = book.truth.rows.find((r) => /^\d+$/.test(r.cells.exposure))!;
    expect(sheet.getRow(plain.line).getCell(exposureCol).value).toBe(Number(plain.cells.exposure));
  });

  it('npm run emulator -- --book writes the book and its key and prints one JSON line', async () => {
    const out = join(dir, 'book.csv');
    const truthPath = join(dir, 'truth.json');
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'emulator/main.ts', '--book', '25', '--out', out, '--truth', truthPath, '--book-seed', 'cli'], { cwd: join(import.meta.dirname, '../..') });
    const lines = stdout.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ event: 'book', rows: 25, out, format: 'csv', truth: truthPath, registrySeed: 'dossier', bookSeed: 'cli' });
    const expected = generateBook({ registry, size: 25, seed: 'cli' });
    expect(readFileSync(out, 'utf8')).toBe(bookCsv(expected));
    expect(JSON.parse(readFileSync(truthPath, 'utf8'))).toEqual(expected.truth);
  }, 60_000);
});
