/**
 * Who may do what in the team schema. Analysts log in with their own roles, members of
 * `dossier_analysts`; viewers (a partner reading, an auditor) are members of `dossier_viewers`.
 * The administrator creates those two group roles and the logins (README "Team library"); `init`
 * grants to the groups. Analysts add and update records but never rewrite history: the change log
 * and note history take INSERT only. Viewers read.
 */
import { TeamError } from '../errors';
import type { Queryable, TeamDb } from './team-db';

export const ANALYSTS_ROLE = 'dossier_analysts';
export const VIEWERS_ROLE = 'dossier_viewers';

const RECORD_TABLES = ['companies', 'filings', 'blobs', 'documents', 'extractions', 'freshness', 'unlocks', 'ledger', 'notes', 'finding_reviews', 'watchlist', 'director_profiles', 'watch_snapshots', 'change_events', 'readings', 'portfolio_items'];
const APPEND_ONLY_TABLES = ['change_log', 'note_history', 'portfolio_history'];

export async function grantTeamRoles(q: Queryable): Promise<void> {
  const found = await q.query<{ rolname: string }>('SELECT rolname FROM pg_roles WHERE rolname = ANY($1)', [[ANALYSTS_ROLE, VIEWERS_ROLE]]);
  const missing = [ANALYSTS_ROLE, VIEWERS_ROLE].filter((r) => !found.rows.some((row) => row.rolname === r));
  if (missing.length > 0) {
    throw new TeamError('TEAM_ROLES_MISSING', `The team database lacks the group role${missing.length > 1 ? 's' : ''} ${missing.join(', ')}.`, {
      hint: `An administrator creates them once: ${missing.map((r) => `CREATE ROLE ${r} NOLOGIN;`).join(' ')}`,
    });
  }
  // Role and table names are constants of this file, never input: identifiers cannot be parameters.
  await q.query(`GRANT USAGE ON SCHEMA dossier TO ${ANALYSTS_ROLE}, ${VIEWERS_ROLE}`);
  await q.query(`GRANT SELECT ON ALL TABLES IN SCHEMA dossier TO ${ANALYSTS_ROLE}, ${VIEWERS_ROLE}`);
  // A schema brought only part of the way (an upgrade stopped at an earlier version) lacks the later tables.
  const present = await q.query<{ t: string }>(`SELECT t FROM unnest($1::text[]) AS t WHERE to_regclass('dossier.' || t) IS NOT NULL`, [[...RECORD_TABLES, ...APPEND_ONLY_TABLES]]);
  const has = new Set(present.rows.map((r) => r.t));
  await q.query(`GRANT INSERT, UPDATE ON ${RECORD_TABLES.filter((t) => has.has(t)).map((t) => `dossier.${t}`).join(', ')} TO ${ANALYSTS_ROLE}`);
  await q.query(`GRANT INSERT ON ${APPEND_ONLY_TABLES.filter((t) => has.has(t)).map((t) => `dossier.${t}`).join(', ')} TO ${ANALYSTS_ROLE}`);
  await q.query(`GRANT USAGE ON ALL SEQUENCES IN SCHEMA dossier TO ${ANALYSTS_ROLE}`);
}

/**
 * Whether this role may publish: every write logs a change, so a role that may not add to the
 * change log (a viewer) pushes nothing and only pulls.
 */
export async function mayWrite(db: TeamDb): Promise<boolean> {
  const [row] = await db.query<{ w: boolean }>(`SELECT has_table_privilege('dossier.change_log', 'INSERT') AS w`);
  return row?.w === true;
}
