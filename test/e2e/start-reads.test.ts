// The app's start (issue 28 item 20, cold start): the reads the library screen needs are sent as the
// script starts (boot.ts), and the screen's first mount uses that read instead of asking the core
// again. Checked in Chromium over 100 companies.
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
});
