// The move of an earlier version's library on real folders, with a real SQLite database whose last
// writes are still in its write-ahead log (as after a kill): nothing may be lost or split.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { earlierLibraryDir, LibraryMoveRefused, moveEarlierLibrary } from './library-move';

let root: string;
let userData: string;
let earlier: string;
let target: string;

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'dossier-move-'));
  userData = path.join(root, 'Dossier');
  earlier = earlierLibraryDir(userData);
  // The usual case: the app's userData is the platform folder itself, the library one level down.
  target = userData;
});
afterEach(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

/** Every file under `dir` with its bytes, by relative path. */
function tree(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  if (!fs.existsSync(dir)) return out;
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    out[path.relative(dir, file)] = fs.readFileSync(file).toString('base64');
  }
  return out;
}

/**
 * A library as a killed app leaves it: library.db with rows still only in library.db-wal. The
 * database is written in a scratch folder and its files copied while the connection is open.
 */
function writeEarlierLibrary(rows: string[]): void {
  const scratch = path.join(root, 'scratch');
  fs.mkdirSync(scratch, { recursive: true });
  const db = new Database(path.join(scratch, 'library.db'));
  db.pragma('journal_mode = WAL');
  db.pragma('wal_autocheckpoint = 0');
  db.exec('CREATE TABLE companies (id TEXT PRIMARY KEY)');
  const insert = db.prepare('INSERT INTO companies (id) VALUES (?)');
  for (const id of rows) insert.run(id);
  fs.mkdirSync(path.join(earlier, 'pdfs', 'U1'), { recursive: true });
  for (const f of ['library.db', 'library.db-wal', 'library.db-shm']) fs.copyFileSync(path.join(scratch, f), path.join(earlier, f));
  db.close();
  fs.writeFileSync(path.join(earlier, 'pdfs', 'U1', 'flg_A.pdf'), '%PDF-1.4 bought');
  fs.writeFileSync(path.join(earlier, 'settings.json'), '{"baseUrl":"https://registry.example/v1"}');
  fs.writeFileSync(path.join(earlier, 'settings.json.broken-2026-01-01'), '{broken');
  fs.mkdirSync(path.join(earlier, 'exports'));
  fs.writeFileSync(path.join(earlier, 'exports', 'U1_report.pdf'), '%PDF report');
}

describe('moveEarlierLibrary', () => {
  it('moves every file of the earlier library, the database with its write-ahead log, and removes the old folder', () => {
    writeEarlierLibrary(['U1', 'U2', 'U3']);
    expect(fs.statSync(path.join(earlier, 'library.db-wal')).size).toBeGreaterThan(0);
    const before = tree(earlier);
    fs.mkdirSync(path.join(userData, 'Local Storage'), { recursive: true }); // Electron's own files stay put

    const result = moveEarlierLibrary(earlier, target);

    expect(result).toEqual({
      moved: true,
      from: earlier,
      entries: ['exports', 'pdfs', 'settings.json', 'settings.json.broken-2026-01-01', 'library.db-shm', 'library.db-wal', 'library.db'],
    });
    const after = tree(target);
    for (const [file, bytes] of Object.entries(before)) expect(after[file], file).toBe(bytes);
    expect(fs.existsSync(earlier)).toBe(false);
    const db = new Database(path.join(target, 'library.db'));
    expect(db.prepare('SELECT id FROM companies ORDER BY id').pluck().all()).toEqual(['U1', 'U2', 'U3']);
    db.close();
  });

  it('does nothing when there is no earlier library', () => {
    expect(moveEarlierLibrary(earlier, target)).toEqual({ moved: false });
    fs.mkdirSync(earlier, { recursive: true });
    fs.writeFileSync(path.join(earlier, 'notes.txt'), 'not a library');
    expect(moveEarlierLibrary(earlier, target)).toEqual({ moved: false });
    expect(fs.existsSync(path.join(target, 'notes.txt'))).toBe(false);
  });

  it('refuses, changing nothing, when both folders hold a library', () => {
    writeEarlierLibrary(['OLD']);
    fs.writeFileSync(path.join(target, 'library.db'), 'the CLI library');
    fs.mkdirSync(path.join(target, 'pdfs'));
    const earlierBefore = tree(earlier);
    const targetBefore = tree(target);

    let refused: unknown = null;
    try {
      moveEarlierLibrary(earlier, target);
    } catch (e) {
      refused = e;
    }
    expect(refused).toBeInstanceOf(LibraryMoveRefused);
    expect(refused).toMatchObject({ code: 'LIBRARY_MOVE_REFUSED', conflicts: ['pdfs', 'library.db'] });
    expect((refused as Error).message).toContain('Both folders hold a Dossier library');
    expect((refused as Error).message).toContain(earlier);
    expect((refused as Error).message).toContain('DOSSIER_DATA_DIR');
    expect(tree(earlier)).toEqual(earlierBefore);
    expect(tree(target)).toEqual(targetBefore);
  });

  it('refuses, changing nothing, when the target already holds a file of the same name', () => {
    writeEarlierLibrary(['OLD']);
    fs.writeFileSync(path.join(target, 'settings.json'), '{"baseUrl":"https://other/v1"}');
    const earlierBefore = tree(earlier);
    expect(() => moveEarlierLibrary(earlier, target)).toThrow(/already holds settings\.json/);
    expect(tree(earlier)).toEqual(earlierBefore);
    expect(fs.readFileSync(path.join(target, 'settings.json'), 'utf8')).toBe('{"baseUrl":"https://other/v1"}');
  });

  it('finishes a move cut short: the database moves last, so the old folder still holds the library', () => {
    writeEarlierLibrary(['U1']);
    // A crash after the first entries were renamed.
    for (const name of ['exports', 'pdfs']) fs.renameSync(path.join(earlier, name), path.join(target, name));
    const result = moveEarlierLibrary(earlier, target);
    expect(result).toMatchObject({ moved: true, entries: ['settings.json', 'settings.json.broken-2026-01-01', 'library.db-shm', 'library.db-wal', 'library.db'] });
    expect(fs.readFileSync(path.join(target, 'pdfs', 'U1', 'flg_A.pdf'), 'utf8')).toBe('%PDF-1.4 bought');
    const db = new Database(path.join(target, 'library.db'));
    expect(db.prepare('SELECT count(*) FROM companies').pluck().get()).toBe(1);
    db.close();
  });

  it('moves into a folder that does not exist yet', () => {
    writeEarlierLibrary(['U1']);
    const elsewhere = path.join(root, 'new', 'Dossier');
    expect(moveEarlierLibrary(earlier, elsewhere)).toMatchObject({ moved: true });
    expect(fs.existsSync(path.join(elsewhere, 'library.db'))).toBe(true);
  });
});
