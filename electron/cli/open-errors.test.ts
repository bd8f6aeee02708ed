// Issue 14 item 8 on the command line: a library that cannot be opened keeps its own code (it was
// INTERNAL), the path and what to do, in words and under --json; nothing in the folder changes.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { memoryIo, removeTempDirs, tempDir } from '../../test/support/cli/cli-kit';
import { MemorySecretStore } from '../core/secrets';
import { runCli } from './run-cli';

afterAll(removeTempDirs);

const deps = { chooseSecrets: async () => new MemorySecretStore() };
const sha = (file: string) => createHash('sha256').update(fs.readFileSync(file)).digest('hex');

async function run(dataDir: string) {
  const io = memoryIo('', {});
  const code = await runCli(['--json', '--data-dir', dataDir, 'search', 'kemi'], io, deps);
  return { code, json: JSON.parse(io.stdoutText()) as { ok: false; error: { code: string; message: string; hint?: string } }, stderr: io.stderrText() };
}

describe('dossier on a library it cannot open', () => {
  it('LIBRARY_TOO_NEW keeps its code, names the versions and the path', async () => {
    const dir = tempDir('too-new');
    const db = new Database(path.join(dir, 'library.db'));
    db.pragma('user_version = 999');
    db.close();
    const before = sha(path.join(dir, 'library.db'));
    const r = await run(dir);
    expect(r.code).toBe(2);
    expect(r.json.error.code).toBe('LIBRARY_TOO_NEW');
    expect(r.json.error.message).toContain(path.join(dir, 'library.db'));
    expect(r.json.error.hint).toMatch(/Update Dossier/);
    expect(r.stderr).toContain('Error (LIBRARY_TOO_NEW)');
    expect(sha(path.join(dir, 'library.db'))).toBe(before);
  });

  it('a foreign file, a damaged library and a data folder that is a file each say so', async () => {
    const foreign = tempDir('foreign');
    fs.writeFileSync(path.join(foreign, 'library.db'), 'PK\u0003\u0004 a zip, not a library');
    expect((await run(foreign)).json.error.code).toBe('LIBRARY_NOT_SQLITE');
    const file = path.join(tempDir('file'), 'Dossier');
    fs.writeFileSync(file, '');
    const r = await run(file);
    expect(r.json.error.code).toBe('DATA_DIR_UNUSABLE');
    expect(r.stderr).toContain(`What to do: `);
    expect(r.stderr).not.toContain('EEXIST');
  });
});
