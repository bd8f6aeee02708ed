/**
 * A pulled change of a book (issue 26, item 7): the team's item (a book, a row, a saved view, a
 * review mark) or its removal, checked (the team database is outside input), then written through
 * the books' sharing path (store/portfolio-sharing.ts): the later write wins, a removal never takes
 * away an edit made here later. What was applied is marked as held by the team, so it is not pushed
 * back, and the pulled position moves in the same SQLite transaction.
 */
import { z } from 'zod';
import { ROW_RESOLUTIONS } from '../../../shared/bridge/portfolio';
import { type BookItem, bookItemKey, type Library } from '../store';
import { TeamError } from './errors';
import type { ChangeEntry } from './pg/changes';
import { bookItemRecord } from './pg/publish-books';
import type { TeamDb } from './pg/team-db';
import type { Advance, PullCounts } from './pull-counts';

const text = z.string().min(1).max(10_000);
const maybe = z.string().max(10_000).nullable();
const cells = z.record(z.string(), z.string());

const FIELDS = {
  book: z.object({
    name: z.string().trim().min(1).max(200),
    sourceName: maybe.optional(),
    groupThresholdBasisPoints: z.number().int().min(1).max(10_000),
    createdBy: maybe.optional(),
    createdAt: text,
  }),
  row: z
    .object({
      line: z.number().int().min(2),
      reference: maybe,
      written: cells,
      exposurePaisa: z.number().int().min(0).nullable(),
      sanctionDate: maybe,
      rm: maybe,
      state: maybe,
      pin: z.string().length(6).nullable(),
      tags: cells,
      companyId: maybe,
      resolution: z.enum(ROW_RESOLUTIONS),
      resolvedBy: z.enum(['identifier', 'library', 'registry', 'analyst']).nullable(),
      candidates: z.array(z.unknown()).max(1000),
      problem: maybe,
    })
    .refine((r) => r.resolution !== 'resolved' || (r.companyId !== null && r.resolvedBy !== null), 'a resolved row names its company and how it was resolved'),
  view: z.object({ name: z.string().trim().min(1).max(200), spec: z.unknown() }),
  review: z.object({ companyId: text, reviewedAt: text }),
} as const;

function checked(item: BookItem): BookItem {
  const parsed = FIELDS[item.kind]?.safeParse(item.fields);
  if (!parsed?.success || !item.uid || !item.bookId || !item.updatedAt) {
    const issue = parsed && !parsed.success ? parsed.error.issues[0] : undefined;
    throw new TeamError(
      'TEAM_BAD_RECORD',
      `The team library's book ${item.kind} ${item.uid} failed the check: ${issue ? `${issue.path.join('.')} ${issue.message}`.trim() : 'not a book item'}`,
    );
  }
  return { ...item, fields: parsed.data as Record<string, unknown> };
}

export async function applyBookChange(library: Library, db: TeamDb, e: ChangeEntry, counts: PullCounts, advance: Advance): Promise<void> {
  const rec = await bookItemRecord(db, e.key);
  const item = rec && rec.removedAt === null ? checked(rec.item) : (rec?.item ?? null);
  const sharing = library.portfolios.team;
  library.tx(() => {
    if (rec && item && rec.removedAt !== null) {
      const removal = { kind: item.kind, uid: item.uid, bookId: item.bookId, removedAt: rec.removedAt };
      if (sharing.removeFromTeam(removal) === 'removed') {
        counts.bookRemovals++;
        library.teamPushed.mark('portfolio-removal', [{ key: bookItemKey(item.kind, item.uid), version: `removed|${rec.removedAt}` }]);
        if (item.kind === 'book') library.teamPushed.mark('portfolio-removal', sharing.removedWith(item.uid));
      }
    } else if (item) {
      if (sharing.putFromTeam(item) === 'written') {
        counts.bookItems++;
        library.teamPushed.mark('portfolio', [{ key: bookItemKey(item.kind, item.uid), version: item.updatedAt }]);
      }
    }
    advance(e.seq);
  });
}
