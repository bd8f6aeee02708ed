// Issue 26 on the command line: the real `dossier` process against an emulator started here, a
// 40-row generated book. `portfolio import` without --yes and no terminal stops after the free
// offline part (exit 4, the import and the quote in the error); with --yes it searches the open
// rows under one quote (the emulator's ledger charged exactly that); `show`, `list`, `resolve` (a
// row, an answers file), `changes` and `rm`, each with --json `{ ok, value }`; a file that is no
// book, a folder, an unknown book or row, a bad row's answer: exit 2, nothing changed.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateBook } from '../../emulator/book/generate';
import type { Book } from '../../emulator/book/types';
import { bookCsv } from '../../emulator/book/write';
import { type EmulatorHandle, startEmulator } from '../../emulator/index';
import type { SyntheticRegistry } from '../../emulator/registry/index';
import type { BookChangesView, BookImportReport, BookRowView, BookSummary, BookView } from '../../shared/bridge/portfolio';
import { normaliseCompanyId } from '../../shared/ids';
import type { Quote } from '../../shared/bridge/views';
import type { AppError } from '../../shared/result';
import { removeTempDirs, runDossier, tempDir } from '../../test/support/cli/cli-kit';

const RATE = '100000';
const ACCOUNT = 'acc_main';

let emulator: EmulatorHandle;
let book: Book;
let dataDir: string;
let bookPath: string;

beforeAll(async () => {
  emulator = await startEmulator({ port: 0, seed: 'dossier', speed: 1000, rateLive: Number(RATE), rateTest: Number(RATE) });
  book = generateBook({ registry: (emulator as EmulatorHandle & { registry: SyntheticRegistry }).registry, size: 40 });
  dataDir = tempDir('portfolio');
  bookPath = path.join(tempDir('portfolio-files'), 'SME book.csv');
  fs.writeFileSync(bookPath, bookCsv(book));
}, 180_000);

afterAll(async () => {
  await emulator?.close();
  removeTempDirs();
});

interface Doc<T> {
  ok: boolean;
  value: T;
  error: AppError & { quote?: Quote; import?: BookImportReport; hint?: string };
  exitCode: number;
}

const env = () => ({ DOSSIER_DATA_DIR: dataDir, DOSSIER_API_KEY: emulator.keys.live, DOSSIER_RATE_LIVE: RATE, DOSSIER_RATE_TEST: RATE });

async function dossier<T = unknown>(args: string[]) {
  const r = await runDossier(['--base-url', emulator.url, '--json', ...args], env(), '', 120_000);
  return { code: r.code, doc: JSON.parse(r.stdout) as Doc<T>, stderr: r.stderr };
}

const isId = (s: string) => normaliseCompanyId(s).ok;

describe('dossier portfolio', () => {
  it('imports offline, stops for consent without --yes (exit 4), then searches the open rows under one quote with --yes', { timeout: 240_000 }, async () => {
    const before = emulator.state.ledger(ACCOUNT).length;
    const first = await dossier(['portfolio', 'import', bookPath, '--name', 'SME book']);
    expect(first.code, first.stderr).toBe(4);
    expect(first.doc.error.code).toBe('CONSENT_REQUIRED');
    expect(first.doc.error.message).toMatch(/The book is imported; \d+ rows are still open for the registry's search/);
    expect(first.doc.error.hint).toMatch(/--yes/);
    const imported = first.doc.error.import!;
    expect(imported).toMatchObject({ created: true, added: 40 });
    expect(imported.bad.map((b) => b.line)).toEqual(book.truth.rows.filter((r) => r.expected === 'bad').map((r) => r.line));
    const open = imported.openRows;
    expect(first.doc.error.quote!.lines[0]).toMatchObject({ endpointKey: 'companies.resolve', count: open });
    expect(emulator.state.ledger(ACCOUNT).length).toBe(before);

    const second = await dossier<{ import: BookImportReport; quote: Quote; search: BookImportReport }>(['portfolio', 'import', bookPath, '--name', 'SME book', '--yes']);
    expect(second.code, second.stderr).toBe(0);
    expect(second.doc.value.import).toMatchObject({ created: false, added: 0, updated: 0, unchanged: 40, removed: 0 });
    expect(second.doc.value.search.searched).toMatchObject({ rows: open, spentPaisa: open * 500 });
    const charged = emulator.state.ledger(ACCOUNT).slice(before);
    expect(charged.map((c) => c.endpoint)).toEqual(Array(open).fill('companies.resolve'));
    expect(second.doc.value.search.openRows).toBe(0);
  });

  it('shows the book, lists it, resolves by row and by answers file, and reports changes', { timeout: 240_000 }, async () => {
    const shown = await dossier<BookView>(['portfolio', 'show', 'sme book']);
    expect(shown.code, shown.stderr).toBe(0);
    const view = shown.doc.value;
    expect(view.pending).toBe(0);
    const resolvable = book.truth.rows.filter((r) => isId(r.expected));
    expect(new Set(view.companies.map((c) => c.companyId))).toEqual(new Set(resolvable.map((r) => r.expected)));
    expect(view.companies.every((c) => c.assessment === 'current' && c.band !== null)).toBe(true);
    const human = await runDossier(['--base-url', emulator.url, 'portfolio', 'show', 'SME book'], env(), '', 120_000);
    expect(human.code).toBe(0);
    expect(human.stdout).toMatch(/^"SME book": \d+ companies, exposure ₹/);
    expect(human.stdout).toMatch(/Bands: High risk \d+ · On watch \d+ · Standard \d+/);
    expect(human.stdout).toMatch(/Rows not resolved \(\d+\):/);

    const list = await dossier<{ books: BookSummary[] }>(['portfolio', 'list']);
    expect(list.doc.value.books.map((b) => b.name)).toEqual(['SME book']);
    const id = list.doc.value.books[0]!.id;

    // The ambiguous rows from an answers file (CSV with a header), one none-row by its line on the command line.
    const ambiguous = book.truth.rows.filter((r) => r.expected === 'ambiguous');
    expect(ambiguous.length).toBeGreaterThan(0);
    const answers = path.join(tempDir('answers'), 'answers.csv');
    fs.writeFileSync(answers, `line,id\n${ambiguous.map((r) => `${r.line},${r.candidates[0]}`).join('\n')}\n`);
    const answered = await dossier<{ rows: BookRowView[] }>(['portfolio', 'resolve', id, '--answers', answers]);
    expect(answered.code, answered.stderr).toBe(0);
    expect(answered.doc.value.rows.map((r) => [r.line, r.companyId, r.resolvedBy])).toEqual(ambiguous.map((r) => [r.line, r.candidates[0], 'analyst']));
    const none = book.truth.rows.find((r) => r.expected === 'none')!;
    const byLine = await dossier<{ rows: BookRowView[] }>(['portfolio', 'resolve', 'SME book', String(none.line), 'none']);
    expect(byLine.doc.value.rows[0]).toMatchObject({ line: none.line, companyId: null, resolution: 'unmatched', resolvedBy: 'analyst' });
    const json = path.join(tempDir('answers'), 'answers.json');
    fs.writeFileSync(json, JSON.stringify([{ line: ambiguous[0]!.line, id: ambiguous[0]!.candidates[1] }]));
    expect((await dossier<{ rows: BookRowView[] }>(['portfolio', 'resolve', 'SME book', '--answers', json])).doc.value.rows[0]!.companyId).toBe(ambiguous[0]!.candidates[1]);

    const changes = await dossier<BookChangesView>(['portfolio', 'changes', 'SME book', '--since', '2020-01-01']);
    expect(changes.code, changes.stderr).toBe(0);
    expect(changes.doc.value).toMatchObject({ since: '2020-01-01', book: { name: 'SME book' } });
  });

  it('refuses bad input with exit 2 and changes nothing', { timeout: 240_000 }, async () => {
    const notABook = path.join(tempDir('bad'), 'photo.csv');
    fs.writeFileSync(notABook, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 13, 1, 2, 3]));
    const refused = await dossier(['portfolio', 'import', notABook, '--name', 'Photo']);
    expect(refused.code).toBe(2);
    expect(refused.doc.error).toMatchObject({ code: 'NOT_A_BOOK', message: expect.stringMatching(/photo\.csv is not a book of borrowers: it is a binary file/) });
    const folder = await dossier(['portfolio', 'import', tempDir('folder'), '--name', 'Folder']);
    expect(folder.code).toBe(2);
    expect(folder.doc.error.code).toBe('PATH_UNUSABLE');
    const missing = await dossier(['portfolio', 'import', path.join(tempDir('missing'), 'nope.csv'), '--name', 'Missing']);
    expect(missing.code).toBe(2);

    expect((await dossier(['portfolio', 'show', 'No such book'])).doc.error.code).toBe('BOOK_NOT_FOUND');
    expect((await dossier(['portfolio', 'show', 'No such book'])).code).toBe(2);
    const unknownRow = await dossier(['portfolio', 'resolve', 'SME book', '999', 'none']);
    expect([unknownRow.code, unknownRow.doc.error.code]).toEqual([2, 'ROW_NOT_FOUND']);
    const bad = book.truth.rows.find((r) => r.expected === 'bad')!;
    const badRow = await dossier(['portfolio', 'resolve', 'SME book', String(bad.line), book.truth.rows.find((r) => isId(r.expected))!.expected]);
    expect([badRow.code, badRow.doc.error.code]).toEqual([2, 'ROW_BAD']);
    const badId = await dossier(['portfolio', 'resolve', 'SME book', '2', 'U123']);
    expect(badId.code).toBe(2);
    const badSince = await dossier(['portfolio', 'changes', 'SME book', '--since', '2027-02-30']);
    expect(badSince.code).toBe(2);
    expect((await dossier<{ books: BookSummary[] }>(['portfolio', 'list'])).doc.value.books.map((b) => b.name)).toEqual(['SME book']);

    const rm = await dossier(['portfolio', 'rm', 'SME book']);
    expect(rm).toMatchObject({ code: 0, doc: { ok: true, value: { removed: true } } });
    expect((await dossier<{ books: BookSummary[] }>(['portfolio', 'list'])).doc.value.books).toEqual([]);
    expect((await dossier(['portfolio', 'rm', 'SME book'])).code).toBe(2);
  });
});
