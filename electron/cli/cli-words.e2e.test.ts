// The real `dossier` process against an emulator: errors in the command line's own words (issue 18
// item 12). Each case once said something written for the app or for a developer: a schema's "Too
// small", two codes for one mistake, "add a current key in Settings", a code printed twice, an API
// path instead of a command, a cap "set in Settings" that came from --budget.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EmulatorHandle, startEmulator } from '../../emulator/index';
import type { AppError } from '../../shared/result';
import { removeTempDirs, runDossier, tempDir } from '../../test/support/cli/cli-kit';

const SANDBOX_CIN = 'U46934WB2022PTC379350'; // Kemi Trading, in the sandbox
const RATE = '100000';

let emulator: EmulatorHandle;

beforeAll(async () => {
  emulator = await startEmulator({ port: 0, seed: 'dossier', speed: 1000, rateLive: Number(RATE), rateTest: Number(RATE) });
}, 180_000);

afterAll(async () => {
  await emulator?.close();
  removeTempDirs();
});

const env = (key: string): Record<string, string> => ({ DOSSIER_DATA_DIR: tempDir('words'), DOSSIER_API_KEY: key, DOSSIER_RATE_LIVE: RATE, DOSSIER_RATE_TEST: RATE });
const errorOf = (stdout: string): AppError => (JSON.parse(stdout) as { error: AppError }).error;
const usageCount = (account: string): number => emulator.state.usageSince(account, 0).length;

describe('an API key that is not one', () => {
  it('key set says what a key looks like and the command to run again, never a schema message', async () => {
    const r = await runDossier(['--base-url', emulator.url, 'key', 'set'], { DOSSIER_DATA_DIR: tempDir('keyset') }, 'garbage\n');
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('Error (NOT_AN_API_KEY)');
    expect(r.stderr).toContain('svc_live_');
    expect(r.stderr).toContain('printf %s "$KEY" | dossier key set');
    expect(r.stderr).not.toMatch(/Too small|key\.set|apiKey/);
    // The value itself is never repeated, only its length.
    expect(r.stderr).not.toContain('garbage');
    expect(r.stderr).toContain('7 characters');
  });

  it('DOSSIER_API_KEY with no key in it is one error, one code, naming the variable, before any call', async () => {
    const before = usageCount('acc_main');
    const r = await runDossier(['--base-url', emulator.url, '--json', 'lookup', 'kemi', '--yes'], env('garbage'));
    expect(r.code).toBe(2);
    const error = errorOf(r.stdout);
    expect(error.code).toBe('DOSSIER_API_KEY_INVALID');
    expect(error.message).toContain('DOSSIER_API_KEY is set, but its value is not an API key');
    expect(r.stdout + r.stderr).not.toMatch(/NO_CLIENT|NO_API_KEY|in Settings/);
    expect(r.stderr).toContain('Error (DOSSIER_API_KEY_INVALID)');
    expect(usageCount('acc_main')).toBe(before);
  });
});

describe('no key at all', () => {
  it('is one error with one code and the command that adds a key, not a NO_CLIENT block worded for Settings', async () => {
    const r = await runDossier(['--base-url', emulator.url, 'lookup', 'kemi', '--yes'], { DOSSIER_DATA_DIR: tempDir('nokey'), DOSSIER_RATE_TEST: RATE });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('Error (NO_API_KEY): No API key is set, so nothing can be priced.');
    expect(r.stderr).toContain('What to do: Add a key with dossier key set (or set DOSSIER_API_KEY).');
    expect(r.stdout + r.stderr).not.toMatch(/NO_CLIENT|Settings/);
  });
});

describe('refusals in the command line terms', () => {
  it('a revoked key in DOSSIER_API_KEY is fixed in the environment, not in Settings', async () => {
    const r = await runDossier(['--base-url', emulator.url, 'lookup', 'kemi', '--yes'], env(emulator.keys.revoked));
    expect(r.code).toBe(3);
    expect(r.stderr).toContain('Error (API_KEY_REVOKED)');
    expect(r.stderr).toContain('DOSSIER_API_KEY holds a revoked key');
    expect(r.stdout + r.stderr).not.toContain('Settings');
  });

  it('a refusal for want of an endpoint price prints its code once', async () => {
    const r = await runDossier(['--base-url', emulator.url, 'mirror', SANDBOX_CIN, '--yes'], env(emulator.keys.noAccess));
    expect(r.code).toBe(3);
    expect(r.stdout).toContain('Blocked: Your account has no price for companies.unlock');
    expect(r.stdout + r.stderr).not.toContain('(NO_ACCESS) (NO_ACCESS)');
    expect(r.stdout.match(/NO_ACCESS/g)).toHaveLength(1);
    expect(r.stderr.match(/NO_ACCESS/g)).toHaveLength(1);
  });

  it('a cap from --budget is named as the flag in the quote as well as in the error', async () => {
    const r = await runDossier(['--base-url', emulator.url, 'mirror', SANDBOX_CIN, '--yes', '--budget', '1'], env(emulator.keys.live));
    expect(r.code).toBe(4);
    expect(r.stdout).toContain('over the cap of ₹1.00 set by --budget for this run');
    expect(r.stdout + r.stderr).not.toMatch(/set in Settings|Raise the session cap in Settings/);
  });
});

describe('the sandbox in commands', () => {
  it('a sandbox lookup with no match names the command that lists the sandbox, not an API path', async () => {
    const r = await runDossier(['--base-url', emulator.url, 'lookup', 'zzzqqq', '--yes'], env(emulator.keys.test));
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('No sandbox company matches "zzzqqq"');
    expect(r.stdout).toContain('list them with dossier sandbox');
    expect(r.stdout).not.toMatch(/GET \/v1|\/v1\//);
  });

  it('a sandbox lookup with no match under --json carries the same words, not the API path (issue 28 item 18)', async () => {
    const r = await runDossier(['--base-url', emulator.url, '--json', 'lookup', 'zzzqqq', '--yes'], env(emulator.keys.test));
    expect(r.code).toBe(0);
    const value = (JSON.parse(r.stdout) as { value: { hint: string | null; candidates: unknown[] } }).value;
    expect(value.candidates).toEqual([]);
    expect(value.hint).toContain('list them with dossier sandbox');
    expect(r.stdout).not.toMatch(/GET \/v1|\/v1\//);
  });

  it('dossier sandbox lists the sandbox companies the registry names, free', async () => {
    const r = await runDossier(['--base-url', emulator.url, 'sandbox'], env(emulator.keys.test));
    expect(r.code, r.stderr).toBe(0);
    const companies = emulator.registry.sandboxCompanies();
    for (const c of companies.slice(0, 5)) expect(r.stdout).toContain(c.cin);
    expect(r.stdout).toContain(`${companies.length} sandbox companies a test key may use`);
  });
});
