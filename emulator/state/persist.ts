/**
 * Where the emulator's mutable state goes. In memory by default; with --data DIR every mutation is
 * written to DIR/emulator.db (SQLite, WAL) in one transaction, and the whole state is loaded back on
 * start. Records are stored as JSON by kind and id: the state module owns their shapes.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';

export interface PersistedRow {
  kind: string;
  id: string;
  value: unknown;
}

export interface Persistence {
  /** Every stored record, in insertion order within a kind. */
  load(): PersistedRow[];
  /** Writes all rows atomically (insert or replace by kind and id). */
  write(rows: readonly PersistedRow[]): void;
  close(): void;
}

export function memoryPersistence(): Persistence {
  return { load: () => [], write: () => {}, close: () => {} };
}

export const DB_FILE = 'emulator.db';

export function sqlitePersistence(dataDir: string): Persistence {
  mkdirSync(dataDir, { recursive: true });
  const db = new Database(join(dataDir, DB_FILE));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.exec(`CREATE TABLE IF NOT EXISTS records (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    kind TEXT NOT NULL,
    id TEXT NOT NULL,
    json TEXT NOT NULL,
    UNIQUE (kind, id)
  )`);
  // Replacing keeps the original seq so a record's load order is its creation order.
  const upsert = db.prepare(
    'INSERT INTO records (kind, id, json) VALUES (?, ?, ?) ON CONFLICT (kind, id) DO UPDATE SET json = excluded.json',
  );
  const writeAll = db.transaction((rows: readonly PersistedRow[]) => {
    for (const row of rows) upsert.run(row.kind, row.id, JSON.stringify(row.value));
  });
  return {
    load() {
      const rows = db.prepare('SELECT kind, id, json FROM records ORDER BY seq').all() as Array<{ kind: string; id: string; json: string }>;
      return rows.map((r) => ({ kind: r.kind, id: r.id, value: JSON.parse(r.json) as unknown }));
    },
    write(rows) {
      if (rows.length > 0) writeAll(rows);
    },
    close() {
      db.close();
    },
  };
}
