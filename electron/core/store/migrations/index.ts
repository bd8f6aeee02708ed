import type Database from 'better-sqlite3';
import { StoreError } from '../errors';
import { migration001 } from './001-register';
import { migration002 } from './002-filings';
import { migration003 } from './003-extractions';
import { migration004 } from './004-jobs-and-ledger';
import { migration005 } from './005-search';
import { migration006 } from './006-notes';
import { migration007 } from './007-search-prefixes';
import { migration008 } from './008-name-keys';
import { migration009 } from './009-queue-failures';
import { migration010 } from './010-writers';
import { migration012 } from './012-spend-totals';
import { migration013 } from './013-personal-fields';
import { migration014 } from './014-seal-personal-fields';
import { migration016 } from './016-assistant';
import { migration017 } from './017-graph';
import { migration018 } from './018-graph-backfill';
import { migration019 } from './019-document-sources';
import { migration020 } from './020-watch';
import { migration021 } from './021-team-sync';
import { migration022 } from './022-graph-covering-indexes';
import { migration023 } from './023-team-pushed';
import { migration024 } from './024-team-provenance';
import { migration025 } from './025-unread-cessations';
import { migration026 } from './026-watch-team';
import { migration027 } from './027-team-readings';
import { migration028 } from './028-note-identity';
import { migration029 } from './029-portfolios';
import { migration030 } from './030-book-actions';
import { migration031 } from './031-history-dates';
import { migration032 } from './032-book-sharing';
import type { Migration, MigrationContext } from './migration';

export type { Migration, MigrationContext } from './migration';

/**
 * Every migration in order; append only. Versions 10, 11 and 15 belong to work landing beside
 * 12 (spend totals), 13 and 14 (personal data at rest), 16 (the assistant) and 17, 18 (connections
 * graph), 20 (monitoring), 22 (graph covering indexes), 31 (beside 32, book sharing): each takes its place in this list, in order.
 */
export const MIGRATIONS: readonly Migration[] = [
  migration001,
  migration002,
  migration003,
  migration004,
  migration005,
  migration006,
  migration007,
  migration008,
  migration009,
  migration010,
  migration012,
  migration013,
  migration014,
  migration016,
  migration017,
  migration018,
  migration019,
  migration020,
  migration021,
  migration022,
  migration023,
  migration024,
  migration025,
  migration026,
  migration027,
  migration028,
  migration029,
  migration030,
  migration031,
  migration032,
];

export const LATEST_VERSION = MIGRATIONS[MIGRATIONS.length - 1]!.version;

MIGRATIONS.forEach((m, i) => {
  const previous = i === 0 ? 0 : MIGRATIONS[i - 1]!.version;
  if (m.version <= previous) throw new Error(`migration ${m.name} has version ${m.version}, expected more than ${previous}`);
});

export function userVersion(db: Database.Database): number {
  return db.pragma('user_version', { simple: true }) as number;
}

export function tooNewError(found: number, where: string): StoreError {
  return new StoreError(
    'LIBRARY_TOO_NEW',
    `The library at ${where} was written by a newer version of Dossier (schema version ${found}); ` +
      `this version understands schema versions up to ${LATEST_VERSION}. Nothing in it was changed.`,
    { found, supported: LATEST_VERSION, path: where, hint: 'Update Dossier to the version that wrote it (or newer), then open the library again.' },
  );
}

/**
 * Brings the database to `target` (default: latest). All pending steps and the new user_version
 * commit together or not at all, so a crash mid-way leaves the library at its old version.
 * BEGIN IMMEDIATE makes two processes opening the same library migrate one after the other.
 */
export function migrate(db: Database.Database, where: string, target = LATEST_VERSION, ctx: MigrationContext = { cipher: null }): { from: number; to: number } {
  const run = db.transaction(() => {
    const from = userVersion(db);
    if (from > LATEST_VERSION) throw tooNewError(from, where);
    for (const m of MIGRATIONS) {
      if (m.version > from && m.version <= target) m.up(db, ctx);
    }
    const to = Math.max(from, target);
    if (to !== from) db.pragma(`user_version = ${to}`);
    return { from, to };
  });
  return run.immediate();
}
