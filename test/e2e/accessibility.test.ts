// Every screen, in the light and the dark theme, scanned with axe-core in Chromium: no moderate,
// serious or critical violation (issue 28 item 14). Then the keyboard: one Tab stop per table with the arrows inside, and focus
// back where it was when Escape closes the command palette.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FilingView } from '../../shared/bridge/views';
import { axeViolations } from './axe-scan';
import { call, mirrorMany } from './core-calls';
import { type E2eApp, startApp } from './fixture';

let app: E2eApp;
/** Kemi Trading: a sandbox company with directors, charges and AOC-4 filings in both scopes. */
const KEMI = 'U46934WB2022PTC379350';
/** Dukrevush Spinning Mills: a sandbox company under liquidation. */
const DUKREVUSH = 'U13936AP2013PTC361499';
let welcomeViolations: Record<string, unknown> = {};
let filing: FilingView;
let din: string;

async function scanInBothThemes(name: string): Promise<Record<string, unknown>> {
  const found: Record<string, unknown> = {};
  for (const theme of ['light', 'dark'] as const) {
    await app.page.evaluate((t) => document.documentElement.setAttribute('data-theme', t), theme);
    const violations = await axeViolations(app.page);
    if (violations.length > 0) found[`${name} (${theme})`] = violations;
  }
  await app.page.evaluate(() => document.documentElement.removeAttribute('data-theme'));
  return found;
}

beforeAll(async () => {
  app = await startApp();
  await app.page.getByTestId('screen-welcome').waitFor();
  welcomeViolations = await scanInBothThemes('welcome');
  await call(app, 'onboarding.useSandbox', {});
  await mirrorMany(app, [
    { id: KEMI, includeDirectors: true },
    { id: DUKREVUSH, includeDirectors: false },
  ]);
  filing = (await call(app, 'company.filings', { id: KEMI })).find((f) => f.localState === 'downloaded' && f.formId === 'AOC-4')!;
  din = (await call(app, 'company.detail', { id: KEMI })).directors[0]!.din;
  await app.page.reload();
  await app.go('#/library', 'company-row');
}, 180_000);

afterAll(async () => {
  await app?.close();
});

describe('axe-core finds no moderate, serious or critical violation', () => {
  it('on every screen, in both themes', async () => {
    const { page } = app;
    const screens: Array<[string, string, string]> = [
      ['library', '#/library', 'company-row'],
      ['registry', '#/registry', 'sandbox-table'],
      ['company overview', `#/company/${KEMI}/overview`, 'panel-overview'],
      ['company directors', `#/company/${KEMI}/directors`, 'panel-directors'],
      ['company charges', `#/company/${KEMI}/charges`, 'panel-charges'],
      ['company filings', `#/company/${KEMI}/filings`, 'filing-row'],
      ['company financials', `#/company/${KEMI}/financials`, 'financial-row'],
      ['company notes', `#/company/${KEMI}/notes`, 'panel-notes'],
      ['company spend', `#/company/${KEMI}/spend`, 'panel-spend'],
      ['review', `#/review/${KEMI}/${filing.filingId}`, 'figures-panel'],
      ['director', `#/director/${din}`, 'director-profile'],
      ['spend', '#/spend', 'screen-spend'],
      ['activity', '#/activity', 'action-row'],
      ['settings', '#/settings', 'screen-settings'],
      ['company connections', `#/company/${KEMI}/connections`, 'connections'],
    ];
    const found: Record<string, unknown> = { ...welcomeViolations };
    for (const [name, hash, testId] of screens) {
      await app.go(hash, testId);
      if (name === 'review') await page.locator('[data-testid="pdf-page"][data-page="1"][data-drawn="true"]').waitFor();
      if (name === 'company connections') await page.locator('[data-testid="connections-graph"][data-ready="true"]').waitFor();
      Object.assign(found, await scanInBothThemes(name));
    }
    // The Connections tab's table view.
    await page.getByTestId('connections-mode').click();
    await page.getByTestId('connections-table').waitFor();
    Object.assign(found, await scanInBothThemes('company connections table'));
    // The command palette over the library.
    await app.go('#/library', 'company-row');
    await page.keyboard.press('Control+k');
    await page.getByTestId('command-palette').waitFor();
    Object.assign(found, await scanInBothThemes('command palette'));
    await page.keyboard.press('Escape');
    // The quote and export dialogs over a company.
    await app.go(`#/company/${KEMI}/overview`, 'company-header');
    await page.getByTestId('company-refresh').click();
    await page.locator('[data-testid="quote-dialog"][data-phase="ready"]').waitFor();
    Object.assign(found, await scanInBothThemes('quote dialog'));
    await page.getByTestId('quote-cancel').click();
    await page.getByTestId('export-button').click();
    await page.getByRole('dialog').waitFor();
    Object.assign(found, await scanInBothThemes('export dialog'));
    await page.keyboard.press('Escape');
    expect(found).toEqual({});
  });
});

describe('the keyboard', () => {
  /** The element that has focus, named by its test id and row data. */
  const focused = () =>
    app.page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      return el ? `${el.dataset['testid'] ?? el.tagName.toLowerCase()}${el.dataset['companyId'] ?? el.dataset['filingId'] ?? ''}` : 'none';
    });

  it('stops once at the library table: Tab enters it, the arrows move inside, Tab leaves it', async () => {
    const { page } = app;
    await app.go('#/library', 'company-row');
    await page.getByTestId('library-add').focus();
    await page.keyboard.press('Tab');
    const rows = await page.getByTestId('company-row').evaluateAll((els) => els.map((el) => `company-row${(el as HTMLElement).dataset['companyId']}`));
    expect(await focused()).toBe(rows[0]);
    await page.keyboard.press('ArrowDown');
    // The next row takes focus in the next frame (it may have to be drawn first).
    await expect.poll(focused).toBe(rows[1]);
    await page.keyboard.press('Tab');
    expect(await focused()).not.toMatch(/^company-row|freshness|^span/);
    // Back into the table: the row last used, not the first.
    await page.keyboard.press('Shift+Tab');
    expect(await focused()).toBe(rows[1]);
  });

  it('stops once at the filings table', async () => {
    const { page } = app;
    await app.go(`#/company/${KEMI}/filings`, 'filing-row');
    const first = page.getByTestId('filing-row').first();
    await first.focus();
    const firstName = await focused();
    await page.keyboard.press('ArrowDown');
    await expect.poll(focused).not.toBe(firstName);
    expect(await focused()).toMatch(/^filing-row/);
    await page.keyboard.press('Tab');
    expect(await focused()).not.toMatch(/^filing-row/);
    expect(await page.getByTestId('filing-row').evaluateAll((els) => els.filter((el) => (el as HTMLElement).tabIndex === 0).length)).toBe(1);
  });

  it('gives focus back where it was when Escape closes the command palette', async () => {
    const { page } = app;
    const starts: Array<[string, string, () => Promise<void>]> = [
      ['a library row', '#/library', () => page.getByTestId('company-row').nth(1).focus()],
      ['the Commands button, pressed', '#/library', () => page.getByTestId('palette-open').focus()],
      ['a filings row', `#/company/${KEMI}/filings`, () => page.getByTestId('filing-row').nth(2).focus()],
      ['the Export button', `#/company/${KEMI}/overview`, () => page.getByTestId('export-button').focus()],
      ['the search box', '#/library', () => page.getByTestId('search-input').focus()],
    ];
    const wrong: string[] = [];
    for (const [where, hash, focus] of starts) {
      await app.go(hash);
      await page.locator('[data-testid="company-row"], [data-testid="filing-row"], [data-testid="company-header"]').first().waitFor();
      await focus();
      const before = await focused();
      await page.keyboard.press(where.includes('pressed') ? 'Enter' : 'Control+k');
      await page.getByTestId('palette-input').waitFor();
      await page.keyboard.press('Escape');
      await page.getByTestId('command-palette').waitFor({ state: 'detached' });
      const after = await focused();
      if (after !== before) wrong.push(`${where}: ${before} → ${after}`);
    }
    expect(wrong).toEqual([]);
  });
});
