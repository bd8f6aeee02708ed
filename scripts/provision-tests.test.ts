import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findBrowser } from './find-browser';
import { planProvision, postgresBinDir, REQUIREMENTS } from './provision-tests';

const ROOT = path.resolve(import.meta.dirname, '..');
const byPackage = (...names: string[]) => REQUIREMENTS.filter((r) => names.includes(r.aptPackage));

describe('npm test provisions what the tests need', () => {
  it('does nothing when everything is there', () => {
    expect(planProvision([], { isRoot: false, sudoWithoutPassword: false, hasApt: true })).toEqual({ kind: 'ready' });
  });

  it('installs the missing packages as root, or through sudo without a password', () => {
    const missing = byPackage('chromium', 'poppler-utils');
    expect(planProvision(missing, { isRoot: true, sudoWithoutPassword: false, hasApt: true })).toEqual({
      kind: 'install',
      packages: ['chromium', 'poppler-utils'],
      command: ['apt-get', 'install', '-y', '--no-install-recommends', 'chromium', 'poppler-utils'],
    });
    const viaSudo = planProvision(missing, { isRoot: false, sudoWithoutPassword: true, hasApt: true });
    expect(viaSudo.kind === 'install' && viaSudo.command.slice(0, 2)).toEqual(['sudo', 'apt-get']);
  });

  it('otherwise stops at once with the one command to run, naming why each package is needed', () => {
    const plan = planProvision(byPackage('chromium', 'gnome-keyring'), { isRoot: false, sudoWithoutPassword: false, hasApt: true });
    expect(plan.kind).toBe('stop');
    const message = plan.kind === 'stop' ? plan.message : '';
    expect(message).toContain('sudo apt-get update && sudo apt-get install -y --no-install-recommends chromium gnome-keyring');
    expect(message).toContain('chromium: the end-to-end tests drive a real browser');
    expect(message.match(/apt-get install/g)).toHaveLength(1);
  });

  it('without apt-get says what is missing and how to point at a browser', () => {
    const plan = planProvision(byPackage('chromium'), { isRoot: true, sudoWithoutPassword: false, hasApt: false });
    expect(plan.kind === 'stop' && plan.message).toContain('CHROME_PATH');
  });

  it('finds the browser from CHROME_PATH, then Debian, Ubuntu and Google Chrome paths', () => {
    const only = (file: string) => (f: string) => f === file;
    expect(findBrowser({ CHROME_PATH: '/opt/x/chrome' }, only('/opt/x/chrome'))).toBe('/opt/x/chrome');
    expect(findBrowser({ CHROME_PATH: '/opt/x/chrome' }, only('/usr/bin/chromium'))).toBeNull();
    expect(findBrowser({}, only('/usr/bin/chromium-browser'))).toBe('/usr/bin/chromium-browser');
    expect(findBrowser({}, only('/snap/bin/chromium'))).toBe('/snap/bin/chromium');
    expect(findBrowser({}, only('/usr/bin/google-chrome-stable'))).toBe('/usr/bin/google-chrome-stable');
    expect(findBrowser({}, () => false)).toBeNull();
  });

  it('finds the newest PostgreSQL that has initdb and pg_ctl', () => {
    const have = new Set(['/usr/lib/postgresql/15/bin/initdb', '/usr/lib/postgresql/15/bin/pg_ctl', '/usr/lib/postgresql/16/bin/pg_ctl']);
    expect(postgresBinDir((f) => have.has(f), ['15', '16', 'x'])).toBe('/usr/lib/postgresql/15/bin');
    expect(postgresBinDir(() => false, ['15'])).toBeNull();
  });

  it('on this machine the script finds everything (CI installed it) and exits 0', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/provision-tests.ts'], { cwd: ROOT, encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });
});
