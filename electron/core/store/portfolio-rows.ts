import type { BookCandidate, ResolvedBy, RowResolution } from '../../../shared/bridge/portfolio';
import type { StoreContext } from './context';

/**
 * The rows of a book (migration 029): the cells as written, the values read from them, and what the
 * row resolved to. Each row has a random id made when it is first imported and kept by every
 * re-import that matches it; a row removed leaves a tombstone.
 */
export interface BookRowInput {
  line: number;
  reference: string | null;
  written: Record<string, string>;
  exposurePaisa: number | null;
  sanctionDate: string | null;
  rm: string | null;
  state: string | null;
  pin: string | null;
  tags: Record<string, string>;
  companyId: string | null;
  resolution: RowResolution;
  resolvedBy: ResolvedBy | null;
  candidates: BookCandidate[];
  problem: string | null;
}

export interface BookRowRecord extends BookRowInput {
  uid: string;
  bookId: string;
  updatedAt: string;
  /** The name the library holds for the row's company (null: not known to the library). */
  companyName: string | null;
}

/** What a row may be told after it was imported: its resolution. */
export type RowResolutionInput = Pick<BookRowInput, 'companyId' | 'resolution' | 'resolvedBy' | 'candidates' | 'problem'>;

export interface BookRowStats {
  rows: number;
  companies: number;
  exposurePaisa: number;
  counts: Record<RowResolution, number>;
  sandbox: boolean;
}

/** A resolved row as the book view's first companies need it (portfolio rows' `resolvedBrief`). */
export interface BookRowBrief {
  uid: string;
  line: number;
  reference: string | null;
  companyId: string;
  exposurePaisa: number | null;
  /** The name as the file wrote it. */
  writtenName: string | null;
}

type Raw = Record<string, unknown>;

const ROW = `SELECT r.uid, r.portfolio_id, r.line, r.reference, r.written_json, r.exposure_paisa, r.sanction_date, r.rm, r.state, r.pin, r.tags_json,
  r.company_id, r.resolution, r.resolved_by, r.candidates_json, r.problem, r.updated_at, c.name AS company_name
  FROM portfolio_rows r LEFT JOIN companies c ON c.id = r.company_id`;

function toRow(r: Raw): BookRowRecord {
  return {
    uid: r.uid as string,
    bookId: r.portfolio_id as string,
    line: r.line as number,
    reference: r.reference as string | null,
    written: JSON.parse(r.written_json as string),
    exposurePaisa: r.exposure_paisa as number | null,
    sanctionDate: r.sanction_date as string | null,
    rm: r.rm as string | null,
    state: r.state as string | null,
    pin: r.pin as string | null,
    tags: JSON.parse(r.tags_json as string),
    companyId: r.company_id as string | null,
    resolution: r.resolution as RowResolution,
    resolvedBy: r.resolved_by as ResolvedBy | null,
    candidates: JSON.parse(r.candidates_json as string),
    problem: r.problem as string | null,
    updatedAt: r.updated_at as string,
    companyName: (r.company_name as string | null) ?? null,
  };
}

const params = (row: BookRowInput) => ({
  line: row.line,
  reference: row.reference,
  written: JSON.stringify(row.written),
  exposure: row.exposurePaisa,
  sanction: row.sanctionDate,
  rm: row.rm,
  state: row.state,
  pin: row.pin,
  tags: JSON.stringify(row.tags),
  company: row.companyId,
  resolution: row.resolution,
  resolvedBy: row.resolvedBy,
  candidates: JSON.stringify(row.candidates),
  problem: row.problem,
});

export const newUid = (ctx: StoreContext): string => ctx.stmt('SELECT lower(hex(randomblob(16)))').pluck().get() as string;

export function createPortfolioRows(ctx: StoreContext) {
  const tombstone = (uid: string, bookId: string, at: string) =>
    ctx.stmt(`INSERT OR REPLACE INTO portfolio_tombstones (uid, kind, portfolio_id, removed_at) VALUES (?, 'row', ?, ?)`).run(uid, bookId, at);

  return {
    /** Every row of a book, by line. */
    list(bookId: string): BookRowRecord[] {
      return (ctx.stmt(`${ROW} WHERE r.portfolio_id = ? ORDER BY r.line, r.uid`).all(bookId) as Raw[]).map(toRow);
    },
    /**
     * The resolved rows of a book, by line, with only what orders them and names their company (no
     * cell is parsed): the book view's first companies are chosen from these.
     */
    resolvedBrief(bookId: string): BookRowBrief[] {
      return ctx
        .stmt(
          `SELECT uid, line, reference, company_id AS companyId, exposure_paisa AS exposurePaisa, json_extract(written_json, '$.name') AS writtenName
           FROM portfolio_rows WHERE portfolio_id = ? AND resolution = 'resolved' AND company_id IS NOT NULL ORDER BY line, uid`,
        )
        .all(bookId) as BookRowBrief[];
    },
    get(bookId: string, uid: string): BookRowRecord | null {
      const r = ctx.stmt(`${ROW} WHERE r.portfolio_id = ? AND r.uid = ?`).get(bookId, uid) as Raw | undefined;
      return r ? toRow(r) : null;
    },
    /** The rows on a line of the file last imported (one, unless the file repeated a reference there). */
    atLine(bookId: string, line: number): BookRowRecord[] {
      return (ctx.stmt(`${ROW} WHERE r.portfolio_id = ? AND r.line = ? ORDER BY r.uid`).all(bookId, line) as Raw[]).map(toRow);
    },
    /** Adds a row with a new random id; returns it. */
    add(bookId: string, row: BookRowInput, at = ctx.now()): BookRowRecord {
      const uid = newUid(ctx);
      ctx
        .stmt(
          `INSERT INTO portfolio_rows (uid, portfolio_id, line, reference, written_json, exposure_paisa, sanction_date, rm, state, pin, tags_json,
             company_id, resolution, resolved_by, candidates_json, problem, updated_at)
           VALUES (@uid, @book, @line, @reference, @written, @exposure, @sanction, @rm, @state, @pin, @tags, @company, @resolution, @resolvedBy, @candidates, @problem, @at)`,
        )
        .run({ ...params(row), uid, book: bookId, at });
      return { ...row, uid, bookId, updatedAt: at, companyName: null };
    },
    /** Rewrites a row kept by a re-import (its id stays). */
    replace(uid: string, row: BookRowInput, at = ctx.now()): void {
      ctx
        .stmt(
          `UPDATE portfolio_rows SET line = @line, reference = @reference, written_json = @written, exposure_paisa = @exposure, sanction_date = @sanction,
             rm = @rm, state = @state, pin = @pin, tags_json = @tags, company_id = @company, resolution = @resolution, resolved_by = @resolvedBy,
             candidates_json = @candidates, problem = @problem, updated_at = @at WHERE uid = @uid`,
        )
        .run({ ...params(row), uid, at });
    },
    /** A row's line moved in the file and nothing else changed: the line is not shared, so updated_at stays. */
    moveLine(uid: string, line: number): void {
      ctx.stmt('UPDATE portfolio_rows SET line = ? WHERE uid = ?').run(line, uid);
    },
    resolve(uid: string, r: RowResolutionInput, at = ctx.now()): void {
      ctx
        .stmt('UPDATE portfolio_rows SET company_id = ?, resolution = ?, resolved_by = ?, candidates_json = ?, problem = ?, updated_at = ? WHERE uid = ?')
        .run(r.companyId, r.resolution, r.resolvedBy, JSON.stringify(r.candidates), r.problem, at, uid);
    },
    remove(bookId: string, uid: string, at = ctx.now()): boolean {
      const removed = ctx.stmt('DELETE FROM portfolio_rows WHERE uid = ? AND portfolio_id = ?').run(uid, bookId).changes > 0;
      if (removed) tombstone(uid, bookId, at);
      return removed;
    },
    /** Counts of a book in one statement: rows, distinct companies resolved, their exposure, rows per resolution, any sandbox company. */
    stats(bookId: string): BookRowStats {
      const r = ctx
        .stmt(
          `SELECT count(*) AS rows,
             count(DISTINCT CASE WHEN r.resolution = 'resolved' THEN r.company_id END) AS companies,
             coalesce(sum(CASE WHEN r.resolution = 'resolved' THEN r.exposure_paisa END), 0) AS exposure,
             sum(r.resolution = 'resolved') AS resolved, sum(r.resolution = 'ambiguous') AS ambiguous, sum(r.resolution = 'unmatched') AS unmatched,
             sum(r.resolution = 'bad') AS bad, sum(r.resolution = 'pending') AS pending,
             coalesce(max(c.sandbox), 0) AS sandbox
           FROM portfolio_rows r LEFT JOIN companies c ON c.id = r.company_id AND r.resolution = 'resolved'
           WHERE r.portfolio_id = ?`,
        )
        .get(bookId) as Record<string, number | null>;
      const n = (k: string) => (r[k] as number | null) ?? 0;
      return {
        rows: n('rows'),
        companies: n('companies'),
        exposurePaisa: n('exposure'),
        counts: { resolved: n('resolved'), ambiguous: n('ambiguous'), unmatched: n('unmatched'), bad: n('bad'), pending: n('pending') },
        sandbox: n('sandbox') === 1,
      };
    },
    /** The books that hold a company (resolved rows), for invalidation and the connector. */
    booksOf(companyId: string): string[] {
      return ctx.stmt(`SELECT DISTINCT portfolio_id FROM portfolio_rows WHERE company_id = ? AND resolution = 'resolved'`).pluck().all(companyId) as string[];
    },
    /** Every company some book's resolved row names. */
    companies(): string[] {
      return ctx.stmt(`SELECT DISTINCT company_id FROM portfolio_rows WHERE resolution = 'resolved' ORDER BY company_id`).pluck().all() as string[];
    },
  };
}
