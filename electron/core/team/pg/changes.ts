/**
 * The change log replicas pull from. Every logical write logs what it changed (kind, key) in its
 * own transaction. A bigserial alone would let a replica skip a change: two writers take sequence
 * numbers 5 and 6, 6 commits first, a replica pulls "after 4" and sees 6, then remembers 6 and
 * never sees 5. So a writer takes the change-log lock (a transaction-scoped advisory lock) before
 * it logs, and holds it to its commit: sequence order is commit order.
 */
import { TeamError } from '../errors';
import type { Queryable, TeamDb } from './team-db';

export type ChangeKind =
  | 'company'
  | 'filings'
  | 'document'
  | 'extractions'
  | 'freshness'
  | 'unlock'
  | 'ledger'
  | 'note'
  | 'watch'
  | 'director'
  | 'watch-snapshot'
  | 'change-event'
  | 'finding-review'
  | 'portfolio';

export interface ChangeEntry {
  seq: number;
  kind: ChangeKind;
  key: string;
  companyId: string | null;
  author: string;
  at: string;
}

const CHANGE_LOG_LOCK = 7_316_002;

export async function logChange(q: Queryable, kind: ChangeKind, key: string, companyId: string | null): Promise<void> {
  await q.query('SELECT pg_advisory_xact_lock($1)', [CHANGE_LOG_LOCK]);
  await q.query('INSERT INTO dossier.change_log (kind, key, company_id) VALUES ($1, $2, $3)', [kind, key, companyId]);
}

type ChangeRow = { seq: string; kind: ChangeKind; key: string; company_id: string | null; author: string; at: Date };

function entryOf(r: ChangeRow): ChangeEntry {
  return { seq: Number(r.seq), kind: r.kind, key: r.key, companyId: r.company_id, author: r.author, at: r.at.toISOString() };
}

export async function changesAfter(db: TeamDb, seq: number, limit: number): Promise<ChangeEntry[]> {
  const rows = await db.query<ChangeRow>(
    'SELECT seq, kind, key, company_id, author, at FROM dossier.change_log WHERE seq > $1 ORDER BY seq LIMIT $2',
    [seq, limit],
  );
  return rows.map(entryOf);
}

/** What a mirror copies of one company: its purchased records, in log order (notes and watch entries stay with sync). */
export async function companyChanges(db: TeamDb, companyId: string): Promise<ChangeEntry[]> {
  const rows = await db.query<ChangeRow>(
    "SELECT seq, kind, key, company_id, author, at FROM dossier.change_log WHERE company_id = $1 AND kind IN ('company', 'filings', 'document', 'extractions', 'freshness', 'unlock') ORDER BY seq",
    [companyId],
  );
  return rows.map(entryOf);
}

export async function headSeq(db: TeamDb): Promise<number> {
  const rows = await db.query<{ head: string | null }>('SELECT max(seq) AS head FROM dossier.change_log');
  return Number(rows[0]?.head ?? 0);
}

/** The team database's id (migration 002): replicas bind their push markers to it. */
export async function teamIdentity(db: TeamDb): Promise<string> {
  const [row] = await db.query<{ id: string }>('SELECT id FROM dossier.team LIMIT 1');
  if (!row) throw new TeamError('TEAM_NOT_INITIALISED', `The team database at ${db.where} has no team id.`, { hint: 'An administrator runs `dossier team init` on it.' });
  return row.id;
}
