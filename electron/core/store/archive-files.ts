/**
 * The work folder of the zip road, `zips/<company>/` in the library: an archive streamed from its
 * blob address and each entry read out of it live here until the entry is renamed into
 * `pdfs/<company>/` (same file system, so the rename is atomic). Names carry the writing process's
 * pid: a start sweeps what dead processes left, never a file another live process is writing.
 * Nothing here is ever part of the library; entry names from an archive never become file names.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { StoreError } from './errors';

export const ARCHIVE_WORK_DIR = 'zips';

const SAFE_PART = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;
/** `<label>.<pid>.<random>.part` */
const WORK_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*\.(\d+)\.[0-9a-f]+\.part$/;

/** A fresh path in the work folder of `companyId` (the folder is created, the file is not). */
export function workFilePath(root: string, companyId: string, label: string): string {
  for (const [kind, part] of [['company id', companyId], ['label', label]] as const) {
    if (!SAFE_PART.test(part)) throw new StoreError('UNSAFE_ID', `${kind} "${part}" cannot be used as a file name.`, { kind, id: part });
  }
  const dir = path.join(root, ARCHIVE_WORK_DIR, companyId);
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  return path.join(dir, `${label}.${process.pid}.${randomBytes(6).toString('hex')}.part`);
}

/** Removes the work files of processes no longer alive (and anything else the folder should not hold). */
export function sweepWorkFiles(root: string, isPidAlive: (pid: number) => boolean, onlyCompany?: string): string[] {
  const base = path.join(root, ARCHIVE_WORK_DIR);
  const removed: string[] = [];
  let companies: string[];
  try {
    companies = fs.readdirSync(base);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return removed;
    throw error;
  }
  for (const company of companies) {
    if (onlyCompany !== undefined && company !== onlyCompany) continue;
    const dir = path.join(base, company);
    if (!fs.statSync(dir).isDirectory()) continue;
    for (const name of fs.readdirSync(dir)) {
      const m = WORK_NAME.exec(name);
      const pid = m ? Number(m[1]) : null;
      if (pid !== null && (pid === process.pid || isPidAlive(pid))) continue;
      fs.rmSync(path.join(dir, name), { force: true, recursive: true });
      removed.push(`${ARCHIVE_WORK_DIR}/${company}/${name}`);
    }
  }
  return removed;
}
