import Database from 'better-sqlite3';
import { migrate } from '../../../electron/core/store/migrations/index';

/** Test-only: an in-memory database migrated to `version`, with foreign keys enforced as in a library. */
export function dbAt(version: number): Database.Database {
  const db = new Database(':memory:');
  db.pragma('foreign_keys = ON');
  migrate(db, ':memory:', version);
  return db;
}

export function tableNames(db: Database.Database): string[] {
  return db.prepare(`SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name`).pluck().all() as string[];
}

export function columns(db: Database.Database, table: string): string[] {
  return (db.pragma(`table_info(${table})`) as { name: string }[]).map((c) => c.name);
}
