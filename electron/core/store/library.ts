import fs from 'node:fs';
import path from 'node:path';
import type Database from 'better-sqlite3';
import { createActions } from './actions';
import { createAssistant } from './assistant';
import { type BackupManifest, backupLibrary } from './backup';
import type { Cipher } from './cipher';
import { createCharges } from './charges';
import { createClientState } from './client-state';
import { createCompanies } from './companies';
import { createCompanySummaries } from './company-summaries';
import { createContacts } from './contacts';
import { checkExisting, openConnection } from './connection';
import { type StoreContext, createContext } from './context';
import { prepareDataFolder } from './data-folder';
import { createDirectors } from './directors';
import { PDF_DIR, createDocuments } from './documents';
import { StoreError } from './errors';
import { createExtractions } from './extractions';
import { createFilings } from './filings';
import { createIntegrity, QUARANTINE_DIR } from './integrity';
import { createGraph } from './graph';
import { createLedger } from './ledger';
import { LATEST_VERSION, migrate, userVersion } from './migrations';
import { createNotes } from './notes';
import { sealPendingPersonal } from './personal-fields';
import { asOpenError, checkDataDir, probeLibraryFile } from './open-errors';
import { makeLibraryPrivate, makePrivateDir, PRIVATE_FILE_MODE } from './permissions';
import { createPortfolios } from './portfolios';
import { createQueue } from './queue';
import { createRefreshJobs } from './refresh-jobs';
import { createSearch } from './search';
import { createSnapshots } from './snapshots';
import { createZipBatches } from './zip-batches';
import { createTeamPushed } from './team-pushed';
import { createTeamRecords } from './team-records';
import { createTeamProvenance } from './team-provenance';
import { createTeamSync } from './team-sync';
import { createUnlocks } from './unlocks';
import { BACKUPS_DIR, backupBeforeUpgrade, dropUpgradeBackups } from './upgrade-backup';
import { createWatch } from './watch';

export const DB_FILE = 'library.db';

export interface OpenLibraryOptions {
  readonly?: boolean;
  /** Clock for timestamps the store writes itself (created_at, downloaded_at, ...). */
  now?: () => Date;
  /** How long a write waits for another process's transaction (default 30 s). */
  busyTimeoutMs?: number;
  /**
   * Seals personal fields at rest (the data key, as for director contacts). Without it personal
   * fields of new reads are withheld, never written in the clear (store/personal-fields.ts).
   */
  personalCipher?: Cipher | null;
}

/** What Dossier keeps in a library folder: made private (permissions.ts), nothing else touched. */
const LIBRARY_FILES = [DB_FILE, `${DB_FILE}-wal`, `${DB_FILE}-shm`, 'settings.json'];
const LIBRARY_FOLDERS = [PDF_DIR, 'exports', BACKUPS_DIR, QUARANTINE_DIR];

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
    assistant: createAssistant(ctx),
    integrity: createIntegrity(ctx),
    graph: createGraph(ctx),
    watch: createWatch(ctx),
    portfolios: createPortfolios(ctx),
    zipBatches: createZipBatches(ctx),
    teamSync: createTeamSync(ctx),
    teamPushed: createTeamPushed(ctx),
    teamRecords: createTeamRecords(ctx),
    teamProvenance: createTeamProvenance(ctx),
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
  /** Writes a backup (online backup API, the PDFs, a manifest of hashes) to `dest`, a new folder. */
  backupTo(dest: string): Promise<BackupManifest>;
  /** The data key arrived after the library was opened: personal fields are sealed from now on (and any left unsealed by an upgrade). */
  adoptPersonalCipher(cipher: Cipher): void;
  /** How many records read since opening had personal fields withheld, the data key being unavailable. */
  personalWithheld(): number;
  /**
   * A value that differs after any write to library.db, by this connection (its count of changed
   * rows) or by another (SQLite's data_version: the CLI and the app share a library), so a reader
   * may keep what it read until the stamp moves. Equal stamps mean nothing was written in between.
   */
  changeStamp(): string;
  close(): void;
};

/**
 * Brings a library opened for writing to the latest schema: library.db is copied first
 * (upgrade-backup.ts), and the copy removed again when the upgrade fails (the library is then
 * unchanged). A start that needs no upgrade drops the copies of earlier upgrades.
 */
function upgrade(db: Database.Database, dir: string, dbPath: string, now: () => Date, cipher: Cipher | null): void {
  const from = userVersion(db);
  if (from >= LATEST_VERSION) {
    dropUpgradeBackups(dir);
    return;
  }
  const backup = backupBeforeUpgrade(db, dir, from, LATEST_VERSION, now().toISOString());
  try {
    migrate(db, dbPath, LATEST_VERSION, { cipher });
  } catch (error) {
    if (backup) fs.rmSync(backup, { force: true });
    throw error;
  }
  // Pages the upgrade rewrote (personal fields sealed away) reach the file now, not at some later checkpoint.
  db.pragma('wal_checkpoint(TRUNCATE)');
}

export function openLibrary(dir: string, opts: OpenLibraryOptions = {}): Library {
  const readonly = opts.readonly === true;
  const abs = path.resolve(dir);
  const now = opts.now ?? (() => new Date());
  // Everything that can refuse the folder reads only: a refused library is left as it was.
  checkDataDir(abs);
  const dbPath = path.join(abs, DB_FILE);
  const exists = fs.existsSync(dbPath);
  if (readonly && !exists) throw new StoreError('LIBRARY_NOT_FOUND', `No library at ${abs} (${DB_FILE} is missing).`, { path: abs });
  // Reads only: another program's file, a truncated or damaged one is refused before anything writes.
  if (exists) {
    probeLibraryFile(dbPath);
    checkExisting(dbPath, readonly);
  }
  if (!readonly) {
    prepareDataFolder(abs);
    makeLibraryPrivate(abs, LIBRARY_FILES, LIBRARY_FOLDERS);
    makePrivateDir(path.join(abs, PDF_DIR));
    // SQLite gives the write-ahead log and shared memory files the database file's mode.
    if (!exists) fs.closeSync(fs.openSync(dbPath, 'a', PRIVATE_FILE_MODE));
  }
  const cipher = opts.personalCipher ?? null;
  let db: Database.Database;
  try {
    db = openConnection(dbPath, exists, {
      readonly,
      busyTimeoutMs: opts.busyTimeoutMs,
      upgrade: (conn) => {
        upgrade(conn, abs, dbPath, now, cipher);
        sealPendingPersonal(conn, cipher);
      },
    });
  } catch (e) {
    throw asOpenError(e, dbPath);
  }

  const ctx = createContext(db, abs, now, cipher);
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
    adoptPersonalCipher(cipher) {
      ctx.personalCipher = cipher;
      sealPendingPersonal(db, cipher);
    },
    personalWithheld: () => ctx.withheldPersonal,
    backupTo: (dest) => backupLibrary(ctx, dest, ctx.now()),
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
