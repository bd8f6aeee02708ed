/**
 * What an analyst types, drawn from the library itself: keystroke prefixes of real company names
 * and identifiers for typeahead, multi-word queries from names and filing labels for ranked search.
 * Deterministic: the same library and seed give the same queries.
 */
import type { Library } from '../../electron/core/store';
import { rawDatabase } from '../../electron/core/store/library';

/** mulberry32, as the seeder uses: small, fast, deterministic. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Sampled {
  id: string;
  name: string;
}

/** `count` companies picked uniformly by rid, with their names (rows without a name are skipped). */
export function sampleCompanies(library: Library, count: number, seed: number): Sampled[] {
  const r = random(seed);
  const db = rawDatabase(library);
  const maxRid = db.prepare('SELECT max(rid) FROM companies').pluck().get() as number;
  const byRid = db.prepare('SELECT id, name FROM companies WHERE rid = ? AND name IS NOT NULL');
  const out: Sampled[] = [];
  for (let tries = 0; out.length < count && tries < count * 10; tries++) {
    const row = byRid.get(1 + Math.floor(r() * maxRid)) as Sampled | undefined;
    if (row) out.push(row);
  }
  return out;
}

/** Every keystroke of typing the text from its second character, up to `maxLength` characters. */
export function keystrokes(text: string, maxLength: number): string[] {
  const out: string[] = [];
  for (let n = 2; n <= Math.min(text.length, maxLength); n++) out.push(text.slice(0, n));
  return out;
}

/**
 * At least `count` typeahead inputs: about nine in ten are names typed keystroke by keystroke (half
 * in lower case, as people type), the rest identifiers typed the same way.
 */
export function typeaheadInputs(library: Library, count: number, seed: number): string[] {
  const r = random(seed + 1);
  const out: string[] = [];
  const companies = sampleCompanies(library, Math.ceil(count / 10), seed);
  let i = 0;
  while (out.length < count) {
    const c = companies[i++ % companies.length]!;
    if (i % 10 === 0) {
      out.push(...keystrokes(r() < 0.5 ? c.id.toLowerCase() : c.id, 21));
    } else {
      out.push(...keystrokes(r() < 0.5 ? c.name.toLowerCase() : c.name, 24));
    }
  }
  return out;
}

const FILING_PHRASES = [
  'financial statements',
  'annual return',
  'creation of charge',
  'appointment of director',
  'appointment of auditor',
  'list of allottees',
  'registered office address',
  'xbrl financial statements',
  'balance sheet',
  'aoc-4 xbrl',
];

/**
 * `count` multi-word queries: four in five from company names (two or three of their words, in
 * order or not), one in five a filing phrase, alone or with a word of a name.
 */
export function rankedInputs(library: Library, count: number, seed: number): string[] {
  const r = random(seed + 2);
  const companies = sampleCompanies(library, count, seed + 3);
  return companies.map((c, i) => {
    const words = c.name.toLowerCase().split(/\s+/);
    if (i % 5 === 4) {
      const phrase = FILING_PHRASES[Math.floor(r() * FILING_PHRASES.length)]!;
      return r() < 0.5 ? phrase : `${words[0]} ${phrase}`;
    }
    if (i % 5 === 3) return `${words[1] ?? ''} ${words[0]}`.trim();
    return words.slice(0, r() < 0.5 ? 2 : 3).join(' ');
  });
}
