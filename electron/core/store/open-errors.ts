/**
 * Why a library folder cannot be opened, each with its own code, the path and what to do, found
 * before anything is written: a data folder that is a file, a library.db that is not SQLite (a
 * foreign file), a SQLite database of another program, a truncated or damaged library. The checks
 * read only; a refused library is left exactly as it was (not even its journal mode or modes).
 * Other parts that open the data folder (the CLI, the desktop shell) reuse these errors.
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { notAFolder } from './data-folder';
import { StoreError } from './errors';

const SQLITE_MAGIC = Buffer.from('SQLite format 3\0', 'latin1');
const HEADER_BYTES = 100;
const NOTHING_CHANGED = 'Nothing in it was changed.';

/** A data folder that is a file: the same refusal as when the folder is prepared (data-folder.ts). */
export function dataDirNotFolder(dir: string): StoreError {
  return notAFolder(dir, dir);
}

export function libraryNotSqlite(dbPath: string, head: string): StoreError {
  return new StoreError('LIBRARY_NOT_SQLITE', `${dbPath} is not a Dossier library: it is not an SQLite database (it starts with "${head}"). ${NOTHING_CHANGED}`, {
    path: dbPath,
    hint: `Move ${path.basename(dbPath)} aside (or restore it from a backup: dossier library restore <backup>), then start Dossier again.`,
  });
}

export function libraryForeign(dbPath: string, tables: readonly string[]): StoreError {
  return new StoreError(
    'LIBRARY_FOREIGN',
    `${dbPath} is an SQLite database of another program (tables ${tables.slice(0, 5).join(', ')}${tables.length > 5 ? ', …' : ''}), not a Dossier library. ${NOTHING_CHANGED}`,
    { path: dbPath, hint: 'Point Dossier at its own library folder (--data-dir, or DOSSIER_DATA_DIR), or move that file aside.' },
  );
}

export function libraryDamaged(dbPath: string, why: string): StoreError {
  return new StoreError('LIBRARY_DAMAGED', `The library ${dbPath} is damaged (${why}), so it was not opened. ${NOTHING_CHANGED}`, {
    path: dbPath,
    hint: `Restore it from a backup (dossier library restore <backup>; a copy taken before the last upgrade may be in ${path.join(path.dirname(dbPath), 'backups')}), or move it aside to start a new library.`,
  });
}

/** SQLite's own words for a damaged or foreign file, as the store's errors; anything else unchanged. */
export function asOpenError(error: unknown, dbPath: string): unknown {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'SQLITE_NOTADB') return libraryNotSqlite(dbPath, 'not a database');
  if (code === 'SQLITE_CORRUPT' || code === 'SQLITE_CORRUPT_VTAB' || code === 'SQLITE_IOERR_SHORT_READ') {
    return libraryDamaged(dbPath, (error as Error).message);
  }
  return error;
}

export function checkDataDir(dir: string): void {
  const stat = fs.statSync(dir, { throwIfNoEntry: false });
  if (stat && !stat.isDirectory()) throw dataDirNotFolder(dir);
}

/** The header's page size and page count, when its page count is known to be current. */
function headerPages(header: Buffer): { pageSize: number; pages: number } | null {
  const raw = header.readUInt16BE(16);
  const pageSize = raw === 1 ? 65_536 : raw;
  const pages = header.readUInt32BE(28);
  // The count is valid only when "version-valid-for" matches the change counter (file format §1.3.7).
  const current = header.readUInt32BE(92) === header.readUInt32BE(24);
  return current && pages > 0 && pageSize >= 512 ? { pageSize, pages } : null;
}

/**
 * Reads library.db's header and schema without writing: a foreign file, a truncated file and a
 * database of another program are refused here. An empty file is a new library.
 */
export function probeLibraryFile(dbPath: string): void {
  const size = fs.statSync(dbPath).size;
  if (size === 0) return;
  const header = Buffer.alloc(HEADER_BYTES);
  const fd = fs.openSync(dbPath, 'r');
  let read: number;
  try {
    read = fs.readSync(fd, header, 0, HEADER_BYTES, 0);
  } finally {
    fs.closeSync(fd);
  }
  if (read < SQLITE_MAGIC.length || !header.subarray(0, SQLITE_MAGIC.length).equals(SQLITE_MAGIC)) {
    throw libraryNotSqlite(dbPath, header.subarray(0, Math.min(read, 16)).toString('latin1').replace(/[^\x20-\x7e]/g, '.'));
  }
  if (read < HEADER_BYTES) throw libraryDamaged(dbPath, `the file ends after ${read} bytes, inside its header`);
  const expected = headerPages(header);
  if (expected && size < expected.pages * expected.pageSize) {
    throw libraryDamaged(dbPath, `the file has ${size.toLocaleString('en-IN')} bytes where its header counts ${expected.pages} pages of ${expected.pageSize}: it was cut short`);
  }
  let probe: Database.Database | null = null;
  try {
    probe = new Database(dbPath, { readonly: true, fileMustExist: true });
    const version = probe.pragma('user_version', { simple: true }) as number;
    const tables = probe.prepare(`SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name`).pluck().all() as string[];
    if (version === 0 && tables.length > 0) throw libraryForeign(dbPath, tables);
  } catch (error) {
    throw asOpenError(error, dbPath);
  } finally {
    probe?.close();
  }
}
