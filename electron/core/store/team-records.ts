import { type StoreContext, ensureCompany } from './context';
import type { ChangeInput } from './watch';

/**
 * The records the team library shares beyond purchases and notes (migration 023): findings'
 * review state, note deletions (tombstones), and the watch snapshots and change events read back
 * one at a time by the key the team knows them by.
 */
export type ReviewState = 'open' | 'accepted' | 'dismissed';

export interface FindingReview {
  companyId: string;
  findingKey: string;
  state: ReviewState;
  comment: string | null;
  reviewedAt: string;
  /** Who reviewed it: null for this desktop's analyst, the team role for a colleague's review. */
  reviewedBy: string | null;
}

export interface NoteTombstone {
  uid: string;
  companyId: string;
  deletedAt: string;
}

export interface WatchSnapshotRecord {
  companyId: string;
  takenAt: string;
  payload: unknown;
}

const REVIEW = `SELECT company_id AS companyId, finding_key AS findingKey, state, comment, reviewed_at AS reviewedAt, reviewed_by AS reviewedBy FROM finding_reviews`;

export function createTeamRecords(ctx: StoreContext) {
  const review = (companyId: string, findingKey: string): FindingReview | null =>
    (ctx.stmt(`${REVIEW} WHERE company_id = ? AND finding_key = ?`).get(companyId, findingKey) as FindingReview | undefined) ?? null;
  const putReview = (r: FindingReview) =>
    ctx
      .stmt(
        `INSERT INTO finding_reviews (company_id, finding_key, state, comment, reviewed_at, reviewed_by) VALUES (@companyId, @findingKey, @state, @comment, @reviewedAt, @reviewedBy)
         ON CONFLICT (company_id, finding_key) DO UPDATE SET state = excluded.state, comment = excluded.comment, reviewed_at = excluded.reviewed_at, reviewed_by = excluded.reviewed_by`,
      )
      .run(r);
  return {
    review,
    reviews(companyId: string): FindingReview[] {
      return ctx.stmt(`${REVIEW} WHERE company_id = ? ORDER BY finding_key`).all(companyId) as FindingReview[];
    },
    /** The analyst reviews a finding here (now). */
    setReview(companyId: string, findingKey: string, state: ReviewState, comment: string | null = null): FindingReview {
      ensureCompany(ctx, companyId);
      putReview({ companyId, findingKey, state, comment, reviewedAt: ctx.now(), reviewedBy: null });
      return review(companyId, findingKey)!;
    },
    /** A colleague's review from the team: kept when it is the later one. Says whether it changed anything. */
    putReviewFromTeam(r: FindingReview): boolean {
      const local = review(r.companyId, r.findingKey);
      if (local && local.reviewedAt >= r.reviewedAt) return false;
      ensureCompany(ctx, r.companyId);
      putReview(r);
      return true;
    },
    tombstone(uid: string): NoteTombstone | null {
      return (
        (ctx.stmt('SELECT team_uid AS uid, company_id AS companyId, deleted_at AS deletedAt FROM note_tombstones WHERE team_uid = ?').get(uid) as NoteTombstone | undefined) ??
        null
      );
    },
    /** A read this replica made without the team's claim (migration 027): the later of two is kept. */
    putReading(companyId: string, kind: 'extractions', readAt: string): void {
      ctx
        .stmt(
          `INSERT INTO team_readings (company_id, kind, read_at) VALUES (?, ?, ?)
           ON CONFLICT (company_id, kind) DO UPDATE SET read_at = excluded.read_at WHERE read_at < excluded.read_at`,
        )
        .run(companyId, kind, readAt);
    },
    reading(companyId: string, kind: 'extractions'): string | null {
      return (ctx.stmt('SELECT read_at FROM team_readings WHERE company_id = ? AND kind = ?').pluck().get(companyId, kind) as string | undefined) ?? null;
    },
    /** The local note with this team uid, if this library holds it. */
    noteIdOf(uid: string): number | null {
      return (ctx.stmt('SELECT id FROM notes WHERE team_uid = ?').pluck().get(uid) as number | undefined) ?? null;
    },
    /** A deletion pulled from the team, remembered so the note is never taken back from a stale copy. */
    putTombstone(t: NoteTombstone): void {
      ctx.stmt('INSERT OR IGNORE INTO note_tombstones (team_uid, company_id, deleted_at) VALUES (?, ?, ?)').run(t.uid, t.companyId, t.deletedAt);
    },
    watchSnapshot(companyId: string, takenAt: string): WatchSnapshotRecord | null {
      const r = ctx.stmt('SELECT payload_json FROM watch_snapshots WHERE company_id = ? AND taken_at = ? ORDER BY id LIMIT 1').pluck().get(companyId, takenAt) as
        | string
        | undefined;
      return r === undefined ? null : { companyId, takenAt, payload: JSON.parse(r) };
    },
    /** One change event by its key, as the watch check recorded it (run id left out: runs are this desktop's). */
    changeEvent(changeKey: string): Omit<ChangeInput, 'runId'> | null {
      const r = ctx
        .stmt(
          `SELECT company_id AS companyId, kind, summary, before_json, after_json, filing_id AS filingId, request_id AS requestId, detected_at AS detectedAt, change_key AS changeKey
           FROM change_events WHERE change_key = ?`,
        )
        .get(changeKey) as (Omit<ChangeInput, 'runId' | 'before' | 'after'> & { before_json: string | null; after_json: string | null }) | undefined;
      if (!r) return null;
      const { before_json, after_json, ...rest } = r;
      return { ...rest, before: before_json === null ? null : JSON.parse(before_json), after: after_json === null ? null : JSON.parse(after_json) };
    },
  };
}
