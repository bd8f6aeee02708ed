/**
 * The data folder, made ready before the library opens: created when missing, checked to be a
 * folder this user can write in, on a file system that keeps what is written. Every problem is
 * one StoreError DATA_DIR_UNUSABLE naming the folder, what is wrong (details.problem) and what to
 * do, raised at once: the app and the command line say it in words instead of a raw EPERM, and
 * never spin. The checks are those of every folder the analyst names (folders.ts).
 */
import { OTHER_FOLDER } from './connection';
import type { StoreError } from './errors';
import { type PathProblem, type PathRole, pathRefusal, usableFolder } from './folders';

export type DataFolderProblem = PathProblem;

const DATA_FOLDER: PathRole = { code: 'DATA_DIR_UNUSABLE', name: 'data folder', hint: OTHER_FOLDER };

export function notAFolder(folder: string, blocker: string): StoreError {
  const message =
    blocker === folder
      ? `The data folder ${folder} is a file, not a folder.`
      : `The data folder ${folder} cannot be made: ${blocker} is a file, not a folder.`;
  return pathRefusal(DATA_FOLDER, folder, 'not-a-folder', message);
}

/** Creates the folder if needed and checks that a library can live in it; returns its absolute path. */
export function prepareDataFolder(dir: string): string {
  return usableFolder(dir, DATA_FOLDER, { create: true });
}
