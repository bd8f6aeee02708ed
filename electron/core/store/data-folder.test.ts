import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { prepareDataFolder } from './data-folder';
import { DB_FILE, openLibrary } from './library';
import { LATEST_VERSION } from './migrations';
import { useTempDir } from '../../../test/support/core/store-support';

function refusal(run: () => unknown): { code: string; message: string; hint: string | null; details: Record<string, unknown> } {
  try {
    run();
  } catch (error) {
    return error as never;
  }
  throw new Error('expected a refusal');
}

describe('the data folder', () => {
  const tmp = useTempDir();

  it('is created level by level when missing, and a folder made meanwhile by another process is fine', () => {
    const dir = path.join(tmp.dir, 'a', 'b', 'c');
    expect(prepareDataFolder(dir)).toBe(dir);
    expect(fs.statSync(dir).isDirectory()).toBe(true);
    expect(prepareDataFolder(dir)).toBe(dir);
    expect(fs.readdirSync(dir)).toEqual([]); // the write check leaves nothing behind
  });

  it('refuses a place the system will not make a folder in, at once and in words (no spinning on /proc)', () => {
    const proc = refusal(() => prepareDataFolder('/proc/nope'));
    expect(proc).toMatchObject({ code: 'DATA_DIR_UNUSABLE', details: { path: '/proc/nope', problem: 'system-folder' } });
    expect(proc.message).toContain("/proc/nope is on the kernel's proc file system");
    expect(proc.hint).toMatch(/--data-dir or DOSSIER_DATA_DIR/);
    expect(refusal(() => prepareDataFolder('/sys/nope'))).toMatchObject({ code: 'DATA_DIR_UNUSABLE', details: { problem: 'system-folder' } });
    expect(refusal(() => prepareDataFolder(''))).toMatchObject({ code: 'DATA_DIR_UNUSABLE', details: { problem: 'empty' } });
  });

  it('refuses a file, or a folder under a file, naming the file in the way', () => {
    const file = path.join(tmp.dir, 'notes.txt');
    fs.writeFileSync(file, 'x');
    const itself = refusal(() => prepareDataFolder(file));
    expect(itself).toMatchObject({ code: 'DATA_DIR_UNUSABLE', details: { problem: 'not-a-folder' } });
    expect(itself.message).toBe(`The data folder ${file} is a file, not a folder.`);
    const under = refusal(() => prepareDataFolder(path.join(file, 'lib')));
    expect(under.message).toBe(`The data folder ${path.join(file, 'lib')} cannot be made: ${file} is a file, not a folder.`);
  });

  it("refuses another program's file in the place of library.db, changing nothing in it", () => {
    fs.writeFileSync(path.join(tmp.dir, DB_FILE), 'these are my notes, not a database');
    const text = refusal(() => openLibrary(tmp.dir));
    expect(text).toMatchObject({ code: 'LIBRARY_NOT_SQLITE' });
    expect(text.message).toContain('not an SQLite database');
    expect(fs.readFileSync(path.join(tmp.dir, DB_FILE), 'utf8')).toBe('these are my notes, not a database');

    fs.rmSync(path.join(tmp.dir, DB_FILE));
    const other = new Database(path.join(tmp.dir, DB_FILE));
    other.exec('CREATE TABLE recipes (name TEXT)');
    other.close();
    expect(refusal(() => openLibrary(tmp.dir))).toMatchObject({ code: 'LIBRARY_FOREIGN', message: expect.stringContaining('another program (tables recipes)') });

    const marked = new Database(path.join(tmp.dir, DB_FILE));
    marked.pragma('application_id = 1234');
    marked.close();
    expect(refusal(() => openLibrary(tmp.dir)).message).toMatch(/another program/);
  });

  it('refuses a library from a newer Dossier with the same words as before', () => {
    const raw = new Database(path.join(tmp.dir, DB_FILE));
    raw.exec('CREATE TABLE companies (id TEXT)');
    raw.pragma(`user_version = ${LATEST_VERSION + 1}`);
    raw.close();
    expect(refusal(() => openLibrary(tmp.dir))).toMatchObject({ code: 'LIBRARY_TOO_NEW' });
  });
});
