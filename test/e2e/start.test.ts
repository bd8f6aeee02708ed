// `npm start` as a user runs it: the script prints one URL line, the browser opens the app, the
// embedded sandbox answers, and Ctrl-C closes everything with exit code 0.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findDesktopShell } from '../../scripts/desktop-shell';
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
      expect(findDesktopShell(empty)).toEqual({ ok: false, reason: expect.stringMatching(/Electron binary is not installed.*path\.txt/) });
      fs.mkdirSync(path.join(empty, 'node_modules', 'electron', 'dist'), { recursive: true });
      fs.writeFileSync(path.join(empty, 'node_modules', 'electron', 'path.txt'), 'electron');
      fs.writeFileSync(path.join(empty, 'node_modules', 'electron', 'dist', 'electron'), '');
      expect(findDesktopShell(empty)).toEqual({ ok: false, reason: expect.stringMatching(/not built.*dist\/main\/main\.js/) });
    } finally {
      fs.rmSync(empty, { recursive: true, force: true });
    }
  });
});
