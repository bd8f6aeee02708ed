// The weekly digest of a book with what the watch found (issue 26 item 6, `portfolio export --since`),
// through a real core on the emulator's live key: three companies mirrored, imported as a book and
// watched; then the registry files what a lender must hear of (a director ceased at one company, its
// registered office moved at another; injected at the emulator's admin routes), the clock moves past
// the check's 24-hour window, and the book's next check finds each change. The digest since that day
// names each change under its company with the filing it comes from and the read that saw it, in the
// core's answer, the PDF (read back with pdftotext, ids whole), the XLSX and the CSV; the company with
// nothing since the day is not in it.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookChangesView } from '../../shared/bridge/portfolio';
import { mirror } from '../support/core/mirror-flow';
import { parseCsv, sheetRows } from '../support/export-read';
import { startTestEmulator } from '../support/core/mirror-support';
import { type CoreFixture, openCore, removeDir } from '../support/core/seeded-core';

type Emu = Awaited<ReturnType<typeof startTestEmulator>>;
// biome-ignore lint/suspicious/noExplicitAny: raw API payloads, read as the registry sent them
type Any = any;
const DAY = 86_400_000;
const BOOK = 'Working capital book';

let emu: Emu;
let fx: CoreFixture;
let out: string;
let companies: string[];

async function admin(body: unknown): Promise<Any> {
  const res = await fetch(`${emu.url}/admin/registry/events`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const answer = (await res.json()) as Any;
  expect(res.status, JSON.stringify(answer)).toBe(201);
  return answer.data;
}

/** Puts the book on the watchlist and runs the check it quotes; the check's changes. */
async function checkBook() {
  const watched = await fx.call('portfolio.watch', { id: BOOK });
  expect(watched.check.blockedReason).toBeNull();
  const result = await fx.call('watch.runCheck', { checkId: watched.check.checkId });
  expect(result.state).toBe('done');
  return result;
}

beforeAll(async () => {
  emu = await startTestEmulator({ startAt: '2026-11-21T04:30:00.000Z', admin: true });
  fx = await openCore({ now: () => emu.clock.now() });
  await fx.call('settings.update', { baseUrl: emu.url });
  await fx.call('key.set', { apiKey: emu.keys.live });
  out = fs.mkdtempSync(path.join(os.tmpdir(), 'book-digest-'));
  companies = [];
  for (const c of emu.registry.companies()) {
    if (c.sandbox || c.idType !== 'cin' || c.companyStatus !== 'Active' || c.directorDins.length < 3) continue;
    if (emu.registry.filings(c.cin).length > 30) continue;
    companies.push(c.cin);
    if (companies.length === 3) break;
  }
  for (const cin of companies) expect((await mirror(fx, cin)).state, cin).toBe('done');
  const csv = ['Loan account,CIN,Exposure (₹)', ...companies.map((cin, i) => `WC-${i + 1},${cin},${(i + 1) * 1_00_00_000}`)].join('\n');
  await fx.call('portfolio.import', { name: BOOK, file: { name: 'book.csv', encoding: 'utf8', content: csv } });
  await fx.call('watch.setBudget', { monthlyPaisa: 10_00_000_00 });
  // The first check: the book as the registry holds it today.
  await checkBook();
}, 300_000);

afterAll(async () => {
  await fx?.close();
  if (fx) removeDir(fx.dataDir);
  await emu?.close();
  if (out) fs.rmSync(out, { recursive: true, force: true });
});

describe('the weekly digest of a watched book', () => {
  let since: string;
  let digest: BookChangesView;
  let ceased: Any;
  let moved: Any;

  it('finds what the registry filed since the last check: a director ceased, an office moved', { timeout: 300_000 }, async () => {
    emu.clock.advance(2 * DAY);
    since = new Date(emu.clock.now()).toISOString().slice(0, 10);
    const [first, second] = companies as [string, string, string];
    const board = (emu.registry.master(first) as Any).masterData.directorData as Any[];
    const leaving = board[board.length - 1].DIN as string;
    ceased = await admin({ kind: 'director.ceased', cin: first, din: leaving });
    moved = await admin({ kind: 'address.changed', cin: second, postalCode: '110001' });
    emu.clock.advance(8 * DAY);

    const result = await checkBook();
    const of = (kind: string, cin: string) => result.changes.filter((c) => c.kind === kind && c.companyId === cin);
    expect(of('director.ceased', first)).toHaveLength(1);
    expect(of('director.ceased', first)[0]!.filingId).toBe(ceased.filing.filingId);
    expect(result.changes.some((c) => c.companyId === second && c.filingId === moved.filing.filingId)).toBe(true);

    digest = await fx.call('portfolio.changes', { id: BOOK, since });
    const byCompany = new Map(digest.companies.map((c) => [c.companyId, c]));
    // Under its company, with the filing it comes from and the read that saw it.
    const gone = byCompany.get(first)!.changes.find((c) => c.kind === 'director.ceased')!;
    expect(gone.filingId).toBe(ceased.filing.filingId);
    expect(gone.requestId).toMatch(/^req_/);
    expect(byCompany.get(second)!.changes.some((c) => c.filingId === moved.filing.filingId)).toBe(true);
    // Every change of the digest is one the checks found since the day, none older.
    for (const c of digest.companies) for (const ch of c.changes) expect(ch.detectedAt.slice(0, 10) >= since).toBe(true);
  });

  it('writes the digest as PDF, XLSX and CSV, each change under its company with its filing and read', { timeout: 240_000 }, async () => {
    const changes = digest.companies.flatMap((c) => c.changes.map((ch) => ({ companyId: c.companyId, ch })));
    expect(changes.length).toBeGreaterThanOrEqual(2);
    const absent = companies.filter((cin) => !digest.companies.some((c) => c.companyId === cin));

    const pdf = path.join(out, 'digest.pdf');
    await fx.call('portfolio.export', { id: BOOK, format: 'pdf', since, outPath: pdf });
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', pdf, '-'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    const words = new Set(text.split(/\s+/).map((w) => w.replace(/^[[(]+|[\]),.;:]+$/g, '')));
    expect(text).toMatch(/Changes since \d{1,2} [A-Z][a-z]{2} \d{4}/);
    expect(text).not.toContain('SANDBOX');
    for (const { companyId, ch } of changes) {
      expect(words.has(companyId), companyId).toBe(true);
      if (ch.filingId) expect(words.has(ch.filingId), `${ch.kind} ${ch.filingId}`).toBe(true);
    }
    for (const cin of absent) expect(words.has(cin)).toBe(false);

    const xlsx = path.join(out, 'digest.xlsx');
    await fx.call('portfolio.export', { id: BOOK, format: 'xlsx', since, outPath: xlsx });
    const rows = (await sheetRows(xlsx, 'Changes')).map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, v === null ? '' : String(v)])));
    for (const { companyId, ch } of changes) {
      const row = rows.find((r) => r['Id'] === companyId && r['Kind'] === 'change' && r['Detail']!.includes(ch.summary));
      expect(row, ch.summary).toBeDefined();
      if (ch.filingId) expect(row!['Source']).toContain(ch.filingId);
    }

    const csv = path.join(out, 'digest.csv');
    await fx.call('portfolio.export', { id: BOOK, format: 'csv', since, outPath: csv });
    const [head, ...lines] = parseCsv(fs.readFileSync(csv, 'utf8'));
    const at = (h: string) => head!.indexOf(h);
    expect(lines).toHaveLength(rows.length);
    for (const { companyId, ch } of changes) {
      const line = lines.find((l) => l[at('Id')] === companyId && l[at('Kind')] === 'change' && l[at('Detail')]!.includes(ch.summary));
      expect(line, ch.summary).toBeDefined();
      if (ch.filingId) expect(line![at('Source')]).toContain(ch.filingId);
      if (ch.requestId) expect(line![at('Source')]).toContain(ch.requestId);
    }
    // Grouped by company: a company's lines follow one another.
    const ids = lines.map((l) => l[at('Id')]);
    expect(ids.filter((id, k) => k === 0 || ids[k - 1] !== id)).toEqual([...new Set(ids)]);
    for (const cin of absent) expect(ids).not.toContain(cin);
  });
});
