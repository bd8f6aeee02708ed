/**
 * A backup of the library is a folder: library.db copied with SQLite's online backup API (a
 * consistent copy even while Dossier is writing), the PDFs, and manifest.json giving each file's
 * size and SHA-256. It is written under a temporary name and renamed, so a backup is whole or
 * absent. Restoring checks the backup against its manifest first (a damaged backup is refused),
 * never replaces a library without being asked (and then keeps the one it replaces aside, as
 * nothing paid for is ever deleted), and copies before it switches, so a failure changes nothing.
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { StoreContext } from './context';
import { PDF_DIR } from './documents';
import { StoreError, type StoreErrorCode } from './errors';
import { LATEST_VERSION, userVersion } from './migrations';
import { prepareDataFolder } from './data-folder';
import { insideFolder, type PathRole, pathRefusal, readableFolder, refuseUnusablePlace, usableFolder } from './folders';
import { probeLibraryFile } from './open-errors';
import { makePrivateDir, makePrivateFile } from './permissions';

export const BACKUP_FORMAT = 'dossier-backup/1';
export const BACKUP_MANIFEST = 'manifest.json';
const DB_FILE = 'library.db';

export interface BackupFile {
  /** Relative to the backup folder, with forward slashes. */
  path: string;
  bytes: number;
  sha256: string;
}

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  createdAt: string;
  schemaVersion: number;
  /** When the library last changed (bought, noted), as far as its records say. */
  lastChangeAt: string | null;
  database: BackupFile;
  files: BackupFile[];
}

export interface RestoreResult {
  restoredFrom: string;
  manifest: BackupManifest;
  /** Where the library that was replaced now is; null when there was none. */
  replacedKeptIn: string | null;
}

const hashOf = (file: string): BackupFile & { abs: string } => {
  const bytes = fs.readFileSync(file);
  return { abs: file, path: '', bytes: bytes.byteLength, sha256: createHash('sha256').update(bytes).digest('hex') };
};

function fileEntry(root: string, abs: string): BackupFile {
  const { bytes, sha256 } = hashOf(abs);
  return { path: path.relative(root, abs).split(path.sep).join('/'), bytes, sha256 };
}

function listFiles(folder: string): string[] {
  if (!fs.existsSync(folder)) return [];
  return (fs.readdirSync(folder, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((e) => e.isFile() && !/^\..+\.part$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

/** The latest moment the records show a change (a purchase, a record read, a note). */
export function lastChangeAt(db: Database.Database): string | null {
  const has = (table: string) => db.prepare(`SELECT 1 FROM sqlite_schema WHERE name = ?`).get(table) !== undefined;
  const probes = [
    has('spend_ledger') ? 'SELECT max(at) FROM spend_ledger' : null,
    has('companies') ? 'SELECT max(updated_at) FROM companies' : null,
    has('notes') ? 'SELECT max(updated_at) FROM notes' : null,
    has('documents') ? 'SELECT max(downloaded_at) FROM documents' : null,
  ].filter((q): q is string => q !== null);
  const times = probes.map((q) => db.prepare(q).pluck().get() as string | null).filter((t): t is string => typeof t === 'string');
  return times.length === 0 ? null : times.sort().at(-1)!;
}

function backupError(code: StoreErrorCode, message: string, hint: string, details: Record<string, unknown>): StoreError {
  return new StoreError(code, message, { ...details, hint });
}

const NOTHING_WRITTEN = 'Nothing was written.';
const NEW_FOLDER = 'Give the path of a new folder outside the library folder, in a folder this user can write in.';
const BACKUP_TARGET: PathRole = { code: 'PATH_UNUSABLE', name: 'backup folder', hint: NEW_FOLDER, after: NOTHING_WRITTEN };
const BACKUP_PLACE: PathRole = { code: 'PATH_UNUSABLE', name: 'folder to hold the backup', hint: NEW_FOLDER, after: NOTHING_WRITTEN };
const BACKUP_SOURCE: PathRole = { code: 'PATH_UNUSABLE', name: 'backup folder', hint: 'Give the folder `dossier library backup` wrote.', after: 'Nothing was changed.' };

/**
 * Where a backup may go, checked before anything is written: a new folder (not an empty path, not
 * on the kernel's /proc or /sys, not in the library folder), in a folder that exists and this user
 * can write in (folders.ts, the data folder's checks). Returns its absolute path.
 */
export function checkBackupTarget(dest: string, libraryDir: string): string {
  const target = refuseUnusablePlace(dest, BACKUP_TARGET);
  if (insideFolder(target, libraryDir)) {
    throw pathRefusal(
      BACKUP_TARGET,
      target,
      'in-library',
      `${target} is inside the library folder ${path.resolve(libraryDir)}: a backup is kept apart from the library it copies.`,
      undefined,
      'Give the path of a new folder outside the library folder (another disk is best).',
    );
  }
  usableFolder(path.dirname(target), BACKUP_PLACE, { create: false });
  if (fs.lstatSync(target, { throwIfNoEntry: false })) {
    throw backupError('BACKUP_TARGET_EXISTS', `${target} already exists; a backup is written to a new folder. ${NOTHING_WRITTEN}`, 'Give the path of a folder that does not exist yet.', { path: target });
  }
  return target;
}

/** Writes a backup of the open library to `dest`, a folder that must not exist yet. */
export async function backupLibrary(ctx: StoreContext, dest: string, now: string): Promise<BackupManifest> {
  const target = checkBackupTarget(dest, ctx.dir);
  const temp = path.join(path.dirname(target), `.${path.basename(target)}.${randomBytes(4).toString('hex')}.partial`);
  makePrivateDir(temp);
  try {
    await ctx.db.backup(path.join(temp, DB_FILE));
    makePrivateFile(path.join(temp, DB_FILE));
    const files: BackupFile[] = [];
    for (const abs of listFiles(path.join(ctx.dir, PDF_DIR))) {
      const rel = path.relative(ctx.dir, abs);
      const to = path.join(temp, rel);
      makePrivateDir(path.dirname(to));
      fs.copyFileSync(abs, to);
      makePrivateFile(to);
      files.push(fileEntry(temp, to));
    }
    const copy = new Database(path.join(temp, DB_FILE), { readonly: true });
    let schemaVersion: number;
    let changed: string | null;
    try {
      schemaVersion = userVersion(copy);
      changed = lastChangeAt(copy);
    } finally {
      copy.close();
    }
    const manifest: BackupManifest = { format: BACKUP_FORMAT, createdAt: now, schemaVersion, lastChangeAt: changed, database: fileEntry(temp, path.join(temp, DB_FILE)), files };
    fs.writeFileSync(path.join(temp, BACKUP_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
    fs.renameSync(temp, target);
    return manifest;
  } catch (error) {
    fs.rmSync(temp, { recursive: true, force: true });
    throw error;
  }
}

/** Reads a backup's manifest and checks every file it names; throws BACKUP_DAMAGED naming each problem. */
export function verifyBackup(dir: string): BackupManifest {
  const root = readableFolder(dir, BACKUP_SOURCE);
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(root, BACKUP_MANIFEST), 'utf8')) as BackupManifest;
  } catch (error) {
    throw backupError('BACKUP_DAMAGED', `${root} is not a Dossier backup: its ${BACKUP_MANIFEST} cannot be read (${(error as Error).message}).`, 'Give the folder `dossier library backup` wrote.', { path: root });
  }
  if (manifest?.format !== BACKUP_FORMAT || !manifest.database || !Array.isArray(manifest.files)) {
    throw backupError('BACKUP_DAMAGED', `${root} is not a ${BACKUP_FORMAT} backup.`, 'Give the folder `dossier library backup` wrote.', { path: root });
  }
  const problems: string[] = [];
  for (const entry of [manifest.database, ...manifest.files]) {
    if (entry.path.split('/').some((part) => part === '..' || part === '') || path.isAbsolute(entry.path)) {
      problems.push(`${entry.path}: not a path inside the backup`);
      continue;
    }
    const abs = path.join(root, ...entry.path.split('/'));
    if (!fs.existsSync(abs)) {
      problems.push(`${entry.path} is missing`);
      continue;
    }
    const seen = hashOf(abs);
    if (seen.sha256 !== entry.sha256 || seen.bytes !== entry.bytes) problems.push(`${entry.path} was altered: ${seen.bytes} bytes, SHA-256 ${seen.sha256}; the manifest says ${entry.bytes} bytes, ${entry.sha256}`);
  }
  if (problems.length > 0) {
    throw backupError('BACKUP_DAMAGED', `The backup ${root} does not match its manifest, so it was not restored: ${problems.join('; ')}.`, 'Restore from another backup.', { path: root, problems });
  }
  return manifest;
}

function describeLibrary(dbPath: string): { lastChangeAt: string | null; version: number } {
  probeLibraryFile(dbPath);
  const db = new Database(dbPath, { readonly: true, fileMustExist: true });
  try {
    return { lastChangeAt: lastChangeAt(db), version: userVersion(db) };
  } finally {
    db.close();
  }
}

/**
 * Restores the backup in `backupDir` into `dataDir`. A library already there is replaced only with
 * `replace` (it is then moved to `replaced-<time>/` beside it, never deleted). The library must not
 * be open in Dossier while this runs.
 */
export function restoreLibrary(backupDir: string, dataDir: string, opts: { replace?: boolean; now: string }): RestoreResult {
  const manifest = verifyBackup(backupDir);
  if (manifest.schemaVersion > LATEST_VERSION) {
    throw backupError('BACKUP_TOO_NEW', `The backup was made by a newer Dossier (schema version ${manifest.schemaVersion}; this one reads up to ${LATEST_VERSION}). Nothing was changed.`, 'Update Dossier, then restore again.', { found: manifest.schemaVersion });
  }
  // The data folder's own checks (folders.ts): made when missing, refused in words when unusable.
  const root = prepareDataFolder(dataDir);
  const current = path.join(root, DB_FILE);
  if (fs.existsSync(current) && opts.replace !== true) {
    const seen = describeLibrary(current);
    const newer = seen.lastChangeAt !== null && (manifest.lastChangeAt === null || seen.lastChangeAt > manifest.lastChangeAt);
    throw backupError(
      'RESTORE_WOULD_REPLACE',
      `${root} already holds a library${seen.lastChangeAt ? `, last changed ${seen.lastChangeAt}` : ''}${newer ? `: newer than the backup (of ${manifest.createdAt})` : ''}. Nothing was changed.`,
      'Restore into an empty folder (--data-dir), or pass --replace: the library there is then moved aside, not deleted.',
      { path: root, newer, libraryChangedAt: seen.lastChangeAt, backupCreatedAt: manifest.createdAt },
    );
  }
  makePrivateDir(root);
  const stamp = opts.now.replace(/[:.]/g, '-');
  const staging = path.join(root, `.restore-${randomBytes(4).toString('hex')}`);
  makePrivateDir(staging);
  try {
    for (const entry of [manifest.database, ...manifest.files]) {
      const to = path.join(staging, ...entry.path.split('/'));
      makePrivateDir(path.dirname(to));
      fs.copyFileSync(path.join(path.resolve(backupDir), ...entry.path.split('/')), to);
      makePrivateFile(to);
      if (hashOf(to).sha256 !== entry.sha256) throw backupError('BACKUP_DAMAGED', `${entry.path} changed while it was copied. Nothing was changed.`, 'Try again.', { path: entry.path });
    }
    let replacedKeptIn: string | null = null;
    const present = [DB_FILE, `${DB_FILE}-wal`, `${DB_FILE}-shm`, PDF_DIR].filter((name) => fs.existsSync(path.join(root, name)));
    if (present.length > 0) {
      replacedKeptIn = path.join(root, `replaced-${stamp}`);
      makePrivateDir(replacedKeptIn);
      for (const name of present) fs.renameSync(path.join(root, name), path.join(replacedKeptIn, name));
    }
    try {
      fs.renameSync(path.join(staging, DB_FILE), current);
      if (fs.existsSync(path.join(staging, PDF_DIR))) fs.renameSync(path.join(staging, PDF_DIR), path.join(root, PDF_DIR));
    } catch (error) {
      // Put the replaced library back where it was: a failed restore changes nothing.
      for (const name of [DB_FILE, PDF_DIR]) fs.rmSync(path.join(root, name), { recursive: true, force: true });
      for (const name of present) fs.renameSync(path.join(replacedKeptIn!, name), path.join(root, name));
      fs.rmSync(replacedKeptIn!, { recursive: true, force: true });
      throw error;
    }
    return { restoredFrom: path.resolve(backupDir), manifest, replacedKeptIn };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}
