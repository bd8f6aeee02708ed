/**
 * Turns whatever the analyst typed into a safe FTS5 query. FTS5 has its own query language (quotes,
 * AND/OR/NOT/NEAR, column filters, `*`, `^`, parentheses); raw user text would throw syntax errors
 * or change meaning. Only runs of letters, digits and combining marks survive, each becomes a quoted
 * string (so operators and keywords are plain words), and the terms are ANDed. Quoted strings are
 * tokenized by the table's own tokenizer, so scripts it splits differently still match.
 */

const TERM = /[\p{L}\p{N}\p{M}]+/gu;
const HAS_WORD_CHAR = /[\p{L}\p{N}]/u;
const MAX_TERMS = 12;
const MAX_TERM_LENGTH = 64;

export interface FtsQueryOptions {
  /** Typeahead: the last term is still being typed, so it matches as a prefix. */
  prefixLast: boolean;
}

export function ftsTerms(text: string): string[] {
  const normal = String(text ?? '').normalize('NFKC');
  const terms = (normal.match(TERM) ?? []).filter((t) => HAS_WORD_CHAR.test(t)).map((t) => t.slice(0, MAX_TERM_LENGTH));
  return terms.slice(0, MAX_TERMS);
}

/**
 * The FTS5 MATCH expression for `text`, or null when nothing searchable is left. A one-character
 * last term matches exactly rather than as a prefix: `a*` would expand to a large part of the
 * vocabulary on a big library ("AOC-4" still finds its "4"); a lone one-character typeahead is null.
 */
export function toFtsQuery(text: string, opts: FtsQueryOptions): string | null {
  const terms = ftsTerms(text);
  if (terms.length === 0) return null;
  // A trailing space or punctuation means the last word is finished: match it whole.
  const stillTyping = opts.prefixLast && /[\p{L}\p{N}\p{M}]$/u.test(String(text).normalize('NFKC'));
  if (!stillTyping) return terms.map((t) => `"${t}"`).join(' ');
  const last = terms[terms.length - 1]!;
  if ([...last].length < 2) {
    if (terms.length === 1) return null;
    return terms.map((t) => `"${t}"`).join(' ');
  }
  return terms.map((t, i) => (i === terms.length - 1 ? `"${t}"*` : `"${t}"`)).join(' ');
}

/**
 * An identifier-looking query (CIN, FCIN, LLPIN, DIN or a prefix of one), upper-cased, or null.
 * These go to the primary-key index, which answers exact and prefix matches without FTS.
 */
export function identifierPrefix(text: string): string | null {
  const t = String(text ?? '').trim().toUpperCase();
  if (t.length < 2 || t.length > 21) return null;
  if (!/^[A-Z0-9-]+$/.test(t) || !/[0-9]/.test(t)) return null;
  return t;
}

/** The exclusive upper bound of strings starting with `prefix` in SQLite's BINARY collation. */
export function prefixUpperBound(prefix: string): string {
  return `${prefix}\u{10FFFF}`;
}

/**
 * Words in most company names. As FTS terms they make it walk a doclist of most of the register
 * ("limited" is in five names of six); typeahead matches the other terms with FTS and checks these
 * against the name instead. A prefix still being typed counts when it starts one of them ("li").
 */
export const COMMON_NAME_WORDS: readonly string[] = ['private', 'limited', 'llp', 'india', 'pvt', 'ltd', 'company', 'and', 'the', 'of'];

/**
 * Splits a MATCH expression of toFtsQuery into the terms worth an FTS lookup (as a MATCH
 * expression, null when none is left) and the common ones, lower-cased, to check against the name.
 */
export function splitCommonTerms(match: string): { rare: string | null; common: string[] } {
  const rare: string[] = [];
  const common: string[] = [];
  for (const m of match.matchAll(/"([^"]*)"(\*?)/g)) {
    const term = m[1]!.toLowerCase();
    const isCommon = m[2] ? [...term].length >= 2 && COMMON_NAME_WORDS.some((w) => w.startsWith(term)) : COMMON_NAME_WORDS.includes(term);
    if (isCommon) common.push(term);
    else rare.push(m[0]);
  }
  return { rare: rare.length > 0 ? rare.join(' ') : null, common };
}
