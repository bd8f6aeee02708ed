/**
 * The library is private to the user who owns it: the folder and every folder in it 700, every
 * file 600, whatever the umask (under the common 022 they would be readable by every account on
 * the machine: the filed PDFs, the spend ledger, the analyst's notes). New folders and files are
 * made so; a library from before is tightened once, at its first open for writing. Windows keeps
 * its own ACLs: nothing is changed there.
 */
import fs from 'node:fs';
import path from 'node:path';
import { makeFolders } from './folders';

export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

const applies = process.platform !== 'win32';

/** Creates `dir` (and missing parents, level by level: folders.ts) and makes `dir` itself 700; parents keep their modes. */
export function makePrivateDir(dir: string): void {
  makeFolders(dir, PRIVATE_DIR_MODE);
  if (applies && (fs.statSync(dir).mode & 0o777) !== PRIVATE_DIR_MODE) fs.chmodSync(dir, PRIVATE_DIR_MODE);
}

/** Makes an existing file 600 (a no-op when it is missing). */
export function makePrivateFile(file: string): void {
  if (!applies) return;
  const stat = fs.lstatSync(file, { throwIfNoEntry: false });
  if (stat?.isFile() && (stat.mode & 0o777) !== PRIVATE_FILE_MODE) fs.chmodSync(file, PRIVATE_FILE_MODE);
}

/** Every folder 700 and file 600 under `dir` (symlinks are left alone: they point elsewhere). */
function tightenTree(dir: string): void {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      fs.chmodSync(full, PRIVATE_DIR_MODE);
      tightenTree(full);
    } else if (entry.isFile()) makePrivateFile(full);
  }
}

/**
 * Makes the library folder private: the folder, and what Dossier keeps in it (named, so a library
 * folder pointed at a folder holding other things never has those changed). Cheap on every open:
 * the trees are walked only when the folder itself was not private yet (a library written before
 * this rule, or copied in).
 */
export function makeLibraryPrivate(dir: string, files: readonly string[], folders: readonly string[]): void {
  const wasPrivate = applies && fs.existsSync(dir) && (fs.statSync(dir).mode & 0o777) === PRIVATE_DIR_MODE;
  makePrivateDir(dir);
  if (!applies || wasPrivate) return;
  for (const name of files) makePrivateFile(path.join(dir, name));
  for (const name of folders) {
    const folder = path.join(dir, name);
    if (!fs.lstatSync(folder, { throwIfNoEntry: false })?.isDirectory()) continue;
    fs.chmodSync(folder, PRIVATE_DIR_MODE);
    tightenTree(folder);
  }
}
