// Citations name the page (issue 28 item 2): Kemi mirrored with its PDFs' text indexed; every figure
// the exports cite names the page of the filed PDF it is printed on, and that page (read with
// pdftotext out of the PDF itself) prints the figure's value with the figure's element; the CSV's
// figure-sources file and the workbook's sheet carry that page, and the PDF report's provenance names
// the pages of each year's figures.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildReportModel } from '../../electron/core/export';
import type { FigureSource } from '../../electron/core/views';
import { openLibrary } from '../../electron/core/store';
import { figureSearchText } from '../../shared/figure-text';
import { removeTempDirs, tempDir } from '../support/cli/cli-kit';
import { readZipFile } from '../support/core/verify-pack';
import { SANDBOX, type SandboxLibrary, openSandboxLibrary } from '../support/core/sandbox-library';

let lib: SandboxLibrary;
let figures: FigureSource[];
/** pdftotext's pages of each source filing, whitespace flattened. */
const pdfPages = new Map<string, string[]>();
const flat = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

beforeAll(async () => {
  lib = await openSandboxLibrary({ indexText: true });
  await lib.mirror(SANDBOX.kemi);
  const library = openLibrary(lib.fx.dataDir);
  try {
    figures = buildReportModel(library, SANDBOX.kemi, new Date()).figures;
  } finally {
    library.close();
  }
  for (const filingId of new Set(figures.map((f) => f.filingId).filter((id): id is string => id !== null))) {
    const file = await lib.fx.core.files.pdfPath(filingId);
    if (file) pdfPages.set(filingId, execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).split('\f').map(flat));
  }
}, 300_000);

afterAll(async () => {
  await lib?.close();
  removeTempDirs();
});

describe('a cited figure names its page', () => {
  it('is found on a page of its filing that prints its value and its element', () => {
    expect(figures.length).toBeGreaterThan(100);
    const paged = figures.filter((f) => f.page !== null);
    // Every figure whose PDF is in the library has its page.
    expect(paged.length).toBe(figures.filter((f) => f.filingId !== null && pdfPages.has(f.filingId)).length);
    for (const f of paged) {
      const text = pdfPages.get(f.filingId!)![f.page! - 1]!;
      expect(text, `${f.qname} FY ${f.fyStart} on page ${f.page}`).toContain(figureSearchText(f.value).toLowerCase());
      expect(text, `${f.qname} FY ${f.fyStart} on page ${f.page}`).toContain(f.qname.toLowerCase());
    }
  });

  it('is cited with its page in the CSV, the workbook and the PDF report', async () => {
    const dir = tempDir('figure-pages');
    const csvDir = path.join(dir, 'csv');
    await lib.fx.call('export.run', { id: SANDBOX.kemi, format: 'csv', outPath: csvDir });
    const lines = fs.readFileSync(path.join(csvDir, `${SANDBOX.kemi}_figure-sources.csv`), 'utf8').slice(1).trim().split(/\r?\n/);
    const header = lines[0]!.split(',');
    expect(header).toContain('Page');
    expect(lines).toHaveLength(figures.length + 1);
    const at = header.indexOf('Page');
    const filingAt = header.indexOf('Source filing');
    const csvPages = lines.slice(1).map((l) => l.split(','));
    for (const f of figures.filter((x) => x.page !== null)) {
      expect(csvPages.some((cells) => cells[filingAt] === f.filingId && cells[at] === String(f.page))).toBe(true);
    }

    // A finding resting on a year's statements names the pages they are printed on.
    const findings = fs.readFileSync(path.join(csvDir, `${SANDBOX.kemi}_findings.csv`), 'utf8');
    const onStatements = [...findings.matchAll(/statements on pp?\.\u00a0([\d, -]+) \[filing (flg_[A-Za-z0-9]+)/g)];
    expect(onStatements.length).toBeGreaterThan(0);
    for (const [, pages, filingId] of onStatements) {
      const held = [...new Set(figures.filter((f) => f.filingId === filingId && f.page !== null).map((f) => f.page!))];
      const named = pages!.split(', ').flatMap((run) => {
        const [from, to] = run.split('-').map(Number);
        return Array.from({ length: (to ?? from!) - from! + 1 }, (_, k) => from! + k);
      });
      expect(named.sort((a, b) => a - b)).toEqual(held.sort((a, b) => a - b));
    }

    const xlsx = path.join(dir, 'kemi.xlsx');
    await lib.fx.call('export.run', { id: SANDBOX.kemi, format: 'xlsx', outPath: xlsx });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(xlsx);
    const sheet = wb.worksheets.find((w) => /figure/i.test(w.name) && /source/i.test(w.name))!;
    expect(sheet).toBeDefined();
    const heads = (sheet.getRow(1).values as unknown[]).map(String);
    const pageCol = heads.indexOf('Page');
    expect(pageCol).toBeGreaterThan(0);
    const sheetPages: number[] = [];
    sheet.eachRow((row, n) => {
      if (n > 1) sheetPages.push(Number(row.getCell(pageCol).value));
    });
    expect(sheetPages.filter((p) => p > 0).length).toBe(figures.filter((f) => f.page !== null).length);

    const pdf = path.join(dir, 'kemi.pdf');
    await lib.fx.call('export.run', { id: SANDBOX.kemi, format: 'pdf', outPath: pdf });
    const text = execFileSync('pdftotext', [pdf, '-'], { encoding: 'utf8' });
    const provenance = text.slice(text.lastIndexOf('Figures and their source filings'));
    // Each year whose PDF is held names its pages on one line with them ("pp. 2-3"), never "pp." alone.
    expect(provenance).toMatch(/\bpp?\.\s\d+/);
    expect(provenance).not.toMatch(/\bpp?\.\n/);
  });

  it('is cited in the manifest of the pack: each source PDF lists the pages its cited figures are on', async () => {
    const zip = path.join(tempDir('figure-pages-pack'), 'kemi.zip');
    await lib.fx.call('export.run', { id: SANDBOX.kemi, format: 'pack', outPath: zip, unsigned: true });
    const files = await readZipFile(zip);
    const manifest = JSON.parse(files.find((f) => f.name === 'manifest.json')!.bytes.toString('utf8')) as { files: Array<{ filingId?: string; figurePages?: number[] }> };
    const cited = manifest.files.filter((f) => f.figurePages);
    const expected = new Map<string, number[]>();
    for (const f of figures) if (f.page !== null) expected.set(f.filingId!, [...new Set([...(expected.get(f.filingId!) ?? []), f.page])].sort((a, b) => a - b));
    expect(cited.length).toBe(expected.size);
    for (const f of cited) expect(f.figurePages).toEqual(expected.get(f.filingId!));
  });
});
