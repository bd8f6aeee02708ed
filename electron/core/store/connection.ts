/**
 * How every process opens library.db: the app's core, each command line run, the connector and
 * watch checks open it at once and in the same way. WAL (readers never wait for a writer), a long
 * busy timeout (a writer waits its turn instead of failing with "database is locked"), foreign
 * keys, and the schema brought up to date in one transaction that other openers wait for.
 *
 * A file that is not a Dossier library (another program's database, not SQLite at all) or one
 * written by a newer Dossier is refused before a byte of it changes.
 */
import Database from 'better-sqlite3';
import { StoreError } from './errors';
import { LATEST_VERSION, migrate, tooNewError, userVersion } from './migrations';
import { DOSSIER_APPLICATION_ID } from './migrations/010-writers';

/**
 * How long a write waits for another process's transaction. Transactions are short (one step's
 * rows, never across an await), so this is only reached when something is badly stuck.
 */
export const DEFAULT_BUSY_TIMEOUT_MS = 30_000;

export interface ConnectionOptions {
  readonly: boolean;
  busyTimeoutMs?: number;
  /** Brings the schema up to date (default: migrate); the library passes one that copies library.db first. */
  upgrade?: (db: Database.Database) => void;
}

/** What to do when the folder or its library cannot be used. */
export const OTHER_FOLDER = 'Choose another data folder with --data-dir or DOSSIER_DATA_DIR.';

function foreign(dbPath: string, what: string): StoreError {
  return new StoreError('DATA_DIR_UNUSABLE', `${dbPath} is not a Dossier library (${what}); Dossier left it unchanged.`, { path: dbPath, problem: 'foreign-file' }, `Move that file out of the folder, or: ${OTHER_FOLDER}`);
}

/** SQLite's refusals to open or write, in words naming the file and what to do. */
export function openFailure(error: unknown, dbPath: string): unknown {
  const code = (error as { code?: unknown }).code;
  if (code === 'SQLITE_NOTADB') return foreign(dbPath, 'it is not an SQLite database');
  if (typeof code === 'string' && /^SQLITE_(READONLY|CANTOPEN|PERM|AUTH)/.test(code)) {
    return new StoreError(
      'DATA_DIR_UNUSABLE',
      `Dossier cannot write ${dbPath} (${code}): the file or its folder is read-only for this user.`,
      { path: dbPath, problem: 'read-only' },
      `Give this user write access to it, or: ${OTHER_FOLDER}`,
    );
  }
  return error;
}

function tableNames(db: Database.Database): string[] {
  return db.prepare(`SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`).pluck().all() as string[];
}

/**
 * Reads the version with a read-only connection before anything writes: a library from a newer
 * Dossier, or a file that is not a library, is refused without a single byte of it changed (not
 * even the journal mode).
 */
export function checkExisting(dbPath: string, readonly: boolean): void {
  let probe: Database.Database | null = null;
  try {
    probe = new Database(dbPath, { readonly: true, fileMustExist: true });
    const appId = probe.pragma('application_id', { simple: true }) as number;
    if (appId !== 0 && appId !== DOSSIER_APPLICATION_ID) throw foreign(dbPath, 'another program marked it as its own');
    const found = userVersion(probe);
    if (found > LATEST_VERSION) throw tooNewError(found, dbPath);
    const tables = tableNames(probe);
    if (found === 0 && tables.length > 0) throw foreign(dbPath, `it holds another program's tables: ${tables.slice(0, 3).join(', ')}`);
    if (found > 0 && !tables.includes('companies')) throw foreign(dbPath, 'it has a schema version but none of the library tables');
    if (readonly && found < LATEST_VERSION) {
      throw new StoreError(
        'LIBRARY_NEEDS_MIGRATION',
        `The library at ${dbPath} has schema version ${found}; open it once for writing to upgrade it to ${LATEST_VERSION}.`,
        { found, supported: LATEST_VERSION, path: dbPath },
      );
    }
  } catch (error) {
    throw openFailure(error, dbPath);
  } finally {
    probe?.close();
  }
}

export function openConnection(dbPath: string, exists: boolean, opts: ConnectionOptions): Database.Database {
  if (exists) checkExisting(dbPath, opts.readonly);
  const busy = Math.trunc(opts.busyTimeoutMs ?? DEFAULT_BUSY_TIMEOUT_MS);
  let db: Database.Database;
  try {
    db = new Database(dbPath, { readonly: opts.readonly, fileMustExist: opts.readonly, timeout: busy });
  } catch (error) {
    throw openFailure(error, dbPath);
  }
  try {
    db.pragma(`busy_timeout = ${busy}`);
    db.pragma('foreign_keys = ON');
    // Deleted and overwritten content is zeroed, not left in free pages: a PAN sealed away or a
    // record removed does not linger in the file.
    db.pragma('secure_delete = ON');
    if (!opts.readonly) {
      db.pragma('journal_mode = WAL');
      db.pragma('synchronous = NORMAL');
      if (opts.upgrade) opts.upgrade(db);
      else migrate(db, dbPath);
    }
  } catch (error) {
    db.close();
    throw openFailure(error, dbPath);
  }
  return db;
}
