/**
 * One sync of a library at a time across processes: the app's background sync, its "Sync now" and
 * the command line's `dossier team sync` may all reach for the same library folder. A sync holds
 * `team-sync.lock` there (created exclusively, naming its process); another process finding it
 * held by a live process is told so instead of pulling the same changes beside it. A lock left by
 * a process that died (killed mid-sync) is taken over: the sync resumes where that one stopped.
 */
import fs from 'node:fs';
import path from 'node:path';
import { DossierError } from '../app-error';
import { isPidAlive } from '../process-alive';

export const SYNC_LOCK_FILE = 'team-sync.lock';

function holderOf(file: string): number | null {
  try {
    const pid = Number.parseInt(fs.readFileSync(file, 'utf8').split('\n')[0] ?? '', 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function take(file: string): boolean {
  try {
    fs.writeFileSync(file, `${process.pid}\n${new Date().toISOString()}\n`, { flag: 'wx', mode: 0o600 });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/** Runs `fn` holding the library's sync lock; TEAM_SYNC_BUSY when another live process holds it. */
export async function withSyncLock<T>(libraryDir: string, fn: () => Promise<T>): Promise<T> {
  const file = path.join(libraryDir, SYNC_LOCK_FILE);
  if (!take(file)) {
    const holder = holderOf(file);
    if (holder !== null && holder !== process.pid && isPidAlive(holder)) {
      throw new DossierError('TEAM_SYNC_BUSY', `Another sync of this library is running (process ${holder}); it brings the same changes.`, {
        hint: 'Wait for it to end (dossier team status shows where it got to), then sync again if needed.',
      });
    }
    if (holder === process.pid) throw new DossierError('TEAM_SYNC_BUSY', 'A sync of this library is already running in this process.');
    // The holder died mid-sync (or left a torn file): its lock is stale.
    fs.rmSync(file, { force: true });
    if (!take(file)) throw new DossierError('TEAM_SYNC_BUSY', 'Another sync of this library started just now.');
  }
  try {
    return await fn();
  } finally {
    fs.rmSync(file, { force: true });
  }
}
