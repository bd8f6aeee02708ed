// A lender's book exported through a real core on the emulator's sandbox (issue 26 item 6): the
// sandbox business group mirrored over real HTTP, imported as a book with a row that resolves to
// nothing, then written as PDF (read back with pdftotext: every company, every group share, every
// signal's and overdue filing's identifiers whole on one line, the SANDBOX label), XLSX (read back
// with exceljs: cells equal to the book view's numbers) and CSV (parsed: one line a company, with
// its sandbox column). Then, the clock moved, the digest since a day in the three formats: the
// signals since then, grouped by company, with their sources. Bad paths are refused before
// anything is written.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmulatorHandle } from '../../../../emulator/index';
import type { SyntheticRegistry } from '../../../../emulator/registry/index';
import type { BookCompanyDetail, BookView } from '../../../../shared/bridge/portfolio';
import { RISK_BAND_NAMES } from '../../../../shared/bridge/signals';
import { mirror } from '../../../../test/support/core/mirror-flow';
import { type CoreFixture, FAST, openCore, removeDir, startTestEmulator } from '../../../../test/support/core/seeded-core';
import { parseCsv, sheetRows } from '../../../../test/support/export-read';

const CRORE = 1_00_00_000_00;
const DAY = 86_400_000;

let emu: EmulatorHandle;
let fx: CoreFixture;
let out: string;
let members: string[];
let view: BookView;
let details: BookCompanyDetail[];

beforeAll(async () => {
  emu = await startTestEmulator();
  // PDF text indexed as the app does, so a signal's source can name the page that states it.
  fx = await openCore({ embedded: { baseUrl: emu.url, testKey: emu.keys.test }, now: () => emu.clock.now(), tuning: { ...FAST.tuning, indexText: true } });
  await fx.call('onboarding.useSandbox');
  out = fs.mkdtempSync(path.join(os.tmpdir(), 'book-export-'));
  members = [...(emu as EmulatorHandle & { registry: SyntheticRegistry }).registry.networks.sandboxGroup];
  for (const cin of members) expect((await mirror(fx, cin)).state, cin).toBe('done');
  const exposures = ['3 crore', '2 crore', '1 crore', '50 lakh', '25 lakh'];
  const csv = ['Facility ID,CIN,Borrower Name,Exposure', ...members.map((cin, i) => `F${i + 1},${cin},,${exposures[i]}`), 'F9,,Nobody Known Traders,10 lakh'].join('\n');
  await fx.call('portfolio.import', { name: 'Sandbox group book', file: { name: 'book.csv', encoding: 'utf8', content: csv } });
  view = await fx.call('portfolio.get', { id: 'Sandbox group book', settle: true });
  details = [];
  for (const c of view.companies) details.push(await fx.call('portfolio.company', { id: 'Sandbox group book', companyId: c.companyId }));
}, 300_000);

afterAll(async () => {
  await fx?.close();
  if (fx) removeDir(fx.dataDir);
  await emu?.close();
  if (out) fs.rmSync(out, { recursive: true, force: true });
});

/** The words of a PDF as pdftotext reads them, line by line. */
function pdfText(file: string): string {
  return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
}

/** Every whitespace-separated word of the text, its brackets and trailing punctuation aside. */
const wordsOf = (text: string) => new Set(text.split(/\s+/).map((w) => w.replace(/^[[(]+|[\]),.;:]+$/g, '')));

/** The identifiers a citation carries (filings, requests, companies, directors). */
const idsIn = (reference: string) => reference.split(/[\s,;:()[\]]+/).filter((w) => /^(flg_|req_|seed-)/.test(w) || /^[ULF]\d{5}[A-Z]{2}\d{4}[A-Z]{3}\d{6}$/.test(w) || /^\d{8}$/.test(w));

describe('a book exported', () => {
  it('is a sandbox book with a group, signals and a row not resolved (what the exports must show)', () => {
    expect(view.book).toMatchObject({ sandbox: true, companies: members.length, exposurePaisa: 6.75 * CRORE + 0 });
    expect(view.pending).toBe(0);
    expect(view.groups.groups.length).toBeGreaterThan(0);
    expect(details.some((d) => d.signals.length > 0)).toBe(true);
    expect(view.unresolved).toHaveLength(1);
  });

  it('writes the PDF: every company, every group share, every signal and overdue filing cited with its ids whole, the SANDBOX label', { timeout: 120_000 }, async () => {
    const file = path.join(out, 'book.pdf');
    const result = await fx.call('portfolio.export', { id: 'Sandbox group book', format: 'pdf', outPath: file });
    expect(result).toMatchObject({ path: file, kind: 'file', replaced: false });
    expect(result.bytes).toBe(fs.statSync(file).size);
    const text = pdfText(file);
    const words = wordsOf(text);
    expect(text).toContain('SANDBOX DATA');
    expect(text).toContain('Sandbox group book');
    for (const c of view.companies) {
      expect(words.has(c.companyId), c.companyId).toBe(true);
      expect(text.replace(/\s+/g, ' ')).toContain(c.name);
    }
    for (const g of view.groups.groups) expect(text).toContain(`${(g.share.basisPoints / 100).toFixed(2)} %`);
    for (const g of view.groups.groups) for (const l of g.links) for (const s of l.sources) for (const id of idsIn(s.label)) expect(words.has(id), `${id} of a group link`).toBe(true);
    let cited = 0;
    for (const d of details) {
      for (const s of d.signals) {
        expect(s.evidence.length).toBeGreaterThan(0);
        for (const e of s.evidence) {
          const ids = idsIn(e.reference ?? '');
          for (const id of ids) expect(words.has(id), `${id} of ${s.rule} (${d.row.companyId})`).toBe(true);
          cited += ids.length;
        }
      }
      for (const o of d.obligations.filter((x) => x.state === 'overdue')) {
        expect(text).toContain(`${o.overdueDays}`);
        for (const e of o.evidence) for (const id of idsIn(e.reference ?? '')) expect(words.has(id), `${id} of ${o.kind} ${o.fyStart}`).toBe(true);
      }
    }
    expect(cited).toBeGreaterThan(0);
    expect(text).toContain('Nobody Known Traders');
    // The first pages as a picture, to be looked at (kept beside the PDF while the test runs).
    execFileSync('pdftoppm', ['-png', '-r', '70', '-f', '1', '-l', '3', file, path.join(out, 'page')]);
    expect(fs.readdirSync(out).filter((f) => f.startsWith('page') && f.endsWith('.png')).length).toBe(3);
    if (process.env['BOOK_EXPORT_KEEP']) for (const f of fs.readdirSync(out)) fs.copyFileSync(path.join(out, f), path.join(process.env['BOOK_EXPORT_KEEP'], f));
  });

  it('writes the XLSX whose cells equal the book view: companies, groups, one row a signal with its source, overdue filings, unresolved rows', { timeout: 120_000 }, async () => {
    const file = path.join(out, 'book.xlsx');
    await fx.call('portfolio.export', { id: 'Sandbox group book', format: 'xlsx', outPath: file });
    const companies = await sheetRows(file, 'Companies');
    expect(companies).toHaveLength(view.companies.length);
    for (const c of view.companies) {
      const row = companies.find((r) => r['Id'] === c.companyId)!;
      expect(row, c.companyId).toBeDefined();
      expect(row['Exposure (₹)']).toBe((c.exposurePaisa ?? 0) / 100);
      expect(row['Band']).toBe(c.band ? RISK_BAND_NAMES[c.band] : null);
      expect(row['Signals high']).toBe(c.signals.high);
      expect(row['Signals medium']).toBe(c.signals.medium);
      expect(row['Filings overdue']).toBe(c.statutory.overdue);
      expect(row['Open charges']).toBe(c.charges.open);
      expect(row['Group']).toBe(c.groupIndex === null ? null : c.groupIndex + 1);
      expect(row['Sandbox']).toBe('yes');
    }
    const groups = await sheetRows(file, 'Groups');
    expect(groups.map((g) => [g['Exposure (₹)'], g['Share of book (%)']])).toEqual(view.groups.groups.map((g) => [g.exposurePaisa / 100, (g.share.basisPoints / 100).toFixed(2)]));
    const signals = await sheetRows(file, 'Signals');
    expect(signals).toHaveLength(details.reduce((a, d) => a + d.signals.length, 0));
    expect(signals.every((s) => typeof s['Source'] === 'string' && (s['Source'] as string).length > 0)).toBe(true);
    // Every source with a page names it, once (issue 28 item 2): a figure's page for profit and net
    // worth, the page stating a cessation, a charge or a move for a filing.
    let paged = 0;
    for (const d of details) {
      for (const s of d.signals) {
        const cell = signals.find((r) => r['Id'] === d.row.companyId && r['Title'] === s.title)!['Source'] as string;
        const lines = cell.split('\n');
        expect(lines).toHaveLength(s.evidence.length);
        s.evidence.forEach((e, i) => {
          expect(lines[i]!.match(/\bpage \d+/g) ?? [], lines[i]).toEqual(e.page ? [`page ${e.page}`] : []);
          if (e.page) paged++;
        });
      }
    }
    expect(paged).toBeGreaterThan(0);
    const overdue = await sheetRows(file, 'Overdue filings');
    expect(overdue).toHaveLength(details.reduce((a, d) => a + d.obligations.filter((o) => o.state === 'overdue').length, 0));
    const unresolved = await sheetRows(file, 'Unresolved rows');
    expect(unresolved.map((r) => r['Line'])).toEqual(view.unresolved.map((r) => r.line));
  });

  it('writes the CSV: one line a company as the book view shows it, with a sandbox column', { timeout: 120_000 }, async () => {
    const file = path.join(out, 'book.csv');
    await fx.call('portfolio.export', { id: 'Sandbox group book', format: 'csv', outPath: file });
    const [header, ...rows] = parseCsv(fs.readFileSync(file, 'utf8'));
    expect(header).toContain('Sandbox');
    expect(rows).toHaveLength(view.companies.length);
    const at = (h: string) => header!.indexOf(h);
    expect(rows.map((r) => [r[at('Id')], r[at('Exposure (₹)')], r[at('Sandbox')]])).toEqual(
      view.companies.map((c) => [c.companyId, ((c.exposurePaisa ?? 0) / 100).toFixed(2), 'yes']),
    );
  });

  it('refuses a relative path, a missing folder and an existing file without overwrite, writing nothing', async () => {
    expect((await fx.fail('portfolio.export', { id: 'Sandbox group book', format: 'pdf', outPath: 'book.pdf' })).code).toBe('EXPORT_PATH_NOT_ABSOLUTE');
    const missing = await fx.fail('portfolio.export', { id: 'Sandbox group book', format: 'pdf', outPath: path.join(out, 'nope', 'book.pdf') });
    expect(missing.code).toBe('EXPORT_FOLDER_MISSING');
    expect(missing.message).toMatch(/does not exist/);
    const before = fs.readFileSync(path.join(out, 'book.csv'));
    expect((await fx.fail('portfolio.export', { id: 'Sandbox group book', format: 'csv', outPath: path.join(out, 'book.csv') })).code).toBe('EXPORT_EXISTS');
    expect(fs.readFileSync(path.join(out, 'book.csv')).equals(before)).toBe(true);
    expect((await fx.fail('portfolio.export', { id: 'Sandbox group book', format: 'docx' as never, outPath: path.join(out, 'x.docx') })).code).toBe('BAD_ARGUMENTS');
    expect((await fx.fail('portfolio.export', { id: 'No such book', format: 'pdf', outPath: path.join(out, 'x.pdf') })).code).toBe('BOOK_NOT_FOUND');
    const replaced = await fx.call('portfolio.export', { id: 'Sandbox group book', format: 'csv', outPath: path.join(out, 'book.csv'), overwrite: true });
    expect(replaced.replaced).toBe(true);
  });

  it('writes the digest since a day: the signals that hold from then, grouped by company, each with its source, in all three formats', { timeout: 240_000 }, async () => {
    // The clock moves a week: the digest is of what happened since the day of the book's latest signals.
    emu.clock.advance(7 * DAY);
    const days = details.flatMap((d) => d.signals.map((s) => s.since)).sort();
    const since = days[days.length - 1]!;
    const digest = await fx.call('portfolio.changes', { id: 'Sandbox group book', since });
    const expected = digest.companies.flatMap((c) => c.signals.map((s) => ({ companyId: c.companyId, s })));
    expect(expected.length).toBeGreaterThan(0);

    const pdf = path.join(out, 'digest.pdf');
    await fx.call('portfolio.export', { id: 'Sandbox group book', format: 'pdf', since, outPath: pdf });
    const text = pdfText(pdf);
    const words = wordsOf(text);
    expect(text).toContain('SANDBOX DATA');
    expect(text).toMatch(/Changes since \d{1,2} [A-Z][a-z]{2} \d{4}/);
    for (const { companyId, s } of expected) {
      expect(words.has(companyId)).toBe(true);
      for (const e of s.evidence) for (const id of idsIn(e.reference ?? '')) expect(words.has(id), `${id} of ${s.rule}`).toBe(true);
    }
    // Companies with nothing since the day are left out.
    for (const c of view.companies) if (!digest.companies.some((d) => d.companyId === c.companyId)) expect(words.has(c.companyId)).toBe(false);

    const xlsx = path.join(out, 'digest.xlsx');
    await fx.call('portfolio.export', { id: 'Sandbox group book', format: 'xlsx', since, outPath: xlsx });
    const rows = await sheetRows(xlsx, 'Changes');
    expect(rows.map((r) => [r['Id'], r['Kind'], r['Day']])).toEqual(
      digest.companies.flatMap((c) => [...c.changes.map((ch) => [c.companyId, 'change', ch.detectedAt.slice(0, 10)]), ...c.signals.map((s) => [c.companyId, 'signal', s.since])]),
    );
    expect(rows.every((r) => String(r['Source']).length > 0)).toBe(true);

    const csv = path.join(out, 'digest.csv');
    await fx.call('portfolio.export', { id: 'Sandbox group book', format: 'csv', since, outPath: csv });
    const [header, ...lines] = parseCsv(fs.readFileSync(csv, 'utf8'));
    const at = (h: string) => header!.indexOf(h);
    expect(lines).toHaveLength(rows.length);
    for (const { companyId, s } of expected) {
      const line = lines.find((l) => l[at('Id')] === companyId && l[at('Day')] === s.since && l[at('Detail')]!.startsWith(s.title))!;
      expect(line, s.title).toBeDefined();
      for (const e of s.evidence) for (const id of idsIn(e.reference ?? '')) expect(line[at('Source')]).toContain(id);
    }
    // Grouped by company: a company's lines follow one another.
    const ids = lines.map((l) => l[at('Id')]);
    expect(ids.filter((id, k) => k === 0 || ids[k - 1] !== id)).toEqual([...new Set(ids)]);
  });
});
