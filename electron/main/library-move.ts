/**
 * Earlier versions of the desktop app kept the library in `<userData>/library`; the app now uses
 * the same folder as the command line (core/data-dir.ts). At start, main moves such a library into
 * place before the core opens anything. No electron import, so it is tested on real folders.
 *
 * Every entry of the old folder is moved (library.db with its -wal/-shm, pdfs/, settings.json,
 * exports/, files kept aside), each one atomically by a rename. library.db goes last: until it has
 * moved the old folder still holds the library, so a move cut short by a crash is finished at the
 * next start, and SQLite never sees a database without its write-ahead log. When the target already
 * holds any of these entries (a library of its own, above all) nothing is moved at all.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ENV } from '../core/env-names';

export const EARLIER_LIBRARY_FOLDER = 'library';
const DB_FILE = 'library.db';
/** Moved last, the database itself at the very end. */
const DB_FILES = [`${DB_FILE}-journal`, `${DB_FILE}-shm`, `${DB_FILE}-wal`, DB_FILE];

export type LibraryMove = { moved: false } | { moved: true; from: string; entries: string[] };

export class LibraryMoveRefused extends Error {
  readonly code = 'LIBRARY_MOVE_REFUSED';
  constructor(
    message: string,
    readonly from: string,
    readonly to: string,
    readonly conflicts: string[],
  ) {
    super(message);
    this.name = 'LibraryMoveRefused';
  }
}

/** Where an earlier version of the app kept its library. */
export function earlierLibraryDir(userDataDir: string): string {
  return path.join(userDataDir, EARLIER_LIBRARY_FOLDER);
}

/**
 * Moves the library in `from` into `to` when `from` holds one (its library.db). Throws
 * LibraryMoveRefused, having changed nothing, when an entry to move already exists in `to`.
 */
export function moveEarlierLibrary(from: string, to: string): LibraryMove {
  const source = path.resolve(from);
  const target = path.resolve(to);
  if (source === target || !fs.existsSync(path.join(source, DB_FILE))) return { moved: false };

  const entries = fs.readdirSync(source).sort((a, b) => order(a) - order(b) || a.localeCompare(b));
  const conflicts = entries.filter((name) => fs.existsSync(path.join(target, name)));
  if (conflicts.length > 0) throw refusal(source, target, conflicts);

  fs.mkdirSync(target, { recursive: true });
  for (const name of entries) moveEntry(path.join(source, name), path.join(target, name));
  // The empty folder says nothing any more; a folder something else wrote into is left alone.
  if (fs.readdirSync(source).length === 0) fs.rmdirSync(source);
  return { moved: true, from: source, entries };
}

function order(name: string): number {
  const i = DB_FILES.indexOf(name);
  return i < 0 ? 0 : i + 1;
}

function refusal(source: string, target: string, conflicts: string[]): LibraryMoveRefused {
  const both = conflicts.includes(DB_FILE);
  const what = both ? 'Both folders hold a Dossier library' : `${target} already holds ${conflicts.join(', ')}`;
  return new LibraryMoveRefused(
    `${what}: ${source} (where earlier versions kept it) and ${target} (where the app and the command line keep it now). ` +
      `Nothing was moved or changed. Keep the one you want: move the other folder aside, or set ${ENV.dataDir} to the folder to use, then start Dossier again.`,
    source,
    target,
    conflicts,
  );
}

/**
 * One entry, atomically: a rename within a file system; across file systems a copy under a
 * temporary name, renamed into place, and only then the original removed.
 */
function moveEntry(from: string, to: string): void {
  try {
    fs.renameSync(from, to);
    return;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EXDEV') throw e;
  }
  const temp = `${to}.moving-${process.pid}`;
  fs.rmSync(temp, { recursive: true, force: true });
  fs.cpSync(from, temp, { recursive: true, errorOnExist: true, force: false, preserveTimestamps: true });
  fs.renameSync(temp, to);
  fs.rmSync(from, { recursive: true, force: true });
}
