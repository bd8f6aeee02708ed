// Issue 19, item 4: every data-folder problem is one message naming the folder and what to do,
// exit 2, at once (the real `dossier` process; before, /proc/nope spun at 97% CPU until killed and
// the rest answered raw EPERM / ENOTDIR / EEXIST). A child still running after 60 s (a hang, not a slow start on a loaded machine) is killed and
// the test fails on its exit code.
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { LATEST_VERSION } from '../core/store/migrations';
import { removeTempDirs, runDossier, tempDir } from '../../test/support/cli/cli-kit';

afterAll(() => removeTempDirs());

interface Refusal {
  code: number | null;
  error: { code: string; message: string; hint?: string };
}

async function status(dataDir: string): Promise<Refusal> {
  const r = await runDossier(['--json', '--data-dir', dataDir, 'status'], {}, '', 60_000);
  return { code: r.code, error: (JSON.parse(r.stdout) as { error: Refusal['error'] }).error };
}

describe('dossier with a data folder it cannot use', () => {
  it('refuses places the system will not make a folder in, naming the folder', { timeout: 180_000 }, async () => {
    for (const place of ['/proc/nope', '/sys/nope']) {
      const r = await status(place);
      expect(r.code).toBe(2);
      expect(r.error.code).toBe('DATA_DIR_UNUSABLE');
      expect(r.error.message).toContain(place);
      expect(r.error.hint).toMatch(/--data-dir or DOSSIER_DATA_DIR/);
    }
  });

  it('refuses a file, and a folder under a file, naming the file in the way', { timeout: 180_000 }, async () => {
    const file = path.join(tempDir('file'), 'notes.txt');
    fs.writeFileSync(file, 'x');
    const itself = await status(file);
    expect(itself).toMatchObject({ code: 2, error: { code: 'DATA_DIR_UNUSABLE', message: `The data folder ${file} is a file, not a folder.` } });
    const under = await status(path.join(file, 'lib'));
    expect(under).toMatchObject({ code: 2, error: { code: 'DATA_DIR_UNUSABLE' } });
    expect(under.error.message).toContain(`${file} is a file, not a folder`);
  });

  it("refuses another program's file as library.db and a library from a newer Dossier, leaving both as they were", { timeout: 180_000 }, async () => {
    const foreign = tempDir('foreign');
    fs.writeFileSync(path.join(foreign, 'library.db'), 'these are my notes');
    const other = await status(foreign);
    expect(other).toMatchObject({ code: 2, error: { code: 'LIBRARY_NOT_SQLITE' } });
    expect(other.error.message).toContain(path.join(foreign, 'library.db'));
    expect(fs.readFileSync(path.join(foreign, 'library.db'), 'utf8')).toBe('these are my notes');

    const newer = tempDir('newer');
    const raw = new Database(path.join(newer, 'library.db'));
    raw.exec('CREATE TABLE companies (id TEXT)');
    raw.pragma(`user_version = ${LATEST_VERSION + 1}`);
    raw.close();
    const r = await status(newer);
    expect(r.code).toBe(2);
    expect(r.error.code).toBe('LIBRARY_TOO_NEW');
    expect(`${r.error.message} ${(r.error as { hint?: string }).hint ?? ''}`).toContain('Update Dossier');
  });
});
