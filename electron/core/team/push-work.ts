/**
 * Push of what the firm shares beyond purchases: notes and their deletions, the watchlist and its
 * change feed (snapshots, change events), director profiles bought, findings' review state, the
 * books (a book, its rows, saved views and review marks, and their removals: issue 26). Same
 * rule as push.ts: only records whose marker lags their current version, each marked after the
 * team committed it.
 */
import type { Library, PushEntry, PushKind } from '../store';
import { publishNote, publishWatch, publishWatchRemoval } from './pg/publish';
import { publishChangeEvent, publishDirector, publishFindingReview, publishNoteDeletion, publishWatchSnapshot } from './pg/publish-work';
import { publishBookItem, publishBookRemoval } from './pg/publish-books';
import { splitKey } from './pg/read-work';
import type { Queryable, TeamDb } from './pg/team-db';
import type { PushReport } from './push-report';

type Counted = 'notes' | 'noteDeletions' | 'directors' | 'watchSnapshots' | 'changeEvents' | 'reviews' | 'bookItems' | 'bookRemovals' | null;

/**
 * Publishes each pending record of `kind`: `write` returns the team write for one entry (null when
 * the record is gone locally: nothing to send, marked all the same so it is not asked again).
 */
async function pushEach(
  library: Library,
  db: TeamDb,
  report: PushReport,
  kind: PushKind,
  counted: Counted,
  write: (e: PushEntry) => ((q: Queryable) => Promise<boolean>) | null,
): Promise<void> {
  for (const e of library.teamPushed.pending(kind)) {
    const publish = write(e);
    report.offered++;
    if (publish && (await db.write(publish)) && counted) report[counted]++;
    library.teamPushed.mark(kind, [e]);
  }
}

export async function pushWork(library: Library, db: TeamDb, report: PushReport): Promise<void> {
  // Deletions first: a note deleted here is never offered again as a note.
  await pushEach(library, db, report, 'note-deletion', 'noteDeletions', (e) => {
    const t = library.teamRecords.tombstone(e.key);
    return t && ((q) => publishNoteDeletion(q, t));
  });
  const notes = new Map(library.notes.forTeam().map((n) => [n.uid, n]));
  await pushEach(library, db, report, 'note', 'notes', (e) => {
    const n = notes.get(e.key);
    return n ? (q) => publishNote(q, n) : null;
  });
  // An entry set here, or its removal: the team keeps the later write (pg/publish.ts).
  await pushEach(library, db, report, 'watch', null, (e) => {
    const w = library.watch.forTeam(e.key);
    if (!w) return null;
    const { removedAt, intervalDays, addedAt, setAt } = w;
    if (removedAt !== null) return (q) => publishWatchRemoval(q, { companyId: w.companyId, removedAt });
    if (intervalDays === null || addedAt === null || setAt === null) return null;
    return (q) => publishWatch(q, { companyId: w.companyId, intervalDays, addedAt, setAt });
  });
  await pushEach(library, db, report, 'watch-snapshot', 'watchSnapshots', (e) => {
    const s = library.teamRecords.watchSnapshot(...splitKey(e.key));
    return s && ((q) => publishWatchSnapshot(q, s));
  });
  await pushEach(library, db, report, 'change-event', 'changeEvents', (e) => {
    const c = library.teamRecords.changeEvent(e.key);
    return c && ((q) => publishChangeEvent(q, c));
  });
  await pushEach(library, db, report, 'director', 'directors', (e) => {
    const d = library.directors.get(e.key);
    if (!d || d.profileReadAt === null) return null;
    const record = { din: d.din, fullName: d.fullName, sandbox: d.sandbox, profile: d.profile, readAt: d.profileReadAt, requestId: d.profileRequestId };
    return (q) => publishDirector(q, record);
  });
  await pushEach(library, db, report, 'finding-review', 'reviews', (e) => {
    const r = library.teamRecords.review(...splitKey(e.key));
    if (!r) return null;
    const { reviewedBy: _by, ...record } = r;
    return (q) => publishFindingReview(q, record);
  });
  // Books (issue 26): removals first, as for notes; then books before their rows, views and marks (by key).
  await pushEach(library, db, report, 'portfolio-removal', 'bookRemovals', (e) => {
    const r = library.portfolios.team.removal(e.key);
    return r && ((q) => publishBookRemoval(q, r));
  });
  await pushEach(library, db, report, 'portfolio', 'bookItems', (e) => {
    const item = library.portfolios.team.item(e.key);
    return item && ((q) => publishBookItem(q, item));
  });
}
