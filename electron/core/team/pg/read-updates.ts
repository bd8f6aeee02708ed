/**
 * The team library's free reads behind "no double purchase" for the actions after a mirror
 * (issue 12): an unlock still active, the team's newest reading of a company's record (with the
 * refresh window it was read in), which of a replica's missing PDFs the team holds and who bought
 * them, and when the extraction lists were last read (migration 003). Plus the write of that last
 * reading, made once a replica that bought the lists has published what it read.
 */
import { latestFreshness } from './read-records';
import type { Queryable, TeamDb } from './team-db';

export interface ActiveUnlock {
  expiresAt: string | null;
  by: string;
}

/** The team's unlock of a company, when one was bought and has not expired at `now`. */
export async function activeUnlock(db: TeamDb, companyId: string, now: number): Promise<ActiveUnlock | null> {
  const [u] = await db.query<{ expires_at: string | null; created_by: string }>(
    'SELECT expires_at, created_by FROM dossier.unlocks WHERE company_id = $1 AND unlocked_at IS NOT NULL AND NOT sandbox',
    [companyId],
  );
  if (!u || (u.expires_at !== null && Date.parse(u.expires_at) <= now)) return null;
  return { expiresAt: u.expires_at, by: u.created_by };
}

export interface RecordReading {
  /** When the team's copy of the master record was read at the registry, and by whom. */
  masterReadAt: string;
  by: string;
  /** The newest refresh the team's freshness read saw completed, and the end of its 24-hour window. */
  lastCompletedAt: string | null;
  freshUntil: string | null;
}

function refreshOf(payload: unknown): { lastCompletedAt: string | null; freshUntil: string | null } {
  const refresh = (payload as { refresh?: { lastCompletedAt?: unknown; freshUntil?: unknown } | null } | null)?.refresh;
  const text = (v: unknown) => (typeof v === 'string' ? v : null);
  return { lastCompletedAt: text(refresh?.lastCompletedAt), freshUntil: text(refresh?.freshUntil) };
}

export async function recordReading(db: TeamDb, companyId: string): Promise<RecordReading | null> {
  const [c] = await db.query<{ master_read_at: string; updated_by: string }>('SELECT master_read_at, updated_by FROM dossier.companies WHERE id = $1', [companyId]);
  if (!c) return null;
  const freshness = await latestFreshness(db, companyId);
  return { masterReadAt: c.master_read_at, by: c.updated_by, ...refreshOf(freshness?.payload) };
}

/** The newest completed refresh the team's freshness reads saw (null: none, or no read). */
export async function teamLastRefresh(db: TeamDb, companyId: string): Promise<string | null> {
  return refreshOf((await latestFreshness(db, companyId))?.payload).lastCompletedAt;
}

/** Of these filings, the ones whose PDF the team holds, with who bought each. */
export async function heldDocuments(db: TeamDb, filingIds: readonly string[]): Promise<{ filingId: string; by: string }[]> {
  if (filingIds.length === 0) return [];
  const rows = await db.query<{ filing_id: string; created_by: string }>('SELECT filing_id, created_by FROM dossier.documents WHERE filing_id = ANY($1) ORDER BY filing_id', [filingIds]);
  return rows.map((r) => ({ filingId: r.filing_id, by: r.created_by }));
}

export type ReadingKind = 'extractions';

export async function lastReading(db: TeamDb, companyId: string, kind: ReadingKind): Promise<{ readAt: string; by: string } | null> {
  const [r] = await db.query<{ read_at: string; created_by: string }>('SELECT read_at, created_by FROM dossier.readings WHERE company_id = $1 AND kind = $2', [companyId, kind]);
  return r ? { readAt: r.read_at, by: r.created_by } : null;
}

/** Records a reading; an older one never replaces a newer. */
export async function putReading(q: Queryable, companyId: string, kind: ReadingKind, readAt: string): Promise<void> {
  await q.query(
    `INSERT INTO dossier.readings (company_id, kind, read_at) VALUES ($1, $2, $3)
     ON CONFLICT (company_id, kind) DO UPDATE SET read_at = EXCLUDED.read_at, created_by = current_user, created_at = now()
     WHERE dossier.readings.read_at < EXCLUDED.read_at`,
    [companyId, kind, readAt],
  );
}
