import fs from 'node:fs';
import path from 'node:path';
import type Database from 'better-sqlite3';
import { createActions } from './actions';
import { createCharges } from './charges';
import { createClientState } from './client-state';
import { createCompanies } from './companies';
import { createCompanySummaries } from './company-summaries';
import { createContacts } from './contacts';
import { openConnection } from './connection';
import { type StoreContext, createContext } from './context';
import { prepareDataFolder } from './data-folder';
import { createDirectors } from './directors';
import { PDF_DIR, createDocuments } from './documents';
import { StoreError } from './errors';
import { createExtractions } from './extractions';
import { createFilings } from './filings';
import { createGraph } from './graph';
import { createLedger } from './ledger';
import { createNotes } from './notes';
import { createQueue } from './queue';
import { createRefreshJobs } from './refresh-jobs';
import { createSearch } from './search';
import { createSnapshots } from './snapshots';
import { createUnlocks } from './unlocks';

export const DB_FILE = 'library.db';

export interface OpenLibraryOptions {
  readonly?: boolean;
  /** Clock for timestamps the store writes itself (created_at, downloaded_at, ...). */
  now?: () => Date;
  /** How long a write waits for another process's transaction (default 30 s). */
  busyTimeoutMs?: number;
}

function buildRepos(ctx: StoreContext) {
  return {
    companies: createCompanies(ctx),
    companySummaries: createCompanySummaries(ctx),
    directors: createDirectors(ctx),
    contacts: createContacts(ctx),
    charges: createCharges(ctx),
    filings: createFilings(ctx),
    documents: createDocuments(ctx),
    extractions: createExtractions(ctx),
    unlocks: createUnlocks(ctx),
    snapshots: createSnapshots(ctx),
    refreshJobs: createRefreshJobs(ctx),
    ledger: createLedger(ctx),
    actions: createActions(ctx),
    queue: createQueue(ctx),
    clientState: createClientState(ctx),
    search: createSearch(ctx),
    notes: createNotes(ctx),
    graph: createGraph(ctx),
  };
}

/**
 * An open library: its repositories (every read and write of library.db goes through one of them),
 * a transaction, and where it lives. The database handle stays inside store/.
 */
export type Library = ReturnType<typeof buildRepos> & {
  readonly dir: string;
  readonly dbPath: string;
  readonly readonly: boolean;
  /**
   * Runs `fn` in one synchronous transaction (nested calls become savepoints). House rule: a
   * transaction never spans an await, so a function returning a promise is refused and rolled back.
   */
  tx<T>(fn: () => T): T;
  /**
   * A value that differs after any write to library.db, by this connection (its count of changed
   * rows) or by another (SQLite's data_version: the CLI and the app share a library), so a reader
   * may keep what it read until the stamp moves. Equal stamps mean nothing was written in between.
   */
  changeStamp(): string;
  close(): void;
};

export function openLibrary(dir: string, opts: OpenLibraryOptions = {}): Library {
  const readonly = opts.readonly === true;
  const abs = path.resolve(dir);
  const dbPath = path.join(abs, DB_FILE);
  const exists = fs.existsSync(dbPath);
  if (readonly && !exists) throw new StoreError('LIBRARY_NOT_FOUND', `No library at ${abs} (${DB_FILE} is missing).`, { path: abs });
  if (!readonly) prepareDataFolder(abs);
  const db = openConnection(dbPath, exists, { readonly, busyTimeoutMs: opts.busyTimeoutMs });
  if (!readonly) fs.mkdirSync(path.join(abs, PDF_DIR), { recursive: true });

  const ctx = createContext(db, abs, opts.now ?? (() => new Date()));
  const library: Library = {
    ...buildRepos(ctx),
    dir: abs,
    dbPath,
    readonly,
    tx<T>(fn: () => T): T {
      const run = db.transaction(() => {
        const result = fn();
        if (result instanceof Promise) {
          result.catch(() => {});
          throw new TypeError('library.tx(fn): fn returned a promise; a transaction must not span an await.');
        }
        return result;
      });
      // BEGIN IMMEDIATE takes the write lock first, waiting (busy timeout) for another process's
      // transaction to end. A deferred BEGIN would read first and then fail at once with
      // SQLITE_BUSY when another writer committed meanwhile: "database is locked".
      return readonly ? run() : run.immediate();
    },
    changeStamp() {
      return `${ctx.stmt('PRAGMA data_version').pluck().get()}:${ctx.stmt('SELECT total_changes()').pluck().get()}`;
    },
    close() {
      if (db.open) db.close();
    },
  };
  connections.set(library, db);
  return library;
}

const connections = new WeakMap<Library, Database.Database>();

/**
 * The connection behind a library, for the store's own tests and for test and benchmark code that
 * seeds or inspects tables directly. Production code never reaches it: store/index.ts does not
 * export it, and the layers test refuses imports of store/ files other than its index.
 */
export function rawDatabase(library: Library): Database.Database {
  const db = connections.get(library);
  if (!db) throw new TypeError('rawDatabase: not a library opened by openLibrary');
  return db;
}
