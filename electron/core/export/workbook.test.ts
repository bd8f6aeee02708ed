import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterEach, describe, expect, it } from 'vitest';
import { INDIAN_NUMBER_FORMAT, INDIAN_RUPEE_FORMAT, exportWorkbook } from './index';
import { readZipFile } from '../../../test/support/core/verify-pack';

// exceljs reads a format code back without its backslashes; the file itself keeps them (checked below).
const asRead = (format: string) => format.replace(/\\/g, '');
import { AS_OF, CO, F, buildExportLibrary } from '../../../test/support/core/export-library';

describe('financials workbook (XLSX)', () => {
  let cleanup = () => {};
  afterEach(() => cleanup());

  async function workbook() {
    const t = buildExportLibrary();
    cleanup = t.cleanup;
    const out = path.join(t.dir, 'financials.xlsx');
    const result = await exportWorkbook(t.library, CO, out, { now: AS_OF });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(fs.readFileSync(out) as unknown as ArrayBuffer);
    return { wb, result, out };
  }

  it('has a sheet per statement and scope, years as columns lined up with the figures, numbers stored as numbers', async () => {
    const { wb, result } = await workbook();
    expect(result.bytes).toBeGreaterThan(1000);
    const names = wb.worksheets.map((w) => w.name);
    expect(names).toEqual(expect.arrayContaining(['Balance sheet (standalone)', 'Profit and loss (standalone)', 'Cash flow (standalone)', 'Balance sheet (consolidated)']));
    expect(names).toEqual(expect.arrayContaining(['Filings', 'Directors', 'Charges', 'Findings', 'Notes', 'Spend', 'Provenance']));

    const pl = wb.getWorksheet('Profit and loss (standalone)')!;
    const header = (pl.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual(['Line item', 'qname', 'FY 2019-20', 'FY 2020-21', 'FY 2021-22', 'FY 2022-23', 'FY 2023-24']);
    const rowOf = (qname: string) => {
      let found: ExcelJS.Row | null = null;
      pl.eachRow((r) => {
        if (r.getCell(2).value === qname) found = r;
      });
      return found as unknown as ExcelJS.Row;
    };
    const revenue = rowOf('in-gaap:RevenueFromOperations');
    expect(revenue.getCell(1).value).toBe('Revenue from operations');
    expect(revenue.getCell(7).value).toBe(12345678.5);
    expect(revenue.getCell(7).numFmt).toBe(asRead(INDIAN_NUMBER_FORMAT));
    const profit = rowOf('in-gaap:ProfitLossForPeriod');
    const years = [3, 4, 5, 6, 7];
    // Column by column: FY 2019-20 (scale 5), FY 2020-21 (scale 6), FY 2021-22 (the loss), FY 2022-23 (scale 1), FY 2023-24 (scale 2).
    expect(years.map((c) => profit.getCell(c).value)).toEqual([-210, -252, -25_000_000, -42, -84]);
    for (const c of years) expect(typeof profit.getCell(c).value).toBe('number');
    let sources: unknown[] = [];
    pl.eachRow((r) => {
      if (r.getCell(1).value === 'Source filing') sources = years.map((c) => r.getCell(c).value);
    });
    expect(sources).toEqual([null, null, null, F.aoc2023, F.aoc2024]);

    // Each finding with its review state (none reviewed in this library: all Open).
    const findings = wb.getWorksheet('Findings')!;
    const columns = (findings.getRow(1).values as unknown[]).slice(1);
    expect(columns.at(-1)).toBe('Review');
    const reviews: unknown[] = [];
    findings.eachRow((r, n) => {
      if (n > 1) reviews.push(r.getCell(columns.length).value);
    });
    expect(reviews.length).toBeGreaterThan(0);
    expect(new Set(reviews)).toEqual(new Set(['Open']));
  });

  it('stores charge amounts and spend as rupee numbers with the Indian format, and says on the About sheet that the data came from a live key', async () => {
    const { wb, out } = await workbook();
    const styles = (await readZipFile(out)).find((e) => e.name === 'xl/styles.xml')!.bytes.toString('utf8');
    expect(styles).toContain(INDIAN_NUMBER_FORMAT.replace(/>/g, '&gt;'));
    expect(styles).toContain(INDIAN_RUPEE_FORMAT.replace(/>/g, '&gt;'));
    const charges = wb.getWorksheet('Charges')!;
    expect(charges.getRow(2).getCell(3).value).toBe(50_000_000);
    expect(charges.getRow(2).getCell(3).numFmt).toBe(asRead(INDIAN_RUPEE_FORMAT));
    const spend = wb.getWorksheet('Spend')!;
    const prices = [2, 3].map((r) => spend.getRow(r).getCell(3).value).sort();
    expect(prices).toEqual([330, 5]);
    expect(wb.getWorksheet('About')!.getRow(4).getCell(2).value).toBe('Registry (live key)');
  });
});
