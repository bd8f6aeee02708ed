// `dossier library check | backup | restore` and `dossier pack verify`, run in process on a real
// seeded library, real files and real SQLite: exit 0 only when all hold, each problem named.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemorySecretStore } from '../../core/secrets';
import { readZipFile } from '../../../test/support/core/verify-pack';
import { CO, F, seedLibrary } from '../../../test/support/core/library-seed';
import { memoryIo, removeTempDirs, tempDir } from '../../../test/support/cli/cli-kit';
import { runCli } from '../run-cli';

const sha = (file: string) => createHash('sha256').update(fs.readFileSync(file)).digest('hex');
const store = new MemorySecretStore();
let dataDir: string;
let outside: string;

async function dossier(args: string[], dir = dataDir) {
  const io = memoryIo('', {});
  const code = await runCli(['--data-dir', dir, ...args], io, { chooseSecrets: async () => store, version: 'test' });
  return { code, stdout: io.stdoutText(), stderr: io.stderrText() };
}

beforeAll(() => {
  dataDir = tempDir('integrity');
  seedLibrary(dataDir);
  outside = tempDir('integrity-out');
});
afterAll(() => removeTempDirs());

describe('dossier library check / backup / restore', () => {
  it('backs up, restores hash-identical into a new folder, refuses to replace a library unasked, and checks exit 0', async () => {
    const backupDir = path.join(outside, 'backup');
    const backup = await dossier(['--json', 'library', 'backup', backupDir]);
    expect(backup.code, backup.stderr).toBe(0);
    const manifest = JSON.parse(backup.stdout).value;
    expect(manifest.files.length).toBeGreaterThan(0);

    const restored = path.join(outside, 'restored');
    const restore = await dossier(['library', 'restore', backupDir], restored);
    expect(restore.code, restore.stderr).toBe(0);
    expect(sha(path.join(restored, 'library.db'))).toBe(manifest.database.sha256);

    const again = await dossier(['--json', 'library', 'restore', backupDir], restored);
    expect(again.code).toBe(1);
    expect(JSON.parse(again.stdout).error.code).toBe('RESTORE_WOULD_REPLACE');

    const check = await dossier(['library', 'check'], restored);
    expect(check.code, check.stderr).toBe(0);
    expect(check.stdout).toContain('All hold.');
  });

  it('names an altered PDF by its filing id and exits 1; a stray file is quarantined by --repair, never deleted', async () => {
    const pdf = path.join(dataDir, 'pdfs', CO, `${F.aoc2024}.pdf`);
    const original = fs.readFileSync(pdf);
    fs.writeFileSync(pdf, Buffer.concat([original, Buffer.from('tampered')]));
    fs.writeFileSync(path.join(dataDir, 'pdfs', CO, 'stray.pdf'), '%PDF-1.4 stray');
    try {
      const found = await dossier(['library', 'check']);
      expect(found.code).toBe(1);
      expect(found.stdout).toMatch(new RegExp(`ALTERED +${F.aoc2024}`));
      expect(found.stdout).toContain(`pdfs/${CO}/stray.pdf`);
      expect(found.stderr).toContain('LIBRARY_CHECK_FAILED');

      const repaired = await dossier(['--json', 'library', 'check', '--repair']);
      const report = JSON.parse(repaired.stdout).error.report;
      expect(report.quarantinedTo).toContain('quarantine');
      expect(fs.existsSync(path.join(report.quarantinedTo, 'pdfs', CO, 'stray.pdf'))).toBe(true);
      expect(fs.existsSync(pdf)).toBe(true);
    } finally {
      fs.writeFileSync(pdf, original);
    }
  });
});

describe('dossier pack verify', () => {
  it('verifies a signed pack (its key printed in the report), and exits 1 naming the file when one byte changed', async () => {
    const zip = path.join(outside, 'pack.zip');
    const made = await dossier(['export', CO, '--format', 'pack', '--out', zip]);
    expect(made.code, made.stderr).toBe(0);
    const entries = await readZipFile(zip);
    const signer = JSON.parse(entries.find((e) => e.name === 'manifest.json')!.bytes.toString('utf8')).signer;
    expect(signer.algorithm).toBe('Ed25519');

    const ok = await dossier(['pack', 'verify', zip, '--key', signer.publicKey]);
    expect(ok.code, ok.stderr).toBe(0);
    expect(ok.stdout).toContain('signature holds');

    // One byte of the (stored, uncompressed) source PDF flipped inside the archive.
    const bytes = fs.readFileSync(zip);
    const at = bytes.indexOf(Buffer.from('%PDF'), bytes.indexOf(Buffer.from('pdfs/'))) + 20;
    bytes.writeUInt8(bytes.readUInt8(at) ^ 1, at);
    const tampered = path.join(outside, 'tampered.zip');
    fs.writeFileSync(tampered, bytes);
    const bad = await dossier(['--json', 'pack', 'verify', tampered]);
    expect(bad.code).toBe(1);
    expect(JSON.parse(bad.stdout).error).toMatchObject({ code: 'PACK_NOT_VERIFIED' });
  });
});
