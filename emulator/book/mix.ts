// How many rows of each kind a book of a given size holds. Whole business groups take about 15% of
// the rows; each special kind has its share; plain borrowers fill the rest (at least a fifth of the
// book). In small books the rarer kinds drop out in the reverse of PRIORITY.
export const BAD_REASONS = ['exposure', 'cin', 'empty', 'date'] as const;
export type BadReason = (typeof BAD_REASONS)[number];

export interface BookMix {
  /** Brands of the whole business groups included, largest first. */
  groups: string[];
  groupRows: number;
  /** Pairs of near-identical names used: each gives an ambiguous row and a row its state or PIN decides. */
  twinPairs: number;
  formerName: number;
  struckOff: number;
  llp: number;
  foreign: number;
  none: number;
  bad: Record<BadReason, number>;
  plain: number;
}

type Special = 'twinPairs' | 'formerName' | 'llp' | 'foreign' | 'struckOff' | 'none' | `bad.${BadReason}`;
/** Which kinds a small book keeps first (a twin pair costs two rows). */
const PRIORITY: Special[] = ['twinPairs', 'formerName', 'llp', 'foreign', 'struckOff', 'none', 'bad.date', 'bad.exposure', 'bad.cin', 'bad.empty'];

export const MIN_BOOK = 10;
export const MAX_BOOK = 2000;

export function bookMix(size: number, groups: ReadonlyArray<{ brand: string; size: number }>): BookMix {
  if (!Number.isInteger(size) || size < MIN_BOOK || size > MAX_BOOK) throw new Error(`a book holds ${MIN_BOOK} to ${MAX_BOOK} rows; got ${size}`);
  const groupBudget = Math.max(3, Math.round(size * 0.15));
  const chosen: string[] = [];
  let groupRows = 0;
  for (const g of [...groups].sort((a, b) => b.size - a.size || (a.brand < b.brand ? -1 : 1))) {
    if (groupRows + g.size <= groupBudget) {
      chosen.push(g.brand);
      groupRows += g.size;
    }
  }
  const perBad = Math.max(1, Math.round(size / 400));
  const target: Record<Special, number> = {
    twinPairs: size >= 1200 ? 3 : size >= 500 ? 2 : 1,
    formerName: Math.max(1, Math.round(size * 0.02)),
    llp: Math.max(1, Math.round(size * 0.04)),
    foreign: Math.max(1, Math.round(size * 0.015)),
    struckOff: Math.max(1, Math.round(size * 0.015)),
    none: Math.max(1, Math.round(size * 0.02)),
    'bad.date': perBad,
    'bad.exposure': perBad,
    'bad.cin': perBad,
    'bad.empty': perBad,
  };
  const rowsOf = (k: Special) => (k === 'twinPairs' ? 2 : 1);
  let budget = size - Math.ceil(size * 0.2) - groupRows;
  const got = Object.fromEntries(PRIORITY.map((k) => [k, 0])) as Record<Special, number>;
  // One of each first, in priority order; then up to each target.
  for (const pass of [1, Number.POSITIVE_INFINITY]) {
    for (const k of PRIORITY) {
      while (got[k] < Math.min(pass, target[k]) && budget >= rowsOf(k)) {
        got[k] += 1;
        budget -= rowsOf(k);
      }
    }
  }
  const special = PRIORITY.reduce((sum, k) => sum + got[k] * rowsOf(k), 0);
  return {
    groups: chosen,
    groupRows,
    twinPairs: got.twinPairs,
    formerName: got.formerName,
    struckOff: got.struckOff,
    llp: got.llp,
    foreign: got.foreign,
    none: got.none,
    bad: { exposure: got['bad.exposure'], cin: got['bad.cin'], empty: got['bad.empty'], date: got['bad.date'] },
    plain: size - groupRows - special,
  };
}
