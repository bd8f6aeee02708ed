/**
 * Files appear whole or not at all: everything is written to a temp name beside the target and
 * renamed over it, so a reader (or a crash) never sees half a report. The temp name starts with a
 * dot and ends in `.partial`, so a crash leaves a visibly unfinished file, never a wrong one.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { makeFolders } from '../store';

export function tempPathFor(target: string): string {
  return path.join(path.dirname(target), `.${path.basename(target)}.${crypto.randomBytes(4).toString('hex')}.partial`);
}

/** Runs `write(tempPath)`, then fsyncs and renames it over `target`; the temp file is removed on failure. */
export async function writeAtomically<T>(target: string, write: (tempPath: string) => Promise<T>): Promise<T> {
  // Level by level: a recursive mkdir spins forever on /proc (store/folders.ts).
  makeFolders(path.dirname(path.resolve(target)));
  const temp = tempPathFor(path.resolve(target));
  try {
    const result = await write(temp);
    if (process.platform !== 'win32') fs.chmodSync(temp, 0o600);
    const fd = fs.openSync(temp, 'r');
    try {
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    fs.renameSync(temp, target);
    return result;
  } catch (error) {
    fs.rmSync(temp, { force: true });
    throw error;
  }
}

export function writeFileAtomically(target: string, bytes: Uint8Array | string): Promise<void> {
  // Private to the user: a report of a company under review is no one else's to read.
  return writeAtomically(target, async (temp) => fs.writeFileSync(temp, bytes, { mode: 0o600 }));
}

export function sha256File(file: string): string {
  return crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');
}

export function sha256Bytes(bytes: Uint8Array | string): string {
  return crypto.createHash('sha256').update(bytes).digest('hex');
}

/** Throws an AbortError when the caller gave up; checked between steps of a long export. */
export function checkAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) {
    const error = new Error('The export was cancelled.');
    error.name = 'AbortError';
    throw error;
  }
}
