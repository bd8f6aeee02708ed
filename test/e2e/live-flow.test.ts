// The paid path on a live key: registry search, a mirror with its quote and moving progress, the
// company's views, the PDF beside its figures, refresh and fetch quotes that are cancelled, and
// the spend page agreeing with the registry's own usage report.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maskKey } from '../../electron/core/api';
import { companyForMirror } from '../support/core/mirror-flow';
import { fewFilingCompanies, mirror } from './core-calls';
import { type E2eApp, enterKey, startApp } from './fixture';
import { progressOf, watchProgress } from './progress-watch';

let app: E2eApp;
let cin: string;

beforeAll(async () => {
  app = await startApp();
  cin = companyForMirror(app.emu, false);
}, 120_000);

afterAll(async () => {
  await app?.close();
});

const rupees = /₹[\d,]+\.\d\d/;

describe('a live key', () => {
  it('is checked and kept masked, with the wallet shown', async () => {
    await enterKey(app, app.emu.keys.live);
    await app.page.getByTestId('key-masked').filter({ hasText: maskKey(app.emu.keys.live) }).waitFor();
    expect(await app.page.getByTestId('key-wallet').textContent()).toMatch(rupees);
    expect(await app.page.getByTestId('key-input').inputValue()).toBe('');
    await app.shot('settings');
  });

  it('searches the registry after a priced quote and mirrors a company, the progress bar moving', async () => {
    const { page } = app;
    const name = app.emu.registry.company(cin)!.company;
    await app.go('#/registry', 'screen-registry');
    await page.getByTestId('registry-query').fill(name);
    await page.getByTestId('registry-search').click();
    const dialog = page.locator('[data-testid="quote-dialog"][data-phase="ready"]');
    await dialog.waitFor();
    expect(await page.getByTestId('quote-total').textContent()).toMatch(rupees);
    await page.getByTestId('quote-confirm').click();
    const row = page.locator(`[data-testid="candidate-row"][data-cin="${cin}"]`);
    await row.waitFor();
    await app.shot('registry-results');

    await row.getByTestId('candidate-mirror').click();
    await dialog.waitFor();
    expect(await page.getByTestId('quote-total').textContent()).toMatch(rupees);
    expect(await page.getByTestId('quote-wallet-before').textContent()).toMatch(rupees);
    expect(await page.getByTestId('quote-wallet-after').textContent()).toMatch(rupees);
    expect(await page.getByTestId('quote-sandbox-note').count()).toBe(0);
    await app.shot('quote-mirror');

    app.registry.hold();
    app.emu.faults.set({ latencyMs: 10 });
    await page.getByTestId('quote-confirm').click();
    await dialog.waitFor({ state: 'detached' });
    await app.go('#/activity', 'screen-activity');
    const action = page.getByTestId('action-row').first();
    await action.waitFor();
    const actionId = (await action.getAttribute('data-action-id')) ?? '';
    await watchProgress(page);
    app.registry.release();
    await page.locator(`[data-testid="action-row"][data-action-id="${actionId}"][data-state="done"]`).waitFor({ timeout: 60_000 });
    app.emu.faults.set({ latencyMs: 0 });
    const values = (await progressOf(page, actionId)).map((s) => s.value);
    expect(new Set(values).size).toBeGreaterThanOrEqual(3);
    expect(values).toEqual([...values].sort((a, b) => a - b));
  });

  it('opens the mirrored company: overview, filings and financials', async () => {
    const { page } = app;
    // The README's library shows more than one company.
    if (process.env['DOSSIER_README_SHOTS'] === '1') for (const other of fewFilingCompanies(app, 4, cin)) await mirror(app, other);
    await app.go('#/library', 'screen-library');
    await page.locator(`[data-testid="company-row"][data-company-id="${cin}"]`).waitFor();
    await app.shot('library', true);
    await page.locator(`[data-testid="company-row"][data-company-id="${cin}"]`).click();
    await page.getByTestId('company-header').waitFor();
    expect(await page.getByTestId('freshness-badge').getAttribute('data-badge')).toBeTruthy();
    await page.getByTestId('panel-overview').waitFor();
    await app.shot('company-overview', true);
    await page.getByTestId('tab-filings').click();
    await page.getByTestId('filing-row').first().waitFor();
    expect(await page.getByTestId('filing-state').filter({ hasText: 'downloaded' }).count()).toBeGreaterThan(0);
    await app.shot('company-filings', true);
    await page.getByTestId('tab-financials').click();
    await page.getByTestId('financial-row').first().waitFor();
    await app.shot('company-financials', true);
  });

  it('reviews a PDF beside its figures: a click lands on the page of the figure, highlighted', async () => {
    const { page } = app;
    await page.getByTestId('fy-header').locator('a').last().click();
    await page.getByTestId('screen-review').waitFor();
    const viewer = page.getByTestId('pdf-viewer');
    await viewer.waitFor();
    expect(Number(await viewer.getAttribute('data-pages'))).toBeGreaterThan(0);
    const figure = page.getByTestId('figure').first();
    await figure.click();
    const hit = page.locator('.textLayer .hit-active').first();
    await hit.waitFor();
    const pageNumber = await hit.evaluate((el) => el.closest<HTMLElement>('[data-testid="pdf-page"]')?.dataset['page'] ?? '');
    expect(Number(await page.locator(`[data-testid="pdf-page"][data-page="${pageNumber}"]`).getAttribute('data-hits'))).toBeGreaterThan(0);
    // The highlight is scrolled into the viewer's view.
    const inView = await hit.evaluate((el) => {
      const box = el.getBoundingClientRect();
      const scroller = el.closest('[data-testid="pdf-scroll"]')!.getBoundingClientRect();
      return box.top >= scroller.top && box.bottom <= scroller.bottom;
    });
    expect(inView).toBe(true);
    expect(await page.getByTestId('pdf-page-indicator').textContent()).toContain(pageNumber);
    await app.shot('review', true);
  });

  it('finds the words of the filed PDFs from the search box, each kind counted on its own', async () => {
    const { page } = app;
    await app.go('#/library', 'screen-library');
    await page.getByTestId('search-input').fill('Trade receivables');
    const pdfHit = page.getByTestId('search-hit-pdf').first();
    await pdfHit.waitFor();
    expect(await pdfHit.textContent()).toMatch(/page \d+/);
    expect(await page.getByTestId('search-count-pdf').textContent()).toMatch(/\d/);
    expect(await page.getByTestId('search-hit-item').count()).toBeGreaterThan(0);
    await page.getByTestId('search-none-director').waitFor();
    // The kinds that found something come before the ones that found nothing.
    const kinds = await page.locator('[data-testid="search-results"] section').evaluateAll((els) => els.map((el) => el.getAttribute('data-kind')));
    expect(kinds.slice(0, 2)).toEqual(['item', 'pdf']);
    // A PDF page is named once: its title says the page, its line the company and the filing date.
    expect(((await pdfHit.textContent()) ?? '').match(/page \d+/g)).toHaveLength(1);
    await page.locator('[data-testid="search-results"] section[data-kind="pdf"]').evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await app.shot('search', true);
    await page.getByTestId('search-input').fill('');
  });

  it('prices refresh and fetch with the wallet after, and a cancel runs nothing', async () => {
    const { page } = app;
    const before = await app.core.handlers['action.list']({}, {});
    const spendBefore = (await app.core.handlers['spend.summary']({}, {})).totalPaisa;
    await app.go(`#/company/${cin}/overview`, 'company-header');
    for (const button of ['company-refresh', 'company-fetch']) {
      await page.getByTestId(button).click();
      await page.locator('[data-testid="quote-dialog"][data-phase="ready"]').waitFor();
      if (button === 'company-fetch') {
        // Every PDF is in the library and the registry misses none: ₹0 is ₹0, nothing to confirm.
        expect(await page.getByTestId('quote-nothing').textContent()).toMatch(/^Nothing to fetch: all \d+ listed filings/);
        expect(await page.getByTestId('quote-confirm').count()).toBe(0);
      } else {
        expect(await page.getByTestId('quote-total').textContent()).toMatch(rupees);
        expect(await page.getByTestId('quote-wallet-after').textContent()).toMatch(rupees);
      }
      await app.shot(`quote-${button.replace('company-', '')}`);
      await page.getByTestId('quote-cancel').click();
      await page.getByTestId('quote-dialog').waitFor({ state: 'detached' });
    }
    expect(await app.core.handlers['action.list']({}, {})).toHaveLength(before.length);
    expect((await app.core.handlers['spend.summary']({}, {})).totalPaisa).toBe(spendBefore);
  });

  it('reconciles the spend page with the registry: no differences after the mirror', async () => {
    const { page } = app;
    await app.go('#/spend', 'screen-spend');
    await page.getByTestId('ledger-row').first().waitFor();
    await page.getByTestId('usage-table').waitFor();
    expect(await page.getByTestId('spend-wallet').textContent()).toMatch(rupees);
    expect(await page.getByTestId('spend-differences').count()).toBe(0);
    expect(await page.locator('[data-testid="usage-table"] tr.differs').count()).toBe(0);
    await app.shot('spend', true);
  });
});
