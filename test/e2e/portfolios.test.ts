// The Portfolios screen in Chromium (issue 26): a generated book imported through the file input
// over a library holding its companies (as a mirror left their master records); its bad rows shown
// by line, an ambiguous row answered with the picker, the book view sorted, filtered and searched,
// a saved view, a company opened from the keyboard, and the groups with their shares of the book.
// Every expectation is read from the generated book's answer key or the core's own answer.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateBook } from '../../emulator/book/generate';
import type { Book } from '../../emulator/book/types';
import { bookCsv } from '../../emulator/book/write';
import { createRegistry } from '../../emulator/registry/index';
import { openLibrary } from '../../electron/core/store';
import { CALL_PATH_PREFIX } from '../../shared/bridge/http-protocol';
import type { BookView } from '../../shared/bridge/portfolio';
import { isIdentifier, seedFromRegistry } from '../support/core/book-library';
import { axeViolations } from './axe-scan';
import { call } from './core-calls';
import { type E2eApp, STEP_MS, startApp } from './fixture';

let app: E2eApp;
let book: Book;
const BOOK_NAME = 'SME book';

beforeAll(async () => {
  const registry = createRegistry('dossier');
  book = generateBook({ registry, size: 120 });
  const inBook = new Set(book.truth.rows.flatMap((r) => (isIdentifier(r.expected) ? [r.expected] : r.candidates)));
  app = await startApp({
    seed: (dataDir) => {
      const library = openLibrary(dataDir);
      try {
        seedFromRegistry(library, registry, inBook, Date.now());
      } finally {
        library.close();
      }
    },
  });
}, 180_000);

afterAll(async () => {
  await app?.close();
});

/** A value read again until it matches (the page settles after a click), within one step's time. */
const eventually = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: STEP_MS, interval: 50 });

const view = (): Promise<BookView> => call(app, 'portfolio.get', { id: BOOK_NAME, settle: true });

describe('the Portfolios screen', () => {
  it('imports a book file and shows its bad rows by line, then resolves an ambiguous row with the picker', async () => {
    const { page } = app;
    await app.go('#/portfolios', 'screen-portfolios');
    await page.getByTestId('book-import-name').fill(BOOK_NAME);
    await page.getByTestId('book-file').setInputFiles({ name: 'sme-book.csv', mimeType: 'text/csv', buffer: Buffer.from(bookCsv(book), 'utf8') });
    await page.getByTestId('import-report').waitFor();

    const badLines = book.truth.rows.filter((r) => r.kind === 'bad').map((r) => r.line);
    expect(badLines.length).toBeGreaterThan(0);
    const shownBad = await page.getByTestId('bad-row').evaluateAll((rows) => rows.map((r) => Number((r as HTMLElement).dataset['line'])));
    expect(shownBad.sort((a, b) => a - b)).toEqual(badLines.sort((a, b) => a - b));
    await eventually(() => page.getByTestId('books-table').getByTestId('book-row').count()).toBe(1);

    const ambiguous = book.truth.rows.find((r) => r.expected === 'ambiguous' && r.candidates.length >= 2)!;
    expect(ambiguous).toBeDefined();
    const row = page.locator(`[data-testid="review-row"][data-line="${ambiguous.line}"]`);
    const pick = ambiguous.candidates[1]!;
    await row.getByTestId('review-picker').selectOption(pick);
    await row.getByTestId('review-save').click();
    await row.getByTestId('review-answer').waitFor();
    const rows = await call(app, 'portfolio.rows', { id: BOOK_NAME });
    const answered = rows.find((r) => r.line === ambiguous.line)!;
    expect(answered).toMatchObject({ resolution: 'resolved', resolvedBy: 'analyst', companyId: pick });

    // The rows still open: one registry search for all of them, priced in the quote dialog first.
    await call(app, 'settings.update', { baseUrl: app.registry.url });
    await call(app, 'key.set', { apiKey: app.emu.keys.live });
    const open = rows.filter((r) => r.resolution === 'pending' || r.resolution === 'unmatched').length;
    expect(open).toBeGreaterThan(0);
    await eventually(() => page.getByTestId('book-search-open').textContent()).toBe(`Search the registry for ${open} open row${open === 1 ? '' : 's'}…`);
    await page.getByTestId('book-search-open').click();
    await page.locator('[data-testid="quote-dialog"][data-phase="ready"]').waitFor();
    const price = await page.getByTestId('quote-confirm').textContent();
    expect(price).toMatch(/^Confirm ₹[\d,]+\.\d\d/);
    await page.getByTestId('quote-confirm').click();
    await page.getByTestId('import-searched').waitFor();
    const searched = (await call(app, 'portfolio.rows', { id: BOOK_NAME })).filter((r) => r.resolvedBy === 'registry').length;
    expect(await page.getByTestId('import-searched').textContent()).toContain(`Registry search of ${open} row`);
    expect(await page.getByTestId('import-searched').textContent()).toContain(`${searched} resolved`);
  }, 120_000);

  it('sorts, filters and searches the book, saves a view, and opens a company from the keyboard', async () => {
    const { page } = app;
    const v = await view();
    const exposureOf = new Map(v.companies.map((c) => [c.companyId, c.exposurePaisa]));
    await page.getByTestId('import-open-book').click();
    await page.getByTestId('book-company-row').first().waitFor();
    // Largest exposure first; the side panel shows the focused row's company.
    const top = [...v.companies].sort((a, b) => (b.exposurePaisa ?? -1) - (a.exposurePaisa ?? -1))[0]!;
    await page.getByTestId('book-company-row').first().focus();
    await eventually(() => page.getByTestId('book-panel').getAttribute('data-company-id')).toBe(top.companyId);
    await page.getByTestId('panel-obligations').waitFor();
    await app.shot('portfolio-book', true);

    // Exposure ascending: the rows drawn follow the core's exposures, smallest first.
    await page.getByTestId('sort-exposure').click();
    await eventually(() => page.locator('th[aria-sort="ascending"]').textContent()).toContain('Exposure');
    const shownIds = await page.getByTestId('book-company-row').evaluateAll((rows) => rows.map((r) => (r as HTMLElement).dataset['companyId']!));
    const shownExposures = shownIds.map((id) => exposureOf.get(id) ?? null).filter((e): e is number => e !== null);
    expect(shownExposures.length).toBeGreaterThan(5);
    expect(shownExposures).toEqual([...shownExposures].sort((a, b) => a - b));
    expect(shownExposures[0]).toBe(Math.min(...v.companies.flatMap((c) => (c.exposurePaisa === null ? [] : [c.exposurePaisa]))));

    // In a group: exactly the companies the core puts in one.
    const grouped = v.companies.filter((c) => c.groupIndex !== null).length;
    expect(grouped).toBeGreaterThan(0);
    await page.getByTestId('filter-inGroup').check();
    await eventually(() => page.getByTestId('book-shown').textContent()).toBe(`${grouped} of ${v.companies.length} shown`);

    // The CSV of what is shown: a header, then those companies, smallest exposure first.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('book-export-csv').click()]);
    const csv = fs.readFileSync((await download.path())!, 'utf8').trim().split(/\r\n/);
    expect(csv[0]!.split(',').slice(0, 4)).toEqual(['Identifier', 'Company', 'Reference', 'Exposure']);
    const csvIds = csv.slice(1).map((line) => line.split(',')[0]!);
    expect(csvIds).toHaveLength(grouped);
    expect(new Set(csvIds)).toEqual(new Set(v.companies.filter((c) => c.groupIndex !== null).map((c) => c.companyId)));
    const csvExposures = csvIds.map((id) => exposureOf.get(id) ?? 0);
    expect(csvExposures).toEqual([...csvExposures].sort((a, b) => a - b));
    await page.getByTestId('filter-inGroup').uncheck();

    // Search from the keyboard: `/` focuses the book's search.
    const target = v.companies.find((c) => c.reference)!;
    await page.getByTestId('book-table').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('/');
    await eventually(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('book-search');
    await page.keyboard.type(target.reference!);
    const matching = v.companies.filter((c) => `${c.name} ${c.reference ?? ''} ${c.companyId}`.toLowerCase().includes(target.reference!.toLowerCase()));
    await eventually(() => page.getByTestId('book-shown').textContent()).toBe(`${matching.length} of ${v.companies.length} shown`);
    await eventually(() => page.locator(`[data-testid="book-company-row"][data-company-id="${target.companyId}"]`).count()).toBe(1);

    // A saved view keeps the search and the sort; the core holds it.
    await page.getByTestId('book-view-name').fill('By reference');
    await page.getByTestId('book-view-save').click();
    await eventually(() => page.getByTestId('book-views').locator('option', { hasText: 'By reference' }).count()).toBe(1);
    const saved = await call(app, 'portfolio.views', { id: BOOK_NAME });
    expect(saved).toHaveLength(1);
    expect(saved[0]!.spec).toMatchObject({ search: target.reference, sort: { column: 'exposure', direction: 'asc' } });
    await page.getByTestId('book-search').fill('');
    await page.getByTestId('book-views').selectOption({ label: 'By reference' });
    await eventually(() => page.getByTestId('book-search').inputValue()).toBe(target.reference!);

    // The side panel follows the focused row; Enter opens the company.
    const first = page.getByTestId('book-company-row').first();
    await first.focus();
    await page.getByTestId('book-panel').waitFor();
    await eventually(() => page.getByTestId('book-panel').getAttribute('data-company-id')).toBe(target.companyId);
    await page.getByTestId('panel-obligations').waitFor();
    expect(await axeViolations(page, 'moderate')).toEqual([]);
    await first.press('Enter');
    await page.waitForFunction((id) => window.location.hash.startsWith(`#/company/${id}`), target.companyId);
  }, 120_000);

  it('shows the groups largest first with their shares of the book, and flags those above the threshold', async () => {
    const { page } = app;
    const v = await view();
    await app.go(`#/portfolios/${encodeURIComponent(v.book.id)}`, 'screen-book');
    await page.getByTestId('book-part-groups').click();
    await page.getByTestId('groups-panel').waitFor();
    const groups = page.getByTestId('group');
    await eventually(() => groups.count()).toBe(v.groups.groups.length);
    const shares = await groups.evaluateAll((gs) => gs.map((g) => Number((g as HTMLElement).dataset['shareBp'])));
    expect(shares).toEqual(v.groups.groups.map((g) => Math.floor((g.share.numerator * 10_000) / g.share.denominator)));
    expect(shares).toEqual([...shares].sort((a, b) => b - a));
    const top = v.groups.groups[0]!;
    await eventually(() => page.getByTestId('group-share').first().textContent()).toBe(`${Math.floor(top.share.basisPoints / 100)}.${String(top.share.basisPoints % 100).padStart(2, '0')} %`);

    // A threshold just under the largest group's share flags it, and only groups above it.
    const below = Math.max(1, top.share.basisPoints - 1);
    await page.getByTestId('group-threshold').fill(`${Math.floor(below / 100)}.${String(below % 100).padStart(2, '0')}`);
    await page.getByTestId('group-threshold-save').click();
    await eventually(() => groups.first().getAttribute('data-flagged')).toBe('true');
    const after = await view();
    expect(after.book.groupThresholdBasisPoints).toBe(below);
    const flagged = await groups.evaluateAll((gs) => gs.map((g) => (g as HTMLElement).dataset['flagged'] === 'true'));
    expect(flagged).toEqual(after.groups.groups.map((g) => g.share.basisPoints > below));
    expect(await axeViolations(page, 'moderate')).toEqual([]);
    await app.shot('portfolio-groups', true);

    // A book's mirror is priced company by company, then shown with its price before anything is bought.
    await page.getByTestId('book-action-mirror').click();
    await page.locator('[data-testid="quote-dialog"][data-phase="ready"]').waitFor();
    expect(await page.locator('#quote-title').textContent()).toContain(v.book.name);
    expect(await page.getByTestId('quote-book').textContent()).toContain(`${v.companies.length} companies of ${v.book.name}`);
    expect(await page.getByTestId('quote-confirm').textContent()).toMatch(/^Confirm ₹/);
    await page.getByTestId('quote-cancel').click();
    await page.getByTestId('quote-dialog').waitFor({ state: 'detached' });

    // Bad input loses nothing: a threshold that is no share is refused in words, the book keeps its own.
    await page.getByTestId('group-threshold').fill('lots');
    await page.getByTestId('group-threshold-save').click();
    await page.getByTestId('group-threshold-error').waitFor();
    expect((await view()).book.groupThresholdBasisPoints).toBe(below);
  }, 120_000);

  it('opened again before its whole view came back, a book waits for that read rather than sending another behind it', async () => {
    const { page } = app;
    const v = await view();
    const reads: Array<'first' | 'whole'> = [];
    let heldSeen!: () => void;
    const held = new Promise<void>((resolve) => (heldSeen = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const path = `**${CALL_PATH_PREFIX}portfolio.get`;
    await page.route(path, async (route) => {
      const args = JSON.parse(route.request().postData() ?? '{}') as { first?: number };
      const kind = args.first === undefined ? 'whole' : 'first';
      reads.push(kind);
      if (kind === 'whole' && reads.filter((r) => r === 'whole').length === 1) {
        heldSeen();
        await released;
      }
      await route.continue();
    });
    try {
      // A fresh window (nothing kept): the first companies are painted, the whole view is held back.
      await app.go('#/library', 'screen-library');
      await page.reload();
      await page.getByTestId('screen-library').waitFor();
      await app.go(`#/portfolios/${encodeURIComponent(v.book.id)}`, 'book-company-row');
      await held;
      expect(await page.getByTestId('book-shown').textContent()).toContain('reading the rest');
      // Away and back while the whole view is still on its way: no second read is sent.
      await app.go('#/portfolios', 'screen-portfolios');
      await app.go(`#/portfolios/${encodeURIComponent(v.book.id)}`, 'screen-book');
      expect(reads).toEqual(['first', 'whole']);
      release();
      await eventually(() => page.getByTestId('book-shown').textContent()).toBe(`${v.companies.length} of ${v.companies.length} shown`);
      expect(reads).toEqual(['first', 'whole']);
    } finally {
      release();
      await page.unroute(path);
    }
  }, 120_000);
});
