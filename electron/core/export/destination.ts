/**
 * Where an export may be written. Without a path it goes to the library's exports/ folder under a
 * name that is free there. A path the analyst gave (the CLI's --out, the browser host's field, the
 * desktop app's Save dialog through main) must be absolute, in a folder that exists, outside the
 * library folder (its exports/ folder excepted: library.db and the PDFs are never a target), and
 * free unless overwriting was asked for. The folder it goes in gets the data folder's checks
 * (store/folders.ts): not on the kernel's /proc or /sys, a folder, writable. Nothing is created or
 * changed here: the checks come first, so a refused export leaves the disk as it was.
 */
import fs from 'node:fs';
import path from 'node:path';
import { type ExportFormat, exportFileName } from '../../../shared/bridge/reports';
import { DossierError } from '../app-error';
import { type PathRole, readableFolder, refuseUnusablePlace, StoreError, usableFolder } from '../store';

export const EXPORTS_DIR = 'exports';

export type ExportPathCode =
  | 'EXPORT_PATH_NOT_ABSOLUTE'
  | 'EXPORT_FOLDER_MISSING'
  | 'EXPORT_PATH_IN_LIBRARY'
  | 'EXPORT_EXISTS'
  | 'EXPORT_TARGET_IS_FOLDER'
  | 'EXPORT_TARGET_IS_FILE';

export class ExportPathError extends DossierError {
  override readonly name = 'ExportPathError';
  declare readonly code: ExportPathCode;
  constructor(code: ExportPathCode, message: string, hint: string, target: string) {
    super(code, message, { hint, details: { path: target } });
  }
}

export interface ExportTarget {
  /** Absolute path of the file, or of the folder for csv. */
  path: string;
  kind: 'file' | 'folder';
  /** True when the target exists and overwriting it was asked for (csv: files in it are replaced). */
  replaces: boolean;
}

export interface TargetRequest {
  dataDir: string;
  companyId: string;
  format: ExportFormat;
  /** The current time as an ISO instant (the default name carries the IST date). */
  nowIso: string;
  outPath?: string | undefined;
  overwrite?: boolean | undefined;
}

const kindOf = (format: ExportFormat): ExportTarget['kind'] => (format === 'csv' ? 'folder' : 'file');

const EXPORT_FOLDER: PathRole = { code: 'PATH_UNUSABLE', name: 'export folder', hint: 'Choose a folder this user can write in.', after: 'Nothing was written.' };

function realOrSelf(p: string): string {
  try {
    return fs.realpathSync(p);
  } catch {
    return path.resolve(p);
  }
}

const isInside = (child: string, parent: string) => child === parent || child.startsWith(parent + path.sep);

/** The default: `<dataDir>/exports/<name>`, with " (2)", " (3)"… before the extension when taken. */
function defaultTarget(req: TargetRequest): ExportTarget {
  const folder = path.join(path.resolve(req.dataDir), EXPORTS_DIR);
  const name = exportFileName(req.companyId, req.format, req.nowIso);
  const ext = path.extname(name);
  const stem = name.slice(0, name.length - ext.length);
  for (let n = 1; ; n++) {
    const candidate = path.join(folder, n === 1 ? name : `${stem} (${n})${ext}`);
    if (!fs.existsSync(candidate)) return { path: candidate, kind: kindOf(req.format), replaces: false };
  }
}

export function resolveExportTarget(req: TargetRequest): ExportTarget {
  if (req.outPath === undefined) return defaultTarget(req);
  return checkChosenPath({
    dataDir: req.dataDir,
    outPath: req.outPath,
    overwrite: req.overwrite,
    kind: kindOf(req.format),
    what: `a ${req.format} export`,
    suggestedName: exportFileName(req.companyId, req.format, req.nowIso),
  });
}

export interface ChosenPath {
  dataDir: string;
  outPath: string;
  overwrite?: boolean | undefined;
  kind: ExportTarget['kind'];
  /** What is written, in words ("a pdf export", "a graphml network export"). */
  what: string;
  /** A file name to suggest when the path is a folder. */
  suggestedName: string;
}

/** The checks on a path the analyst gave, for every export that writes one (reports, packs, network files). */
export function checkChosenPath(req: ChosenPath): ExportTarget {
  const { kind } = req;
  const asked = req.outPath;
  if (asked.trim() !== '' && !path.isAbsolute(asked)) {
    throw new ExportPathError('EXPORT_PATH_NOT_ABSOLUTE', `The export path "${asked}" is not a full path.`, 'Give the full path of the file to write (a folder for CSV).', asked);
  }
  const target = refuseUnusablePlace(asked, EXPORT_FOLDER);
  const parent = path.dirname(target);
  try {
    readableFolder(parent, EXPORT_FOLDER);
  } catch (error) {
    if (!(error instanceof StoreError && error.details['problem'] === 'missing')) throw error;
    throw new ExportPathError(
      'EXPORT_FOLDER_MISSING',
      `The folder ${parent} does not exist, so ${path.basename(target)} cannot be written there. Nothing was written.`,
      'Choose a folder that exists (Dossier does not create folders for an export).',
      target,
    );
  }
  // Through links too: a path that leads into the library by a symlink is still the library.
  const library = realOrSelf(req.dataDir);
  const real = path.join(realOrSelf(parent), path.basename(target));
  if (isInside(real, library) && !isInside(real, path.join(library, EXPORTS_DIR))) {
    throw new ExportPathError(
      'EXPORT_PATH_IN_LIBRARY',
      `${target} is inside the library folder ${library}, where Dossier keeps library.db and the filed PDFs: an export is never written there. Nothing was written.`,
      `Choose a place outside the library folder, or its exports folder (${path.join(library, EXPORTS_DIR)}).`,
      target,
    );
  }
  usableFolder(parent, EXPORT_FOLDER, { create: false });
  const existing = fs.lstatSync(target, { throwIfNoEntry: false });
  if (!existing) return { path: target, kind, replaces: false };
  if (kind === 'file' && existing.isDirectory()) {
    throw new ExportPathError(
      'EXPORT_TARGET_IS_FOLDER',
      `${target} is a folder; ${req.what} is one file. Nothing was written.`,
      `Give a file name inside it, e.g. ${path.join(target, req.suggestedName)}.`,
      target,
    );
  }
  if (kind === 'folder' && !existing.isDirectory()) {
    throw new ExportPathError(
      'EXPORT_TARGET_IS_FILE',
      `${target} is a file; a CSV export is a folder of CSV files, one per table. Nothing was written.`,
      'Give the path of a new folder for the CSV files.',
      target,
    );
  }
  if (req.overwrite !== true) {
    throw new ExportPathError(
      'EXPORT_EXISTS',
      `${target} already exists. Nothing was written.`,
      kind === 'folder' ? 'Choose a new folder name, or ask to overwrite (--overwrite): the CSV files in it are then replaced.' : 'Choose another name, or ask to overwrite it (--overwrite).',
      target,
    );
  }
  return { path: target, kind, replaces: true };
}
