// Issue 14 items 6 and 8: the library is private to its user (700/600 under umask 022), and a
// library that cannot be opened says why with its own code, the path and what to do, changing nothing.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DB_FILE, openLibrary } from './library';
import { migrate } from './migrations';
import { CIN, masterInput, useTempDir } from '../../../test/support/core/store-support';

const modeOf = (p: string) => fs.statSync(p).mode & 0o777;
const sha = (file: string) => createHash('sha256').update(fs.readFileSync(file)).digest('hex');

/** Every entry under `dir` with its mode and, for files, its hash: what "nothing changed" compares. */
function snapshot(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const full = path.join(d, e.name);
      out[path.relative(dir, full)] = `${modeOf(full).toString(8)} ${e.isFile() ? sha(full) : 'dir'}`;
      if (e.isDirectory()) walk(full);
    }
  };
  walk(dir);
  return out;
}

describe('the library is private to its user', () => {
  const tmp = useTempDir();
  let umask = 0;
  beforeEach(() => {
    umask = process.umask(0o022);
  });
  afterEach(() => {
    process.umask(umask);
  });

  it('makes a new library 700/600 under umask 022: folder, database, its log, pdfs/ and every PDF', () => {
    const dir = path.join(tmp.dir, 'Dossier');
    const lib = openLibrary(dir);
    lib.companies.upsertMaster(masterInput());
    const bytes = new TextEncoder().encode('%PDF-1.4\n%%EOF\n0123');
    lib.filings.upsertMany(CIN, [{ filingId: 'flg_PERMS0000001', formId: 'AOC-4', fileSize: bytes.byteLength }], { listedAt: '2026-11-21T10:00:00.000Z', requestId: 'req_f' });
    lib.documents.store({ filingId: 'flg_PERMS0000001', companyId: CIN, bytes, requestId: 'req_pdf' });
    expect(modeOf(dir)).toBe(0o700);
    expect(modeOf(path.join(dir, DB_FILE))).toBe(0o600);
    expect(modeOf(path.join(dir, `${DB_FILE}-wal`))).toBe(0o600);
    expect(modeOf(path.join(dir, 'pdfs'))).toBe(0o700);
    const doc = lib.documents.get('flg_PERMS0000001')!;
    expect(modeOf(path.dirname(lib.documents.absolutePath(doc)))).toBe(0o700);
    expect(modeOf(lib.documents.absolutePath(doc))).toBe(0o600);
    lib.close();
  });

  it('tightens a library written before the rule, and only what Dossier keeps in its folder', () => {
    const dir = path.join(tmp.dir, 'old');
    fs.mkdirSync(path.join(dir, 'pdfs', CIN), { recursive: true, mode: 0o755 });
    fs.chmodSync(dir, 0o755);
    const db = new Database(path.join(dir, DB_FILE));
    migrate(db, 'old');
    db.close();
    fs.chmodSync(path.join(dir, DB_FILE), 0o644);
    fs.writeFileSync(path.join(dir, 'pdfs', CIN, 'x.pdf'), '%PDF-1.4', { mode: 0o644 });
    fs.writeFileSync(path.join(dir, 'notes-of-mine.txt'), 'not Dossier’s', { mode: 0o644 });
    openLibrary(dir).close();
    expect(modeOf(dir)).toBe(0o700);
    expect(modeOf(path.join(dir, DB_FILE))).toBe(0o600);
    expect(modeOf(path.join(dir, 'pdfs', CIN))).toBe(0o700);
    expect(modeOf(path.join(dir, 'pdfs', CIN, 'x.pdf'))).toBe(0o600);
    expect(modeOf(path.join(dir, 'notes-of-mine.txt'))).toBe(0o644);
  });
});

describe('a library that cannot be opened', () => {
  const tmp = useTempDir();

  function refusal(dir: string) {
    try {
      openLibrary(dir).close();
    } catch (error) {
      return error as Error & { code: string; hint: string | null; details: Record<string, unknown> };
    }
    throw new Error('openLibrary was expected to refuse');
  }

  it('a truncated library.db: LIBRARY_DAMAGED, the path, what to do, nothing changed', () => {
    const dir = path.join(tmp.dir, 'cut');
    const lib = openLibrary(dir);
    lib.tx(() => {
      for (let i = 0; i < 400; i++) lib.clientState.set(`k${i}`, 'x'.repeat(400));
    });
    lib.close();
    const file = path.join(dir, DB_FILE);
    fs.truncateSync(file, Math.floor(fs.statSync(file).size / 2));
    const before = snapshot(dir);
    const error = refusal(dir);
    expect(error.code).toBe('LIBRARY_DAMAGED');
    expect(error.message).toContain(file);
    expect(error.message).toContain('cut short');
    expect(error.hint).toMatch(/dossier library restore/);
    expect(snapshot(dir)).toEqual(before);
  });

  it('a foreign file as library.db: LIBRARY_NOT_SQLITE, nothing changed', () => {
    const dir = path.join(tmp.dir, 'foreign');
    fs.mkdirSync(dir);
    fs.writeFileSync(path.join(dir, DB_FILE), '%PDF-1.7 this is a report, not a library\n'.repeat(50));
    const before = snapshot(dir);
    const error = refusal(dir);
    expect(error.code).toBe('LIBRARY_NOT_SQLITE');
    expect(error.message).toContain(path.join(dir, DB_FILE));
    expect(error.message).toContain('%PDF-1.7');
    expect(snapshot(dir)).toEqual(before);
  });

  it('an SQLite database of another program: LIBRARY_FOREIGN, its tables named, nothing changed', () => {
    const dir = path.join(tmp.dir, 'other-app');
    fs.mkdirSync(dir);
    const other = new Database(path.join(dir, DB_FILE));
    other.exec('CREATE TABLE moz_places (id INTEGER PRIMARY KEY, url TEXT); INSERT INTO moz_places (url) VALUES (\'x\');');
    other.close();
    const before = snapshot(dir);
    const error = refusal(dir);
    expect(error.code).toBe('LIBRARY_FOREIGN');
    expect(error.message).toContain('moz_places');
    expect(snapshot(dir)).toEqual(before);
  });

  it('a data folder that is a file: DATA_DIR_UNUSABLE, not a raw EEXIST', () => {
    const file = path.join(tmp.dir, 'Dossier');
    fs.writeFileSync(file, 'a file');
    const error = refusal(file);
    expect(error.code).toBe('DATA_DIR_UNUSABLE');
    expect(error.message).toContain(file);
    expect(error.hint).toMatch(/DOSSIER_DATA_DIR/);
    expect(fs.readFileSync(file, 'utf8')).toBe('a file');
  });
});
