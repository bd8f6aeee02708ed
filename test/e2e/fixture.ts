/**
 * The whole app for a browser: an in-process emulator (fast jobs, raised rate limits), the core
 * over a temp data dir with secrets in memory and that emulator as its embedded sandbox, and the
 * browser host serving dist/renderer, driven by Chromium through playwright-core.
 * Tests wait on test ids and data attributes, never on sleeps.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { type EmulatorHandle, type EmulatorOptions, startEmulator } from '../../emulator/index';
import { type Core, type CreateCoreOptions, createCore } from '../../electron/core/index';
import { MemorySecretStore } from '../../electron/core/secrets';
import { type RunningHost, startHost } from '../../electron/host/server';
import { RENDERER_DIR, ensureRendererBuilt } from '../../scripts/renderer-build';
import { type LaunchedBrowser, launchChromium } from './browser';
import { type GateProxy, startGateProxy } from './gate-proxy';

const REPO = path.dirname(path.dirname(RENDERER_DIR));
export const SCREENSHOT_DIR = path.join(REPO, 'test-results', 'screenshots');
/** With DOSSIER_README_SHOTS=1, the screens the README shows are also saved here (1280×800). */
export const README_SHOT_DIR = path.join(REPO, 'docs', 'screenshots');

/** How long a single wait may take before the test fails (a step, not the whole test). */
export const STEP_MS = 30_000;

export interface E2eOptions {
  emulator?: EmulatorOptions;
  core?: Partial<CreateCoreOptions>;
  /** Writes a library into the fresh data folder before the core opens it (test/support seeds). */
  seed?: (dataDir: string) => void;
}

export interface E2eApp {
  emu: EmulatorHandle;
  /** The registry address the core uses: the emulator behind a gate the test can hold shut. */
  registry: GateProxy;
  core: Core;
  host: RunningHost;
  browser: LaunchedBrowser;
  page: Page;
  dataDir: string;
  /** Goes to a hash route (`#/library`) and waits for the first element with the test id when given. */
  go(hash: string, screen?: string): Promise<void>;
  /** Saves test-results/screenshots/<name>.png (the whole page); `readme` also refreshes docs/screenshots when asked. */
  shot(name: string, readme?: boolean): Promise<void>;
  /** Stops the registry: the app is now offline. */
  stopEmulator(): Promise<void>;
  close(): Promise<void>;
}

export async function startApp(options: E2eOptions = {}): Promise<E2eApp> {
  await ensureRendererBuilt();
  const emu = await startEmulator({ port: 0, seed: 'dossier', speed: 500, rateLive: 60_000, rateTest: 60_000, ...options.emulator });
  const registry = await startGateProxy(emu.url);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dossier-e2e-'));
  options.seed?.(dataDir);
  const core = await createCore({
    dataDir,
    secrets: new MemorySecretStore(),
    embedded: { baseUrl: registry.url, testKey: emu.keys.test },
    limits: { livePerMinute: 60_000, testPerMinute: 60_000 },
    tuning: { pollIntervalMs: 50, docRetryMs: 50, retryBaseMs: 20 },
    version: 'e2e',
    ...options.core,
  });
  const host = await startHost({ handlers: core.handlers, events: core.events, files: core.files, rendererDir: RENDERER_DIR, port: 0 });
  const browser = await launchChromium();
  const page = await browser.context.newPage();
  page.setDefaultTimeout(STEP_MS);
  await page.goto(host.url);
  let emulatorStopped = false;
  return {
    emu,
    registry,
    core,
    host,
    browser,
    page,
    dataDir,
    async go(hash, screen) {
      await page.evaluate((h) => {
        window.location.hash = h;
      }, hash);
      if (screen) await page.getByTestId(screen).first().waitFor();
    },
    async shot(name, readme = false) {
      fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
      await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
      if (readme && process.env['DOSSIER_README_SHOTS'] === '1') {
        fs.mkdirSync(README_SHOT_DIR, { recursive: true });
        await page.screenshot({ path: path.join(README_SHOT_DIR, `${name}.png`) });
      }
    },
    async stopEmulator() {
      emulatorStopped = true;
      await emu.close();
    },
    async close() {
      await browser.close();
      await host.close();
      await core.close();
      await registry.close();
      if (!emulatorStopped) await emu.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Points the app at the registry and submits `apiKey` through the Settings forms, as an analyst
 * would. The caller waits for what it expects: the masked key (saved) or the form's alert.
 */
export async function enterKey(app: E2eApp, apiKey: string): Promise<void> {
  const { page } = app;
  await app.go('#/settings', 'screen-settings');
  const baseUrl = page.getByTestId('base-url');
  if ((await baseUrl.inputValue()) !== app.registry.url) {
    await baseUrl.fill(app.registry.url);
    await page.getByTestId('base-url-form').getByRole('button', { name: 'Save' }).click();
    await page.getByTestId('base-url-form').getByText('Saved').waitFor();
  }
  await page.getByTestId('key-input').fill(apiKey);
  await page.getByTestId('key-save').click();
}

/** The alert a failure shows: role=alert carrying the error code as data-code. */
export function alertWithCode(page: Page, code: string): Locator {
  return page.locator(`[role="alert"][data-code="${code}"]`);
}
