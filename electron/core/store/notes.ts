import type { NoteAnchor } from '../../../shared/bridge/reports';
import type { StoreContext } from './context';
import { toFtsQuery } from './fts-query';

/**
 * The analyst's notes. Every write keeps notes_fts (external content over the notes table) in step
 * inside the same transaction: an external-content row is deleted by giving FTS5 its old text, so
 * updates and deletes read the row first.
 */
export interface NoteInput {
  companyId: string;
  anchor: NoteAnchor;
  body: string;
  /** Written by the analyst (default) or by an assistant through the library connector. */
  author?: NoteAuthor;
}

export type NoteAuthor = 'analyst' | 'assistant';

export interface NoteRow {
  id: number;
  companyId: string;
  anchor: NoteAnchor;
  body: string;
  author: NoteAuthor;
  createdAt: string;
  updatedAt: string;
}

export interface NoteHit extends NoteRow {
  /** The body around the match, matched words between `open` and `close` markers given to search(). */
  snippet: string;
}

interface Raw {
  id: number;
  company_id: string;
  anchor_kind: NoteAnchor['kind'];
  filing_id: string | null;
  page: number | null;
  selection: string | null;
  form: string | null;
  fy_start: number | null;
  scope: string | null;
  qname: string | null;
  body: string;
  author: NoteAuthor;
  created_at: string;
  updated_at: string;
  team_uid: string;
}

/** A note as the team library carries it: its id across replicas and its own timestamps. */
export interface TeamNote {
  uid: string;
  companyId: string;
  anchor: NoteAnchor;
  body: string;
  author: NoteAuthor;
  createdAt: string;
  updatedAt: string;
}

function anchorOf(r: Raw): NoteAnchor {
  switch (r.anchor_kind) {
    case 'filing-page':
      return { kind: 'filing-page', filingId: r.filing_id ?? '', page: r.page ?? 1 };
    case 'pdf-selection':
      return { kind: 'pdf-selection', filingId: r.filing_id ?? '', page: r.page ?? 1, text: r.selection ?? '' };
    case 'figure':
      return {
        kind: 'figure',
        ...(r.filing_id ? { filingId: r.filing_id } : {}),
        form: r.form ?? 'AOC-4',
        fyStart: r.fy_start ?? 0,
        scope: r.scope === 'consolidated' ? 'consolidated' : 'standalone',
        qname: r.qname ?? '',
      };
    default:
      return { kind: 'company' };
  }
}

const toRow = (r: Raw): NoteRow => ({
  id: r.id,
  companyId: r.company_id,
  anchor: anchorOf(r),
  body: r.body,
  author: r.author === 'assistant' ? 'assistant' : 'analyst',
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

/** The anchor as the table's columns (all named, unused ones null). */
function anchorColumns(a: NoteAnchor) {
  return {
    anchor_kind: a.kind,
    filing_id: a.kind === 'company' ? null : (a.filingId ?? null),
    page: a.kind === 'filing-page' || a.kind === 'pdf-selection' ? a.page : null,
    selection: a.kind === 'pdf-selection' ? a.text : null,
    form: a.kind === 'figure' ? a.form : null,
    fy_start: a.kind === 'figure' ? a.fyStart : null,
    scope: a.kind === 'figure' ? a.scope : null,
    qname: a.kind === 'figure' ? a.qname : null,
  };
}

const SELECT = 'SELECT * FROM notes';

export function createNotes(ctx: StoreContext) {
  const get = (id: number): NoteRow | null => {
    const r = ctx.stmt(`${SELECT} WHERE id = ?`).get(id) as Raw | undefined;
    return r ? toRow(r) : null;
  };
  const unindex = (id: number) =>
    ctx
      .stmt(
        `INSERT INTO notes_fts (notes_fts, rowid, body, selection, qname)
         SELECT 'delete', id, body, coalesce(selection, ''), coalesce(qname, '') FROM notes WHERE id = ?`,
      )
      .run(id);
  const index = (id: number) =>
    ctx
      .stmt(`INSERT INTO notes_fts (rowid, body, selection, qname) SELECT id, body, coalesce(selection, ''), coalesce(qname, '') FROM notes WHERE id = ?`)
      .run(id);
  const inTx = <T>(fn: () => T): T => ctx.db.transaction(fn)();

  return {
    get,
    create(input: NoteInput): NoteRow {
      return inTx(() => {
        const now = ctx.now();
        const info = ctx
          .stmt(
            `INSERT INTO notes (company_id, anchor_kind, filing_id, page, selection, form, fy_start, scope, qname, body, author, created_at, updated_at)
             VALUES (@company_id, @anchor_kind, @filing_id, @page, @selection, @form, @fy_start, @scope, @qname, @body, @author, @now, @now)`,
          )
          .run({ company_id: input.companyId, ...anchorColumns(input.anchor), body: input.body, author: input.author ?? 'analyst', now });
        const id = Number(info.lastInsertRowid);
        index(id);
        return get(id)!;
      });
    },
    /** Changes the body and/or the anchor; null when there is no such note. */
    update(id: number, change: { body?: string; anchor?: NoteAnchor }): NoteRow | null {
      return inTx(() => {
        const old = get(id);
        if (!old) return null;
        unindex(id);
        ctx
          .stmt(
            `UPDATE notes SET anchor_kind = @anchor_kind, filing_id = @filing_id, page = @page, selection = @selection, form = @form,
               fy_start = @fy_start, scope = @scope, qname = @qname, body = @body, updated_at = @now WHERE id = @id`,
          )
          .run({ id, ...anchorColumns(change.anchor ?? old.anchor), body: change.body ?? old.body, now: ctx.now() });
        index(id);
        return get(id);
      });
    },
    delete(id: number): boolean {
      return inTx(() => {
        if (!get(id)) return false;
        unindex(id);
        ctx.stmt('DELETE FROM notes WHERE id = ?').run(id);
        return true;
      });
    },
    /**
     * Every note with its team id, for the push. The id is minted when the note is written (a
     * random one, migration 028), never made of the row id: a row id SQLite gives again would make
     * a new note the deleted one's namesake.
     */
    forTeam(): TeamNote[] {
      return (ctx.stmt(`${SELECT} ORDER BY id`).all() as Raw[]).map((r) => {
        const { id: _id, ...row } = toRow(r);
        return { ...row, uid: r.team_uid };
      });
    },
    /**
     * A colleague's note (or a later version of one of ours) from the team: added, or replacing the
     * local text when the team's is the later write; a local version written later stays (it goes
     * to the team at the next push). Says which.
     */
    putFromTeam(n: TeamNote): 'added' | 'updated' | 'kept' {
      return inTx(() => {
        const local = ctx.stmt('SELECT id, updated_at FROM notes WHERE team_uid = ?').get(n.uid) as { id: number; updated_at: string } | undefined;
        const columns = { company_id: n.companyId, ...anchorColumns(n.anchor), body: n.body, author: n.author, created_at: n.createdAt, updated_at: n.updatedAt, team_uid: n.uid };
        if (!local) {
          const info = ctx
            .stmt(
              `INSERT INTO notes (company_id, anchor_kind, filing_id, page, selection, form, fy_start, scope, qname, body, author, created_at, updated_at, team_uid)
               VALUES (@company_id, @anchor_kind, @filing_id, @page, @selection, @form, @fy_start, @scope, @qname, @body, @author, @created_at, @updated_at, @team_uid)`,
            )
            .run(columns);
          index(Number(info.lastInsertRowid));
          return 'added';
        }
        if (local.updated_at >= n.updatedAt) return 'kept';
        unindex(local.id);
        ctx
          .stmt(
            `UPDATE notes SET anchor_kind = @anchor_kind, filing_id = @filing_id, page = @page, selection = @selection, form = @form,
               fy_start = @fy_start, scope = @scope, qname = @qname, body = @body, updated_at = @updated_at WHERE id = @id`,
          )
          .run({ ...columns, id: local.id });
        index(local.id);
        return 'updated';
      });
    },
    /** Oldest first: the order the analyst wrote them in, as a report reads them. */
    listByCompany(companyId: string): NoteRow[] {
      return (ctx.stmt(`${SELECT} WHERE company_id = ? ORDER BY created_at, id`).all(companyId) as Raw[]).map(toRow);
    },
    /** Full-text search over body, selected PDF text and qname; best first. Never throws on user text. */
    search(text: string, opts: { companyId?: string; limit?: number; open?: string; close?: string } = {}): NoteHit[] {
      const match = toFtsQuery(text, { prefixLast: true });
      if (!match) return [];
      const limit = Math.max(1, Math.min(opts.limit ?? 50, 500));
      const rows = ctx
        .stmt(
          `SELECT n.*, snippet(notes_fts, 0, @open, @close, '…', 16) AS snippet FROM notes_fts
           JOIN notes n ON n.id = notes_fts.rowid
           WHERE notes_fts MATCH @match AND (@company IS NULL OR n.company_id = @company)
           ORDER BY notes_fts.rank LIMIT @limit`,
        )
        .all({ match, company: opts.companyId ?? null, limit, open: opts.open ?? '«', close: opts.close ?? '»' }) as Array<Raw & { snippet: string }>;
      return rows.map((r) => ({ ...toRow(r), snippet: r.snippet }));
    },
  };
}
