import type { StoreContext } from './context';
import { prefixUpperBound, splitCommonTerms } from './fts-query';
import { nameKeySql } from './migrations/008-name-keys';
import { type Raw, companyHit, type SearchHit } from './search-hits';

/**
 * Companies whose name (tier 0) or known-as (tier 1) starts with what was typed, read off the
 * name-key indexes of migration 008 instead of FTS: a range scan of at most `cap` keys per index,
 * then the usual typeahead order (tier, shorter names first). Typeahead asks FTS only when this
 * finds fewer than it needs (a word from the middle of a name, a name in another script).
 */

/**
 * Companies matching every typed word anywhere in the name (FTS, tier 2 unless it starts the name),
 * with the common words (fts-query.ts) checked against the name keys instead of FTS: the top-up of
 * a short list of name starts. Nothing when every word is a common one.
 */
export function companiesByRareWords(ctx: StoreContext, q: { match: string; like: string; limit: number; cap: number }): SearchHit[] {
  const { rare, common } = splitCommonTerms(q.match);
  if (rare === null) return [];
  const hay = `' ' || ${nameKeySql('c.name')} || ' ' || coalesce(${nameKeySql('c.known_as')}, '')`;
  const rows = ctx
    .stmt(
      `SELECT c.id, c.name, c.known_as, c.status, c.city, c.state,
         CASE WHEN c.name LIKE @like ESCAPE '\\' THEN 0 WHEN c.known_as LIKE @like ESCAPE '\\' THEN 1 ELSE 2 END AS rank
       FROM (SELECT rowid FROM companies_fts WHERE companies_fts MATCH @rare ORDER BY rowid LIMIT @cap) m
       JOIN companies c ON c.rid = m.rowid
       WHERE NOT EXISTS (SELECT 1 FROM json_each(@common) w WHERE ${hay} NOT LIKE '% ' || w.value || '%')
       ORDER BY rank, length(c.name), m.rowid LIMIT @limit`,
    )
    .all({ rare, common: JSON.stringify(common), like: q.like, limit: q.limit, cap: q.cap }) as Raw[];
  return rows.map(companyHit);
}

/** The key of the typed text, by the same SQL as the index, so the two can never disagree. */
function keyOf(ctx: StoreContext, text: string): string {
  return ctx.stmt(`SELECT ${nameKeySql('?')}`).pluck().get(text) as string;
}

/** Index entries read per hit wanted: the reads are ordered by key, the hits by length among them. */
export const NAME_KEY_READS_PER_HIT = 4;

const range = (column: string, tier: number) =>
  `SELECT c.rid, c.id, c.name, c.known_as, c.status, c.city, c.state, ${tier} AS rank FROM companies c
   WHERE c.${column} IS NOT NULL AND ${nameKeySql(`c.${column}`)} >= @key AND ${nameKeySql(`c.${column}`)} < @end
   ORDER BY ${nameKeySql(`c.${column}`)} LIMIT @cap`;

/** The SQL of one lookup, exported for the migration test's query-plan check. */
export const COMPANY_NAME_KEY_SQL = `SELECT * FROM (${range('name', 0)}) UNION ALL SELECT * FROM (${range('known_as', 1)})`;

export function companiesByNameKey(ctx: StoreContext, text: string, limit: number, cap: number): SearchHit[] {
  const key = keyOf(ctx, text.normalize('NFKC').trimStart());
  if (key.trim() === '') return [];
  const rows = ctx
    .stmt(`SELECT * FROM (${COMPANY_NAME_KEY_SQL}) ORDER BY rank, length(name), rid`)
    .all({ key, end: prefixUpperBound(key), cap }) as Raw[];
  const seen = new Set<string>();
  const hits: SearchHit[] = [];
  for (const r of rows) {
    if (seen.has(r.id as string)) continue;
    seen.add(r.id as string);
    hits.push(companyHit(r));
    if (hits.length >= limit) break;
  }
  return hits;
}
