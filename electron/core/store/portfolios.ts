import { createAssessmentCache } from './assessment-cache';
import type { StoreContext } from './context';
import { StoreError } from './errors';
import { createPortfolioRows, newUid } from './portfolio-rows';
import { createBookSharing } from './portfolio-sharing';

/**
 * A lender's books (migration 029): one repository for the books, their rows (portfolio-rows.ts),
 * the analyst's saved views and review marks, the cache of assessments the book view reads
 * (assessment-cache.ts), and the few reads of the rest of the library a book needs (the names to
 * match rows against, the changes since a review).
 *
 * A book's id is random, made when it is created (never a row id), so a team library can share it;
 * its name is unique with case and spacing aside.
 */
export interface BookRecord {
  id: string;
  name: string;
  sourceName: string | null;
  groupThresholdBasisPoints: number;
  createdBy: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface SavedViewRecord {
  id: string;
  bookId: string;
  name: string;
  spec: unknown;
  updatedAt: string;
}

/** A company of the library as a book row is matched against it: its names (current, known as, former) and where it is. */
export interface MatchableCompany {
  id: string;
  name: string | null;
  knownAs: string | null;
  formerNames: string[];
  state: string | null;
  city: string | null;
  status: string | null;
  sandbox: boolean;
}

/** The key two book names are the same by: case and runs of spaces aside. */
export const bookNameKey = (name: string): string => name.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();

type Raw = Record<string, unknown>;

const BOOK = `SELECT id, name, source_name, group_threshold_bp, created_by, created_at, updated_at FROM portfolios`;

const toBook = (r: Raw): BookRecord => ({
  id: r.id as string,
  name: r.name as string,
  sourceName: r.source_name as string | null,
  groupThresholdBasisPoints: r.group_threshold_bp as number,
  createdBy: r.created_by as string | null,
  createdAt: r.created_at as string,
  updatedAt: r.updated_at as string,
});

const toView = (r: Raw): SavedViewRecord => ({
  id: r.uid as string,
  bookId: r.portfolio_id as string,
  name: r.name as string,
  spec: JSON.parse(r.spec_json as string),
  updatedAt: r.updated_at as string,
});

export function createPortfolios(ctx: StoreContext) {
  const get = (id: string): BookRecord | null => {
    const r = ctx.stmt(`${BOOK} WHERE id = ?`).get(id) as Raw | undefined;
    return r ? toBook(r) : null;
  };
  const nameTaken = (name: string, except: string | null) => {
    const other = ctx.stmt('SELECT id FROM portfolios WHERE name_key = ?').pluck().get(bookNameKey(name)) as string | undefined;
    if (other !== undefined && other !== except) {
      throw new StoreError('BOOK_NAME_TAKEN', `A book named "${name.trim()}" already exists.`, { name }, 'Choose another name, or import into that book to update it.');
    }
  };
  const tombstone = (uid: string, kind: 'book' | 'view' | 'review', bookId: string, at: string) =>
    ctx.stmt('INSERT OR REPLACE INTO portfolio_tombstones (uid, kind, portfolio_id, removed_at) VALUES (?, ?, ?, ?)').run(uid, kind, bookId, at);

  return {
    rows: createPortfolioRows(ctx),
    assessments: createAssessmentCache(ctx),
    /** The books as the team library shares them (portfolio-sharing.ts). */
    team: createBookSharing(ctx),

    create(input: { name: string; sourceName: string | null; createdBy?: string | null }, at = ctx.now()): BookRecord {
      const name = input.name.trim();
      nameTaken(name, null);
      const id = newUid(ctx);
      ctx
        .stmt('INSERT INTO portfolios (id, name, name_key, source_name, created_by, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
        .run(id, name, bookNameKey(name), input.sourceName, input.createdBy ?? null, at, at);
      return get(id)!;
    },
    get,
    /** A book by its id, or by its name with case and spacing aside. */
    find(ref: string): BookRecord | null {
      const r = ctx.stmt(`${BOOK} WHERE id = ? OR name_key = ? ORDER BY id = ? DESC LIMIT 1`).get(ref.trim(), bookNameKey(ref), ref.trim()) as Raw | undefined;
      return r ? toBook(r) : null;
    },
    list(): BookRecord[] {
      return (ctx.stmt(`${BOOK} ORDER BY name COLLATE NOCASE, id`).all() as Raw[]).map(toBook);
    },
    update(id: string, change: { name?: string; sourceName?: string | null; groupThresholdBasisPoints?: number }, at = ctx.now()): BookRecord {
      const book = get(id);
      if (!book) throw new StoreError('BOOK_NOT_FOUND', `There is no book ${id}.`, { id });
      const name = change.name?.trim() ?? book.name;
      if (change.name !== undefined) nameTaken(name, id);
      const threshold = change.groupThresholdBasisPoints ?? book.groupThresholdBasisPoints;
      if (!Number.isInteger(threshold) || threshold < 1 || threshold > 10_000) {
        throw new StoreError('INVALID_THRESHOLD', `A group threshold is a whole number of basis points from 1 to 10,000, got ${threshold}.`, { value: threshold });
      }
      const sourceName = change.sourceName === undefined ? book.sourceName : change.sourceName;
      ctx
        .stmt('UPDATE portfolios SET name = ?, name_key = ?, source_name = ?, group_threshold_bp = ?, updated_at = ? WHERE id = ?')
        .run(name, bookNameKey(name), sourceName, threshold, at, id);
      return get(id)!;
    },
    /** Removes a book with its rows, views and review marks, each leaving a tombstone. */
    remove(id: string, at = ctx.now()): boolean {
      if (!get(id)) return false;
      for (const uid of ctx.stmt('SELECT uid FROM portfolio_rows WHERE portfolio_id = ?').pluck().all(id) as string[]) {
        ctx.stmt(`INSERT OR REPLACE INTO portfolio_tombstones (uid, kind, portfolio_id, removed_at) VALUES (?, 'row', ?, ?)`).run(uid, id, at);
      }
      for (const uid of ctx.stmt('SELECT uid FROM portfolio_views WHERE portfolio_id = ?').pluck().all(id) as string[]) tombstone(uid, 'view', id, at);
      for (const uid of ctx.stmt('SELECT uid FROM portfolio_reviews WHERE portfolio_id = ?').pluck().all(id) as string[]) tombstone(uid, 'review', id, at);
      ctx.stmt('DELETE FROM portfolios WHERE id = ?').run(id);
      tombstone(id, 'book', id, at);
      return true;
    },
    tombstones(bookId: string): Array<{ uid: string; kind: string; removedAt: string }> {
      return ctx.stmt('SELECT uid, kind, removed_at AS removedAt FROM portfolio_tombstones WHERE portfolio_id = ? ORDER BY removed_at, uid').all(bookId) as Array<{
        uid: string;
        kind: string;
        removedAt: string;
      }>;
    },

    views(bookId: string): SavedViewRecord[] {
      return (ctx.stmt('SELECT * FROM portfolio_views WHERE portfolio_id = ? ORDER BY name COLLATE NOCASE').all(bookId) as Raw[]).map(toView);
    },
    /** Saves a view under its name (the same name again replaces it, keeping its id). */
    saveView(bookId: string, name: string, spec: unknown, at = ctx.now()): SavedViewRecord {
      ctx
        .stmt(
          `INSERT INTO portfolio_views (uid, portfolio_id, name, spec_json, updated_at) VALUES (?, ?, ?, ?, ?)
           ON CONFLICT (portfolio_id, name) DO UPDATE SET spec_json = excluded.spec_json, updated_at = excluded.updated_at`,
        )
        .run(newUid(ctx), bookId, name.trim(), JSON.stringify(spec), at);
      return toView(ctx.stmt('SELECT * FROM portfolio_views WHERE portfolio_id = ? AND name = ?').get(bookId, name.trim()) as Raw);
    },
    deleteView(bookId: string, viewId: string, at = ctx.now()): boolean {
      const removed = ctx.stmt('DELETE FROM portfolio_views WHERE portfolio_id = ? AND uid = ?').run(bookId, viewId).changes > 0;
      if (removed) tombstone(viewId, 'view', bookId, at);
      return removed;
    },

    markReviewed(bookId: string, companyIds: readonly string[], at = ctx.now()): void {
      const put = ctx.stmt(
        `INSERT INTO portfolio_reviews (uid, portfolio_id, company_id, reviewed_at, updated_at) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (portfolio_id, company_id) DO UPDATE SET reviewed_at = excluded.reviewed_at, updated_at = excluded.updated_at`,
      );
      for (const id of new Set(companyIds)) put.run(newUid(ctx), bookId, id, at, at);
    },
    /** When the analyst last reviewed each company of the book. */
    reviews(bookId: string): Map<string, string> {
      const rows = ctx.stmt('SELECT company_id, reviewed_at FROM portfolio_reviews WHERE portfolio_id = ?').all(bookId) as Raw[];
      return new Map(rows.map((r) => [r.company_id as string, r.reviewed_at as string]));
    },
    /**
     * Watch changes per company of the book since the analyst last reviewed it in this book (or, never
     * reviewed, since the book was made), one statement.
     */
    changesSinceReview(bookId: string): Map<string, number> {
      const rows = ctx
        .stmt(
          `SELECT e.company_id, count(*) AS n FROM change_events e
           JOIN (SELECT DISTINCT company_id FROM portfolio_rows WHERE portfolio_id = @book AND resolution = 'resolved') m ON m.company_id = e.company_id
           LEFT JOIN portfolio_reviews r ON r.portfolio_id = @book AND r.company_id = e.company_id
           WHERE e.detected_at > coalesce(r.reviewed_at, (SELECT created_at FROM portfolios WHERE id = @book))
           GROUP BY e.company_id`,
        )
        .all({ book: bookId }) as Raw[];
      return new Map(rows.map((r) => [r.company_id as string, r.n as number]));
    },

    /**
     * A value that moves when the connections graph may have: a record read (or read again) restates
     * its links, so the count and newest read of the graph's sources, with its links and marks counted.
     */
    graphStamp(): string {
      return ctx
        .stmt(
          `SELECT (SELECT count(*) || ':' || coalesce(max(read_at), '') FROM graph_sources) || '|' || (SELECT count(*) || ':' || coalesce(max(id), 0) FROM graph_edges) || '|' ||
             (SELECT count(*) FROM graph_node_marks)`,
        )
        .pluck()
        .get() as string;
    },

    /** Every company of the library with its names and place, for matching a book's rows offline. */
    matchables(): MatchableCompany[] {
      const former = new Map<string, string[]>();
      for (const r of ctx.stmt('SELECT company_id, name FROM company_names ORDER BY company_id, position').all() as Raw[]) {
        const list = former.get(r.company_id as string) ?? [];
        list.push(r.name as string);
        former.set(r.company_id as string, list);
      }
      const rows = ctx.stmt('SELECT id, name, known_as, state, city, status, sandbox FROM companies WHERE name IS NOT NULL OR known_as IS NOT NULL').all() as Raw[];
      return rows.map((r) => ({
        id: r.id as string,
        name: r.name as string | null,
        knownAs: r.known_as as string | null,
        formerNames: former.get(r.id as string) ?? [],
        state: r.state as string | null,
        city: r.city as string | null,
        status: r.status as string | null,
        sandbox: r.sandbox === 1,
      }));
    },
  };
}
