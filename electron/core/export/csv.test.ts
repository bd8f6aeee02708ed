import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { csvField, tableToCsv } from './csv';
import { exportCsv } from './index';
import { AS_OF, CO, F, buildExportLibrary } from '../../../test/support/core/export-library';
import { parseCsv } from '../../../test/support/export-read';
import { createNote } from '../notes';

/** A small RFC 4180 reader, to read back what the writer wrote. */
describe('CSV export', () => {
  let cleanup = () => {};
  afterEach(() => cleanup());

  it('quotes fields per RFC 4180 and defuses formulas', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a, b')).toBe('"a, b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('-1234.50')).toBe('-1234.50');
    const csv = tableToCsv({ name: 't', title: 'T', columns: [{ header: 'A', cell: 'text' }, { header: 'Paid', cell: 'paisa' }], rows: [[{ t: 'text', v: 'x,y' }, { t: 'paisa', v: -12345 }]] });
    expect(csv).toBe('\uFEFFA,Paid\r\n"x,y",-123.45\r\n');
  });

  // Issue 14 item 5: every leading character OWASP lists (=, +, -, @, tab, carriage return) is
  // neutralised in the file written, while plain numbers stay numbers.
  it('neutralises every formula start OWASP lists in an exported note, and leaves plain numbers alone', async () => {
    const t = buildExportLibrary();
    cleanup = t.cleanup;
    const attacks = ["-2+3+cmd|' /C calc'!A0", '\t=1+1', '\r=HYPERLINK("http://x")', '@SUM(1+1)', '+1+1', '=1+1', '-1.5e3'];
    for (const body of attacks) createNote(t.library, CO, { kind: 'company' }, `${body}`);
    const outDir = path.join(t.dir, 'csv');
    await exportCsv(t.library, CO, outDir, { now: AS_OF });
    const notes = parseCsv(fs.readFileSync(path.join(outDir, `${CO}_notes.csv`), 'utf8').slice(1));
    const bodies = notes.slice(1).map((r) => r.find((cell) => attacks.some((a) => cell.endsWith(a.trim()))) ?? '');
    for (const body of bodies.filter((b) => b !== '')) expect(body.startsWith("'"), body).toBe(true);
    expect(bodies.filter((b) => b !== '').length).toBe(attacks.length);
    expect(csvField('-1234.50')).toBe('-1234.50');
    expect(csvField('-12')).toBe('-12');
    expect(csvField('\t=1')).toBe('"\'\t=1"');
  });

  it('writes one file per table with a BOM, and reads back the filings, figures and notes', async () => {
    const t = buildExportLibrary();
    cleanup = t.cleanup;
    const outDir = path.join(t.dir, 'csv');
    const result = await exportCsv(t.library, CO, outDir, { now: AS_OF });
    const names = fs.readdirSync(outDir).sort();
    expect(names).toEqual(
      [
        'balance-sheet-consolidated', 'balance-sheet-standalone', 'cash-flow-standalone', 'charges', 'connections', 'directors', 'figure-sources', 'filings', 'findings', 'notes',
        'profit-and-loss-consolidated', 'profit-and-loss-standalone', 'provenance', 'spend',
      ].map((n) => `${CO}_${n}.csv`),
    );
    expect(result.files).toHaveLength(names.length);
    const read = (n: string) => {
      const bytes = fs.readFileSync(path.join(outDir, `${CO}_${n}.csv`));
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      return parseCsv(bytes.toString('utf8').slice(1));
    };
    const filings = read('filings');
    expect(filings[0]).toEqual(['Filing id', 'Form', 'Date of filing', 'Year', 'Category', 'Description', 'Pages', 'PDF SHA-256']);
    const aoc = filings.find((r) => r[0] === F.aoc2024)!;
    expect(aoc.slice(1, 4)).toEqual(['AOC-4', '2024-10-28', '2024']);
    expect(aoc[7]).toMatch(/^[0-9a-f]{64}$/);
    const pl = read('profit-and-loss-standalone');
    expect(pl[0]).toEqual(['Line item', 'qname', 'FY 2019-20', 'FY 2020-21', 'FY 2021-22', 'FY 2022-23', 'FY 2023-24']);
    expect(pl.find((r) => r[1] === 'in-gaap:ProfitLossForPeriod')).toEqual(['Profit (loss) for the year', 'in-gaap:ProfitLossForPeriod', '-210', '-252', '-25000000', '-42', '-84']);
    const notes = read('notes');
    expect(notes[1]![2]).toBe(`AOC-4, filed 28 Oct 2024, page 3, filing ${F.aoc2024}`);
    expect(read('charges')[1]).toEqual(['100234', 'State Bank of India', '50000000.00', 'OPEN', '2019-02-11', '', '']);
  });
});
