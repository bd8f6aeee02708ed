// First run in the sandbox: "Explore the sandbox", the sandbox list, a free mirror whose progress
// bar moves while the registry answers, then the mirrored company in the library.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyForMirror } from '../support/core/mirror-flow';
import { type E2eApp, startApp } from './fixture';
import { progressOf, watchProgress } from './progress-watch';

let app: E2eApp;

beforeAll(async () => {
  app = await startApp();
}, 120_000);

afterAll(async () => {
  await app?.close();
});

describe('first run in the sandbox', () => {
  it('offers the sandbox and the key form, then lists the sandbox companies', async () => {
    const { page } = app;
    await page.getByTestId('screen-welcome').waitFor();
    expect(await page.getByTestId('key-form').isVisible()).toBe(true);
    await app.shot('welcome');
    await page.getByTestId('use-sandbox').click();
    await page.getByTestId('sandbox-table').waitFor();
    expect(await page.getByTestId('candidate-row').count()).toBeGreaterThan(10);
    expect(await page.getByTestId('sandbox-label').first().isVisible()).toBe(true);
    await app.shot('registry-sandbox');
  });

  it('mirrors a sandbox company for free, the progress bar moving until done', async () => {
    const { page } = app;
    const cin = companyForMirror(app.emu, true);
    await page.locator(`[data-testid="candidate-row"][data-cin="${cin}"]`).getByTestId('candidate-mirror').click();
    const dialog = page.locator('[data-testid="quote-dialog"][data-phase="ready"]');
    await dialog.waitFor();
    expect(await page.getByTestId('quote-sandbox-note').textContent()).toMatch(/not billed/i);
    await app.shot('quote-sandbox-mirror');

    // The registry holds every answer until the Activity screen is watching the bar.
    app.registry.hold();
    app.emu.faults.set({ latencyMs: 10 });
    await page.getByTestId('quote-confirm').click();
    await dialog.waitFor({ state: 'detached' });
    await app.go('#/activity', 'screen-activity');
    const row = page.getByTestId('action-row').first();
    await row.waitFor();
    const actionId = (await row.getAttribute('data-action-id')) ?? '';
    await watchProgress(page);
    app.registry.release();
    await page.locator(`[data-testid="action-row"][data-action-id="${actionId}"][data-state="done"]`).waitFor();
    app.emu.faults.set({ latencyMs: 0 });
    await app.shot('activity');

    const samples = await progressOf(page, actionId);
    const first = samples[0]!;
    const last = samples.at(-1)!;
    expect(first.value).toBeLessThan(first.max);
    expect(last.value).toBe(last.max);
    expect(samples.some((s) => s.value > first.value && s.value < s.max)).toBe(true);
    expect(samples.map((s) => s.value)).toEqual([...samples.map((s) => s.value)].sort((a, b) => a - b));

    await app.go('#/library', 'screen-library');
    await page.locator(`[data-testid="company-row"][data-company-id="${cin}"]`).click();
    await page.getByTestId('screen-company').waitFor();
    expect(await page.getByTestId('company-id').textContent()).toBe(cin);
    await page.getByTestId('tab-filings').click();
    await page.getByTestId('filing-row').first().waitFor();
    expect(await page.getByTestId('filing-row').count()).toBeGreaterThan(0);
  });
});
