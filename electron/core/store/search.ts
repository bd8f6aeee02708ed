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

export { SEARCH_KINDS, SNIPPET_CLOSE, SNIPPET_OPEN, type SearchHit, type SearchKind } from './search-hits';

export interface RankedOptions {
  kinds?: readonly SearchKind[];
  limit?: number;
  offset?: number;
}

/** Matches ranked per kind and keystroke in typeahead; see search-hits.ts. */
export const TYPEAHEAD_CAP = 1000;
/**
 * Matches ranked per kind in a full search. Exact below it; above it (a generic word such as
 * "financial" over millions of filings) bm25 barely separates the rows anyway, and ranking them
 * all would take seconds.
 */
export const RANKED_CAP = 20000;

const BY_KIND: Record<SearchKind, (ctx: StoreContext, q: HitQuery) => SearchHit[]> = {
  company: companyHits,
  director: directorHits,
  filing: filingHits,
  item: itemHits,
  pdf: pdfHits,
};

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

export function createSearch(ctx: StoreContext) {
  return {
    /**
     * As-you-type search over every kind: identifier prefixes first (from the primary keys), then
     * the best few of each kind, interleaved. Never throws on user text; empty text gives [].
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
        const groups = SEARCH_KINDS.map((kind) => BY_KIND[kind](ctx, { match, limit, cap: TYPEAHEAD_CAP }));
        interleave(groups, limit * 2).forEach(add);
      }
      return out;
    },
    /**
     * Full search, best first by bm25 across the chosen kinds, paged with limit/offset. Scores of
     * different kinds come from different tables and are only roughly comparable; the UI groups by kind.
     */
    ranked(text: string, opts: RankedOptions = {}): SearchHit[] {
      const limit = Math.max(1, Math.min(opts.limit ?? 50, 500));
      const offset = Math.max(0, opts.offset ?? 0);
      const match = toFtsQuery(text, { prefixLast: true });
      if (!match) return [];
      const kinds = opts.kinds?.length ? opts.kinds : SEARCH_KINDS;
      const merged = kinds.flatMap((kind) => BY_KIND[kind](ctx, { match, limit: offset + limit, cap: RANKED_CAP }));
      merged.sort((a, b) => a.rank - b.rank);
      return merged.slice(offset, offset + limit);
    },
  };
}

export type SearchRepo = ReturnType<typeof createSearch>;
