import type { StoreContext } from './context';

/**
 * A book as the team library shares it (issue 26, item 7; migrations 029 and 032): the book, its
 * rows, saved views and review marks, each by its random id, as one "item" of a kind with the time
 * it was last written; and each removal with its time. Like a note, what a colleague wrote reaches
 * this library only when it is the later write, and a removal never takes away a later edit: an
 * item written here after a colleague removed it stays (and its push brings it back to the team).
 *
 * Keys are `<kind>|<uid>` (the push markers' keys, store/team-pushed.ts). A book's companies are
 * not part of it: its rows name them by identifier, and the team shares company records apart.
 */
export const BOOK_ITEM_KINDS = ['book', 'row', 'view', 'review'] as const;
export type BookItemKind = (typeof BOOK_ITEM_KINDS)[number];

export interface BookItem {
  kind: BookItemKind;
  uid: string;
  /** The book's id (for a book, its own). */
  bookId: string;
  updatedAt: string;
  /** The item's fields as the team keeps them (see `fieldsOf`). */
  fields: Record<string, unknown>;
}

export interface BookItemRemoval {
  kind: BookItemKind;
  uid: string;
  bookId: string;
  removedAt: string;
}

/** What a write from the team did here. */
export type BookItemOutcome = 'written' | 'kept' | 'no-book';

type Raw = Record<string, unknown>;

export const bookItemKey = (kind: BookItemKind, uid: string): string => `${kind}|${uid}`;

export function splitBookItemKey(key: string): { kind: BookItemKind; uid: string } | null {
  const at = key.indexOf('|');
  const kind = key.slice(0, at) as BookItemKind;
  return at > 0 && BOOK_ITEM_KINDS.includes(kind) ? { kind, uid: key.slice(at + 1) } : null;
}

const TABLE: Record<BookItemKind, { table: string; id: string; book: string }> = {
  book: { table: 'portfolios', id: 'id', book: 'id' },
  row: { table: 'portfolio_rows', id: 'uid', book: 'portfolio_id' },
  view: { table: 'portfolio_views', id: 'uid', book: 'portfolio_id' },
  review: { table: 'portfolio_reviews', id: 'uid', book: 'portfolio_id' },
};

function fieldsOf(kind: BookItemKind, r: Raw): Record<string, unknown> {
  switch (kind) {
    case 'book':
      return { name: r.name, sourceName: r.source_name, groupThresholdBasisPoints: r.group_threshold_bp, createdBy: r.created_by, createdAt: r.created_at };
    case 'row':
      return {
        line: r.line,
        reference: r.reference,
        written: JSON.parse(r.written_json as string),
        exposurePaisa: r.exposure_paisa,
        sanctionDate: r.sanction_date,
        rm: r.rm,
        state: r.state,
        pin: r.pin,
        tags: JSON.parse(r.tags_json as string),
        companyId: r.company_id,
        resolution: r.resolution,
        resolvedBy: r.resolved_by,
        candidates: JSON.parse(r.candidates_json as string),
        problem: r.problem,
      };
    case 'view':
      return { name: r.name, spec: JSON.parse(r.spec_json as string) };
    case 'review':
      return { companyId: r.company_id, reviewedAt: r.reviewed_at };
  }
}

const nameKey = (name: string): string => name.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();

export function createBookSharing(ctx: StoreContext) {
  const local = (kind: BookItemKind, uid: string): Raw | null => {
    const t = TABLE[kind];
    return (ctx.stmt(`SELECT * FROM ${t.table} WHERE ${t.id} = ?`).get(uid) as Raw | undefined) ?? null;
  };
  const tombstoneAt = (uid: string): string | null => (ctx.stmt('SELECT removed_at FROM portfolio_tombstones WHERE uid = ?').pluck().get(uid) as string | undefined) ?? null;
  const tombstone = (kind: BookItemKind, uid: string, bookId: string, at: string) =>
    ctx.stmt('INSERT OR REPLACE INTO portfolio_tombstones (uid, kind, portfolio_id, removed_at) VALUES (?, ?, ?, ?)').run(uid, kind, bookId, at);

  /** A name no other book of this library holds: the team's, or with "(team)" and a number after it. */
  const freeName = (bookId: string, name: string): string => {
    const taken = (n: string) => {
      const other = ctx.stmt('SELECT id FROM portfolios WHERE name_key = ?').pluck().get(nameKey(n)) as string | undefined;
      return other !== undefined && other !== bookId;
    };
    if (!taken(name)) return name;
    for (let i = 1; ; i++) {
      const candidate = i === 1 ? `${name} (team)` : `${name} (team ${i})`;
      if (!taken(candidate)) return candidate;
    }
  };

  /** An item with the same natural key (a view's name, a company's review mark in the book) but another id. */
  const twin = (item: BookItem): Raw | null => {
    if (item.kind === 'view') {
      return (ctx.stmt('SELECT * FROM portfolio_views WHERE portfolio_id = ? AND name = ? AND uid <> ?').get(item.bookId, item.fields.name, item.uid) as Raw | undefined) ?? null;
    }
    if (item.kind === 'review') {
      return (
        (ctx.stmt('SELECT * FROM portfolio_reviews WHERE portfolio_id = ? AND company_id = ? AND uid <> ?').get(item.bookId, item.fields.companyId, item.uid) as Raw | undefined) ?? null
      );
    }
    return null;
  };

  function write(item: BookItem): void {
    const f = item.fields;
    const at = item.updatedAt;
    switch (item.kind) {
      case 'book': {
        const name = freeName(item.uid, String(f.name));
        ctx
          .stmt(
            `INSERT INTO portfolios (id, name, name_key, source_name, group_threshold_bp, created_by, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
             ON CONFLICT (id) DO UPDATE SET name = excluded.name, name_key = excluded.name_key, source_name = excluded.source_name,
               group_threshold_bp = excluded.group_threshold_bp, updated_at = excluded.updated_at`,
          )
          .run(item.uid, name, nameKey(name), f.sourceName ?? null, f.groupThresholdBasisPoints, f.createdBy ?? null, f.createdAt, at);
        return;
      }
      case 'row':
        ctx
          .stmt(
            `INSERT INTO portfolio_rows (uid, portfolio_id, line, reference, written_json, exposure_paisa, sanction_date, rm, state, pin, tags_json,
               company_id, resolution, resolved_by, candidates_json, problem, updated_at)
             VALUES (@uid, @book, @line, @reference, @written, @exposure, @sanction, @rm, @state, @pin, @tags, @company, @resolution, @resolvedBy, @candidates, @problem, @at)
             ON CONFLICT (uid) DO UPDATE SET line = excluded.line, reference = excluded.reference, written_json = excluded.written_json,
               exposure_paisa = excluded.exposure_paisa, sanction_date = excluded.sanction_date, rm = excluded.rm, state = excluded.state, pin = excluded.pin,
               tags_json = excluded.tags_json, company_id = excluded.company_id, resolution = excluded.resolution, resolved_by = excluded.resolved_by,
               candidates_json = excluded.candidates_json, problem = excluded.problem, updated_at = excluded.updated_at`,
          )
          .run({
            uid: item.uid,
            book: item.bookId,
            line: f.line,
            reference: f.reference ?? null,
            written: JSON.stringify(f.written ?? {}),
            exposure: f.exposurePaisa ?? null,
            sanction: f.sanctionDate ?? null,
            rm: f.rm ?? null,
            state: f.state ?? null,
            pin: f.pin ?? null,
            tags: JSON.stringify(f.tags ?? {}),
            company: f.companyId ?? null,
            resolution: f.resolution,
            resolvedBy: f.resolvedBy ?? null,
            candidates: JSON.stringify(f.candidates ?? []),
            problem: f.problem ?? null,
            at,
          });
        return;
      case 'view':
        ctx
          .stmt(
            `INSERT INTO portfolio_views (uid, portfolio_id, name, spec_json, updated_at) VALUES (?, ?, ?, ?, ?)
             ON CONFLICT (uid) DO UPDATE SET name = excluded.name, spec_json = excluded.spec_json, updated_at = excluded.updated_at`,
          )
          .run(item.uid, item.bookId, f.name, JSON.stringify(f.spec ?? {}), at);
        return;
      case 'review':
        ctx
          .stmt(
            `INSERT INTO portfolio_reviews (uid, portfolio_id, company_id, reviewed_at, updated_at) VALUES (?, ?, ?, ?, ?)
             ON CONFLICT (uid) DO UPDATE SET reviewed_at = excluded.reviewed_at, updated_at = excluded.updated_at`,
          )
          .run(item.uid, item.bookId, f.companyId, f.reviewedAt, at);
        return;
    }
  }

  return {
    /** An item of this library as the team is sent it, by its push key; null when it is gone. */
    item(key: string): BookItem | null {
      const k = splitBookItemKey(key);
      if (!k) return null;
      const r = local(k.kind, k.uid);
      if (!r) return null;
      const t = TABLE[k.kind];
      return { kind: k.kind, uid: k.uid, bookId: r[t.book] as string, updatedAt: r.updated_at as string, fields: fieldsOf(k.kind, r) };
    },
    /** A removal made here, by its push key. */
    removal(key: string): BookItemRemoval | null {
      const k = splitBookItemKey(key);
      if (!k) return null;
      const r = ctx.stmt('SELECT portfolio_id, removed_at FROM portfolio_tombstones WHERE uid = ? AND kind = ?').get(k.uid, k.kind) as Raw | undefined;
      return r ? { kind: k.kind, uid: k.uid, bookId: r.portfolio_id as string, removedAt: r.removed_at as string } : null;
    },

    /**
     * A colleague's item, written here when it is the later write: not when this library holds it
     * written at the same time or later, nor when it was removed here at that time or later. A
     * view or mark that takes the place of another (the same name, the same company) replaces it
     * only when later. A row, view or mark whose book this library does not hold waits (`no-book`).
     */
    putFromTeam(item: BookItem): BookItemOutcome {
      const removed = tombstoneAt(item.uid);
      if (removed !== null && removed >= item.updatedAt) return 'kept';
      const held = local(item.kind, item.uid);
      if (held && (held.updated_at as string) >= item.updatedAt) return 'kept';
      if (item.kind !== 'book' && ctx.stmt('SELECT 1 FROM portfolios WHERE id = ?').get(item.bookId) === undefined) return 'no-book';
      const other = twin(item);
      if (other) {
        if ((other.updated_at as string) >= item.updatedAt) return 'kept';
        ctx.stmt(`DELETE FROM ${TABLE[item.kind].table} WHERE uid = ?`).run(other.uid);
        tombstone(item.kind, other.uid as string, item.bookId, item.updatedAt);
      }
      write(item);
      ctx.stmt('DELETE FROM portfolio_tombstones WHERE uid = ?').run(item.uid);
      return 'written';
    },

    /**
     * A colleague's removal, done here unless this library wrote the item later (that edit stays,
     * and its push brings the item back for the team). A book goes with its rows, views and marks,
     * each tombstoned with the book's time. The tombstones carry the colleague's time, so the push
     * markers can say the team has them.
     */
    removeFromTeam(r: BookItemRemoval): 'removed' | 'kept' | 'absent' {
      const held = local(r.kind, r.uid);
      if (!held) return 'absent';
      if ((held.updated_at as string) > r.removedAt) return 'kept';
      if (r.kind === 'book') {
        for (const kind of ['row', 'view', 'review'] as const) {
          for (const uid of ctx.stmt(`SELECT uid FROM ${TABLE[kind].table} WHERE portfolio_id = ?`).pluck().all(r.uid) as string[]) tombstone(kind, uid, r.uid, r.removedAt);
        }
      }
      ctx.stmt(`DELETE FROM ${TABLE[r.kind].table} WHERE ${TABLE[r.kind].id} = ?`).run(r.uid);
      tombstone(r.kind, r.uid, r.bookId, r.removedAt);
      return 'removed';
    },

    /** The push keys of the book's rows, views and marks removed with it (marked as held by the team after a pulled removal). */
    removedWith(bookId: string): Array<{ key: string; version: string }> {
      const rows = ctx.stmt(`SELECT kind, uid, removed_at FROM portfolio_tombstones WHERE portfolio_id = ? AND kind <> 'book'`).all(bookId) as Raw[];
      return rows.map((t) => ({ key: bookItemKey(t.kind as BookItemKind, t.uid as string), version: `removed|${t.removed_at as string}` }));
    },
  };
}
