/**
 * A copy of library.db taken before a migration changes it (`VACUUM INTO`: a consistent copy of the
 * database with its write-ahead log, made on the open connection). It stays in backups/ until the
 * next start that opens the library without upgrading it, which shows the upgraded library works;
 * a migration that fails leaves the library unchanged, so its copy goes at once.
 */
import fs from 'node:fs';
import path from 'node:path';
import type Database from 'better-sqlite3';
import { makePrivateDir, makePrivateFile } from './permissions';

export const BACKUPS_DIR = 'backups';
const PREFIX = 'library.before-upgrade-';

export function upgradeBackupsIn(dir: string): string[] {
  const folder = path.join(dir, BACKUPS_DIR);
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder)
    .filter((name) => name.startsWith(PREFIX))
    .map((name) => path.join(folder, name));
}

/** Copies the database before an upgrade from `from` to `to`; null for a new library (nothing to keep). */
export function backupBeforeUpgrade(db: Database.Database, dir: string, from: number, to: number, nowIso: string): string | null {
  if (from === 0) return null;
  const folder = path.join(dir, BACKUPS_DIR);
  makePrivateDir(folder);
  const file = path.join(folder, `${PREFIX}v${from}-to-v${to}-${nowIso.replace(/[:.]/g, '-')}.db`);
  db.prepare('VACUUM INTO ?').run(file);
  makePrivateFile(file);
  return file;
}

/** After a start that needed no upgrade: the copies taken before earlier upgrades have served. */
export function dropUpgradeBackups(dir: string): void {
  for (const file of upgradeBackupsIn(dir)) fs.rmSync(file, { force: true });
}
