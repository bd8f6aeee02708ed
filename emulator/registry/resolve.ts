// Name search over companies and directors: token matching ranked by matchScore, exact identifiers
// answered with a single hit of score 1.
import { idTypeOf } from './ids';

const STOP_WORDS = new Set(['private', 'pvt', 'limited', 'ltd', 'llp', 'opc', 'the', 'and', 'of', 'co', 'company', 'pte', 'inc', 'gmbh']);

export function tokens(text: string): string[] {
  return text.toLowerCase().replace(/[^a-z0-9 ]+/g, ' ').split(/\s+/).filter((t) => t.length > 0 && !STOP_WORDS.has(t));
}

export interface SearchDoc {
  index: number;
  tokens: string[];
  normalised: string;
}

export function searchDoc(index: number, ...texts: Array<string | null>): SearchDoc {
  const all = texts.filter((t): t is string => t !== null).flatMap(tokens);
  return { index, tokens: [...new Set(all)], normalised: tokens(texts[0] ?? '').join(' ') };
}

/** 0 when a query token matches nothing; otherwise higher for exact tokens, full coverage and exact names. */
export function scoreDoc(doc: SearchDoc, query: string[], normalisedQuery: string): number {
  if (query.length === 0) return 0;
  let sum = 0;
  for (const q of query) {
    let best = 0;
    for (const t of doc.tokens) {
      if (t === q) {
        best = 1;
        break;
      }
      if (q.length >= 2 && t.startsWith(q)) best = Math.max(best, 0.7);
    }
    if (best === 0) return 0;
    sum += best;
  }
  if (doc.normalised === normalisedQuery) return 0.99;
  const coverage = Math.min(1, query.length / Math.max(1, doc.tokens.length));
  return Math.round((0.85 * (sum / query.length) + 0.1 * coverage) * 10_000) / 10_000;
}

/** Best `limit` documents by score (ties by the caller's order key), scanning once. */
export function rank(docs: SearchDoc[], query: string, accept: (index: number) => boolean, limit: number, orderKey: (index: number) => string): Array<{ index: number; score: number }> {
  const q = tokens(query);
  const nq = q.join(' ');
  const hits: Array<{ index: number; score: number }> = [];
  for (const doc of docs) {
    const score = scoreDoc(doc, q, nq);
    if (score > 0 && accept(doc.index)) hits.push({ index: doc.index, score });
  }
  hits.sort((a, b) => b.score - a.score || (orderKey(a.index) < orderKey(b.index) ? -1 : 1));
  return hits.slice(0, Math.max(0, limit));
}

export function looksLikeCompanyId(query: string): string | null {
  const id = query.trim().toUpperCase();
  return idTypeOf(id) ? id : null;
}

export function looksLikeDin(query: string): string | null {
  const id = query.trim();
  return /^\d{8}$/.test(id) ? id : null;
}
