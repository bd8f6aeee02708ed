import type { StoreContext } from './context';
import { PDF_SNIPPET, type Raw, type SearchHit, type SearchKind, companyHit, directorHit, filingHit, itemHit, pdfHit } from './search-hits';
import { companiesByNameKey, companiesByRareWords, NAME_KEY_READS_PER_HIT } from './search-name-keys';

/**
 * Typeahead candidates per kind, without bm25. FTS5's bm25 counts every row that contains each
 * term before it can score one (its IDF), so on a big library a short prefix such as "re" or a
 * common word such as "private" costs a scan of hundreds of thousands of rows per keystroke, however
 * few rows are ranked. Here each kind takes its first `cap` matches straight off the index, then orders those by a cheap tier computed from the entity
 * row: 0 when the name (form, label) starts with what was typed, 1 for a known-as that does, 2 for
 * any other match; shorter names first within a tier. Ranked search (search-hits.ts) keeps bm25.
 * Companies come first off the name-key indexes (search-name-keys.ts, migration 008): names that
 * start with the text, read as a B-tree range; FTS only tops up a list shorter than the limit.
 */
export interface TypeaheadQuery {
  /** What was typed, as typed. */
  text: string;
  match: string;
  /** One cheap FTS expression per term (see termProbes): a kind none of them all match is skipped. */
  probes: readonly string[];
  /** LIKE pattern "what was typed%", escaped with backslash. */
  like: string;
  limit: number;
  cap: number;
}

/** `text` trimmed as a LIKE prefix pattern (ASCII case-insensitive), its wildcards escaped. */
export function likePrefix(text: string): string {
  return `${String(text ?? '').normalize('NFKC').trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The longest prefix the register's FTS tables index (migration 007). */
const LONGEST_INDEXED_PREFIX = 8;

/**
 * Per term of `match`, an expression that answers "does this table hold it at all" off the index:
 * a whole term as itself, a prefix cut to the indexed prefix lengths. A longer prefix makes FTS5
 * merge the doclists of every term it covers before the first row comes out, so a kind that lacks
 * another term ("bharat" among filings) is skipped before that work.
 */
export function termProbes(match: string): string[] {
  const probes: string[] = [];
  for (const m of match.matchAll(/"([^"]*)"(\*?)/g)) {
    const term = m[1]!;
    probes.push(m[2] ? `"${[...term].slice(0, LONGEST_INDEXED_PREFIX).join('')}"*` : `"${term}"`);
  }
  return probes;
}

export function holdsEveryTerm(ctx: StoreContext, table: string, probes: readonly string[]): boolean {
  if (probes.length < 2) return true;
  const any = ctx.stmt(`SELECT 1 FROM ${table} WHERE ${table} MATCH ? LIMIT 1`);
  return probes.every((p) => any.get(p) !== undefined);
}

// Ascending: FTS5 walks its doclists forward about twice as fast as backward.
const candidates = (table: string) => `(SELECT rowid FROM ${table} WHERE ${table} MATCH @match ORDER BY rowid LIMIT @cap)`;
const bind = (q: TypeaheadQuery) => ({ match: q.match, like: q.like, limit: q.limit, cap: q.cap });

/** Names that start with the text come off the name-key index; FTS only tops up a short list. */
function companies(ctx: StoreContext, q: TypeaheadQuery): SearchHit[] {
  const byKey = companiesByNameKey(ctx, q.text, q.limit, Math.min(q.cap, q.limit * NAME_KEY_READS_PER_HIT));
  if (byKey.length >= q.limit) return byKey;
  const topUp = companiesByRareWords(ctx, q);
  const ids = new Set(byKey.map((h) => h.id));
  return [...byKey, ...topUp.filter((h) => !ids.has(h.id))].slice(0, q.limit);
}

function companiesByFts(ctx: StoreContext, q: TypeaheadQuery): SearchHit[] {
  const rows = ctx
    .stmt(
      `SELECT c.id, c.name, c.known_as, c.status, c.city, c.state,
         CASE WHEN c.name LIKE @like ESCAPE '\\' THEN 0 WHEN c.known_as LIKE @like ESCAPE '\\' THEN 1 ELSE 2 END AS rank
       FROM ${candidates('companies_fts')} m JOIN companies c ON c.rid = m.rowid
       ORDER BY rank, length(c.name), m.rowid LIMIT @limit`,
    )
    .all(bind(q)) as Raw[];
  return rows.map(companyHit);
}

function directors(ctx: StoreContext, q: TypeaheadQuery): SearchHit[] {
  // The role count is computed for the kept rows only, not for every candidate.
  const rows = ctx
    .stmt(
      `SELECT k.*, (SELECT count(DISTINCT company_id) FROM director_roles r WHERE r.din = k.din) AS companies FROM (
         SELECT d.din, d.full_name, CASE WHEN d.full_name LIKE @like ESCAPE '\\' THEN 0 ELSE 2 END AS rank
         FROM ${candidates('directors_fts')} m JOIN directors d ON d.rid = m.rowid
         ORDER BY rank, length(d.full_name), m.rowid LIMIT @limit) k`,
    )
    .all(bind(q)) as Raw[];
  return rows.map(directorHit);
}

function filings(ctx: StoreContext, q: TypeaheadQuery): SearchHit[] {
  const rows = ctx
    .stmt(
      `SELECT f.filing_id, f.company_id, f.form_id, f.attachment_label, f.document_category, f.date_of_filing,
         c.name AS company_name, CASE WHEN f.form_id LIKE @like ESCAPE '\\' THEN 0 ELSE 2 END AS rank
       FROM ${candidates('filings_fts')} m JOIN filings f ON f.rid = m.rowid JOIN companies c ON c.id = f.company_id
       ORDER BY rank, f.date_of_filing DESC, m.rowid LIMIT @limit`,
    )
    .all(bind(q)) as Raw[];
  return rows.map(filingHit);
}

function items(ctx: StoreContext, q: TypeaheadQuery): SearchHit[] {
  const rows = ctx
    .stmt(
      `SELECT i.id, i.company_id, i.form_type, i.key, i.scope, i.statement, i.label, i.qname, i.value, i.unit, json_extract(x.payload_json, '$.period_end') AS period_end, c.name AS company_name,
         CASE WHEN i.label LIKE @like ESCAPE '\\' THEN 0 ELSE 2 END AS rank
       FROM ${candidates('items_fts')} m JOIN extraction_items i ON i.id = m.rowid JOIN extractions x ON x.id = i.extraction_id JOIN companies c ON c.id = i.company_id
       ORDER BY rank, m.rowid LIMIT @limit`,
    )
    .all(bind(q)) as Raw[];
  return rows.map(itemHit);
}

/**
 * Page text has no title to tier by: the first matching pages. Each snippet is made in the query
 * that finds its page (only for the pages kept, as the LIMIT stops the scan), so it is that page's.
 */
function pdfs(ctx: StoreContext, q: TypeaheadQuery): SearchHit[] {
  const rows = ctx
    .stmt(
      `SELECT t.filing_id, t.page, m.rowid, 2 AS rank, m.snippet, f.company_id, f.form_id, f.attachment_label, f.document_category,
         f.date_of_filing, c.name AS company_name
       FROM (SELECT rowid, ${PDF_SNIPPET} AS snippet FROM pdf_pages WHERE pdf_pages MATCH @match ORDER BY rowid LIMIT @limit) m
       JOIN pdf_page_text t ON t.id = m.rowid JOIN filings f ON f.filing_id = t.filing_id JOIN companies c ON c.id = f.company_id
       ORDER BY m.rowid`,
    )
    .all({ match: q.match, limit: q.limit }) as Raw[];
  return rows.map(pdfHit);
}

export const TIERED_BY_KIND: Record<SearchKind, { table: string; hits: (ctx: StoreContext, q: TypeaheadQuery) => SearchHit[] }> = {
  company: { table: 'companies_fts', hits: companiesByFts },
  director: { table: 'directors_fts', hits: directors },
  filing: { table: 'filings_fts', hits: filings },
  item: { table: 'items_fts', hits: items },
  pdf: { table: 'pdf_pages', hits: pdfs },
};

export function typeaheadHits(ctx: StoreContext, kind: SearchKind, q: TypeaheadQuery): SearchHit[] {
  if (kind === 'company') return companies(ctx, q);
  const { table, hits } = TIERED_BY_KIND[kind];
  return holdsEveryTerm(ctx, table, q.probes) ? hits(ctx, q) : [];
}
