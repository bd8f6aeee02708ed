// The book view at the size, in Chromium (issue 26 item 3): a generated 2,000-row book over a
// library holding its companies. Only the rows in view are drawn; the keyboard alone reaches the last
// company (End), sorts by a column (Tab to its header, Enter) and opens a company (Enter); axe finds
// nothing at moderate or above. (Paint and re-sort times are `npm run bench -- --only portfolio-screen`.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateBook } from '../../emulator/book/generate';
import type { Book } from '../../emulator/book/types';
import { bookCsv } from '../../emulator/book/write';
import { createRegistry } from '../../emulator/registry/index';
import { openLibrary } from '../../electron/core/store';
import type { BookView } from '../../shared/bridge/portfolio';
import { formatIndianNumber } from '../../shared/money';
import { DEFAULT_SPEC, shownRows } from '../../renderer/screens/portfolios/book-query';
import { isIdentifier, seedFromRegistry } from '../support/core/book-library';
import { axeViolations } from './axe-scan';
import { call } from './core-calls';
import { type E2eApp, STEP_MS, startApp } from './fixture';

let app: E2eApp;
let book: Book;
let view: BookView;
const ROWS = 2_000;

beforeAll(async () => {
  const registry = createRegistry('dossier');
  book = generateBook({ registry, size: ROWS });
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
  const report = await call(app, 'portfolio.import', { name: 'Large book', file: { name: 'large.csv', encoding: 'utf8', content: bookCsv(book) } });
  expect(report.added).toBe(ROWS);
  view = await call(app, 'portfolio.get', { id: report.book.id, settle: true });
}, 300_000);

afterAll(async () => {
  await app?.close();
});

describe('a 2,000-row book in Chromium', () => {
  it('gives its first companies alone in the order the table opens in, out of all of them', async () => {
    const first = await call(app, 'portfolio.get', { id: view.book.id, first: 60 });
    const pick = (r: BookView['companies'][number]) => ({ companyId: r.companyId, name: r.name, exposurePaisa: r.exposurePaisa, shareBasisPoints: r.shareBasisPoints, band: r.band, groupIndex: r.groupIndex });
    expect(first.firstOf).toBe(view.companies.length);
    expect(first.companies.map(pick)).toEqual(shownRows(view.companies, DEFAULT_SPEC).slice(0, 60).map(pick));
    expect(first.unresolved).toEqual([]);
    expect(view.unresolved.length).toBe(view.book.rows - view.book.counts.resolved);
    expect(first.groups).toEqual(view.groups);
    expect(view.firstOf).toBeUndefined();
  });

  it('draws only the rows in view, and the keyboard alone reaches the last company, sorts and opens one', async () => {
    const { page } = app;
    const n = view.companies.length;
    expect(n).toBeGreaterThan(1_500);
    // The first companies are read first, then the whole view (the table then holds all of them).
    const reads: unknown[] = [];
    const onRequest = (r: { url(): string; postDataJSON(): unknown }) => {
      if (r.url().endsWith('/portfolio.get')) reads.push(r.postDataJSON());
    };
    page.on('request', onRequest);
    await app.go(`#/portfolios/${encodeURIComponent(view.book.id)}`, 'book-company-row');
    await expect.poll(() => page.getByTestId('book-shown').textContent(), { timeout: STEP_MS }).toBe(`${formatIndianNumber(n)} of ${formatIndianNumber(n)} shown`);
    expect(await page.getByTestId('book-company-row').count()).toBeLessThan(80);
    page.off('request', onRequest);
    expect(reads.slice(0, 2)).toEqual([
      { id: view.book.id, first: 60 },
      { id: view.book.id },
    ]);

    // End: the last company of the table, drawn and focused.
    await page.getByTestId('book-company-row').first().focus();
    await page.keyboard.press('End');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-rowindex')), { timeout: STEP_MS }).toBe(String(n + 1));
    await page.keyboard.press('Home');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-rowindex')), { timeout: STEP_MS }).toBe('2');

    // Sorted from the keyboard: focus the Exposure header's button and press Enter; largest first.
    await page.getByTestId('sort-exposure').focus();
    await page.keyboard.press('Enter');
    const th = page.locator('th:has([data-testid="sort-exposure"])');
    await expect.poll(() => th.getAttribute('aria-sort'), { timeout: STEP_MS }).toMatch(/ascending|descending/);
    const direction = await th.getAttribute('aria-sort');
    const largest = Math.max(...view.companies.flatMap((c) => (c.exposurePaisa === null ? [] : [c.exposurePaisa])));
    const smallest = Math.min(...view.companies.flatMap((c) => (c.exposurePaisa === null ? [] : [c.exposurePaisa])));
    const firstId = await page.getByTestId('book-company-row').first().getAttribute('data-company-id');
    const firstExposure = view.companies.find((c) => c.companyId === firstId)?.exposurePaisa;
    expect(firstExposure).toBe(direction === 'descending' ? largest : smallest);

    expect(await axeViolations(page, 'moderate')).toEqual([]);

    // Enter on a row opens its company.
    const row = page.getByTestId('book-company-row').nth(3);
    const id = await row.getAttribute('data-company-id');
    await row.focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction((cin) => window.location.hash.startsWith(`#/company/${cin}`), id, { timeout: STEP_MS });
  }, 180_000);
});
