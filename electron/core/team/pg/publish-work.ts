/**
 * Writes into the team library for what the firm shares beyond purchases: director profiles, the
 * watchlist's change feed (snapshots and change events), findings' review state and note
 * deletions. Same rules as publish.ts: one logical write in the caller's transaction, a change
 * logged only when something changed, a later read or review replaces an earlier one.
 */
import { logChange } from './changes';
import { keepInHistory, lockedNote } from './publish';
import type { ChangeEventRecord, DirectorRecord, FindingReviewRecord, NoteDeletionRecord, WatchSnapshotRecord } from './record-types';
import type { Queryable } from './team-db';

const json = (v: unknown) => JSON.stringify(v ?? null);

export async function publishDirector(q: Queryable, d: DirectorRecord): Promise<boolean> {
  const res = await q.query(
    `INSERT INTO dossier.director_profiles (din, full_name, sandbox, profile, read_at, request_id) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (din) DO UPDATE SET full_name = EXCLUDED.full_name, profile = EXCLUDED.profile, read_at = EXCLUDED.read_at,
       request_id = EXCLUDED.request_id, updated_by = current_user, updated_at = now()
     WHERE dossier.director_profiles.read_at < EXCLUDED.read_at`,
    [d.din, d.fullName, d.sandbox, json(d.profile), d.readAt, d.requestId],
  );
  if (!res.rowCount) return false;
  await logChange(q, 'director', d.din, null);
  return true;
}

export async function publishWatchSnapshot(q: Queryable, s: WatchSnapshotRecord): Promise<boolean> {
  const res = await q.query('INSERT INTO dossier.watch_snapshots (company_id, taken_at, payload) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [
    s.companyId,
    s.takenAt,
    json(s.payload),
  ]);
  if (!res.rowCount) return false;
  await logChange(q, 'watch-snapshot', `${s.companyId}|${s.takenAt}`, s.companyId);
  return true;
}

export async function publishChangeEvent(q: Queryable, e: ChangeEventRecord): Promise<boolean> {
  const res = await q.query(
    `INSERT INTO dossier.change_events (change_key, company_id, kind, summary, before, after, filing_id, request_id, detected_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT DO NOTHING`,
    [e.changeKey, e.companyId, e.kind, e.summary, json(e.before), json(e.after), e.filingId, e.requestId, e.detectedAt],
  );
  if (!res.rowCount) return false;
  await logChange(q, 'change-event', e.changeKey, e.companyId);
  return true;
}

/** A review: the later one wins (a review is a decision, not a draft: no history kept). */
export async function publishFindingReview(q: Queryable, r: FindingReviewRecord): Promise<boolean> {
  const res = await q.query(
    `INSERT INTO dossier.finding_reviews (company_id, finding_key, state, comment, reviewed_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (company_id, finding_key) DO UPDATE SET state = EXCLUDED.state, comment = EXCLUDED.comment,
       reviewed_at = EXCLUDED.reviewed_at, reviewed_by = current_user
     WHERE dossier.finding_reviews.reviewed_at < EXCLUDED.reviewed_at`,
    [r.companyId, r.findingKey, r.state, r.comment, r.reviewedAt],
  );
  if (!res.rowCount) return false;
  await logChange(q, 'finding-review', `${r.companyId}|${r.findingKey}`, r.companyId);
  return true;
}

/**
 * A note deleted: it stays deleted for everyone (a later edit elsewhere does not bring it back) and
 * its last text goes to note_history. A deletion of a note the team never had, or had already
 * deleted, changes nothing.
 */
export async function publishNoteDeletion(q: Queryable, d: NoteDeletionRecord): Promise<boolean> {
  const old = await lockedNote(q, d.uid);
  if (!old || old.deleted_at !== null) return false;
  await keepInHistory(q, d.uid, old.version, { anchor: old.anchor, body: old.body, updatedAt: old.note_updated_at, author: old.updated_by }, 'deleted');
  await q.query('UPDATE dossier.notes SET deleted_at = $2, deleted_by = current_user, version = version + 1, updated_by = current_user WHERE uid = $1', [
    d.uid,
    d.deletedAt,
  ]);
  await logChange(q, 'note', d.uid, d.companyId);
  return true;
}
