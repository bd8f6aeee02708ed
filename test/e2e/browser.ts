/**
 * Chromium (or Chrome) driven by playwright-core (no browser is ever downloaded). Used by the
 * end-to-end tests and by the app benchmarks, which both start the browser before the app.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium } from 'playwright-core';
import { findBrowser } from '../../scripts/find-browser';

/** CHROME_PATH, Debian's or Ubuntu's Chromium, or Google Chrome (npm test installs Chromium when it may). */
export const CHROMIUM = findBrowser(process.env, fs.existsSync) ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface LaunchedBrowser {
  context: BrowserContext;
  close(): Promise<void>;
}

/** A fresh profile in a temp folder (Playwright refuses --user-data-dir in args), removed on close. */
export async function launchChromium(viewport = { width: 1280, height: 800 }): Promise<LaunchedBrowser> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'dossier-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_ARGS,
    viewport,
  });
  return {
    context,
    async close() {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}
