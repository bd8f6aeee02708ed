import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, loadSettings, SETTINGS_FILE, saveSettings, sweepSettingsTemps } from './settings';
import { openCore, removeDir, tempDataDir } from '../../../test/support/core/seeded-core';

let dir: string;
beforeEach(() => {
  dir = tempDataDir();
});
afterEach(() => {
  removeDir(dir);
});

const file = () => path.join(dir, SETTINGS_FILE);
const brokenFiles = () => fs.readdirSync(dir).filter((n) => n.startsWith(`${SETTINGS_FILE}.broken-`));

describe('settings file', () => {
  it('gives the defaults when there is no file, and writes nothing', () => {
    expect(loadSettings(dir)).toEqual({ settings: DEFAULT_SETTINGS, problem: null });
    expect(DEFAULT_SETTINGS).toEqual({ baseUrl: null, confirmThresholdPaisa: 50_000, sessionCapPaisa: null, mode: 'unconfigured' });
    expect(fs.existsSync(file())).toBe(false);
  });

  it('round-trips through an atomic write and leaves no temp file', () => {
    const saved = saveSettings(dir, { baseUrl: 'http://127.0.0.1:9/', confirmThresholdPaisa: 1_000, sessionCapPaisa: 250_000, mode: 'live' });
    // A file written without keyOrigin (before keys were bound) binds its key to its own address.
    expect(loadSettings(dir).settings).toEqual({ ...saved, keyOrigin: 'http://127.0.0.1:9' });
    expect(fs.readdirSync(dir)).toEqual([SETTINGS_FILE]);
  });

  it('refuses to write invalid settings (money must be whole paisa)', () => {
    expect(() => saveSettings(dir, { ...DEFAULT_SETTINGS, confirmThresholdPaisa: 10.5 })).toThrow();
    expect(fs.existsSync(file())).toBe(false);
  });

  it('sweeps temp files a killed write left, never the settings themselves', () => {
    saveSettings(dir, DEFAULT_SETTINGS);
    fs.writeFileSync(path.join(dir, `${SETTINGS_FILE}.a1b2c3d4e5f6.tmp`), '{"half":');
    sweepSettingsTemps(dir);
    expect(fs.readdirSync(dir)).toEqual([SETTINGS_FILE]);
  });

  it('leaves the temp file of a write under way in another process, and sweeps that of a process gone', () => {
    saveSettings(dir, DEFAULT_SETTINGS);
    // A process that has ended: its pid names no process now.
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    const dead = `${SETTINGS_FILE}.${gone.stdout}.a1b2c3d4e5f6.tmp`;
    // This process stands for a writer still at work.
    const alive = `${SETTINGS_FILE}.${process.pid}.0f0e0d0c0b0a.tmp`;
    fs.writeFileSync(path.join(dir, dead), '{"half":');
    fs.writeFileSync(path.join(dir, alive), '{"half":');
    sweepSettingsTemps(dir);
    expect(fs.readdirSync(dir).sort()).toEqual([SETTINGS_FILE, alive].sort());
    // Its write then completes: renamed over the settings.
    fs.renameSync(path.join(dir, alive), file());
    expect(fs.readdirSync(dir)).toEqual([SETTINGS_FILE]);
  });

  it('keeps every write of processes saving at once while others start (no write fails)', async () => {
    const script = `
      const { saveSettings, sweepSettingsTemps } = require(${JSON.stringify(path.resolve(__dirname, 'settings.ts'))});
      for (let i = 0; i < 200; i++) {
        saveSettings(process.argv[1], { baseUrl: null, confirmThresholdPaisa: 1000 + i, sessionCapPaisa: null, mode: 'unconfigured' });
        sweepSettingsTemps(process.argv[1]);
      }`;
    const runs = [0, 1, 2].map(
      () =>
        new Promise<{ code: number | null; stderr: string }>((resolve) => {
          const child = spawn(process.execPath, ['--import', 'tsx', '-e', script, dir], { stdio: ['ignore', 'ignore', 'pipe'] });
          let stderr = '';
          child.stderr.setEncoding('utf8').on('data', (c: string) => (stderr += c));
          child.on('close', (code) => resolve({ code, stderr }));
        }),
    );
    for (const r of await Promise.all(runs)) expect(r.code, r.stderr.slice(-400)).toBe(0);
    expect(fs.readdirSync(dir)).toEqual([SETTINGS_FILE]);
  }, 60_000);

  it.each([
    ['malformed JSON', '{"baseUrl": "http://x', /not valid JSON/],
    ['a wrong type', JSON.stringify({ confirmThresholdPaisa: 'five hundred' }), /confirmThresholdPaisa/],
    ['a fractional paisa amount', JSON.stringify({ sessionCapPaisa: 12.5 }), /sessionCapPaisa/],
  ])('keeps a file with %s aside, with its content, and says so', (_what, content, why) => {
    fs.writeFileSync(file(), content);
    const loaded = loadSettings(dir, () => Date.parse('2026-11-21T10:00:00.000Z'));
    expect(loaded.settings).toEqual(DEFAULT_SETTINGS);
    expect(loaded.problem?.code).toBe('SETTINGS_BROKEN');
    expect(loaded.problem?.message).toMatch(why);
    expect(brokenFiles()).toEqual(['settings.json.broken-2026-11-21T10-00-00-000Z']);
    expect(loaded.problem?.message).toContain('settings.json.broken-2026-11-21T10-00-00-000Z');
    expect(fs.readFileSync(path.join(dir, brokenFiles()[0]!), 'utf8')).toBe(content);
    expect(fs.existsSync(file())).toBe(false);
  });
});

describe('settings through the core', () => {
  it('persist across a restart', async () => {
    const first = await openCore({ dataDir: dir });
    const status = await first.call('settings.update', { baseUrl: 'http://127.0.0.1:9', confirmThresholdPaisa: 20_000, sessionCapPaisa: 100_000 });
    expect(status).toMatchObject({ baseUrl: 'http://127.0.0.1:9', confirmThresholdPaisa: 20_000, sessionCapPaisa: 100_000 });
    await first.close();
    const second = await openCore({ dataDir: dir });
    expect(await second.call('app.status')).toMatchObject({ baseUrl: 'http://127.0.0.1:9', confirmThresholdPaisa: 20_000, sessionCapPaisa: 100_000 });
    await second.call('settings.update', { sessionCapPaisa: null });
    expect((await second.call('app.status')).sessionCapPaisa).toBeNull();
    await second.close();
  });

  it('refuses bad settings at the bridge and keeps the stored ones', async () => {
    const fx = await openCore({ dataDir: dir });
    await fx.call('settings.update', { confirmThresholdPaisa: 30_000 });
    const error = await fx.fail('settings.update', { confirmThresholdPaisa: -1 });
    expect(error.code).toBe('BAD_ARGUMENTS');
    expect(error.message).toContain('confirmThresholdPaisa');
    expect((await fx.call('app.status')).confirmThresholdPaisa).toBe(30_000);
    await fx.close();
  });

  it('starts with a broken settings file kept aside and tells the analyst in the status', async () => {
    fs.writeFileSync(file(), 'not json at all');
    const fx = await openCore({ dataDir: dir });
    const status = await fx.call('app.status');
    expect(status.mode).toBe('unconfigured');
    expect(status.notices?.[0]).toMatch(/could not be read .* kept as settings\.json\.broken-/);
    expect(brokenFiles()).toHaveLength(1);
    expect(fs.readFileSync(path.join(dir, brokenFiles()[0]!), 'utf8')).toBe('not json at all');
    await fx.close();
  });
});
