// Issue 26 item 2 on the command line: the real `dossier` process against an emulator started here.
// A 10-row generated book is imported and searched; `portfolio mirror` without --yes and no terminal
// stops at the book's one quote (exit 4, nothing charged); with --yes it runs as one book action,
// the emulator's ledger billing each company at most once and no more than the quote's most; run
// again it is ₹0 (nothing asked, nothing charged); `portfolio watch` puts the mirrored companies on
// the watchlist and checks them under its own quote; an unknown book or a bad --every is exit 2.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateBook } from '../../emulator/book/generate';
import type { Book } from '../../emulator/book/types';
import { bookCsv } from '../../emulator/book/write';
import { type EmulatorHandle, startEmulator } from '../../emulator/index';
import type { SyntheticRegistry } from '../../emulator/registry/index';
import type { BookWatchView } from '../../shared/bridge/portfolio';
import type { ActionView, Quote } from '../../shared/bridge/views';
import type { AppError } from '../../shared/result';
import { removeTempDirs, runDossier, tempDir } from '../../test/support/cli/cli-kit';

const RATE = '100000';
const ACCOUNT = 'acc_main';
const BOOK = 'Term loans';

let emulator: EmulatorHandle;
let book: Book;
let dataDir: string;
let bookPath: string;

beforeAll(async () => {
  emulator = await startEmulator({ port: 0, seed: 'dossier', speed: 1000, rateLive: Number(RATE), rateTest: Number(RATE) });
  book = generateBook({ registry: (emulator as EmulatorHandle & { registry: SyntheticRegistry }).registry, size: 10 });
  dataDir = tempDir('portfolio-actions');
  bookPath = path.join(tempDir('portfolio-actions-files'), 'term loans.csv');
  fs.writeFileSync(bookPath, bookCsv(book));
}, 180_000);

afterAll(async () => {
  await emulator?.close();
  removeTempDirs();
});

interface Doc<T> {
  ok: boolean;
  value: T;
  error: AppError & { quote?: Quote };
  exitCode: number;
}

const env = () => ({ DOSSIER_DATA_DIR: dataDir, DOSSIER_API_KEY: emulator.keys.live, DOSSIER_RATE_LIVE: RATE, DOSSIER_RATE_TEST: RATE });

async function dossier<T = unknown>(args: string[]) {
  const r = await runDossier(['--base-url', emulator.url, '--json', ...args], env(), '', 300_000);
  return { code: r.code, doc: JSON.parse(r.stdout) as Doc<T>, stderr: r.stderr };
}

const charges = () => emulator.state.ledger(ACCOUNT);

describe('dossier portfolio mirror | watch', () => {
  it('asks once for the whole book, mirrors it within the quote, is ₹0 the second time, and watches it', { timeout: 600_000 }, async () => {
    const imported = await dossier(['portfolio', 'import', bookPath, '--name', BOOK, '--yes']);
    expect(imported.code, imported.stderr).toBe(0);

    // No terminal and no --yes: the book's quote, and nothing bought.
    const before = charges().length;
    const asked = await dossier(['portfolio', 'mirror', BOOK]);
    expect(asked.code, asked.stderr).toBe(4);
    expect(asked.doc.error.code).toBe('CONSENT_REQUIRED');
    const quote = asked.doc.error.quote!;
    const toBuy = quote.book!.companies.filter((c) => c.group === 'buy');
    expect(toBuy.length).toBeGreaterThan(3);
    expect(quote.mostPaisa).toBeGreaterThanOrEqual(quote.totalPaisa);
    // Largest exposure first.
    const exposures = quote.book!.companies.map((c) => c.exposurePaisa ?? -1);
    expect(exposures).toEqual([...exposures].sort((a, b) => b - a));
    expect(asked.stderr).toMatch(/Pricing the book: \d+ of \d+ companies/);
    expect(charges().length).toBe(before);

    const ran = await dossier<{ quote: Quote; action: ActionView; companies: ActionView[] }>(['portfolio', 'mirror', BOOK, '--yes']);
    expect(ran.code, ran.stderr).toBe(0);
    const { action, companies } = ran.doc.value;
    expect(action.state).toBe('done');
    expect(action.book).toMatchObject({ companies: toBuy.length, done: toBuy.length });
    expect(companies.map((c) => c.parentId)).toEqual(companies.map(() => action.id));
    expect(companies.every((c) => c.state === 'done')).toBe(true);
    const bought = charges().slice(before);
    const spent = bought.reduce((sum, c) => sum + c.pricePaisa, 0);
    expect(spent).toBe(action.spentPaisa);
    expect(spent).toBeLessThanOrEqual(ran.doc.value.quote.mostPaisa);
    // Each company unlocked once.
    const unlocked = bought.filter((c) => c.endpoint === 'companies.unlock').map((c) => c.subject);
    expect(new Set(unlocked).size).toBe(unlocked.length);
    expect(new Set(unlocked)).toEqual(new Set(toBuy.map((c) => c.companyId)));

    // Again: nothing to buy, nothing asked (no --yes), nothing charged.
    const after = charges().length;
    const again = await dossier<{ quote: Quote; action: null }>(['portfolio', 'mirror', BOOK]);
    expect(again.code, again.stderr).toBe(0);
    expect(again.doc.value.action).toBeNull();
    expect(again.doc.value.quote.nothingToBuy).toBeTruthy();
    expect(charges().length).toBe(after);

    // Watched: the mirrored companies added (free); the check refused while the monthly monitoring
    // budget is ₹0 (exit 4, nothing bought), then run once there is one.
    const refused = await dossier(['portfolio', 'watch', BOOK, '--every', '7', '--yes']);
    expect(refused.code, refused.stderr).toBe(4);
    expect(refused.doc.error.code).toBe('WATCH_BUDGET_EXCEEDED');
    expect(charges().length).toBe(after);
    const list = await dossier<{ entries: Array<{ companyId: string; intervalDays: number }> }>(['watch', 'list']);
    expect(list.code, list.stderr).toBe(0);
    for (const c of toBuy) expect(list.doc.value.entries.find((w) => w.companyId === c.companyId)?.intervalDays).toBe(7);
    expect((await dossier(['watch', 'budget', '5000'])).code).toBe(0);
    const watched = await dossier<{ watch: Pick<BookWatchView, 'added' | 'alreadyWatched' | 'notMirrored'>; result: { checked: string[]; spentPaisa: number } }>([
      'portfolio',
      'watch',
      BOOK,
      '--yes',
    ]);
    expect(watched.code, watched.stderr).toBe(0);
    expect(watched.doc.value.watch.added).toEqual([]);
    expect(new Set(watched.doc.value.watch.alreadyWatched)).toEqual(new Set(toBuy.map((c) => c.companyId)));
    expect(new Set(watched.doc.value.result.checked)).toEqual(new Set(toBuy.map((c) => c.companyId)));
    expect(watched.doc.value.result.spentPaisa).toBe(charges().slice(after).reduce((sum, c) => sum + c.pricePaisa, 0));
  });

  it('exports the mirrored book as a PDF and refuses a bad --format, --since or --out with exit 2', { timeout: 180_000 }, async () => {
    const folder = tempDir('portfolio-actions-export');
    const file = path.join(folder, 'term loans.pdf');
    const written = await dossier<{ path: string }>(['portfolio', 'export', BOOK, '--format', 'pdf', '--out', file]);
    expect(written.code, written.stderr).toBe(0);
    expect(fs.readFileSync(file).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const csv = path.join(folder, 'term loans.csv');
    expect((await dossier(['portfolio', 'export', BOOK, '--format', 'csv', '--out', csv])).code).toBe(0);
    expect(fs.readFileSync(csv, 'utf8').split(/\r?\n/).filter(Boolean).length).toBeGreaterThan(3);
    for (const bad of [
      ['--format', 'docx', '--out', path.join(folder, 'x.docx')],
      ['--format', 'pdf', '--since', '2026-13-40', '--out', path.join(folder, 'y.pdf')],
      ['--format', 'pdf'],
      ['--format', 'pdf', '--out', path.join(folder, 'no such folder', 'z.pdf')],
    ]) {
      const refused = await dossier(['portfolio', 'export', BOOK, ...bad]);
      expect({ bad, code: refused.code }).toEqual({ bad, code: 2 });
      expect(refused.doc.ok).toBe(false);
    }
    // Refused before anything was written; the file written first is still whole.
    expect(fs.readdirSync(folder).sort()).toEqual(['term loans.csv', 'term loans.pdf']);
  });

  it('refuses an unknown book and a bad --every with exit 2, spending nothing', { timeout: 120_000 }, async () => {
    const before = charges().length;
    const unknown = await dossier(['portfolio', 'refresh', 'No such book', '--yes']);
    expect(unknown.code, unknown.stderr).toBe(2);
    expect(unknown.doc.error.code).toBe('BOOK_NOT_FOUND');
    const every = await dossier(['portfolio', 'watch', BOOK, '--every', '0', '--yes']);
    expect(every.code, every.stderr).toBe(2);
    expect(every.doc.error.message).toMatch(/--every is a whole number of days from 1 to 365/);
    expect(charges().length).toBe(before);
  });
});
