// Issue 28 item 18, against the emulator: what `status` says of a key the registry refuses (it said
// "Registry: online" beside a deactivated account's key), `key clear` and `key show` with no keychain
// answering (they said "No API key is stored in unavailable: …"), and a director's role read once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EmulatorHandle, startEmulator } from '../../emulator/index';
import type { AppStatus, DirectorDetail } from '../../shared/bridge/views';
import { UnavailableSecretStore } from '../core/secrets';
import { memoryIo, removeTempDirs, runDossier, tempDir } from '../../test/support/cli/cli-kit';
import { runCli } from './run-cli';

const SANDBOX_CIN = 'U46934WB2022PTC379350'; // Kemi Trading, in the sandbox
const HEMANT = '03779750'; // one of its directors, a role there and nowhere else
const RATE = '100000';

let emulator: EmulatorHandle;

beforeAll(async () => {
  emulator = await startEmulator({ port: 0, seed: 'dossier', speed: 1000, rateLive: Number(RATE), rateTest: Number(RATE) });
}, 180_000);

afterAll(async () => {
  await emulator?.close();
  removeTempDirs();
});

const env = (key: string, dataDir = tempDir('standing')): Record<string, string> => ({ DOSSIER_DATA_DIR: dataDir, DOSSIER_API_KEY: key, DOSSIER_RATE_LIVE: RATE, DOSSIER_RATE_TEST: RATE });

describe('status with a key the registry refuses', () => {
  it.each([
    ['disabled', 'ACCOUNT_DISABLED', 'The account the key belongs to is deactivated'],
    ['revoked', 'API_KEY_REVOKED', 'The key was revoked in the developer portal'],
  ] as const)('says the %s key is not accepted, with its code, never just "online"', { timeout: 60_000 }, async (which, code, words) => {
    const e = env(emulator.keys[which]);
    const text = await runDossier(['--base-url', emulator.url, 'status'], e, '', 60_000);
    expect(text.code, text.stderr).toBe(0);
    expect(text.stdout).toContain(`Registry:     ${emulator.url} (reachable, but it refuses this key)`);
    expect(text.stdout).toMatch(new RegExp(`Key: +svc_live_…\\w+ \\(live\\), not accepted \\(${code}\\)`));
    expect(text.stdout).toContain(`Note: ${words}`);
    expect(text.stdout).not.toMatch(/\(online\)/);
    const json = await runDossier(['--base-url', emulator.url, '--json', 'status'], e, '', 60_000);
    const status = (JSON.parse(json.stdout) as { value: { status: AppStatus } }).value.status;
    expect(status.keyRefused).toMatchObject({ code, message: expect.stringContaining(words), requestId: expect.stringMatching(/^req_/) });
  });

  it('says nothing of a refusal for a key the registry accepts', { timeout: 60_000 }, async () => {
    const r = await runDossier(['--base-url', emulator.url, '--json', 'status'], env(emulator.keys.live), '', 60_000);
    const status = (JSON.parse(r.stdout) as { value: { status: AppStatus } }).value.status;
    expect(status.online).toBe(true);
    expect(status.keyRefused).toBeUndefined();
  });
});

describe('the key commands with no keychain answering', () => {
  const noKeychain = () => ({ chooseSecrets: async () => new UnavailableSecretStore('The system keychain is not available (no Secret Service). Start one, or set DOSSIER_API_KEY.'), version: 'test' });

  it('key clear says the keychain does not answer (exit 1), never "stored in unavailable: …"', { timeout: 60_000 }, async () => {
    const io = memoryIo('', { DOSSIER_RATE_TEST: RATE });
    const code = await runCli(['--data-dir', tempDir('nokeychain'), 'key', 'clear'], io, noKeychain());
    expect(code).toBe(1);
    expect(io.stderrText()).toContain('Error (KEYCHAIN_UNAVAILABLE): No system keychain answers, so Dossier can neither tell whether it holds an API key nor remove one.');
    expect(io.stderrText()).toContain('What to do: The system keychain is not available');
    expect(io.stdoutText() + io.stderrText()).not.toContain('in unavailable');
  });

  it('key show says where a key would be kept in words', { timeout: 60_000 }, async () => {
    const io = memoryIo('', { DOSSIER_RATE_TEST: RATE });
    expect(await runCli(['--data-dir', tempDir('nokeychain'), 'key', 'show'], io, noKeychain())).toBe(0);
    expect(io.stdoutText()).toContain('Kept in:   nowhere: no system keychain answers');
    expect(io.stdoutText()).not.toContain('unavailable:');
  });
});

describe('a director the register and the profile both name', () => {
  it('lists the role once, in the text and in --json', { timeout: 180_000 }, async () => {
    const e = env(emulator.keys.test);
    const mirror = await runDossier(['--base-url', emulator.url, 'mirror', SANDBOX_CIN, '--directors', '--yes'], e, '', 150_000);
    expect(mirror.code, mirror.stderr).toBe(0);
    const text = await runDossier(['director', HEMANT], e, '', 60_000);
    expect(text.stdout).toContain('Roles (1)');
    expect(text.stdout.match(new RegExp(SANDBOX_CIN, 'g'))).toHaveLength(1);
    const json = await runDossier(['--json', 'director', HEMANT], e, '', 60_000);
    const detail = (JSON.parse(json.stdout) as { value: DirectorDetail }).value;
    expect(detail.roles).toEqual([expect.objectContaining({ companyId: SANDBOX_CIN, sources: ['master', 'profile'], appointedOn: '2024-02-13' })]);
    // The registry's own role rows stay with the profile record, not beside the roles.
    expect(Object.keys(detail)).not.toContain('companyData');
    expect(detail.profile.companyData).toHaveLength(emulator.registry.director(HEMANT)!.companies.length);
  });
});
