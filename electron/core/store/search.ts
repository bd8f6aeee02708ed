import type { StoreContext } from './context';
import { identifierPrefix, toFtsQuery } from './fts-query';
import {
  SEARCH_KINDS,
  type HitQuery,
  type SearchHit,
  type SearchKind,
  companyHits,
  directorHits,
  filingHits,
  identifierHits,
  itemHits,
  pdfHits,
} from './search-hits';
import { TIERED_BY_KIND, holdsEveryTerm, likePrefix, termProbes, typeaheadHits } from './search-typeahead';

export { SEARCH_KINDS, SNIPPET_CLOSE, SNIPPET_OPEN, type SearchHit, type SearchKind } from './search-hits';

/** One kind's hits of a grouped search: its best `limit`, and how many it found in all (to COUNT_CAP). */
export interface SearchGroup {
  kind: SearchKind;
  hits: SearchHit[];
  /** Matches of the kind, counted to COUNT_CAP; `more` says the count stopped there. */
  total: number;
  more: boolean;
}

/** Matches counted per kind in a grouped search: past it the group says "1,000+". */
export const COUNT_CAP = 1000;

export interface RankedOptions {
  kinds?: readonly SearchKind[];
  limit?: number;
  offset?: number;
}

/** Matches per kind and keystroke that typeahead orders; see search-typeahead.ts. */
export const TYPEAHEAD_CAP = 200;
/**
 * Matches ranked per kind in a full search, and the most rows any one term may match for bm25 to
 * rank at all. bm25 first counts every row holding each term (its IDF), so one term in a million
 * rows ("private" among company names, "annual" among filings) costs a scan of a million rows
 * however few rows match the whole query; and among so many rows it barely separates them anyway.
 * Past it, a kind is ordered like typeahead (by tier, over its first UNRANKED_CAP matches).
 */
export const RANKED_CAP = 20000;
export const UNRANKED_CAP = 2000;

const RANKED_BY_KIND: Record<SearchKind, (ctx: StoreContext, q: HitQuery) => SearchHit[]> = {
  company: companyHits,
  director: directorHits,
  filing: filingHits,
  item: itemHits,
  pdf: pdfHits,
};

/** Whether no term matches more than RANKED_CAP rows of `table`: reads at most that many rows per term. */
function rankable(ctx: StoreContext, table: string, probes: readonly string[]): boolean {
  const count = ctx.stmt(`SELECT count(*) FROM (SELECT 1 FROM ${table} WHERE ${table} MATCH ? LIMIT ${RANKED_CAP + 1})`).pluck();
  return probes.every((p) => (count.get(p) as number) <= RANKED_CAP);
}

/** One kind of a full search: bm25 when affordable, else the tiered order typeahead uses. */
function kindHits(ctx: StoreContext, kind: SearchKind, text: string, match: string, limit: number): SearchHit[] {
  const { table, hits } = TIERED_BY_KIND[kind];
  const probes = termProbes(match);
  if (!holdsEveryTerm(ctx, table, probes)) return [];
  if (rankable(ctx, table, probes)) return RANKED_BY_KIND[kind](ctx, { match, limit, cap: RANKED_CAP });
  return hits(ctx, { text, match, probes, like: likePrefix(text), limit, cap: UNRANKED_CAP });
}

/** Takes from each kind in turn so one kind with many hits cannot crowd the others out of a short list. */
function interleave(groups: SearchHit[][], limit: number): SearchHit[] {
  const out: SearchHit[] = [];
  for (let i = 0; out.length < limit; i++) {
    let took = false;
    for (const g of groups) {
      const hit = g[i];
      if (hit && out.length < limit) {
        out.push(hit);
        took = true;
      }
    }
    if (!took) break;
  }
  return out;
}

/** Rows of `table` matching `match`, counted to COUNT_CAP + 1 (off the index, no ranking). */
function countMatches(ctx: StoreContext, table: string, match: string): number {
  return ctx.stmt(`SELECT count(*) FROM (SELECT 1 FROM ${table} WHERE ${table} MATCH ? LIMIT ${COUNT_CAP + 1})`).pluck().get(match) as number;
}

export function createSearch(ctx: StoreContext) {
  return {
    /**
     * Every kind searched on its own: its best `limit` (companies by name start, as typeahead
     * orders them, with identifier prefixes first; the other kinds by bm25 when affordable), and
     * how many it matched, so a kind with many hits never crowds another out and an empty kind
     * can say it found none. Never throws on user text; empty text gives every kind empty.
     */
    grouped(text: string, limit = 20): SearchGroup[] {
      const match = toFtsQuery(text, { prefixLast: true });
      const idPrefix = identifierPrefix(text);
      const byId = idPrefix ? identifierHits(ctx, idPrefix, limit) : [];
      return SEARCH_KINDS.map((kind): SearchGroup => {
        const found: SearchHit[] = byId.filter((h) => h.kind === kind);
        let counted = 0;
        if (match) {
          const { table } = TIERED_BY_KIND[kind];
          const q = { text, match, probes: termProbes(match), like: likePrefix(text), limit, cap: TYPEAHEAD_CAP };
          const hits = kind === 'company' ? typeaheadHits(ctx, kind, q) : kindHits(ctx, kind, text, match, limit);
          const seen = new Set(found.map((h) => h.id));
          for (const h of hits) if (!seen.has(h.id)) found.push(h);
          counted = hits.length === 0 ? 0 : countMatches(ctx, table, match);
        }
        const total = Math.max(counted, found.length);
        return { kind, hits: found.slice(0, limit), total: Math.min(total, COUNT_CAP), more: total > COUNT_CAP };
      });
    },
    /**
     * As-you-type search over every kind: identifier prefixes first (from the primary keys), then
     * the best few of each kind by a cheap tier (search-typeahead.ts), interleaved. Never throws on
     * user text; empty text gives [].
     */
    typeahead(text: string, limit = 10): SearchHit[] {
      const seen = new Set<string>();
      const out: SearchHit[] = [];
      const add = (h: SearchHit) => {
        const k = `${h.kind}:${h.id}`;
        if (seen.has(k) || out.length >= limit) return;
        seen.add(k);
        out.push(h);
      };
      const idPrefix = identifierPrefix(text);
      if (idPrefix) identifierHits(ctx, idPrefix, limit).forEach(add);
      const match = toFtsQuery(text, { prefixLast: true });
      if (match && out.length < limit) {
        const q = { text, match, probes: termProbes(match), like: likePrefix(text), limit, cap: TYPEAHEAD_CAP };
        const groups = SEARCH_KINDS.map((kind) => typeaheadHits(ctx, kind, q));
        interleave(groups, limit * 2).forEach(add);
      }
      return out;
    },
    /** The indexed text of one page of a stored PDF, as pdf.js read it; null when the page is not indexed. */
    pageText(filingId: string, page: number): string | null {
      const text = ctx.stmt('SELECT text FROM pdf_page_text WHERE filing_id = ? AND page = ?').pluck().get(filingId, page);
      return typeof text === 'string' ? text : null;
    },
    /**
     * Full search, best first by bm25 across the chosen kinds, paged with limit/offset. Scores of
     * different kinds come from different tables and are only roughly comparable; the UI groups by
     * kind. A kind whose terms are too common to rank (see RANKED_CAP) comes after the ranked ones,
     * ordered by tier.
     */
    ranked(text: string, opts: RankedOptions = {}): SearchHit[] {
      const limit = Math.max(1, Math.min(opts.limit ?? 50, 500));
      const offset = Math.max(0, opts.offset ?? 0);
      const match = toFtsQuery(text, { prefixLast: true });
      if (!match) return [];
      const kinds = opts.kinds?.length ? opts.kinds : SEARCH_KINDS;
      const merged = kinds.flatMap((kind) => kindHits(ctx, kind, text, match, offset + limit));
      // bm25 scores are negative, tiers are not: the sort puts ranked hits first; it is stable within a kind.
      merged.sort((a, b) => a.rank - b.rank);
      return merged.slice(offset, offset + limit);
    },
  };
}
