/**
 * The two latest consecutive years of AOC-4 figures the financial signals compare: standalone
 * when the company filed standalone accounts, else consolidated (findings/year-on-year-swings.ts
 * reads them the same way), and the day a year's figures became known (its AOC-4's filing date,
 * else the year's close).
 */
import { fyRange } from '../../../shared/dates';
import { type Aoc4Extraction, aoc4Extractions } from '../views';
import type { Library } from '../store';

export function latestTwoYears(library: Library, companyId: string): { prev: Aoc4Extraction; cur: Aoc4Extraction } | null {
  const all = aoc4Extractions(library, companyId);
  const scope = all.some((e) => e.scope === 'standalone') ? 'standalone' : 'consolidated';
  const years = all.filter((e) => e.scope === scope);
  const cur = years.at(-1);
  const prev = cur ? years.find((e) => e.fyStart === cur.fyStart - 1) : undefined;
  return cur && prev ? { prev, cur } : null;
}

export const knownSince = (e: Aoc4Extraction): string => e.dateOfFiling ?? fyRange(e.fyStart).end;
