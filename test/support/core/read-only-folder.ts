/**
 * A folder nobody may write in, for tests of refusals: as root (who writes through any mode) a
 * read-only tmpfs mounted on a temp folder, else a folder made 555. `release()` unmounts or gives
 * the write bit back; call it in a finally or afterAll. A root test that cannot mount fails with
 * the reason (no silent skip).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface ReadOnlyFolder {
  dir: string;
  /** 'mount' (EROFS, a read-only file system) or 'mode' (EACCES, no write permission). */
  how: 'mount' | 'mode';
  release(): void;
}

export function readOnlyFolder(prefix = 'dossier-ro-'): ReadOnlyFolder {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  if (process.getuid?.() === 0) {
    try {
      execFileSync('mount', ['-t', 'tmpfs', '-o', 'ro,size=64k,mode=755', 'dossier-ro', dir], { stdio: 'pipe' });
    } catch (error) {
      fs.rmdirSync(dir);
      throw new Error(`This test runs as root and needs a read-only folder: mounting a read-only tmpfs failed (${(error as Error).message.trim()}).`);
    }
    return {
      dir,
      how: 'mount',
      release() {
        execFileSync('umount', [dir], { stdio: 'pipe' });
        fs.rmdirSync(dir);
      },
    };
  }
  fs.chmodSync(dir, 0o555);
  return {
    dir,
    how: 'mode',
    release() {
      fs.chmodSync(dir, 0o755);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
