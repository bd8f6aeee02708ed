/**
 * Every path the analyst names is checked here by the same rules, before anything is written: the
 * data folder, the place of a backup, the folder of an export, a backup to restore, a pack to
 * verify. Each problem is one StoreError in words naming the path, what is wrong (details.problem)
 * and what to do, raised at once: DATA_DIR_UNUSABLE for the data folder, PATH_UNUSABLE for the rest.
 *
 * Folders are made level by level (makeFolders), never with `mkdirSync(recursive)`: Node's
 * recursive mkdir loops forever where the kernel answers ENOENT for a folder whose parent exists
 * (/proc does), which is how `dossier library backup /proc/self/bk` spun at full system CPU. The
 * kernel's own file systems (/proc, /sys and their kind) are refused by name before any write.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { StoreError } from './errors';

export type PathProblem =
  | 'empty'
  | 'system-folder'
  | 'cannot-create'
  | 'not-a-folder'
  | 'not-a-file'
  | 'missing'
  | 'read-only'
  | 'in-library';

/** Whose path it is, for the words: "the data folder /x", "the folder for the backup /y". */
export interface PathRole {
  code: 'DATA_DIR_UNUSABLE' | 'PATH_UNUSABLE';
  /** What the path is, as it reads after "the" ("data folder", "folder the backup goes in"). */
  name: string;
  /** What the analyst can do instead. */
  hint: string;
  /** Said after every refusal ("Nothing was written."), when it holds. */
  after?: string;
}

export const errnoOf = (error: unknown): string => String((error as NodeJS.ErrnoException | null)?.code ?? 'ERROR');

export function pathRefusal(role: PathRole, target: string, problem: PathProblem, message: string, cause?: string, hint = role.hint): StoreError {
  const text = role.after ? `${message} ${role.after}` : message;
  return new StoreError(role.code, text, { path: target, problem, ...(cause ? { cause } : {}) }, hint);
}

/** The path's file type, or null when nothing is there (ENOTDIR: a file higher up, which the walk up finds). */
function kindAt(p: string): 'folder' | 'file' | 'other' | null {
  try {
    const stat = fs.statSync(p);
    return stat.isDirectory() ? 'folder' : stat.isFile() ? 'file' : 'other';
  } catch (error) {
    const code = errnoOf(error);
    if (code === 'ENOENT' || code === 'ENOTDIR') return null;
    throw error;
  }
}

/** statfs magic numbers of the kernel's views of itself (linux/magic.h): nothing written there is kept. */
const SYSTEM_FILE_SYSTEMS: ReadonlyMap<number, string> = new Map([
  [0x9fa0, 'proc'],
  [0x62656572, 'sysfs'],
  [0x27e0eb, 'cgroup'],
  [0x63677270, 'cgroup2'],
  [0x64626720, 'debugfs'],
  [0x74726163, 'tracefs'],
  [0x73636673, 'securityfs'],
  [0x6165676c, 'pstore'],
  [0xcafe4a11, 'bpf'],
  [0x62656570, 'configfs'],
  [0x42494e4d, 'binfmt_misc'],
  [0x1cd1, 'devpts'],
]);

/** The deepest part of `p` that exists (the path itself when it does). */
function nearestExisting(p: string): string {
  let current = p;
  for (;;) {
    let there = false;
    try {
      there = kindAt(current) !== null;
    } catch {
      there = true; // EACCES and the like: something is there, statfs says what
    }
    const parent = path.dirname(current);
    if (there || parent === current) return current;
    current = parent;
  }
}

/** The kernel file system `p` is on (or would be made on), e.g. "proc"; null for a real one. */
export function systemFileSystemOf(p: string): string | null {
  if (process.platform !== 'linux') return null;
  const at = nearestExisting(path.resolve(p));
  try {
    return SYSTEM_FILE_SYSTEMS.get(Number(fs.statfsSync(at).type)) ?? null;
  } catch {
    return null;
  }
}

/** An empty path, or one on the kernel's own file systems: refused before anything else is tried. */
export function refuseUnusablePlace(raw: string, role: PathRole): string {
  if (raw.trim() === '') throw pathRefusal(role, raw, 'empty', `The ${role.name} is an empty path.`, undefined, `Give the path of the ${role.name}.`);
  const target = path.resolve(raw);
  const system = systemFileSystemOf(target);
  if (system) {
    throw pathRefusal(
      role,
      target,
      'system-folder',
      `The ${role.name} ${target} is on the kernel's ${system} file system (a view of the running system), not a place for Dossier's files.`,
      system,
    );
  }
  return target;
}

/** Creates `folder` and any missing parents one level at a time (see the top of this file), each with `mode`. */
export function makeFolders(folder: string, mode?: number): void {
  const missing: string[] = [];
  let current = path.resolve(folder);
  while (kindAt(current) === null) {
    missing.unshift(current);
    const parent = path.dirname(current);
    if (parent === current) break;
    current = parent;
  }
  for (const level of missing) {
    try {
      fs.mkdirSync(level, mode === undefined ? undefined : { mode });
    } catch (error) {
      // Another process made it meanwhile: fine, as long as it is a folder.
      if (errnoOf(error) === 'EEXIST' && kindAt(level) === 'folder') continue;
      throw error;
    }
  }
}

function whyNotCreated(code: string): string {
  if (code === 'EACCES' || code === 'EPERM') return 'this user may not create folders there';
  if (code === 'EROFS') return 'that place is on a read-only file system';
  if (code === 'ENOENT') return 'the system does not allow a folder there';
  return `the system answered ${code}`;
}

/** Finds the folder, or makes it when `create`; refuses a file in the way and a folder that cannot be made. */
function ensureFolder(folder: string, role: PathRole, create: boolean): void {
  const missing: string[] = [];
  let current = folder;
  for (;;) {
    let kind: ReturnType<typeof kindAt>;
    try {
      kind = kindAt(current);
    } catch (error) {
      throw pathRefusal(role, folder, 'cannot-create', `Dossier cannot reach the ${role.name} ${folder}: ${whyNotCreated(errnoOf(error))} (${current}).`, errnoOf(error));
    }
    if (kind === 'folder') break;
    if (kind !== null) {
      const message = current === folder ? `The ${role.name} ${folder} is a file, not a folder.` : `The ${role.name} ${folder} cannot be made: ${current} is a file, not a folder.`;
      throw pathRefusal(role, folder, 'not-a-folder', message);
    }
    missing.unshift(current);
    const parent = path.dirname(current);
    if (parent === current) break;
    current = parent;
  }
  if (missing.length > 0 && !create) throw pathRefusal(role, folder, 'missing', `The ${role.name} ${folder} does not exist.`);
  for (const level of missing) {
    try {
      fs.mkdirSync(level);
    } catch (error) {
      if (errnoOf(error) === 'EEXIST' && kindAt(level) === 'folder') continue;
      const code = errnoOf(error);
      throw pathRefusal(role, folder, 'cannot-create', `Dossier cannot create the ${role.name} ${folder}: ${whyNotCreated(code)} (${level}).`, code);
    }
  }
}

/** Writes and removes a probe file: the only check that holds for root, ACLs and read-only mounts alike. */
function checkWritable(folder: string, role: PathRole): void {
  const probe = path.join(folder, `.dossier-write-check-${randomBytes(4).toString('hex')}`);
  try {
    fs.writeFileSync(probe, '', { flag: 'wx' });
    fs.rmSync(probe, { force: true });
  } catch (error) {
    const code = errnoOf(error);
    const why = code === 'EROFS' ? 'it is on a read-only file system' : code === 'ENOSPC' || code === 'EDQUOT' ? 'its disk is full' : 'it is read-only for this user';
    throw pathRefusal(role, folder, 'read-only', `Dossier cannot write in the ${role.name} ${folder} (${code}): ${why}.`, code, `Give this user write access to the folder, or: ${role.hint}`);
  }
}

/**
 * A folder Dossier is to write in: not empty, not on a kernel file system, a folder (made when
 * missing if `create`), writable. Returns its absolute path.
 */
export function usableFolder(raw: string, role: PathRole, opts: { create: boolean }): string {
  const folder = refuseUnusablePlace(raw, role);
  ensureFolder(folder, role, opts.create);
  checkWritable(folder, role);
  return folder;
}

/** A folder Dossier is to read from (a backup to restore): there and a folder; nothing is written to it. */
export function readableFolder(raw: string, role: PathRole): string {
  const folder = refuseUnusablePlace(raw, role);
  ensureFolder(folder, role, false);
  return folder;
}

/** A file Dossier is to read (a pack): there, a regular file (never a folder, device or pipe, which could block a read forever). */
export function readableFile(raw: string, role: PathRole): string {
  const file = refuseUnusablePlace(raw, role);
  let kind: ReturnType<typeof kindAt>;
  try {
    kind = kindAt(file);
  } catch (error) {
    throw pathRefusal(role, file, 'cannot-create', `Dossier cannot read the ${role.name} ${file} (${errnoOf(error)}).`, errnoOf(error));
  }
  if (kind === null) throw pathRefusal(role, file, 'missing', `The ${role.name} ${file} does not exist.`);
  if (kind === 'folder') throw pathRefusal(role, file, 'not-a-file', `The ${role.name} ${file} is a folder, not a file.`);
  if (kind === 'other') throw pathRefusal(role, file, 'not-a-file', `The ${role.name} ${file} is not a regular file (a device, a pipe or a socket).`);
  return file;
}

function realOrResolved(p: string): string {
  try {
    return fs.realpathSync(p);
  } catch {
    return path.resolve(p);
  }
}

export const isInside = (child: string, parent: string): boolean => child === parent || child.startsWith(parent.endsWith(path.sep) ? parent : parent + path.sep);

/**
 * Where `target` really is (its nearest existing part through symlinks, then the rest), so a path
 * that leads into a folder by a link is seen as inside it.
 */
export function realPlaceOf(target: string): string {
  const abs = path.resolve(target);
  const existing = nearestExisting(abs);
  return path.join(realOrResolved(existing), path.relative(existing, abs));
}

/** True when `target` is the library folder or anything in it, through links too. */
export function insideFolder(target: string, folder: string): boolean {
  return isInside(realPlaceOf(target), realOrResolved(folder));
}
