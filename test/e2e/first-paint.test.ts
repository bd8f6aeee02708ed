// The app's first frame (issue 28 item 20, cold start): the reads the library screen needs are sent
// as the script starts and the app is drawn once they answered, so the screen appears with its rows
// in the same frame (no empty "Loading…" table drawn and laid out first), and the screen's first
// mount uses that read instead of asking the core again. Checked in Chromium over 100 companies.
import type { Request } from 'playwright-core';
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

declare global {
  interface Window {
    /** Rows the library screen held when it first entered the document (set by the init script). */
    firstScreenRows?: number;
  }
}

describe('the first frame of the app', () => {
  it('draws the library screen with its rows at once, and reads the list once for it', async () => {
    const page = await app.browser.context.newPage();
    const calls: string[] = [];
    page.on('request', (request: Request) => {
      const name = /\/bridge\/call\/([\w.]+)/.exec(request.url())?.[1];
      if (name) calls.push(name);
    });
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.querySelector('[data-testid="screen-library"]')) return;
        window.firstScreenRows = document.querySelectorAll('[data-testid="company-row"]').length;
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    try {
      await page.goto(`${app.host.url}#/library`);
      await page.getByTestId('company-row').first().waitFor();
      expect(await page.evaluate(() => window.firstScreenRows)).toBeGreaterThan(0);

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
});
