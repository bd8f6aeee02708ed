// A library without a stored key is not locked (issue 17 item 1): a library mirrored earlier whose
// key was removed opens on every offline screen; only online actions ask for a key, in place.
// Welcome shows only for an empty library without a key.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyForMirror } from '../support/core/mirror-flow';
import { call, mirrorMany, mirrorWithKey } from './core-calls';
import { type E2eApp, startApp } from './fixture';

let app: E2eApp;
let cin: string;
let name: string;

beforeAll(async () => {
  app = await startApp();
  cin = companyForMirror(app.emu, false);
  name = app.emu.registry.company(cin)!.company;
}, 120_000);

afterAll(async () => {
  await app?.close();
});

describe('a library without a key', () => {
  it('opens on Welcome while the library is empty and no key is set', async () => {
    await app.go('#/library', 'screen-welcome');
    expect(await app.page.getByTestId('screen-library').count()).toBe(0);
  });

  it('opens every offline screen once the library holds companies, though the key was removed', async () => {
    const action = await mirrorWithKey(app, app.emu.keys.live, cin);
    expect(action.state).toBe('done');
    const status = await call(app, 'key.clear', {});
    expect([status.mode, status.keyMasked, status.libraryCompanies]).toEqual(['unconfigured', null, 1]);
    const { page } = app;
    await page.reload();
    await app.go('#/library', 'companies-table');
    expect(await page.getByTestId('companies-table').textContent()).toContain(name);
    for (const [hash, screen] of [
      [`#/company/${encodeURIComponent(cin)}/overview`, 'company-header'],
      [`#/company/${encodeURIComponent(cin)}/filings`, 'filing-row'],
      [`#/company/${encodeURIComponent(cin)}/financials`, 'financial-row'],
      ['#/activity', 'action-row'],
      ['#/spend', 'screen-spend'],
    ] as const) {
      await app.go(hash, screen);
      expect(await page.getByTestId('screen-welcome').count(), hash).toBe(0);
    }
  });

  it('asks for a key in place when an online action is tried, and quotes nothing', async () => {
    const { page } = app;
    await app.go(`#/company/${encodeURIComponent(cin)}/overview`, 'company-header');
    await page.getByTestId('company-refresh').click();
    const prompt = page.getByTestId('key-prompt');
    await prompt.waitFor();
    expect(await prompt.textContent()).toMatch(/No API key is stored\. Add an API key or use the sandbox to refresh/);
    expect(await prompt.getByRole('link', { name: 'Add an API key' }).getAttribute('href')).toBe('#/settings');
    expect(await page.getByTestId('quote-dialog').count()).toBe(0);
    await app.shot('keyless-company');
  });

  it('says "No API key" in the header, and a sandbox company or the palette asks for a key instead of quoting ₹0.00 (issue 28 item 10)', async () => {
    const { page } = app;
    // Kemi Trading read in the sandbox, then the key removed: the reviewer's four sandbox companies.
    const kemi = 'U46934WB2022PTC379350';
    await call(app, 'onboarding.useSandbox', {});
    await page.reload();
    await app.go('#/library', 'companies-table');
    await expect.poll(() => page.getByTestId('connection').textContent()).toBe('Online');
    await mirrorMany(app, [{ id: kemi, includeDirectors: false }]);
    await call(app, 'key.clear', {});
    await page.reload();
    await app.go(`#/company/${kemi}/overview`, 'company-header');
    const indicator = page.getByTestId('connection');
    await expect.poll(() => indicator.textContent()).toBe('No API key');
    expect(await indicator.getAttribute('data-state')).toBe('no-key');
    // The sandbox company's Refresh… offers the key in place; no quote dialog opens.
    await page.getByTestId('company-refresh').click();
    const prompt = page.getByTestId('key-prompt');
    await prompt.waitFor();
    expect(await prompt.getByRole('link', { name: 'Add an API key' }).getAttribute('href')).toBe('#/settings');
    expect(await page.getByTestId('quote-dialog').count()).toBe(0);
    // The command palette's Refresh company… opens the dialog on "Add an API key", never on a price.
    await page.keyboard.press('Control+k');
    await page.getByTestId('palette-input').fill('Refresh company');
    await page.getByTestId('palette-item-refresh-company').click();
    const dialog = page.locator('[data-testid="quote-dialog"][data-phase="needsKey"]');
    await dialog.waitFor();
    expect(await dialog.textContent()).not.toContain('₹');
    expect(await dialog.getByTestId('quote-confirm').count()).toBe(0);
    await app.shot('keyless-quote-dialog');
    await dialog.getByTestId('quote-add-key').click();
    await page.getByTestId('screen-settings').waitFor();
    expect(await page.getByTestId('quote-dialog').count()).toBe(0);
  });
});
