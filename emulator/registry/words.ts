// Invented words and the names built from them. Every company and bank name starts from a coined word
// (syllables), so no generated name is a real business.
import { containsRealBrand } from './brands';
import type { Rng } from './prng';

const ONSETS: ReadonlyArray<readonly [string, number]> = [
  ['k', 5], ['v', 5], ['r', 5], ['s', 5], ['n', 4], ['m', 5], ['t', 4], ['h', 3], ['j', 2], ['y', 2], ['l', 3],
  ['p', 3], ['d', 3], ['b', 2], ['g', 2], ['z', 1], ['pr', 2], ['sh', 2], ['tr', 1], ['kr', 1], ['dh', 1], ['bh', 1],
  ['ch', 1], ['sv', 1], ['', 2],
];
const FIRST_ONSETS = ONSETS.slice(0, -1);
const VOWELS: ReadonlyArray<readonly [string, number]> = [['a', 8], ['e', 4], ['i', 5], ['o', 4], ['u', 3], ['aa', 1], ['ee', 1], ['ai', 1]];
const ENDINGS = ['', '', '', 'n', 'x', 'ra', 'ka', 'sh', 'm', 'ro', 'ta', 'on', 'ex', 'ia', 'ya', 'nt', 'r', 'sa', 'vi'];

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** A pronounceable coined word of two or three syllables, e.g. "Kavera", "Tomiron", "Saviex". */
export function coinWord(rng: Rng): string {
  for (;;) {
    const syllables = rng.chance(0.7) ? 2 : 3;
    let w = '';
    for (let i = 0; i < syllables; i++) w += rng.weighted(i === 0 ? FIRST_ONSETS : ONSETS) + rng.weighted(VOWELS);
    w += rng.pick(ENDINGS);
    if (w.length >= 4 && w.length <= 10 && !/([aeiou])\1\1|[aeiou]{3}/.test(w)) return capitalise(w);
  }
}

export type NameKind = 'PTC' | 'PLC' | 'OPC' | 'LLP' | 'FLC' | 'FTC' | 'FCIN';

const QUALIFIERS = ['India', 'Global', 'International', 'Enterprises', 'Industries', 'Ventures', 'Hindustan', 'Bharat', 'Overseas'];
const FOREIGN_SUFFIXES = ['GmbH', 'Inc.', 'Pte. Ltd.', 'Limited', 'B.V.', 'AG', 'S.A.', 'LLC', 'Co., Ltd.', 'FZE'];

const LEGAL_SUFFIX: Record<Exclude<NameKind, 'FCIN'>, string> = {
  PTC: 'Private Limited',
  FTC: 'Private Limited',
  PLC: 'Limited',
  FLC: 'Limited',
  OPC: 'OPC Private Limited',
  LLP: 'LLP',
};

/** A legal name for a company of the given kind; `industryWords` come from its NIC division. */
export function companyName(rng: Rng, kind: NameKind, industryWords: string[]): { name: string; coined: string } {
  for (;;) {
    const coined = coinWord(rng);
    const industry = rng.pick(industryWords);
    const parts = [coined];
    const shape = rng.float();
    if (shape < 0.15) parts.push(coinWord(rng));
    else if (shape < 0.3) parts.push(rng.pick(QUALIFIERS));
    parts.push(industry);
    const suffix = kind === 'FCIN' ? rng.pick(FOREIGN_SUFFIXES) : LEGAL_SUFFIX[kind];
    const name = `${parts.join(' ')} ${suffix}`;
    if (containsRealBrand(name) === null) return { name, coined };
  }
}

const BANK_SHAPES = [
  (w: string) => `${w} Bank Limited`,
  (w: string) => `${w} Co-operative Bank Limited`,
  (w: string) => `${w} Finance Limited`,
  (w: string) => `${w} Capital Private Limited`,
  (w: string) => `${w} Trusteeship Services Limited`,
  (w: string) => `${w} Small Finance Bank Limited`,
  (w: string) => `${w} Urban Co-operative Bank Limited`,
  (w: string) => `${w} Housing Finance Limited`,
];

export const HOLDER_CATEGORIES = [
  'Scheduled Commercial Bank',
  'Co-operative Bank',
  'Non-Banking Financial Company',
  'Non-Banking Financial Company',
  'Debenture Trustee',
  'Small Finance Bank',
  'Co-operative Bank',
  'Housing Finance Company',
];

/** An invented lender: name and its category, chosen together so they agree. */
export function bankName(rng: Rng): { name: string; category: string } {
  for (;;) {
    const shape = rng.int(0, BANK_SHAPES.length - 1);
    const name = BANK_SHAPES[shape]!(coinWord(rng));
    if (containsRealBrand(name) === null) return { name, category: HOLDER_CATEGORIES[shape]! };
  }
}
