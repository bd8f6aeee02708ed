/**
 * Key figures of an AOC-4 extraction in paisa (bigint), found by the local name of their qname so
 * Indian GAAP (`in-gaap:ShareholdersFunds`) and Ind AS (`ind-as:Equity`) both answer. A figure that
 * is absent or not a whole number of paisa is null: a rule then says nothing rather than guess.
 */
import { rupeesToPaisa } from '../../../shared/money';
import type { Aoc4Extraction } from '../views';

/** Local names, per taxonomy, of the figures the rules compare. */
export const KEY_FIGURES = {
  assets: ['Assets'],
  equityAndLiabilities: ['EquityAndLiabilities'],
  netWorth: ['ShareholdersFunds', 'Equity'],
  nonCurrentLiabilities: ['NoncurrentLiabilities'],
  currentLiabilities: ['CurrentLiabilities'],
  revenue: ['RevenueFromOperations'],
  profit: ['ProfitLossForPeriod', 'ProfitLoss'],
  longTermBorrowings: ['LongTermBorrowings', 'BorrowingsNoncurrent'],
  shortTermBorrowings: ['ShortTermBorrowings', 'BorrowingsCurrent'],
} as const;

export type KeyFigure = keyof typeof KEY_FIGURES;

const localName = (qname: string) => qname.slice(qname.lastIndexOf(':') + 1);

export function figure(e: Aoc4Extraction, which: KeyFigure): bigint | null {
  const names: readonly string[] = KEY_FIGURES[which];
  const items = [...(e.data.balance_sheet ?? []), ...(e.data.profit_and_loss ?? [])];
  for (const name of names) {
    const item = items.find((i) => localName(i.qname) === name);
    if (!item || item.value === null) continue;
    const parsed = rupeesToPaisa(String(item.value).replace(/,/g, ''));
    if (parsed.ok) return BigInt(parsed.value);
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
