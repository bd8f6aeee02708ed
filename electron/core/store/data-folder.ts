/**
 * The data folder, made ready before the library opens: created when missing, checked to be a
 * folder this user can write in. Every problem is one StoreError DATA_DIR_UNUSABLE naming the
 * folder, what is wrong (details.problem) and what to do, raised at once: the app and the command
 * line say it in words instead of a raw EPERM, and never spin.
 *
 * The folder is created level by level rather than with `mkdirSync(recursive)`, which loops
 * forever on some pseudo file systems (/proc answers ENOENT for a folder whose parent exists).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { OTHER_FOLDER } from './connection';
import { StoreError } from './errors';

export type DataFolderProblem = 'cannot-create' | 'not-a-folder' | 'read-only';

function unusable(folder: string, problem: DataFolderProblem, message: string, hint: string, cause?: string): StoreError {
  return new StoreError('DATA_DIR_UNUSABLE', message, { path: folder, problem, ...(cause ? { cause } : {}) }, hint);
}

const codeOf = (error: unknown): string => String((error as NodeJS.ErrnoException).code ?? 'ERROR');

/** The path's file type, or null when nothing is there (ENOTDIR: a file higher up, which the walk up finds). */
function kindAt(p: string): 'folder' | 'other' | null {
  try {
    return fs.statSync(p).isDirectory() ? 'folder' : 'other';
  } catch (error) {
    const code = codeOf(error);
    if (code === 'ENOENT' || code === 'ENOTDIR') return null;
    throw error;
  }
}

export function notAFolder(folder: string, blocker: string): StoreError {
  const message =
    blocker === folder
      ? `The data folder ${folder} is a file, not a folder.`
      : `The data folder ${folder} cannot be made: ${blocker} is a file, not a folder.`;
  return unusable(folder, 'not-a-folder', message, OTHER_FOLDER);
}

function cannotCreate(folder: string, level: string, error: unknown): StoreError {
  const code = codeOf(error);
  const why =
    code === 'EACCES' || code === 'EPERM'
      ? 'this user may not create folders there'
      : code === 'EROFS'
        ? 'that place is on a read-only file system'
        : code === 'ENOENT'
          ? 'the system does not allow a folder there'
          : `the system answered ${code}`;
  return unusable(folder, 'cannot-create', `Dossier cannot create the data folder ${folder}: ${why} (${level}).`, OTHER_FOLDER, code);
}

function ensureFolder(folder: string): void {
  const missing: string[] = [];
  let current = folder;
  for (;;) {
    let kind: ReturnType<typeof kindAt>;
    try {
      kind = kindAt(current);
    } catch (error) {
      throw cannotCreate(folder, current, error);
    }
    if (kind === 'folder') break;
    if (kind === 'other') throw notAFolder(folder, current);
    missing.unshift(current);
    const parent = path.dirname(current);
    if (parent === current) break;
    current = parent;
  }
  for (const level of missing) {
    try {
      fs.mkdirSync(level);
    } catch (error) {
      // Another process made it meanwhile: fine, as long as it is a folder.
      if (codeOf(error) === 'EEXIST' && kindAt(level) === 'folder') continue;
      throw cannotCreate(folder, level, error);
    }
  }
}

/** Writes and removes a probe file: the only check that holds for root, ACLs and read-only mounts alike. */
function checkWritable(folder: string): void {
  const probe = path.join(folder, `.dossier-write-check-${randomBytes(4).toString('hex')}`);
  try {
    fs.writeFileSync(probe, '', { flag: 'wx' });
    fs.rmSync(probe, { force: true });
  } catch (error) {
    const code = codeOf(error);
    throw unusable(
      folder,
      'read-only',
      `Dossier cannot write in the data folder ${folder} (${code}): it is read-only for this user.`,
      `Give this user write access to the folder, or: ${OTHER_FOLDER}`,
      code,
    );
  }
}

/** Creates the folder if needed and checks that a library can live in it; returns its absolute path. */
export function prepareDataFolder(dir: string): string {
  const folder = path.resolve(dir);
  ensureFolder(folder);
  checkWritable(folder);
  return folder;
}
