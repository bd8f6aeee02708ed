import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BUSY_TIMEOUT_MS } from './connection';
import { StoreError } from './errors';
import { DB_FILE, openLibrary, rawDatabase } from './library';
import { LATEST_VERSION, migrate, userVersion } from './migrations';
import { useTempDir } from '../../../test/support/core/store-support';

const sha = (file: string) => createHash('sha256').update(fs.readFileSync(file)).digest('hex');

describe('openLibrary', () => {
  const tmp = useTempDir();

  it('creates the folder and a WAL database at the latest schema version', () => {
    const dir = path.join(tmp.dir, 'nested', 'lib');
    const lib = openLibrary(dir);
    try {
      expect(fs.existsSync(path.join(dir, DB_FILE))).toBe(true);
      expect(fs.existsSync(path.join(dir, 'pdfs'))).toBe(true);
      expect(rawDatabase(lib).pragma('journal_mode', { simple: true })).toBe('wal');
      expect(rawDatabase(lib).pragma('foreign_keys', { simple: true })).toBe(1);
      expect(rawDatabase(lib).pragma('synchronous', { simple: true })).toBe(1); // NORMAL
      expect(rawDatabase(lib).pragma('busy_timeout', { simple: true })).toBe(DEFAULT_BUSY_TIMEOUT_MS);
      expect(userVersion(rawDatabase(lib))).toBe(LATEST_VERSION);
    } finally {
      lib.close();
    }
    const again = openLibrary(dir); // re-opening runs nothing and keeps the version
    // Repositories, a transaction and where it lives: the connection stays inside the store.
    expect(Object.keys(again)).not.toContain('db');
    expect(Object.keys(again)).not.toContain('ctx');
    expect(Object.keys(again)).toEqual(expect.arrayContaining(['companies', 'queue', 'unlocks', 'snapshots', 'refreshJobs', 'tx']));
    expect(userVersion(rawDatabase(again))).toBe(LATEST_VERSION);
    again.close();
  });

  it('refuses a library written by a newer version, naming both versions, without modifying it', () => {
    const dbPath = path.join(tmp.dir, DB_FILE);
    const raw = new Database(dbPath);
    raw.exec('CREATE TABLE future_stuff (x); INSERT INTO future_stuff VALUES (1);');
    raw.pragma(`user_version = ${LATEST_VERSION + 7}`);
    raw.close();
    const before = sha(dbPath);
    const filesBefore = fs.readdirSync(tmp.dir).sort();
    let error: unknown;
    try {
      openLibrary(tmp.dir);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(StoreError);
    expect((error as StoreError).code).toBe('LIBRARY_TOO_NEW');
    expect((error as Error).message).toContain(String(LATEST_VERSION + 7));
    expect((error as Error).message).toContain(`up to ${LATEST_VERSION}`);
    expect(sha(dbPath)).toBe(before);
    expect(fs.readdirSync(tmp.dir).sort()).toEqual(filesBefore);
    expect(() => openLibrary(tmp.dir, { readonly: true })).toThrow(/newer version/);
  });

  it('runs all pending migrations in one transaction: a failing step leaves the old version and no new tables', () => {
    const dbPath = path.join(tmp.dir, DB_FILE);
    const raw = new Database(dbPath);
    migrate(raw, dbPath, 2);
    raw.exec('CREATE TABLE spend_ledger (clash INTEGER)'); // makes migration 004 fail after 003 ran
    raw.close();
    expect(() => openLibrary(tmp.dir)).toThrow(/already exists/);
    const check = new Database(dbPath, { readonly: true });
    expect(userVersion(check)).toBe(2);
    expect(check.prepare(`SELECT count(*) FROM sqlite_schema WHERE name = 'extractions'`).pluck().get()).toBe(0);
    check.close();
  });

  it('opens read-only without migrating, and says what is wrong with a missing or old library', () => {
    expect(() => openLibrary(path.join(tmp.dir, 'none'), { readonly: true })).toThrow(expect.objectContaining({ code: 'LIBRARY_NOT_FOUND' }));
    const old = new Database(path.join(tmp.dir, DB_FILE));
    migrate(old, 'old', 1);
    old.close();
    expect(() => openLibrary(tmp.dir, { readonly: true })).toThrow(expect.objectContaining({ code: 'LIBRARY_NEEDS_MIGRATION' }));
    openLibrary(tmp.dir).close();
    const ro = openLibrary(tmp.dir, { readonly: true });
    expect(ro.companies.count()).toBe(0);
    expect(() => ro.companies.upsertSummary({ id: 'F12345' })).toThrow(/readonly/);
    ro.close();
  });

  it('tx commits together, rolls back together, and refuses an async function', async () => {
    const lib = openLibrary(tmp.dir);
    try {
      lib.tx(() => lib.clientState.set('a', 1));
      expect(() =>
        lib.tx(() => {
          lib.clientState.set('b', 2);
          throw new Error('boom');
        }),
      ).toThrow('boom');
      expect(lib.clientState.get('b')).toBeUndefined();
      expect(() => lib.tx(async () => lib.clientState.set('c', 3))).toThrow(/must not span an await/);
      expect(lib.clientState.get('c')).toBeUndefined();
      expect(lib.clientState.get('a')).toBe(1);
    } finally {
      lib.close();
    }
  });

  it('moves its change stamp after a write by itself or by another connection, never after a read', () => {
    const lib = openLibrary(tmp.dir);
    const other = openLibrary(tmp.dir);
    try {
      const first = lib.changeStamp();
      lib.companies.count();
      lib.clientState.get('a');
      expect(lib.changeStamp()).toBe(first);
      lib.clientState.set('a', 1);
      const afterOwn = lib.changeStamp();
      expect(afterOwn).not.toBe(first);
      // The CLI writing the same library from its own process.
      other.clientState.set('b', 2);
      expect(lib.changeStamp()).not.toBe(afterOwn);
      expect(lib.changeStamp()).toBe(lib.changeStamp());
    } finally {
      other.close();
      lib.close();
    }
  });
});
