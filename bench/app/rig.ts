/**
 * What the app benchmarks share: Chromium launched before anything is timed, the emulator as the
 * sandbox (so the app is past its first run), a library folder prepared beforehand, and a way to
 * start core + host over that folder the way `npm start` does.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { CallArgs, CallName, CallResult } from '../../shared/bridge/contract';
import { dispatchCall } from '../../electron/core/bridge-handlers';
import { type Core, createCore } from '../../electron/core/index';
import { MemorySecretStore } from '../../electron/core/secrets';
import { type Library, openLibrary } from '../../electron/core/store';
import { type RunningHost, startHost } from '../../electron/host/server';
import { type EmulatorHandle, startEmulator } from '../../emulator/index';
import { ensureRendererBuilt, RENDERER_DIR } from '../../scripts/renderer-build';
import { type LaunchedBrowser, launchChromium } from '../../test/e2e/browser';
import type { BenchContext } from '../types';

export interface AppRig {
  browser: LaunchedBrowser;
  emu: EmulatorHandle;
  dataDir: string;
  /** Core and host over the prepared library (the host serving `rendererDir`, the build by default); both closed by `stop`. */
  start(rendererDir?: string): Promise<RunningApp>;
}

export interface RunningApp {
  core: Core;
  host: RunningHost;
  stop(): Promise<void>;
}

/**
 * Prepares a library: `fill` writes into it directly (seeded companies, a stored PDF), then the
 * sandbox is chosen through the core so the app opens on its screens, not on the first run, and
 * `prepare` may use that core (mirror sandbox companies from the emulator) before it is stopped.
 */
export async function openRig(ctx: BenchContext, label: string, fill: (library: Library) => void, prepare?: (core: Core) => Promise<void>): Promise<AppRig> {
  const built = await ensureRendererBuilt();
  ctx.log(`renderer ${built}`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `dossier-bench-${label}-`));
  const library = openLibrary(dataDir);
  try {
    fill(library);
  } finally {
    library.close();
  }
  const emu = await startEmulator({ port: 0, seed: 'bench', speed: 1000, rateLive: 60_000, rateTest: 60_000 });
  const secrets = new MemorySecretStore();
  const embedded = { baseUrl: emu.url, testKey: emu.keys.test };
  const limits = { livePerMinute: 60_000, testPerMinute: 60_000 };
  const browser = await launchChromium();
  ctx.onCleanup(async () => {
    await browser.close();
    await emu.close();
    if (ctx.keep) ctx.log(`kept ${label} library at ${dataDir}`);
    else fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const start = async (rendererDir = RENDERER_DIR): Promise<RunningApp> => {
    // As `npm start` and the desktop app start it: the library's list computed as the core starts.
    const core = await createCore({ dataDir, secrets, embedded, limits, version: 'bench', prepareLibraryList: true });
    const host = await startHost({ handlers: core.handlers, events: core.events, files: core.files, rendererDir, port: 0 });
    return {
      core,
      host,
      async stop() {
        await host.close();
        await core.close();
      },
    };
  };
  const first = await start();
  try {
    const chosen = await dispatchCall(first.core.handlers, 'onboarding.useSandbox', {});
    if (!chosen.ok) throw new Error(`the sandbox could not be chosen: ${chosen.error.message}`);
    await prepare?.(first.core);
  } finally {
    await first.stop();
  }
  return { browser, emu, dataDir, start };
}

/** Opens the app's URL in a new tab and waits for the test id; the tab is the caller's to close. */
export async function openApp(rig: Pick<AppRig, 'browser'>, app: RunningApp, hash: string, testId: string): Promise<Page> {
  const page = await rig.browser.context.newPage();
  await page.goto(`${app.host.url}${hash}`);
  await page.getByTestId(testId).first().waitFor({ timeout: 30_000 });
  return page;
}

export const round = (ms: number): number => Math.round(ms * 10) / 10;

/** A bridge call's value through the core's own handlers; throws with the error's message. */
export async function callCore<K extends CallName>(core: Core, name: K, args: CallArgs<K>): Promise<CallResult<K>> {
  const result = await dispatchCall(core.handlers, name, args);
  if (!result.ok) throw new Error(`${name}: ${result.error.message}`);
  return result.value as CallResult<K>;
}
