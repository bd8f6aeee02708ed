/**
 * What a pulled change of the firm's shared work does to the local library: notes (and their
 * deletion), the watchlist and its change feed, director profiles, findings' review state. Each is
 * checked (the team database is outside input), written through the store path the local action
 * uses (a profile through `directors.upsertProfile`, as a purchase: roles, search and the
 * connections graph follow), marked as held by the team (so it is not pushed back), and the pulled
 * position moved, all in one SQLite transaction.
 */
import { z } from 'zod';
import { directorProfileSchema } from '../../../shared/api/director-profile';
import type { Library } from '../store';
import { directorProfileInput } from '../mirror/map-records';
import type { Advance, PullCounts } from './pull-counts';
import { applyBookChange } from './apply-books';
import { TeamError } from './errors';
import type { ChangeEntry } from './pg/changes';
import { noteRecord, watchRecord } from './pg/read-records';
import { changeEventRecord, directorRecord, findingReviewRecord, watchSnapshotRecord } from './pg/read-work';
import type { TeamDb } from './pg/team-db';

function bad(what: string, error: z.ZodError): TeamError {
  return new TeamError('TEAM_BAD_RECORD', `The team library's ${what} failed the check: ${error.issues[0]?.path.join('.') ?? ''} ${error.issues[0]?.message ?? ''}`.trim());
}

const text = z.string().min(1);
const changeEventSchema = z.object({ changeKey: text, companyId: text, kind: text, summary: z.string(), filingId: z.string().nullable(), requestId: z.string().nullable(), detectedAt: text });
const reviewSchema = z.object({ companyId: text, findingKey: text, state: z.enum(['open', 'accepted', 'dismissed']), comment: z.string().nullable(), reviewedAt: text });
const noteSchema = z.object({ uid: text, companyId: text, body: z.string(), createdAt: text, updatedAt: text, anchor: z.object({ kind: z.enum(['company', 'filing-page', 'pdf-selection', 'figure']) }).loose() });

async function applyNote(library: Library, db: TeamDb, e: ChangeEntry, counts: PullCounts, advance: Advance): Promise<void> {
  const rec = await noteRecord(db, e.key);
  if (rec) {
    const checked = noteSchema.safeParse(rec);
    if (!checked.success) throw bad(`note ${e.key}`, checked.error);
  }
  library.tx(() => {
    if (rec?.deletedAt) {
      // Deleted on a colleague's replica: deleted here too (the trigger keeps the tombstone), history stays in the team.
      const id = library.teamRecords.noteIdOf(rec.uid);
      if (id !== null && library.notes.delete(id)) counts.noteDeletions++;
      library.teamPushed.mark('note-deletion', [{ key: rec.uid, version: 'deleted' }]);
    } else if (rec && library.teamRecords.tombstone(rec.uid) === null) {
      library.companies.upsertSummary({ id: rec.companyId });
      if (library.notes.putFromTeam(rec) !== 'kept') {
        counts.notes++;
        library.teamPushed.mark('note', [{ key: rec.uid, version: rec.updatedAt }]);
      }
    }
    advance(e.seq);
  });
}

async function applyDirector(library: Library, db: TeamDb, e: ChangeEntry, counts: PullCounts, advance: Advance): Promise<void> {
  const rec = await directorRecord(db, e.key);
  const local = library.directors.get(e.key);
  if (!rec || (local?.profileReadAt && local.profileReadAt >= rec.readAt)) return advance(e.seq);
  const parsed = directorProfileSchema.safeParse(rec.profile);
  if (!parsed.success) throw bad(`director profile ${e.key}`, parsed.error);
  const input = directorProfileInput(parsed.data, { readAt: rec.readAt, requestId: rec.requestId });
  library.tx(() => {
    library.directors.upsertProfile({ ...input, sandbox: rec.sandbox ? true : undefined });
    library.teamPushed.mark('director', [{ key: rec.din, version: rec.readAt }]);
    advance(e.seq);
  });
  counts.directors++;
}

async function applyWatchFeed(library: Library, db: TeamDb, e: ChangeEntry, counts: PullCounts, advance: Advance): Promise<void> {
  if (e.kind === 'watch-snapshot') {
    const rec = await watchSnapshotRecord(db, e.key);
    library.tx(() => {
      if (rec && library.teamRecords.watchSnapshot(rec.companyId, rec.takenAt) === null) {
        library.companies.upsertSummary({ id: rec.companyId });
        library.watch.putSnapshot(rec.companyId, null, rec.payload, rec.takenAt);
        counts.watchSnapshots++;
      }
      library.teamPushed.mark('watch-snapshot', [{ key: e.key, version: '1' }]);
      advance(e.seq);
    });
    return;
  }
  const rec = await changeEventRecord(db, e.key);
  if (rec) {
    const checked = changeEventSchema.safeParse(rec);
    if (!checked.success) throw bad(`change event ${e.key}`, checked.error);
  }
  library.tx(() => {
    if (rec) {
      library.companies.upsertSummary({ id: rec.companyId });
      counts.changeEvents += library.watch.addChanges([{ ...rec, runId: null }]);
      library.teamPushed.mark('change-event', [{ key: e.key, version: '1' }]);
    }
    advance(e.seq);
  });
}

async function applyReview(library: Library, db: TeamDb, e: ChangeEntry, counts: PullCounts, advance: Advance): Promise<void> {
  const rec = await findingReviewRecord(db, e.key);
  if (rec) {
    const checked = reviewSchema.safeParse(rec);
    if (!checked.success) throw bad(`review ${e.key}`, checked.error);
  }
  library.tx(() => {
    if (rec && library.teamRecords.putReviewFromTeam({ ...rec, reviewedBy: rec.reviewedBy ?? null })) {
      counts.reviews++;
      library.teamPushed.mark('finding-review', [{ key: e.key, version: rec.reviewedAt }]);
    }
    advance(e.seq);
  });
}

async function applyWatch(library: Library, db: TeamDb, e: ChangeEntry, advance: Advance): Promise<void> {
  const rec = await watchRecord(db, e.key);
  library.tx(() => {
    // The later write wins (store/watch.ts fromTeam); what the replica holds then is what the team holds.
    if (rec && rec.removedAt === null && library.companies.get(rec.companyId) === null) library.companies.upsertSummary({ id: rec.companyId });
    if (rec && library.watch.fromTeam(rec)) library.teamPushed.mark('watch', library.teamPushed.pending('watch').filter((p) => p.key === rec.companyId));
    advance(e.seq);
  });
}

/** Applies one change of the firm's work; false for a kind this file does not handle. */
export async function applyWorkChange(library: Library, db: TeamDb, e: ChangeEntry, counts: PullCounts, advance: Advance): Promise<boolean> {
  switch (e.kind) {
    case 'note':
      await applyNote(library, db, e, counts, advance);
      return true;
    case 'director':
      await applyDirector(library, db, e, counts, advance);
      return true;
    case 'watch-snapshot':
    case 'change-event':
      await applyWatchFeed(library, db, e, counts, advance);
      return true;
    case 'finding-review':
      await applyReview(library, db, e, counts, advance);
      return true;
    case 'watch':
      await applyWatch(library, db, e, advance);
      return true;
    case 'portfolio':
      await applyBookChange(library, db, e, counts, advance);
      return true;
    default:
      return false;
  }
}
