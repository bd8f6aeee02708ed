// The app's start (issue 28 item 20, cold start): the reads the library screen needs are sent as the
// script starts (boot.ts), and the screen's first mount uses that read instead of asking the core
// again; the first frame (renderer/first-frame.ts) draws the rows from that read before React is
// evaluated, and React replaces it. Checked in Chromium over 100 companies.
import type { Page, Request, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLibrary } from '../../electron/core/store';
import { seedSyntheticLibrary } from '../support/core/bench-seed';
import { call } from './core-calls';
import { type E2eApp, startApp } from './fixture';

let app: E2eApp;

beforeAll(async () => {
  app = await startApp();
  await call(app, 'onboarding.useSandbox', {});
  const library = openLibrary(app.dataDir);
  try {
    seedSyntheticLibrary(library, { companies: 100, filingsPerCompany: 1, seed: 3 });
  } finally {
    library.close();
  }
}, 120_000);

afterAll(async () => {
  await app?.close();
});

/** A page whose app chunk (React and the screens) is held back until `release` is called. */
async function pageWithAppHeld(page: Page): Promise<{ release(): Promise<void> }> {
  let held: Route | null = null;
  let arrived!: () => void;
  const arrival = new Promise<void>((resolve) => (arrived = resolve));
  await page.route(/\/assets\/app-root-[\w-]+\.js$/, (route) => {
    held = route;
    arrived();
  });
  return {
    async release() {
      await arrival;
      await held!.continue();
    },
  };
}

describe('the start of the app', () => {
  it('reads the library list once for the library screen', async () => {
    const page = await app.browser.context.newPage();
    const calls: string[] = [];
    page.on('request', (request: Request) => {
      const name = /\/bridge\/call\/([\w.]+)/.exec(request.url())?.[1];
      if (name) calls.push(name);
    });
    try {
      await page.goto(`${app.host.url}#/library`);
      await page.getByTestId('company-row').first().waitFor();

      // The screen's mount effects (the team badge's read runs in the same pass) and the event
      // socket's catch-up read (app.status again once it is connected) have both run.
      const count = (name: string) => calls.filter((c) => c === name).length;
      await expect.poll(() => count('team.status')).toBeGreaterThanOrEqual(1);
      await expect.poll(() => count('app.status')).toBeGreaterThanOrEqual(2);
      // One read at start (the screen's mount used it) and one when the event socket connected (what
      // changed before it listened); the mount asked a third time before.
      expect(count('library.companies')).toBe(2);
    } finally {
      await page.close();
    }
  }, 60_000);

  it("paints the rows before React is up, and React's rows take their place", async () => {
    const page = await app.browser.context.newPage();
    // What the page showed first: the first row to appear, and whether React's rows replaced it.
    await page.addInitScript(() => {
      const w = window as unknown as { firstSeen?: { firstFrame: boolean; text: string }; framesAfterReact?: number };
      const observer = new MutationObserver(() => {
        const row = document.querySelector('[data-first-frame-row], [data-testid="company-row"]');
        if (row && !w.firstSeen) w.firstSeen = { firstFrame: row.hasAttribute('data-first-frame-row'), text: row.textContent ?? '' };
        if (document.querySelector('[data-testid="company-row"]')) {
          w.framesAfterReact = document.querySelectorAll('[data-first-frame]').length;
          observer.disconnect();
        }
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    try {
      // React's code is held until the first frame is there, so the order does not rest on timing.
      const held = await pageWithAppHeld(page);
      await page.goto(`${app.host.url}#/library`, { waitUntil: 'commit' });
      await page.locator('[data-first-frame-row]').first().waitFor();
      await held.release();
      await page.getByTestId('company-row').first().waitFor();
      const seen = await page.evaluate(() => {
        const w = window as unknown as { firstSeen: { firstFrame: boolean; text: string }; framesAfterReact: number };
        return { firstSeen: w.firstSeen, framesAfterReact: w.framesAfterReact };
      });
      expect(seen.firstSeen.firstFrame).toBe(true);
      // The first frame's first row says what React's first row says (the badge's tooltip aside).
      const reactFirst = await page.getByTestId('company-row').first().evaluate((row) => {
        const copy = row.cloneNode(true) as HTMLElement;
        for (const tip of copy.querySelectorAll('.tip-body')) tip.remove();
        return copy.textContent;
      });
      expect(seen.firstSeen.text).toBe(reactFirst);
      expect(seen.framesAfterReact).toBe(0);
      await expect.poll(() => page.locator('[data-first-frame]').count()).toBe(0);
    } finally {
      await page.close();
    }
  }, 60_000);

  it("asks for React's chunk only once the first frame is drawn", async () => {
    const page = await app.browser.context.newPage();
    // The start's library read is held (half a second, or until React's chunk is asked for first), so
    // a chunk fetched beside the entry would be asked for before any frame could be drawn.
    let appAsked!: () => void;
    const appAskedFirst = new Promise<void>((resolve) => (appAsked = resolve));
    const frameWhenAsked: boolean[] = [];
    await page.route(/\/assets\/app-root-[\w-]+\.js$/, async (route) => {
      frameWhenAsked.push((await page.locator('[data-first-frame-row]').count()) > 0);
      appAsked();
      await route.continue();
    });
    await page.route(/\/bridge\/call\/library\.companies$/, async (route) => {
      await Promise.race([appAskedFirst, new Promise((resolve) => setTimeout(resolve, 500))]);
      await route.continue();
    });
    try {
      await page.goto(`${app.host.url}#/library`, { waitUntil: 'commit' });
      await page.getByTestId('company-row').first().waitFor();
      expect(frameWhenAsked).toEqual([true]);
      await expect.poll(() => page.locator('[data-first-frame]').count()).toBe(0);
    } finally {
      await page.close();
    }
  }, 60_000);

  it('keeps the first frame while React loads, and a click on a row opens the company', async () => {
    const page = await app.browser.context.newPage();
    try {
      const held = await pageWithAppHeld(page);
      await page.goto(`${app.host.url}#/library`, { waitUntil: 'commit' });
      const frameRows = page.locator('[data-first-frame-row]');
      await frameRows.first().waitFor();
      expect(await page.getByTestId('company-row').count()).toBe(0);
      expect(await page.locator('[data-first-frame]').getAttribute('aria-busy')).toBe('true');
      // Sandbox data is labelled from the first frame on.
      expect(await page.locator('[data-first-frame] header .label-sandbox').textContent()).toBe('SANDBOX');
      const second = frameRows.nth(1);
      const id = await second.getAttribute('data-company-id');
      await second.locator('td.mono').click();
      expect(new URL(page.url()).hash).toBe(`#/company/${id}/overview`);
      await held.release();
      await page.getByTestId('screen-company').waitFor();
      expect(await page.locator('[data-first-frame]').count()).toBe(0);
    } finally {
      await page.close();
    }
  }, 60_000);

  it("says so when the app's code cannot be loaded, in place of the first frame", async () => {
    const page = await app.browser.context.newPage();
    try {
      await page.route(/\/assets\/app-root-[\w-]+\.js$/, (route) => route.abort('failed'));
      await page.goto(`${app.host.url}#/library`, { waitUntil: 'commit' });
      const notice = page.getByTestId('load-error');
      await notice.waitFor();
      expect(await notice.textContent()).toMatch(/Dossier could not load its screens.*Reload the window/s);
      expect(await page.locator('[data-first-frame]').count()).toBe(0);
    } finally {
      await page.close();
    }
  }, 60_000);
});
