/**
 * Whether a process of this machine still runs, for the files and claims many processes leave in one
 * library (actions' owners, downloads under way, the team sync lock, settings being written).
 */
import fs from 'node:fs';

/**
 * A killed process that nobody has reaped yet (its parent died too, and the reaper is slow) still
 * answers signal 0: on Linux its state in /proc says it is a zombie, dead for our purposes.
 */
function isZombie(pid: number): boolean {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
    return state === 'Z' || state === 'X';
  } catch {
    return false;
  }
}

/** True while a process with this pid runs on this machine (EPERM: it runs, as another user). */
export function isPidAlive(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return !isZombie(pid);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM' && !isZombie(pid);
  }
}
