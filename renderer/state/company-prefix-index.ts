// The library's companies in memory, for the first answer to a keystroke in the search box: the
// companies the core's typeahead would list, found here in well under a millisecond instead of a
// round trip to the core. The core's answer (every kind: directors, filings, figures, PDF text,
// notes, and names it alone knows, such as former names) replaces this one when it lands.
//
// The rules follow the core's typeahead for companies (electron/core/store/search-typeahead.ts,
// search-name-keys.ts, fts-query.ts), so the first answer is the one that stays: identifiers by
// prefix first; then names, then known-as names, that start with the text (compared as name keys:
// ASCII lower case, the punctuation names are written with or without dropped); then, when those
// are fewer than the limit, names holding every typed word (the last one as a prefix).
import type { CompanySummary, SearchHit } from '../../shared/bridge/views';

const TERM = /[\p{L}\p{N}\p{M}]+/gu;
const HAS_WORD_CHAR = /[\p{L}\p{N}]/u;
const ENDS_IN_WORD = /[\p{L}\p{N}\p{M}]$/u;
/** Words in most company names: matched against the name, never as the words that select. */
const COMMON_NAME_WORDS = ['private', 'limited', 'llp', 'india', 'pvt', 'ltd', 'company', 'and', 'the', 'of'];
/** Name-key entries read per hit wanted, and their most, as the core reads its index. */
const KEY_READS_PER_HIT = 4;
const MAX_KEY_READS = 200;
const MAX_WORD_MATCHES = 200;

const ASCII = /^[\x00-\x7f]*$/;
const ASCII_TERM = /[a-z0-9]+/g;

/** The core's name key (migration 008): punctuation dropped or spaced, ASCII letters lower-cased. */
export function nameKey(text: string): string {
  const spaced = text.replace(/[.,'()"]/g, '').replace(/[-/&]/g, ' ');
  // SQLite's lower() folds ASCII letters only; for an ASCII name that is toLowerCase, done natively.
  return ASCII.test(spaced) ? spaced.toLowerCase() : spaced.replace(/[A-Z]/g, (c) => c.toLowerCase());
}

/** Words as the search index splits and folds them (unicode61, diacritics removed). */
function words(text: string): string[] {
  // Most names are ASCII: no decomposition to undo, a cheaper split (building the index for ten
  // thousand companies stays a few milliseconds).
  if (ASCII.test(text)) return text.toLowerCase().match(ASCII_TERM) ?? [];
  const folded = text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
  return folded.match(TERM) ?? [];
}

function identifierPrefix(text: string): string | null {
  const t = text.trim().toUpperCase();
  if (t.length < 2 || t.length > 21 || !/^[A-Z0-9-]+$/.test(t) || !/[0-9]/.test(t)) return null;
  return t;
}

interface Entry {
  order: number;
  company: CompanySummary;
  nameKey: string;
  knownKey: string | null;
  /** The name key and known-as key with a space in front: a word starts after a space. */
  hay: string;
  hit: SearchHit;
}

function hitOf(c: CompanySummary): SearchHit {
  const place = [c.city, c.state].filter(Boolean).join(', ');
  const subtitle = [c.id, c.knownAs, c.status, place].filter((p) => p !== null && p !== '').join(' · ');
  return { kind: 'company', id: c.id, companyId: c.id, title: c.name || c.id, subtitle };
}

/** The first index in `sorted` whose key is >= `key` (keys ascending). */
function lowerBound<T>(sorted: readonly T[], key: string, keyOf: (item: T) => string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (keyOf(sorted[mid]!) < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function startingWith<T>(sorted: readonly T[], prefix: string, keyOf: (item: T) => string, most: number): T[] {
  const found: T[] = [];
  for (let i = lowerBound(sorted, prefix, keyOf); i < sorted.length && found.length < most; i++) {
    if (!keyOf(sorted[i]!).startsWith(prefix)) break;
    found.push(sorted[i]!);
  }
  return found;
}

const byTierThenLength = (a: { tier: number; entry: Entry }, b: { tier: number; entry: Entry }) =>
  a.tier - b.tier || a.entry.company.name.length - b.entry.company.name.length || a.entry.order - b.entry.order;

export class CompanyPrefixIndex {
  private readonly byName: Entry[];
  private readonly byKnownAs: Entry[];
  private readonly byId: Entry[];
  private readonly vocabulary: string[];
  private readonly withWord = new Map<string, Entry[]>();

  constructor(companies: readonly CompanySummary[]) {
    const entries = companies.map((company, order): Entry => {
      const knownKey = company.knownAs ? nameKey(company.knownAs) : null;
      const key = nameKey(company.name ?? '');
      return {
        order,
        company,
        nameKey: key,
        knownKey,
        hay: ` ${key} ${knownKey ?? ''}`,
        hit: hitOf(company),
      };
    });
    const byKey = (key: (e: Entry) => string) => (a: Entry, b: Entry) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : a.order - b.order);
    this.byName = entries.filter((e) => e.nameKey !== '').sort(byKey((e) => e.nameKey));
    this.byKnownAs = entries.filter((e) => e.knownKey !== null).sort(byKey((e) => e.knownKey!));
    this.byId = [...entries].sort(byKey((e) => e.company.id));
    for (const entry of entries) {
      const { name, knownAs, id } = entry.company;
      for (const word of [...words(name ?? ''), ...words(knownAs ?? ''), ...words(id)]) {
        const list = this.withWord.get(word);
        if (!list) this.withWord.set(word, [entry]);
        else if (list[list.length - 1] !== entry) list.push(entry);
      }
    }
    this.vocabulary = [...this.withWord.keys()].sort();
  }

  get size(): number {
    return this.byId.length;
  }

  /** Company hits for what was typed, best first, as the core's typeahead orders them. */
  find(text: string, limit: number): SearchHit[] {
    const out: Entry[] = [];
    const seen = new Set<Entry>();
    const add = (entry: Entry) => {
      if (out.length < limit && !seen.has(entry)) {
        seen.add(entry);
        out.push(entry);
      }
    };
    const id = identifierPrefix(text);
    if (id) for (const entry of startingWith(this.byId, id, (e) => e.company.id, limit)) add(entry);
    const typed = text.normalize('NFKC');
    const terms = (typed.match(TERM) ?? []).filter((t) => HAS_WORD_CHAR.test(t)).map((t) => words(t).join(''));
    const stillTyping = ENDS_IN_WORD.test(typed);
    const last = terms[terms.length - 1];
    // The core matches nothing but identifiers while a lone word is one letter long.
    if (last === undefined || (stillTyping && terms.length === 1 && [...last].length < 2)) return out.map((e) => e.hit);
    const prefixLast = stillTyping && [...last].length >= 2;
    const starts = this.nameStarts(typed.trimStart(), limit);
    starts.forEach(add);
    if (starts.length < limit) this.allWords(terms, prefixLast, typed.trim(), limit).forEach(add);
    return out.map((e) => e.hit);
  }

  private nameStarts(typed: string, limit: number): Entry[] {
    const key = nameKey(typed);
    if (key.trim() === '') return [];
    const most = Math.min(MAX_KEY_READS, limit * KEY_READS_PER_HIT);
    const ranked = [
      ...startingWith(this.byName, key, (e) => e.nameKey, most).map((entry) => ({ tier: 0, entry })),
      ...startingWith(this.byKnownAs, key, (e) => e.knownKey!, most).map((entry) => ({ tier: 1, entry })),
    ].sort(byTierThenLength);
    return [...new Set(ranked.map((r) => r.entry))].slice(0, limit);
  }

  /** Entries holding every word (the last as a prefix when still typed); common words checked on the name. */
  private allWords(terms: string[], prefixLast: boolean, typed: string, limit: number): Entry[] {
    const isCommon = (term: string, prefix: boolean) =>
      prefix ? [...term].length >= 2 && COMMON_NAME_WORDS.some((w) => w.startsWith(term)) : COMMON_NAME_WORDS.includes(term);
    const rare: Array<{ term: string; prefix: boolean }> = [];
    const common: string[] = [];
    terms.forEach((term, i) => {
      const prefix = prefixLast && i === terms.length - 1;
      if (isCommon(term, prefix)) common.push(term);
      else rare.push({ term, prefix });
    });
    if (rare.length === 0) return [];
    const holding = ({ term, prefix }: { term: string; prefix: boolean }): Entry[] =>
      prefix ? startingWith(this.vocabulary, term, (w) => w, Number.POSITIVE_INFINITY).flatMap((w) => this.withWord.get(w)!) : (this.withWord.get(term) ?? []);
    let candidates = new Set(holding(rare[0]!));
    for (const more of rare.slice(1)) {
      const also = new Set(holding(more));
      candidates = new Set([...candidates].filter((e) => also.has(e)));
    }
    // SQLite's LIKE: ASCII letters in either case, the raw name (not its key).
    const asciiLower = (text: string) => text.replace(/[A-Z]/g, (c) => c.toLowerCase());
    const lower = asciiLower(typed);
    const startsTyped = (name: string | null) => name !== null && asciiLower(name).startsWith(lower);
    return [...candidates]
      .sort((a, b) => a.order - b.order)
      .slice(0, MAX_WORD_MATCHES)
      .filter((e) => common.every((w) => e.hay.includes(` ${w}`)))
      .map((entry) => ({ tier: startsTyped(entry.company.name) ? 0 : startsTyped(entry.company.knownAs) ? 1 : 2, entry }))
      .sort(byTierThenLength)
      .slice(0, limit)
      .map((r) => r.entry);
  }
}
