// How a bank's core system holds a borrower's name: legal words abbreviated (Pvt, Ltd), "M/s" in
// front, "&" for "and", punctuation dropped, spaces doubled, all in capitals, and now and then a
// letter or two wrong. Each change is named, so the answer key says what was done to the name.
import type { Rng } from '../registry/prng';

export interface Spelled {
  written: string;
  /** What was changed, in order: 'Pvt', 'Ltd', 'M/s', '&', 'punctuation', 'spaces', 'upper', 'lower', 'typo:<from>><to>'. */
  changes: string[];
}

/** Words a typo never touches: the legal words every normaliser already knows. */
const LEGAL = new Set(['private', 'limited', 'pvt', 'ltd', 'llp', 'opc', 'and', 'the', 'of', 'co', 'india', 'pte', 'inc', 'gmbh', 'llc', 'fze']);
const KEYBOARD = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'];

function neighbour(rng: Rng, ch: string): string {
  const lower = ch.toLowerCase();
  for (const row of KEYBOARD) {
    const i = row.indexOf(lower);
    if (i < 0) continue;
    const options = [row[i - 1], row[i + 1]].filter((c): c is string => c !== undefined);
    const out = rng.pick(options);
    return ch === lower ? out : out.toUpperCase();
  }
  return ch;
}

/** One letter wrong in a word: a neighbouring key, a letter dropped or doubled, two letters swapped (never the first letter). */
export function misspell(rng: Rng, word: string): string {
  for (;;) {
    const i = rng.int(1, word.length - 2);
    const kind = rng.int(0, 3);
    const out =
      kind === 0 ? word.slice(0, i) + neighbour(rng, word[i]!) + word.slice(i + 1)
      : kind === 1 ? word.slice(0, i) + word.slice(i + 1)
      : kind === 2 ? word.slice(0, i) + word[i] + word.slice(i)
      : word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
    if (out.toLowerCase() !== word.toLowerCase()) return out;
  }
}

/** Words a typo may touch: five letters or more, not a legal word. */
function typoTargets(name: string): string[] {
  return [...new Set(name.split(/[^A-Za-z]+/).filter((w) => w.length >= 5 && !LEGAL.has(w.toLowerCase())))];
}

export interface SpellingOptions {
  /** Letters to get wrong: 0, 1 or 2 (two in different words, or twice in one word of eight letters or more). */
  typos: 0 | 1 | 2;
  /** Keep the words as the registry spells them apart from case and spacing (near-identical names must stay alike). */
  keepWords?: boolean;
}

function replaceSuffix(name: string, from: RegExp, to: string): string {
  return name.replace(from, to);
}

export function bankSpelling(rng: Rng, name: string, opts: SpellingOptions): Spelled {
  const changes: string[] = [];
  let s = name;
  if (/ Private Limited$/.test(s) && rng.chance(0.7)) {
    const to = rng.pick([' Pvt Ltd', ' Pvt. Ltd.', ' Pvt. Ltd', ' Private Ltd', ' Pvt Limited']);
    s = replaceSuffix(s, / Private Limited$/, to);
    changes.push(to.includes('Pvt') ? 'Pvt' : 'Ltd');
    if (to.includes('Pvt') && to.includes('Ltd')) changes.push('Ltd');
  } else if (/ Limited$/.test(s) && rng.chance(0.6)) {
    s = replaceSuffix(s, / Limited$/, rng.pick([' Ltd', ' Ltd.']));
    changes.push('Ltd');
  } else if (/ Pte\. Ltd\.$| Co\., Ltd\.$/.test(s) && rng.chance(0.6)) {
    s = s.replace(/\.,?/g, '');
    changes.push('punctuation');
  }
  if (!opts.keepWords && / and /i.test(s) && rng.chance(0.8)) {
    s = s.replace(/ and /i, ' & ');
    changes.push('&');
  }
  if (!opts.keepWords && /[().]/.test(s) && rng.chance(0.3)) {
    s = s.replace(/[().]/g, '').replace(/ {2,}/g, ' ');
    changes.push('punctuation');
  }
  for (let k = 0; k < opts.typos; k++) {
    const targets = typoTargets(s).filter((w) => k === 0 || w.length >= 8 || !changes.some((c) => c.endsWith(`>${w}`)));
    if (targets.length === 0) break;
    const word = rng.pick(targets);
    const wrong = misspell(rng, word);
    s = s.replace(word, wrong);
    changes.push(`typo:${word}>${wrong}`);
  }
  if (rng.chance(0.15)) {
    s = `${rng.pick(['M/s ', 'M/S ', 'M/s. ', 'M/S. '])}${s}`;
    changes.push('M/s');
  }
  if (rng.chance(0.15)) {
    const words = s.split(' ');
    const at = rng.int(1, Math.max(1, words.length - 1));
    s = rng.chance(0.5) ? `${words.slice(0, at).join(' ')}  ${words.slice(at).join(' ')}`.trimEnd() : `${s} `;
    changes.push('spaces');
  }
  const roll = rng.float();
  if (roll < 0.35) {
    s = s.toUpperCase();
    changes.push('upper');
  } else if (roll < 0.38) {
    s = s.toLowerCase();
    changes.push('lower');
  }
  return { written: s, changes };
}
