/**
 * The keychain path against a real Secret Service: a private D-Bus session with gnome-keyring
 * unlocked by a throwaway password, in temp XDG folders, so the analyst's own keyring is never
 * touched. Needs Debian packages dbus (dbus-run-session), gnome-keyring and libsecret-tools
 * (secret-tool); .ci/run installs them.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const here = resolve(import.meta.dirname);
const script = resolve(here, '../../../test/support/core/keyring-roundtrip.ts');
const tsx = resolve(here, '../../../node_modules/.bin/tsx');

const REQUIRED_TOOLS: Record<string, string> = {
  'dbus-run-session': 'dbus',
  'gnome-keyring-daemon': 'gnome-keyring',
  'secret-tool': 'libsecret-tools',
};

function missingTools(): string[] {
  const dirs = (process.env['PATH'] ?? '').split(delimiter);
  return Object.entries(REQUIRED_TOOLS)
    .filter(([tool]) => !dirs.some((dir) => existsSync(join(dir, tool))))
    .map(([tool, pkg]) => `${tool} (apt-get install ${pkg})`);
}

function runScript(command: string, args: string[], env: Record<string, string | undefined>): Promise<Record<string, unknown>> {
  return new Promise((resolvePromise, reject) => {
    execFile(command, args, { env: env as NodeJS.ProcessEnv, timeout: 50_000 }, (error, stdout, stderr) => {
      const line = stdout.split('\n').find((l) => l.startsWith('RESULT '));
      if (!line) {
        reject(new Error(`keyring script gave no result (${error?.message ?? 'exit 0'}):\n${stdout}\n${stderr}`));
        return;
      }
      resolvePromise(JSON.parse(line.slice('RESULT '.length)) as Record<string, unknown>);
    });
  });
}

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'dossier-keyring-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('KeyringSecretStore against a real Secret Service', () => {
  it('has the tools it needs', () => {
    expect(missingTools(), 'install the missing Debian packages to run the keychain test').toEqual([]);
  });

  it('sets, reads, overwrites and deletes secrets that really live in the keychain', async () => {
    const shell = [
      'set -e',
      'mkdir -p "$XDG_DATA_HOME"; mkdir -p -m 700 "$XDG_RUNTIME_DIR"',
      // --unlock reads the new keyring's password from stdin, so no prompt is ever shown.
      'printf "throwaway-test-pass" | gnome-keyring-daemon --unlock --components=secrets >/dev/null',
      '"$TSX" "$SCRIPT" keychain',
    ].join('\n');
    const seen = await runScript('dbus-run-session', ['--', 'sh', '-c', shell], {
      PATH: process.env['PATH'],
      HOME: dir,
      XDG_DATA_HOME: join(dir, 'data'),
      XDG_RUNTIME_DIR: join(dir, 'run'),
      TSX: tsx,
      SCRIPT: script,
    });
    expect(seen['probe']).toEqual({ ok: true });
    expect(seen['initial']).toBeNull();
    expect(seen['afterSet']).toEqual({ read: 'svc_test_FirstValue0001', keychain: 'svc_test_FirstValue0001' });
    expect(seen['afterOverwrite']).toEqual({ read: 'svc_test_SecondValue002', keychain: 'svc_test_SecondValue002', entries: 1 });
    const dataKey = seen['dataKey'] as { length: number; base64: string; keychain: string };
    expect(dataKey.length).toBe(32);
    expect(dataKey.keychain).toBe(dataKey.base64);
    expect(seen['dataKeyAgain']).toBe(dataKey.base64);
    expect(seen['afterDelete']).toEqual({ read: null, keychain: null });
    expect(seen['secondDelete']).toBe('ok');
    expect(seen['chosen']).toEqual({ keyring: true, describe: 'OS keychain (Secret Service)' });
  });

  it('reports the keychain unavailable (never a file) when no Secret Service answers', async () => {
    const seen = await runScript(tsx, [script, 'unavailable'], {
      PATH: process.env['PATH'],
      HOME: dir,
      DBUS_SESSION_BUS_ADDRESS: `unix:path=${join(dir, 'no-bus-here')}`,
    });
    expect(seen['probe']).toMatchObject({ ok: false, code: 'KEYCHAIN_UNAVAILABLE' });
    expect(seen['chosenGet']).toMatchObject({ code: 'KEYCHAIN_UNAVAILABLE', message: expect.stringContaining('DOSSIER_API_KEY') });
    expect(seen['fromEnv']).toBe('svc_test_FromEnvironment1');
  });
});
