/**
 * Key figures of an AOC-4 extraction in paisa (bigint), found by their concept in the chart of
 * accounts (views/concept-map.ts), so Indian GAAP (`in-gaap:ShareholdersFunds`) and Ind AS
 * (`ind-as:Equity`) both answer. A figure that is absent or not a whole number of paisa is null:
 * a rule then says nothing rather than guess.
 */
import { rupeesToPaisa } from '../../../shared/money';
import { type Aoc4Extraction, conceptRowOf } from '../views';

/** The concept of each figure the rules compare, with the statement it is filed in. */
export const KEY_FIGURES = {
  assets: ['balance_sheet', 'assets'],
  equityAndLiabilities: ['balance_sheet', 'equity-and-liabilities'],
  netWorth: ['balance_sheet', 'equity'],
  nonCurrentLiabilities: ['balance_sheet', 'noncurrent-liabilities'],
  currentLiabilities: ['balance_sheet', 'current-liabilities'],
  revenue: ['profit_and_loss', 'revenue'],
  profit: ['profit_and_loss', 'profit'],
  longTermBorrowings: ['balance_sheet', 'borrowings-noncurrent'],
  shortTermBorrowings: ['balance_sheet', 'borrowings-current'],
} as const;

export type KeyFigure = keyof typeof KEY_FIGURES;

export function figure(e: Aoc4Extraction, which: KeyFigure): bigint | null {
  return figureItem(e, which)?.paisa ?? null;
}

/** The filed line a key figure is read from: its qname, its value as filed, and the value in paisa. */
export function figureItem(e: Aoc4Extraction, which: KeyFigure): { qname: string; value: string; paisa: bigint } | null {
  const [statement, concept] = KEY_FIGURES[which];
  for (const item of e.data[statement] ?? []) {
    if (conceptRowOf(statement, item.qname)?.id !== concept || item.value === null) continue;
    const value = String(item.value).replace(/,/g, '');
    const parsed = rupeesToPaisa(value);
    if (parsed.ok) return { qname: item.qname, value, paisa: BigInt(parsed.value) };
  }
  return null;
}

/** Total borrowings: long-term plus short-term, null when neither was filed. */
export function borrowings(e: Aoc4Extraction): bigint | null {
  const long = figure(e, 'longTermBorrowings');
  const short = figure(e, 'shortTermBorrowings');
  if (long === null && short === null) return null;
  return (long ?? 0n) + (short ?? 0n);
}

/** Equity plus liabilities: the filed total, else its parts when all three were filed. */
export function equityAndLiabilities(e: Aoc4Extraction): bigint | null {
  const total = figure(e, 'equityAndLiabilities');
  if (total !== null) return total;
  const parts = [figure(e, 'netWorth'), figure(e, 'nonCurrentLiabilities'), figure(e, 'currentLiabilities')];
  return parts.every((p) => p !== null) ? parts.reduce<bigint>((a, b) => a + (b ?? 0n), 0n) : null;
}

export const absBig = (n: bigint) => (n < 0n ? -n : n);
