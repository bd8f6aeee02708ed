// Each failure shown as the error it is: role=alert carrying the error's code, in words.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maskKey } from '../../electron/core/api';
import { companyForMirror } from '../support/core/mirror-flow';
import { alertWithCode, type E2eApp, enterKey, startApp } from './fixture';

let app: E2eApp;

beforeAll(async () => {
  app = await startApp();
}, 120_000);

afterAll(async () => {
  await app?.close();
});

/** Runs a registry search for `query` up to the confirmed resolve. */
async function searchRegistry(query: string): Promise<void> {
  const { page } = app;
  await app.go('#/registry', 'screen-registry');
  await page.getByTestId('registry-query').fill(query);
  await page.getByTestId('registry-search').click();
  await page.locator('[data-testid="quote-dialog"][data-phase="ready"]').waitFor();
  await page.getByTestId('quote-confirm').click();
}

describe('errors in words', () => {
  it('a key the registry does not know', async () => {
    await enterKey(app, `svc_live_${'z'.repeat(40)}`);
    const alert = app.page.getByTestId('key-form').locator(alertWithCode(app.page, 'INVALID_API_KEY'));
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(/does not know the API key/);
    await app.shot('error-wrong-key');
  });

  it('a revoked key', async () => {
    await enterKey(app, app.emu.keys.revoked);
    const alert = app.page.getByTestId('key-form').locator(alertWithCode(app.page, 'API_KEY_REVOKED'));
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(/revoked/);
    expect(await app.page.getByTestId('key-masked').count()).toBe(0);
  });

  it('an empty wallet: the mirror quote is blocked with the shortfall', async () => {
    const { page } = app;
    await enterKey(app, app.emu.keys.lowBalance);
    await page.getByTestId('key-masked').filter({ hasText: maskKey(app.emu.keys.lowBalance) }).waitFor();
    const cin = companyForMirror(app.emu, false);
    await searchRegistry(cin);
    const row = page.locator(`[data-testid="candidate-row"][data-cin="${cin}"]`);
    await row.waitFor();
    await row.getByTestId('candidate-mirror').click();
    await page.locator('[data-testid="quote-dialog"][data-phase="ready"]').waitFor();
    // A blocked quote is a refusal before any spend: shown as the error it is (the quote carries
    // blockedError INSUFFICIENT_BALANCE) with the shortfall in words, and Confirm is disabled.
    const blocked = page.getByTestId('quote-blocked');
    await blocked.waitFor();
    expect(await blocked.getAttribute('role')).toBe('alert');
    expect(await blocked.getAttribute('data-code')).toBe('INSUFFICIENT_BALANCE');
    expect(await blocked.textContent()).toMatch(/wallet holds ₹[\d,.]+; this needs ₹[\d,.]+/i);
    expect(await page.getByTestId('quote-wallet-after').textContent()).toMatch(/^-₹/);
    expect(await page.getByTestId('quote-confirm').isDisabled()).toBe(true);
    await app.shot('error-low-balance');
    await page.getByTestId('quote-cancel').click();
  });

  it('a registry answering 503: the search is unavailable', async () => {
    const { page } = app;
    app.emu.faults.set({ searchDown: true });
    try {
      await searchRegistry('Foods');
      const alert = alertWithCode(page, 'SEARCH_UNAVAILABLE');
      await alert.waitFor();
      expect(await alert.textContent()).toBeTruthy();
      await app.shot('error-503');
    } finally {
      app.emu.faults.set({ searchDown: false });
    }
  });
});
