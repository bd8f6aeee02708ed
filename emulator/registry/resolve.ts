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

type Hit = { index: number; score: number };

function sorted(hits: Hit[], limit: number, orderKey: (index: number) => string): Hit[] {
  hits.sort((a, b) => b.score - a.score || (orderKey(a.index) < orderKey(b.index) ? -1 : 1));
  return hits.slice(0, Math.max(0, limit));
}

/** Best `limit` documents by score (ties by the caller's order key), scanning once. */
export function rank(docs: SearchDoc[], query: string, accept: (index: number) => boolean, limit: number, orderKey: (index: number) => string): Hit[] {
  const q = tokens(query);
  const nq = q.join(' ');
  const hits: Hit[] = [];
  for (const doc of docs) {
    const score = scoreDoc(doc, q, nq);
    if (score > 0 && accept(doc.index)) hits.push({ index: doc.index, score });
  }
  return sorted(hits, limit, orderKey);
}

/** A former name ranks just below the same words in a current name. */
const FORMER = 0.98;
/** A match that needed a spelling tolerance ranks below any exact or prefix match of the same shape. */
const FUZZY = 0.9;

/** Edit distance with adjacent transpositions (optimal string alignment), stopping once past `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, prev2[j - 2]! + 1);
      row.push(v);
      best = Math.min(best, v);
    }
    if (best > max) return max + 1;
    prev2 = prev;
    prev = row;
  }
  return prev[b.length]!;
}

/** Letters a word may have wrong (judged by the longer of the two words): none below five letters, one up to seven, two from eight. */
export function typoAllowance(word: string): number {
  return word.length >= 8 ? 2 : word.length >= 5 ? 1 : 0;
}

/** Like scoreDoc, but a query word may also be a doc word with a letter or two wrong (typoAllowance). */
function scoreDocTolerant(doc: SearchDoc, query: string[]): number {
  if (query.length === 0) return 0;
  let sum = 0;
  for (const q of query) {
    let best = 0;
    for (const t of doc.tokens) {
      if (t === q) {
        best = 1;
        break;
      }
      const allowed = typoAllowance(t.length > q.length ? t : q);
      if (q.length >= 2 && t.startsWith(q)) best = Math.max(best, 0.7);
      else if (allowed > 0 && editDistance(q, t, allowed) <= allowed) best = Math.max(best, 0.6);
    }
    if (best === 0) return 0;
    sum += best;
  }
  const coverage = Math.min(1, query.length / Math.max(1, doc.tokens.length));
  return Math.round((0.85 * (sum / query.length) + 0.1 * coverage) * FUZZY * 10_000) / 10_000;
}

/**
 * Company name search: current names (and brands), then former names (nameHistory) just below them;
 * only when neither matches, the same again tolerating a letter or two wrong per word. A company
 * found several ways keeps its best score.
 */
export function rankCompanies(current: SearchDoc[], former: SearchDoc[], query: string, accept: (index: number) => boolean, limit: number, orderKey: (index: number) => string): Hit[] {
  const q = tokens(query);
  const nq = q.join(' ');
  const best = new Map<number, number>();
  const keep = (index: number, score: number) => {
    if (score > 0 && score > (best.get(index) ?? 0) && accept(index)) best.set(index, score);
  };
  for (const doc of current) keep(doc.index, scoreDoc(doc, q, nq));
  for (const doc of former) keep(doc.index, Math.round(scoreDoc(doc, q, nq) * FORMER * 10_000) / 10_000);
  if (best.size === 0) {
    for (const doc of current) keep(doc.index, scoreDocTolerant(doc, q));
    for (const doc of former) keep(doc.index, Math.round(scoreDocTolerant(doc, q) * FORMER * 10_000) / 10_000);
  }
  return sorted([...best].map(([index, score]) => ({ index, score })), limit, orderKey);
}

export function looksLikeCompanyId(query: string): string | null {
  const id = query.trim().toUpperCase();
  return idTypeOf(id) ? id : null;
}

export function looksLikeDin(query: string): string | null {
  const id = query.trim();
  return /^\d{8}$/.test(id) ? id : null;
}
