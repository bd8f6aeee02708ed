/**
 * The team password in a real OS keychain (issue 12): a private D-Bus session with gnome-keyring
 * unlocked by a throwaway password, in temp XDG folders (the analyst's own keyring is never
 * touched), and a real throwaway PostgreSQL. Connect stores the password in the keychain, never in
 * settings.json; a new core logs in with it; disconnect removes it. Needs Debian packages dbus,
 * gnome-keyring, libsecret-tools and postgresql (.ci/run installs them).
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDossier } from '../support/cli/cli-kit';
import { startTeamPostgres, type TeamPostgres } from '../support/postgres';
import { TEAM_SCHEMA_VERSION } from '../../electron/core/team/pg/migrate';

const repo = resolve(import.meta.dirname, '../..');
const script = join(repo, 'test/support/core/team-keyring-child.ts');
const tsx = join(repo, 'node_modules/.bin/tsx');

let dir: string;
let pg: TeamPostgres;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'dossier-team-keyring-'));
  pg = await startTeamPostgres({ analysts: ['asha'] });
  const init = await runDossier(['--json', 'team', 'init'], { DOSSIER_DATA_DIR: join(dir, 'admin'), DOSSIER_TEAM_URL: pg.adminUrl, DOSSIER_API_KEY: 'svc_test_unused0000000001' });
  if (init.code !== 0) throw new Error(`team init: ${init.stdout}${init.stderr}`);
}, 120_000);
afterAll(async () => {
  pg?.stop();
  await rm(dir, { recursive: true, force: true });
});

function inKeyringSession(env: Record<string, string>): Promise<Record<string, unknown>> {
  const shell = [
    'set -e',
    'mkdir -p "$XDG_DATA_HOME"; mkdir -p -m 700 "$XDG_RUNTIME_DIR"',
    'printf "throwaway-test-pass" | gnome-keyring-daemon --unlock --components=secrets >/dev/null',
    '"$TSX" "$SCRIPT"',
  ].join('\n');
  return new Promise((done, reject) => {
    execFile('dbus-run-session', ['--', 'sh', '-c', shell], { env: { PATH: process.env['PATH'], HOME: dir, ...env }, timeout: 90_000 }, (error, stdout, stderr) => {
      const line = stdout.split('\n').find((l) => l.startsWith('RESULT '));
      if (!line) return reject(new Error(`no result (${error?.message ?? 'exit 0'}):\n${stdout}\n${stderr}`));
      done(JSON.parse(line.slice('RESULT '.length)) as Record<string, unknown>);
    });
  });
}

describe('the team password in a real keychain', () => {
  it('is stored in the keychain, never in settings.json, read back by a new core, and removed by disconnect', async () => {
    const full = new URL(pg.analystUrls.asha!);
    const password = decodeURIComponent(full.password);
    full.password = '';
    const seen = await inKeyringSession({
      XDG_DATA_HOME: join(dir, 'kr-data'),
      XDG_RUNTIME_DIR: join(dir, 'kr-run'),
      TSX: tsx,
      SCRIPT: script,
      TEAM_DATA_DIR: join(dir, 'library'),
      TEAM_URL_NO_PASSWORD: full.toString(),
      TEAM_PASSWORD: password,
    });
    expect(seen['connected']).toMatchObject({ reachable: true, role: 'asha' });
    expect(seen['keychain']).toBe(password);
    expect(seen['settings']).toContain('"teamUrl"');
    expect(seen['settings']).not.toContain(password);
    expect(seen['secondStatus']).toEqual({ reachable: true, role: 'asha', problem: null, schemaVersion: TEAM_SCHEMA_VERSION });
    expect(seen['afterDisconnect']).toEqual({ configured: false, keychain: null });
  }, 120_000);
});
