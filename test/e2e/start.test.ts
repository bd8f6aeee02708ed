// `npm start` as a user runs it: the script prints one URL line, the browser opens the app, the
// embedded sandbox answers, and Ctrl-C closes everything with exit code 0.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ELECTRON_BUNDLES, electronBundleState, planLaunch } from '../../scripts/desktop-launch';
import { findElectronBinary } from '../../scripts/desktop-shell';
import { openerFor } from '../../scripts/open-browser';
import { REPO_DIR } from '../../scripts/renderer-build';
import { type LaunchedBrowser, launchChromium } from './browser';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dossier-start-'));
let child: ChildProcess | null = null;
let browser: LaunchedBrowser | null = null;

afterAll(async () => {
  await browser?.close();
  if (child && child.exitCode === null) child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Resolves with the first stdout line matching `pattern`; rejects if the process ends first. */
function lineMatching(proc: ChildProcess, pattern: RegExp): Promise<RegExpMatchArray> {
  return new Promise((resolve, reject) => {
    let buffered = '';
    let errors = '';
    proc.stderr?.on('data', (chunk: Buffer) => {
      errors += chunk.toString();
    });
    proc.stdout?.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const match = buffered.match(pattern);
      if (match) resolve(match);
    });
    proc.on('exit', (code) => reject(new Error(`npm start ended (${code}) before printing its URL:\n${errors}`)));
  });
}

describe('npm start', () => {
  it('prints the URL, serves the app with its sandbox, and closes cleanly on Ctrl-C', async () => {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DOSSIER_DATA_DIR: dataDir,
      DOSSIER_EMULATOR_PORT: '0',
      BROWSER: 'none',
      // Keep the test off the developer's own keychain and key.
      DBUS_SESSION_BUS_ADDRESS: 'unix:path=/nonexistent',
      DOSSIER_API_KEY: '',
      // Browser mode even on a machine where Electron is installed.
      DOSSIER_START_MODE: 'browser',
    };
    child = spawn(path.join(REPO_DIR, 'node_modules', '.bin', 'tsx'), ['scripts/start.ts'], { cwd: REPO_DIR, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const exited = new Promise<number | null>((resolve) => child?.on('exit', (code) => resolve(code)));
    const [, url] = await lineMatching(child, /^Dossier is running at (http:\/\/127\.0\.0\.1:\d+\/\?token=\S+)$/m);

    browser = await launchChromium();
    const page = await browser.context.newPage();
    await page.goto(url!);
    await page.getByTestId('use-sandbox').click();
    await page.getByTestId('sandbox-table').waitFor();
    expect(await page.getByTestId('candidate-row').count()).toBeGreaterThan(10);
    expect(fs.existsSync(path.join(dataDir, 'library.db'))).toBe(true);

    child.kill('SIGINT');
    expect(await exited).toBe(0);
  }, 120_000);
});

describe('start pieces', () => {
  it('opens no browser with BROWSER=none and the named one otherwise', () => {
    expect(openerFor('http://x/', { BROWSER: 'none' }, 'linux')).toBeNull();
    expect(openerFor('http://x/', { BROWSER: 'firefox' }, 'linux')).toEqual({ command: 'firefox', args: ['http://x/'] });
    expect(openerFor('http://x/', {}, 'darwin')).toEqual({ command: 'open', args: ['http://x/'] });
    expect(openerFor('http://x/', { PATH: '' }, 'linux')).toBeNull();
  });

  it('says why the desktop shell cannot open', () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'dossier-shell-'));
    try {
      expect(findElectronBinary(empty)).toEqual({ ok: false, reason: expect.stringMatching(/Electron binary is not installed.*path\.txt/) });
      fs.mkdirSync(path.join(empty, 'node_modules', 'electron', 'dist'), { recursive: true });
      fs.writeFileSync(path.join(empty, 'node_modules', 'electron', 'path.txt'), 'electron');
      expect(findElectronBinary(empty)).toEqual({ ok: false, reason: expect.stringMatching(/Electron binary is not installed.*dist\/electron is missing/) });
      fs.writeFileSync(path.join(empty, 'node_modules', 'electron', 'dist', 'electron'), '');
      expect(findElectronBinary(empty)).toEqual({ ok: true, binary: path.join(empty, 'node_modules', 'electron', 'dist', 'electron') });
    } finally {
      fs.rmSync(empty, { recursive: true, force: true });
    }
  });

  describe('planLaunch', () => {
    const installed = { ok: true as const, binary: '/r/node_modules/electron/dist/electron' };
    const absent = { ok: false as const, reason: 'The Electron binary is not installed (node_modules/electron/path.txt is missing)' };
    const plan = (electron: typeof installed | typeof absent, state: 'missing' | 'stale' | 'fresh', env = {}) => {
      let asked = 0;
      const bundles = () => {
        asked += 1;
        return state;
      };
      const result = planLaunch({ electron, bundles, repoDir: '/r', env });
      return { result, asked };
    };

    it('builds the Electron bundles first when Electron is installed and they are missing or stale', () => {
      expect(plan(installed, 'missing').result).toEqual({ mode: 'desktop', binary: installed.binary, main: path.join('/r', 'dist', 'main', 'main.js'), build: 'missing' });
      expect(plan(installed, 'stale').result).toMatchObject({ mode: 'desktop', build: 'stale' });
      expect(plan(installed, 'fresh').result).toMatchObject({ mode: 'desktop', build: null });
    });

    it('runs in browser mode, without looking at the bundles, when Electron is absent or browser mode is asked for', () => {
      expect(plan(absent, 'missing')).toEqual({ result: { mode: 'browser', reason: absent.reason }, asked: 0 });
      expect(plan(installed, 'fresh', { DOSSIER_START_MODE: 'browser' })).toEqual({ result: { mode: 'browser', reason: 'DOSSIER_START_MODE=browser' }, asked: 0 });
    });
  });

  it('tells missing, stale and fresh Electron bundles apart', () => {
    const repo = fs.mkdtempSync(path.join(os.tmpdir(), 'dossier-bundles-'));
    try {
      fs.mkdirSync(path.join(repo, 'electron', 'main'), { recursive: true });
      const source = path.join(repo, 'electron', 'main', 'main.ts');
      fs.writeFileSync(source, '');
      expect(electronBundleState(repo)).toBe('missing');
      const old = new Date(Date.now() - 60_000);
      fs.utimesSync(source, old, old);
      for (const bundle of ELECTRON_BUNDLES) {
        fs.mkdirSync(path.dirname(path.join(repo, bundle)), { recursive: true });
        fs.writeFileSync(path.join(repo, bundle), '');
      }
      expect(electronBundleState(repo)).toBe('fresh');
      fs.utimesSync(source, new Date(), new Date(Date.now() + 1000));
      expect(electronBundleState(repo)).toBe('stale');
      fs.rmSync(path.join(repo, ELECTRON_BUNDLES[2]!));
      expect(electronBundleState(repo)).toBe('missing');
    } finally {
      fs.rmSync(repo, { recursive: true, force: true });
    }
  });
});
