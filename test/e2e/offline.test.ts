// The registry goes away after a live mirror: every mirrored view still works from the library,
// the app says it is offline, and paid actions are disabled with the reason.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyForMirror } from '../support/core/mirror-flow';
import { mirrorWithKey } from './core-calls';
import { type E2eApp, startApp } from './fixture';

let app: E2eApp;
let cin: string;
let name: string;

beforeAll(async () => {
  app = await startApp();
  cin = companyForMirror(app.emu, false);
  name = app.emu.registry.company(cin)!.company;
  const action = await mirrorWithKey(app, app.emu.keys.live, cin);
  if (action.state !== 'done') throw new Error(`mirror ended ${action.state}: ${JSON.stringify(action.error)}`);
  await app.page.reload();
  await app.go('#/library', 'companies-table');
  await app.stopEmulator();
}, 120_000);

afterAll(async () => {
  await app?.close();
});

describe('offline after the registry stopped', () => {
  it('finds out on the first paid quote, says so, and disables paid actions with the reason', async () => {
    const { page } = app;
    await app.go(`#/company/${encodeURIComponent(cin)}/overview`, 'company-header');
    await page.getByTestId('company-refresh').click();
    await page.locator('[data-testid="quote-dialog"][data-phase="ready"], [data-testid="quote-dialog"][data-phase="failed"]').waitFor();
    await page.getByTestId('quote-cancel').click();
    await page.getByTestId('offline-banner').waitFor();
    expect(await page.getByTestId('connection').getAttribute('data-online')).toBe('false');
    for (const id of ['company-refresh', 'company-fetch']) {
      const button = page.getByTestId(id);
      expect(await button.isDisabled()).toBe(true);
      expect(await button.getAttribute('title')).toMatch(/registry|reach|offline/i);
    }
    await app.shot('offline-company');
  });

  it('still shows the library and finds the company by name', async () => {
    const { page } = app;
    await app.go('#/library', 'companies-table');
    await page.locator(`[data-testid="company-row"][data-company-id="${cin}"]`).waitFor();
    await page.getByTestId('search-input').fill(name.split(' ')[0]!);
    await page.getByTestId('search-results').getByTestId('search-hit-company').first().waitFor();
    expect(await page.getByTestId('search-results').textContent()).toContain(name);
    await page.getByTestId('search-input').fill('');
    await app.shot('offline-library');
  });

  it('still shows every company tab from the library', async () => {
    const { page } = app;
    for (const tab of ['overview', 'directors', 'charges', 'filings', 'financials', 'spend']) {
      await app.go(`#/company/${encodeURIComponent(cin)}/${tab}`, `panel-${tab}`);
      expect(await page.locator('[role="alert"]').count()).toBe(0);
    }
    await app.go(`#/company/${encodeURIComponent(cin)}/filings`, 'filing-row');
    expect(await page.getByTestId('filing-state').filter({ hasText: 'downloaded' }).count()).toBeGreaterThan(0);
    await app.go(`#/company/${encodeURIComponent(cin)}/financials`, 'financial-row');
    expect(await page.getByTestId('financial-row').count()).toBeGreaterThan(5);
  });

  it('still opens a filed PDF beside its figures and finds a figure in it', async () => {
    const { page } = app;
    await page.getByTestId('fy-header').locator('a').last().click();
    await page.getByTestId('pdf-viewer').waitFor();
    await page.getByTestId('figure').first().click();
    await page.locator('.textLayer .hit-active').first().waitFor();
    expect(await page.getByTestId('offline-banner').isVisible()).toBe(true);
    await app.shot('offline-review');
  });
});
