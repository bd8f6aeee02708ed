/**
 * One sync with the team library: push what this replica holds and the team has not accepted yet
 * (the markers of push.ts), then pull what colleagues published since the remembered position. A
 * team database replaced or re-initialised since the last sync (another team id) is pushed
 * everything again and pulled from the start. When the team database is out of reach the
 * local library is untouched (it works as before), the failure is remembered for `team status`, and
 * the next sync pushes everything that waited. A role that may only read (a viewer) pulls everything
 * and pushes nothing; the report says once what stayed on this desktop (read-only.ts).
 */
import type { Library } from '../store';
import { TeamError, teamErrorOf } from './errors';
import { postgresBlobStore } from './pg/blob-store';
import { headSeq } from './pg/changes';
import { mayWrite } from './pg/grants';
import { TEAM_SCHEMA_VERSION, teamSchemaVersion } from './pg/migrate';
import type { TeamDb } from './pg/team-db';
import { type PullOptions, type PullReport, pullChanges } from './pull';
import { emptyPushReport, type PushReport, bindToTeam, pushLibrary } from './push';
import { keptLocally, type ReadOnlyReport } from './read-only';

export interface SyncReport {
  pushed: PushReport;
  pulled: PullReport;
  /** The team's newest change-log position at the end. */
  head: number;
  /** A role that may only read: what it kept here instead of pushing (null for an analyst). */
  readOnly: ReadOnlyReport | null;
}

/** The team schema must be there and not newer than this Dossier (an admin runs `team init`). */
export async function checkTeamSchema(db: TeamDb): Promise<void> {
  const version = await teamSchemaVersion(db);
  if (version === 0) throw new TeamError('TEAM_NOT_INITIALISED', `The team database at ${db.where} has no team library yet.`, { hint: 'An administrator runs `dossier team init` once on it.' });
  if (version < TEAM_SCHEMA_VERSION) throw new TeamError('TEAM_NOT_INITIALISED', `The team library at ${db.where} is at schema version ${version}; this Dossier needs ${TEAM_SCHEMA_VERSION}.`, { hint: 'An administrator runs `dossier team init` to migrate it.' });
  if (version > TEAM_SCHEMA_VERSION) throw new TeamError('TEAM_TOO_NEW', `The team library is at schema version ${version}; this Dossier knows up to ${TEAM_SCHEMA_VERSION}.`, { hint: 'Update Dossier on this desktop.' });
}

export async function syncWithTeam(library: Library, db: TeamDb, opts: PullOptions & { now?: () => Date } = {}): Promise<SyncReport> {
  const now = opts.now ?? (() => new Date());
  const blobs = postgresBlobStore(db);
  try {
    await checkTeamSchema(db);
    await bindToTeam(library, db);
    const writes = await mayWrite(db);
    const pushed = writes ? await pushLibrary(library, db, blobs) : emptyPushReport();
    const pulled = await pullChanges(library, db, blobs, opts);
    const head = await headSeq(db);
    library.teamSync.finish(now().toISOString(), null);
    return { pushed, pulled, head, readOnly: writes ? null : keptLocally(library) };
  } catch (error) {
    const e = teamErrorOf(error, db.where);
    library.teamSync.finish(now().toISOString(), e.message);
    throw e;
  }
}
