/**
 * The team schema's migrations: numbered, append-only, each in one transaction with its row in
 * `dossier.schema_version`, the whole run under an advisory lock so two `team init` at once do
 * not race. `init` is idempotent: a database at the latest version is left as it is (the grants are
 * renewed, so a group role added later gets them). A database written by a newer Dossier is refused.
 */
import { TeamError } from '../errors';
import { grantTeamRoles } from './grants';
import { TEAM_MIGRATION_001 } from './migrations/001-team-record';
import { TEAM_MIGRATION_002 } from './migrations/002-team-work';
import { TEAM_MIGRATION_003 } from './migrations/003-readings';
import { TEAM_MIGRATION_004 } from './migrations/004-watch-writes';
import { TEAM_MIGRATION_005 } from './migrations/005-note-outcomes';
import { TEAM_MIGRATION_006 } from './migrations/006-books';
import type { TeamDb } from './team-db';

interface TeamMigration {
  version: number;
  name: string;
  sql: string;
}

export const TEAM_MIGRATIONS: readonly TeamMigration[] = [TEAM_MIGRATION_001, TEAM_MIGRATION_002, TEAM_MIGRATION_003, TEAM_MIGRATION_004, TEAM_MIGRATION_005, TEAM_MIGRATION_006];
export const TEAM_SCHEMA_VERSION = TEAM_MIGRATIONS[TEAM_MIGRATIONS.length - 1]!.version;

/** A constant key for pg_advisory_xact_lock: "dossier team init". */
const INIT_LOCK = 7_316_001;

export interface InitResult {
  from: number;
  to: number;
  applied: string[];
}

export async function teamSchemaVersion(db: TeamDb): Promise<number> {
  // The table is named in the statement only once it exists: PostgreSQL plans a missing one as an error.
  const [exists] = await db.query<{ t: string | null }>(`SELECT to_regclass('dossier.schema_version')::text AS t`);
  if (!exists?.t) return 0;
  const [row] = await db.query<{ v: number | null }>('SELECT max(version) AS v FROM dossier.schema_version');
  return row?.v ?? 0;
}

/** Creates or migrates the schema to `target` (the latest unless a test stops earlier), then renews the grants. */
export async function initTeamSchema(db: TeamDb, target = TEAM_SCHEMA_VERSION): Promise<InitResult> {
  const applied: string[] = [];
  let from = 0;
  await db.write(async (q) => {
    await q.query('SELECT pg_advisory_xact_lock($1)', [INIT_LOCK]);
    await q.query('CREATE SCHEMA IF NOT EXISTS dossier');
    await q.query(`CREATE TABLE IF NOT EXISTS dossier.schema_version (
      version integer PRIMARY KEY, name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now(), applied_by text NOT NULL DEFAULT current_user)`);
  });
  from = await teamSchemaVersion(db);
  if (from > TEAM_SCHEMA_VERSION) {
    throw new TeamError('TEAM_TOO_NEW', `The team database is at schema version ${from}, newer than this Dossier knows (${TEAM_SCHEMA_VERSION}).`, {
      hint: 'Update Dossier on this desktop.',
    });
  }
  for (const m of TEAM_MIGRATIONS.filter((x) => x.version <= target)) {
    await db.write(async (q) => {
      await q.query('SELECT pg_advisory_xact_lock($1)', [INIT_LOCK]);
      const done = await q.query('SELECT 1 FROM dossier.schema_version WHERE version = $1', [m.version]);
      if (done.rowCount) return;
      await q.query(m.sql);
      await q.query('INSERT INTO dossier.schema_version (version, name) VALUES ($1, $2)', [m.version, m.name]);
      applied.push(`${String(m.version).padStart(3, '0')}-${m.name}`);
    });
  }
  await db.write((q) => grantTeamRoles(q));
  return { from, to: Math.max(from, target), applied };
}
