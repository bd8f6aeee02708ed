// Buttons and words that must not hide, in Chromium over two mirrored sandbox companies: the
// Registry's row buttons on one line and no column of dashes or developer words, the Library's
// status whole with a tooltip, cut filing names with theirs, a director's role said once, and every
// control of the header and the Registry in view at a 200% browser zoom.
import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, mirrorMany } from './core-calls';
import { type E2eApp, startApp } from './fixture';

let app: E2eApp;
/** Kemi Trading (directors bought with the mirror) and Dukrevush Spinning Mills (under liquidation). */
const KEMI = 'U46934WB2022PTC379350';
const DUKREVUSH = 'U13936AP2013PTC361499';

beforeAll(async () => {
  app = await startApp();
  await call(app, 'onboarding.useSandbox', {});
  await mirrorMany(app, [
    { id: KEMI, includeDirectors: true },
    { id: DUKREVUSH, includeDirectors: false },
  ]);
  await app.page.reload();
  await app.go('#/library', 'company-row');
}, 180_000);

afterAll(async () => {
  await app?.close();
});

async function box(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  const b = await locator.boundingBox();
  if (!b) throw new Error('not laid out');
  return b;
}

describe('the Registry', () => {
  it('keeps a mirrored company’s Open and Mirror again… on one line inside their row', async () => {
    const { page } = app;
    await app.go('#/registry', 'sandbox-table');
    for (const cin of [KEMI, DUKREVUSH]) {
      const row = page.locator(`[data-testid="sandbox-table"] [data-testid="candidate-row"][data-cin="${cin}"]`);
      const open = await box(row.getByTestId('candidate-open'));
      const again = await box(row.getByTestId('candidate-mirror'));
      const line = await box(row);
      expect(await row.getByTestId('candidate-mirror').textContent()).toBe('Mirror again…');
      expect(Math.abs(open.y - again.y)).toBeLessThan(2);
      expect(again.x).toBeGreaterThan(open.x + open.width - 1);
      expect(again.y + again.height).toBeLessThanOrEqual(line.y + line.height + 0.5);
    }
    await app.shot('registry-sandbox-mirrored');
  });

  it('shows no column of dashes: what the sandbox list does not carry is left out', async () => {
    const { page } = app;
    const table = page.getByTestId('sandbox-table');
    const headers = (await table.locator('thead th').allTextContents()).map((h) => h.trim());
    const rows = await table.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent?.trim() ?? '')));
    headers.forEach((header, column) => {
      if (header === 'Action') return;
      expect({ header, allDashes: rows.every((cells) => cells[column] === '—') }).toEqual({ header, allDashes: false });
    });
  });

  it('speaks to the analyst, not to a developer, when the sandbox has no match', async () => {
    const { page } = app;
    await page.getByTestId('registry-query').fill('Zzqx Nothing Matches');
    await page.getByTestId('registry-search').click();
    await page.locator('[data-testid="quote-dialog"][data-phase="ready"]').waitFor();
    await page.getByTestId('quote-confirm').click();
    const note = page.getByTestId('registry-note');
    await note.waitFor();
    const words = (await note.textContent()) ?? '';
    expect(words).not.toMatch(/GET|\/v1/);
    expect(words).toMatch(/sandbox companies listed below/);
  });
});

describe('the Library and the filings', () => {
  it('shows the whole status, with a tooltip', async () => {
    const { page } = app;
    await app.go('#/library', 'company-row');
    const status = page.locator(`[data-testid="company-row"][data-company-id="${DUKREVUSH}"] [data-testid="company-status"]`);
    expect(await status.getAttribute('title')).toBe('Under Liquidation');
    const fits = await status.evaluate((td) => {
      const text = td.firstElementChild as HTMLElement;
      return text.scrollHeight <= text.clientHeight + 1 && text.scrollWidth <= text.clientWidth + 1 && text.textContent === 'Under Liquidation';
    });
    expect(fits).toBe(true);
  });

  it('gives every filing name its whole text as a tooltip, the cut ones included', async () => {
    const { page } = app;
    await app.go(`#/company/${DUKREVUSH}/filings`, 'filing-row');
    const cells = await page.getByTestId('filing-document').evaluateAll((tds) =>
      tds.map((td) => ({ text: td.textContent ?? '', title: td.getAttribute('title') ?? '', cut: td.scrollWidth > td.clientWidth })),
    );
    expect(cells.filter((c) => c.cut).length).toBeGreaterThan(0);
    for (const cell of cells) expect({ text: cell.text, titled: cell.title.startsWith(cell.text) }).toEqual({ text: cell.text, titled: true });
  });
});

describe('the director screen', () => {
  it('says a role once, not “Director · Director”', async () => {
    const { page } = app;
    const din = (await call(app, 'company.detail', { id: KEMI })).directors[0]!.din;
    await app.go(`#/director/${din}`, 'director-roles');
    const roles = await page.locator('[data-testid="director-roles"] tbody tr td:nth-child(3)').allTextContents();
    expect(roles.length).toBeGreaterThan(0);
    for (const role of roles) expect(role).not.toMatch(/^(.+) · \1$/i);
  });
});

describe('a 200% browser zoom', () => {
  for (const size of [
    { width: 640, height: 400 },
    { width: 1024, height: 700 },
  ]) {
    it(`keeps the header and the Registry’s controls in view at ${size.width}×${size.height} CSS pixels`, async () => {
      const { page } = app;
      await page.setViewportSize(size);
      try {
        await app.go('#/registry', 'sandbox-table');
        const controls = ['nav-library', 'nav-registry', 'nav-spend', 'nav-activity', 'nav-settings', 'search-input', 'wallet', 'theme-toggle', 'palette-open', 'registry-query', 'registry-search'];
        for (const id of controls) {
          const b = await box(page.getByTestId(id));
          expect({ id, inView: b.x >= 0 && b.x + b.width <= size.width }).toEqual({ id, inView: true });
        }
        expect((await box(page.getByTestId('search-input'))).width).toBeGreaterThanOrEqual(120);
        // Every row's Mirror button is in view without scrolling sideways.
        const buttons = page.locator('[data-testid="sandbox-table"] [data-testid="candidate-mirror"]');
        for (let i = 0; i < 5; i++) {
          const b = await box(buttons.nth(i));
          expect(b.x + b.width).toBeLessThanOrEqual(size.width);
        }
        if (size.width === 640) await app.shot('registry-200-percent');
      } finally {
        await page.setViewportSize({ width: 1280, height: 800 });
      }
    });
  }

  it('lets the keyboard scroll the library table sideways at 640×400 CSS pixels (issue 28 item 14)', async () => {
    const { page } = app;
    await page.setViewportSize({ width: 640, height: 400 });
    try {
      await app.go('#/library', 'company-row');
      const scroller = page.getByTestId('companies-scroll');
      expect(await scroller.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
      // One tab stop: the table's row takes focus, and Right and Left scroll it sideways.
      const row = page.getByTestId('company-row').first();
      await row.focus();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => scroller.evaluate((el) => el.scrollLeft)).toBeGreaterThan(100);
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      await expect.poll(() => scroller.evaluate((el) => el.scrollLeft)).toBe(0);
      expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('company-row');
    } finally {
      await page.setViewportSize({ width: 1280, height: 800 });
    }
  });

  it('shows every tab of a company whole at 640×400 CSS pixels, Spend included (issue 28 item 14)', async () => {
    const { page } = app;
    await page.setViewportSize({ width: 640, height: 400 });
    try {
      await app.go(`#/company/${KEMI}`, 'company-header');
      const tabs = page.locator('.tabs[role="tablist"] [role="tab"]');
      const n = await tabs.count();
      expect(n).toBeGreaterThan(4);
      for (let i = 0; i < n; i++) {
        const tab = tabs.nth(i);
        const whole = await tab.evaluate((el) => el.scrollWidth <= el.clientWidth + 1);
        const b = await box(tab);
        expect({ tab: await tab.textContent(), whole, inView: b.x >= 0 && b.x + b.width <= 640 }).toEqual({ tab: await tab.textContent(), whole: true, inView: true });
      }
      await app.shot('company-tabs-200-percent');
    } finally {
      await page.setViewportSize({ width: 1280, height: 800 });
    }
  });
});
