import type { StoreContext } from './context';
import { prefixUpperBound } from './fts-query';

export type SearchKind = 'company' | 'director' | 'filing' | 'item' | 'pdf';
export const SEARCH_KINDS: readonly SearchKind[] = ['company', 'director', 'filing', 'item', 'pdf'];

/** Snippet highlight markers: control characters, so no text from a PDF can forge or break them. */
export const SNIPPET_OPEN = '\u0002';
export const SNIPPET_CLOSE = '\u0003';

export interface SearchHit {
  kind: SearchKind;
  id: string;
  companyId: string | null;
  title: string;
  subtitle: string;
  filingId?: string;
  page?: number;
  snippet?: string;
  /** A figure hit's line as stored, for the view to word it as the Financials tab does. */
  item?: ItemFields;
  /**
   * Lower is better. Ranked search: the bm25 score from FTS5. Typeahead: a tier (0 = the name starts
   * with the text; see search-typeahead.ts). Identifier matches get -Infinity so they sort first.
   */
  rank: number;
}

export interface ItemFields {
  formType: string;
  /** The extraction's key: for AOC-4, the calendar year the financial year ends in. */
  key: string;
  /** The extraction's `period_end` as filed, when it has one. */
  periodEnd: string | null;
  scope: string;
  statement: string;
  qname: string;
  /** As filed (decimal text), or null. */
  value: string | null;
  unit: string | null;
}

/** The snippet of a pdf_pages row, from the query that matched it (snippet() needs that query's cursor). */
export const PDF_SNIPPET = `snippet(pdf_pages, 2, '${SNIPPET_OPEN}', '${SNIPPET_CLOSE}', '…', 16)`;

const join = (...parts: (string | number | null | undefined)[]) => parts.filter((p) => p !== null && p !== undefined && p !== '').join(' · ');

export type Raw = Record<string, unknown>;
const s = (v: unknown) => (v === null || v === undefined ? null : String(v));

/**
 * One query per kind: the FTS match picks the best `limit` rows by rank (skipping `offset`), then
 * joins the entity tables for titles. Contentless tables return only rowid and rank, which is all
 * the join needs.
 *
 * `cap` bounds the work for typeahead: FTS5 computes bm25 for every match before it can sort, so
 * a two-letter prefix over a million names would rank hundreds of thousands of rows per keystroke.
 * With a cap, only the first `cap` matches (in rowid order) are ranked: exact whenever the text
 * matches fewer rows than that, a fast sample of good matches while the text is still short.
 */
export interface HitQuery {
  match: string;
  limit: number;
  offset?: number;
  cap?: number;
}

function candidates(table: string, cap: number | undefined): string {
  const capped = cap === undefined ? '' : `LIMIT ${Math.trunc(cap)}`;
  return `(SELECT rowid, rank FROM (SELECT rowid, rank FROM ${table} WHERE ${table} MATCH @match ${capped})
    ORDER BY rank LIMIT @limit OFFSET @offset)`;
}

const params = (q: HitQuery) => ({ match: q.match, limit: q.limit, offset: q.offset ?? 0 });
export function companyHits(ctx: StoreContext, q: HitQuery): SearchHit[] {
  const rows = ctx
    .stmt(
      `SELECT c.id, c.name, c.known_as, c.status, c.city, c.state, m.rank FROM ${candidates('companies_fts', q.cap)} m
       JOIN companies c ON c.rid = m.rowid ORDER BY m.rank`,
    )
    .all(params(q)) as Raw[];
  return rows.map(companyHit);
}

export function companyHit(r: Raw): SearchHit {
  const id = r.id as string;
  return {
    kind: 'company',
    id,
    companyId: id,
    title: s(r.name) ?? id,
    subtitle: join(id, s(r.known_as), s(r.status), [s(r.city), s(r.state)].filter(Boolean).join(', ')),
    rank: (r.rank as number | undefined) ?? Number.NEGATIVE_INFINITY,
  };
}

export function directorHits(ctx: StoreContext, q: HitQuery): SearchHit[] {
  const rows = ctx
    .stmt(
      `SELECT d.din, d.full_name, m.rank,
         (SELECT count(DISTINCT company_id) FROM director_roles r WHERE r.din = d.din) AS companies
       FROM ${candidates('directors_fts', q.cap)} m JOIN directors d ON d.rid = m.rowid ORDER BY m.rank`,
    )
    .all(params(q)) as Raw[];
  return rows.map(directorHit);
}

export function directorHit(r: Raw): SearchHit {
  const din = r.din as string;
  const n = (r.companies as number | undefined) ?? 0;
  return {
    kind: 'director',
    id: din,
    companyId: null,
    title: s(r.full_name) ?? din,
    subtitle: join(`DIN ${din}`, n > 0 ? `${n} compan${n === 1 ? 'y' : 'ies'}` : null),
    rank: (r.rank as number | undefined) ?? Number.NEGATIVE_INFINITY,
  };
}

export function filingHits(ctx: StoreContext, q: HitQuery): SearchHit[] {
  const rows = ctx
    .stmt(
      `SELECT f.filing_id, f.company_id, f.form_id, f.attachment_label, f.document_category, f.date_of_filing,
         c.name AS company_name, m.rank FROM ${candidates('filings_fts', q.cap)} m
       JOIN filings f ON f.rid = m.rowid JOIN companies c ON c.id = f.company_id ORDER BY m.rank`,
    )
    .all(params(q)) as Raw[];
  return rows.map(filingHit);
}

export function filingHit(r: Raw): SearchHit {
  return {
    kind: 'filing',
    id: r.filing_id as string,
    companyId: r.company_id as string,
    filingId: r.filing_id as string,
    title: join(s(r.form_id), s(r.attachment_label) ?? s(r.document_category)) || (r.filing_id as string),
    subtitle: join(s(r.company_name) ?? (r.company_id as string), s(r.date_of_filing)),
    rank: r.rank as number,
  };
}

export function itemHits(ctx: StoreContext, q: HitQuery): SearchHit[] {
  const rows = ctx
    .stmt(
      `SELECT i.id, i.company_id, i.form_type, i.key, i.scope, i.statement, i.label, i.qname, i.value, i.unit, json_extract(x.payload_json, '$.period_end') AS period_end,
         c.name AS company_name, m.rank FROM ${candidates('items_fts', q.cap)} m
       JOIN extraction_items i ON i.id = m.rowid JOIN extractions x ON x.id = i.extraction_id JOIN companies c ON c.id = i.company_id ORDER BY m.rank`,
    )
    .all(params(q)) as Raw[];
  return rows.map(itemHit);
}

export function itemHit(r: Raw): SearchHit {
  return {
    kind: 'item',
    id: String(r.id),
    companyId: r.company_id as string,
    title: r.label as string,
    subtitle: join(s(r.company_name) ?? (r.company_id as string), `${r.form_type} ${r.key}`, s(r.scope), join(s(r.value), s(r.unit))),
    item: {
      formType: r.form_type as string,
      key: r.key as string,
      periodEnd: s(r.period_end),
      scope: r.scope as string,
      statement: r.statement as string,
      qname: r.qname as string,
      value: s(r.value),
      unit: s(r.unit),
    },
    rank: r.rank as number,
  };
}

/**
 * PDF pages by bm25, best `limit` after `offset`. The snippet is taken in the same query that finds
 * and ranks the page: FTS5 sorts by rank first, then makes snippets only for the rows it returns.
 * (A second query `WHERE pdf_pages MATCH ? AND rowid = ?` answered every matching row on some
 * SQLite builds, so a hit showed another page's words.) Callers check that no term matches more
 * rows than the ranked cap before asking (search.ts `rankable`).
 */
export function pdfHits(ctx: StoreContext, q: HitQuery): SearchHit[] {
  const rows = ctx
    .stmt(
      `SELECT t.filing_id, t.page, m.rowid, m.rank, m.snippet, f.company_id, f.form_id, f.attachment_label, f.document_category,
         f.date_of_filing, c.name AS company_name
       FROM (SELECT rowid, rank, ${PDF_SNIPPET} AS snippet FROM pdf_pages WHERE pdf_pages MATCH @match
             ORDER BY rank LIMIT @limit OFFSET @offset) m
       JOIN pdf_page_text t ON t.id = m.rowid JOIN filings f ON f.filing_id = t.filing_id JOIN companies c ON c.id = f.company_id
       ORDER BY m.rank`,
    )
    .all(params(q)) as Raw[];
  return rows.map(pdfHit);
}

/** A PDF page hit; `r.snippet` was made by the query that matched the page. */
export function pdfHit(r: Raw): SearchHit {
  return {
    kind: 'pdf',
    id: `${r.filing_id}#${r.page}`,
    companyId: r.company_id as string,
    filingId: r.filing_id as string,
    page: Number(r.page),
    snippet: r.snippet as string,
    title: join(join(s(r.form_id), s(r.attachment_label) ?? s(r.document_category)) || (r.filing_id as string), `page ${r.page}`),
    subtitle: join(s(r.company_name) ?? (r.company_id as string), s(r.date_of_filing)),
    rank: r.rank as number,
  };
}

/** Companies and directors whose identifier starts with `prefix`, straight off the primary-key indexes. */
export function identifierHits(ctx: StoreContext, prefix: string, limit: number): SearchHit[] {
  const hi = prefixUpperBound(prefix);
  const companies = ctx
    .stmt('SELECT id, name, known_as, status, city, state FROM companies WHERE id >= ? AND id < ? ORDER BY id LIMIT ?')
    .all(prefix, hi, limit) as Raw[];
  const directors = /^[0-9]+$/.test(prefix)
    ? (ctx.stmt('SELECT din, full_name FROM directors WHERE din >= ? AND din < ? ORDER BY din LIMIT ?').all(prefix, hi, limit) as Raw[])
    : [];
  return [...companies.map(companyHit), ...directors.map(directorHit)].slice(0, limit);
}
