/**
 * Reads of what the firm shares beyond purchases (migration 002), for a pull that saw the change:
 * a director profile, a watch snapshot, a change event, a finding's review.
 */
import type { ChangeEventRecord, DirectorRecord, FindingReviewRecord, WatchSnapshotRecord } from './record-types';
import type { TeamDb } from './team-db';

type Row = Record<string, unknown>;

/** `a|b` keys split at the first bar (company ids have none; the rest may). */
export function splitKey(key: string): [string, string] {
  const at = key.indexOf('|');
  return at < 0 ? [key, ''] : [key.slice(0, at), key.slice(at + 1)];
}

export async function directorRecord(db: TeamDb, din: string): Promise<(DirectorRecord & { createdBy: string }) | null> {
  const [r] = await db.query<Row>('SELECT * FROM dossier.director_profiles WHERE din = $1', [din]);
  if (!r) return null;
  return {
    din,
    fullName: r.full_name as string | null,
    sandbox: r.sandbox as boolean,
    profile: r.profile,
    readAt: r.read_at as string,
    requestId: r.request_id as string | null,
    createdBy: r.updated_by as string,
  };
}

export async function watchSnapshotRecord(db: TeamDb, key: string): Promise<WatchSnapshotRecord | null> {
  const [companyId, takenAt] = splitKey(key);
  const [r] = await db.query<Row>('SELECT payload FROM dossier.watch_snapshots WHERE company_id = $1 AND taken_at = $2', [companyId, takenAt]);
  return r ? { companyId, takenAt, payload: r.payload } : null;
}

export async function changeEventRecord(db: TeamDb, changeKey: string): Promise<ChangeEventRecord | null> {
  const [r] = await db.query<Row>('SELECT * FROM dossier.change_events WHERE change_key = $1', [changeKey]);
  if (!r) return null;
  return {
    changeKey,
    companyId: r.company_id as string,
    kind: r.kind as string,
    summary: r.summary as string,
    before: r.before,
    after: r.after,
    filingId: r.filing_id as string | null,
    requestId: r.request_id as string | null,
    detectedAt: r.detected_at as string,
  };
}

export async function findingReviewRecord(db: TeamDb, key: string): Promise<FindingReviewRecord | null> {
  const [companyId, findingKey] = splitKey(key);
  const [r] = await db.query<Row>('SELECT * FROM dossier.finding_reviews WHERE company_id = $1 AND finding_key = $2', [companyId, findingKey]);
  if (!r) return null;
  return {
    companyId,
    findingKey,
    state: r.state as FindingReviewRecord['state'],
    comment: r.comment as string | null,
    reviewedAt: (r.reviewed_at as Date).toISOString(),
    reviewedBy: r.reviewed_by as string,
  };
}
