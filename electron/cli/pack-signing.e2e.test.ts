// Issue 27 item 13: a DD pack is signed or says why not. The real `dossier` process, real files:
// - no keychain (a D-Bus address where nothing answers) and no DOSSIER_DATA_KEY: the export says
//   "unsigned: <why>" and exits 1, writing nothing; with --unsigned it exits 0 with an "unsigned"
//   line, and `pack verify` says the pack is unsigned (exit 1), never verified;
// - no keychain but DOSSIER_DATA_KEY, the data key's fallback: the pack is signed with the key
//   derived from it, and verifies;
// - a real keychain (gnome-keyring in a private D-Bus session): signed, the same key at the next run;
// - an altered PDF, and a company name edited in the manifest, are reported as altered, signed or not.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs';
import path from 'node:path';
import { delimiter, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CO, seedLibrary } from '../../test/support/core/library-seed';
import { readZipFile, rewriteZip } from '../../test/support/core/verify-pack';
import { BIN, childEnv, REPO_ROOT, removeTempDirs, type RunResult, runDossier, tempDir } from '../../test/support/cli/cli-kit';

const NAME = 'Zenith Lotus Software Private Limited';
const WHY = 'unsigned: no signing key: no system keychain answered and DOSSIER_DATA_KEY is not set';
let out: string;
let nowhere: string;

beforeAll(() => {
  out = tempDir('packs-out');
  nowhere = `unix:path=${join(tempDir('no-bus'), 'no-bus-here')}`;
});
afterAll(() => removeTempDirs());

function seeded(prefix: string): string {
  const dir = tempDir(prefix);
  seedLibrary(dir);
  return dir;
}

/** No keychain answers: the D-Bus address leads nowhere. */
const noKeychain = (extra: Record<string, string> = {}) => ({ DBUS_SESSION_BUS_ADDRESS: nowhere, ...extra });

const manifestOf = async (zip: string) => JSON.parse((await readZipFile(zip)).find((e) => e.name === 'manifest.json')!.bytes.toString('utf8'));
const editName = (name: string, bytes: Buffer) => (name === 'manifest.json' ? Buffer.from(bytes.toString('utf8').replace(`"companyName": "${NAME}"`, '"companyName": "Some Other Company Limited"')) : bytes);
const alterPdf = (name: string, bytes: Buffer) => (name.startsWith('pdfs/') ? Buffer.concat([bytes, Buffer.from(' ')]) : bytes);

async function tampered(zip: string, name: string, change: (n: string, b: Buffer) => Buffer): Promise<string> {
  const file = path.join(out, name);
  await rewriteZip(zip, change, file);
  return file;
}

describe('dossier export --format pack with no keychain', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = seeded('pack-nokey');
  });

  it('refuses in words and exits 1, writing nothing; --unsigned writes it with an "unsigned" line; pack verify says unsigned', { timeout: 180_000 }, async () => {
    const zip = path.join(out, 'refused.zip');
    const refused = await runDossier(['--json', '--data-dir', dataDir, 'export', CO, '--format', 'pack', '--out', zip], noKeychain(), '', 60_000);
    expect(refused.code, refused.stderr).toBe(1);
    expect(JSON.parse(refused.stdout)).toMatchObject({ ok: false, exitCode: 1, error: { code: 'PACK_WOULD_BE_UNSIGNED', message: expect.stringContaining(WHY) } });
    expect(refused.stderr).toContain(`Error (PACK_WOULD_BE_UNSIGNED): ${WHY}`);
    expect(refused.stderr).toContain('--unsigned');
    expect(existsSync(zip)).toBe(false);

    const unsignedZip = path.join(out, 'unsigned.zip');
    const written = await runDossier(['--data-dir', dataDir, 'export', CO, '--format', 'pack', '--out', unsignedZip, '--unsigned'], noKeychain(), '', 60_000);
    expect(written.code, written.stderr).toBe(0);
    expect(written.stdout).toMatch(new RegExp(`^${WHY} \\(.*\\)\\. The pack has no manifest\\.sig`, 'm'));
    const names = (await readZipFile(unsignedZip)).map((e) => e.name);
    expect(names).toContain('manifest.json');
    expect(names).not.toContain('manifest.sig');
    expect((await manifestOf(unsignedZip)).signer).toBeNull();

    const verified = await runDossier(['--json', 'pack', 'verify', unsignedZip], noKeychain(), '', 60_000);
    expect(verified.code).toBe(1);
    const doc = JSON.parse(verified.stdout);
    expect(doc.error).toMatchObject({ code: 'PACK_UNSIGNED', verification: { verdict: 'unsigned', problems: [] } });
    const human = await runDossier(['pack', 'verify', unsignedZip], noKeychain(), '', 60_000);
    expect(human.stdout).toContain('Not signed. The manifest is not signed, so nothing proves it is the one the analyst wrote');
    expect(human.stdout).toContain('Unsigned: nothing in the pack was found altered, but an unsigned manifest cannot be proven unaltered.');

    // The company name edited in the unsigned manifest: the report in the pack says otherwise.
    const renamed = await runDossier(['pack', 'verify', await tampered(unsignedZip, 'unsigned-renamed.zip', editName)], noKeychain(), '', 60_000);
    expect(renamed.code).toBe(1);
    expect(renamed.stderr).toContain('Error (PACK_NOT_VERIFIED)');
    expect(renamed.stdout).toContain(`ALTERED  manifest.json names the company "Some Other Company Limited", the report in the pack "${NAME}"`);
    expect(renamed.stdout).toMatch(/ALTERED {2}manifest\.json does not match the digest of its lines printed in/);
    expect(renamed.stdout).toContain('The pack was altered or damaged');
  });
});

describe('dossier export --format pack signed with the data key’s fallback (DOSSIER_DATA_KEY, no keychain)', () => {
  it('signs with the key derived from it; verify holds; an altered PDF and an edited name are altered', { timeout: 180_000 }, async () => {
    const dataDir = seeded('pack-envkey');
    const env = noKeychain({ DOSSIER_DATA_KEY: randomBytes(32).toString('base64') });
    const zip = path.join(out, 'env-signed.zip');
    const made = await runDossier(['--data-dir', dataDir, 'export', CO, '--format', 'pack', '--out', zip], env, '', 60_000);
    expect(made.code, made.stderr).toBe(0);
    expect(made.stdout).not.toContain('unsigned');
    const signer = (await manifestOf(zip)).signer;
    expect(signer).toMatchObject({ algorithm: 'Ed25519', publicKey: expect.any(String) });

    const ok = await runDossier(['pack', 'verify', zip, '--key', signer.publicKey], {}, '', 60_000);
    expect(ok.code, ok.stdout + ok.stderr).toBe(0);
    expect(ok.stdout).toContain('signature holds');
    expect(ok.stdout).toContain('The pack is as it was signed.');

    const pdf = await runDossier(['pack', 'verify', await tampered(zip, 'env-pdf.zip', alterPdf)], {}, '', 60_000);
    expect(pdf.code).toBe(1);
    expect(pdf.stdout).toMatch(/ALTERED {2}pdfs\/\S+\.pdf was altered: SHA-256/);

    const renamed = await runDossier(['--json', 'pack', 'verify', await tampered(zip, 'env-renamed.zip', editName)], {}, '', 60_000);
    expect(renamed.code).toBe(1);
    const v = JSON.parse(renamed.stdout).error.verification;
    expect(v).toMatchObject({ verdict: 'altered', signature: { valid: false } });
    expect(v.problems).toContainEqual(expect.stringContaining('does not match manifest.json'));
    expect(v.problems).toContainEqual(`manifest.json names the company "Some Other Company Limited", the report in the pack "${NAME}"`);
  });
});

const KEYRING_TOOLS: Record<string, string> = { 'dbus-run-session': 'dbus', 'gnome-keyring-daemon': 'gnome-keyring' };

/** `dossier` inside a private D-Bus session with gnome-keyring unlocked by a throwaway password; its keyring files stay in `home`. */
function runWithKeychain(home: string, args: string[]): Promise<RunResult> {
  const shell = ['set -e', 'mkdir -p "$XDG_DATA_HOME"; mkdir -p -m 700 "$XDG_RUNTIME_DIR"', 'printf "throwaway-test-pass" | gnome-keyring-daemon --unlock --components=secrets >/dev/null', 'exec "$NODE" "$BIN" "$@"'].join('\n');
  const env = childEnv({ HOME: home, XDG_DATA_HOME: join(home, 'data'), XDG_RUNTIME_DIR: join(home, 'run'), NODE: process.execPath, BIN });
  return new Promise((resolve, reject) => {
    const child = spawn('dbus-run-session', ['--', 'sh', '-c', shell, 'sh', ...args], { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const timer = setTimeout(() => child.kill('SIGKILL'), 90_000);
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (c: string) => (stdout += c));
    child.stderr.setEncoding('utf8').on('data', (c: string) => (stderr += c));
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

describe('dossier export --format pack with a real keychain', () => {
  it('has the tools it needs', () => {
    const dirs = (process.env['PATH'] ?? '').split(delimiter);
    const missing = Object.entries(KEYRING_TOOLS).filter(([tool]) => !dirs.some((d) => existsSync(join(d, tool))));
    expect(missing.map(([tool, pkg]) => `${tool} (apt-get install ${pkg})`)).toEqual([]);
  });

  it('signs with the key kept with the data key in the keychain, the same key at the next run', { timeout: 240_000 }, async () => {
    const dataDir = seeded('pack-keychain');
    const home = tempDir('pack-keychain-home');
    const first = path.join(out, 'keychain-1.zip');
    const made = await runWithKeychain(home, ['--data-dir', dataDir, 'export', CO, '--format', 'pack', '--out', first]);
    expect(made.code, made.stderr).toBe(0);
    const again = path.join(out, 'keychain-2.zip');
    const madeAgain = await runWithKeychain(home, ['--data-dir', dataDir, 'export', CO, '--format', 'pack', '--out', again]);
    expect(madeAgain.code, madeAgain.stderr).toBe(0);
    const key = (await manifestOf(first)).signer.publicKey;
    expect((await manifestOf(again)).signer.publicKey).toBe(key);
    const ok = await runDossier(['pack', 'verify', again, '--key', key], {}, '', 60_000);
    expect(ok.code, ok.stdout + ok.stderr).toBe(0);
    expect(fs.readdirSync(join(home, 'data', 'keyrings')).length).toBeGreaterThan(0);
  });
});
