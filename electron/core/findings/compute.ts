/** Every findings rule over one company, most severe first. */
import type { NetworkFlag } from '../../../shared/bridge/network';
import type { Finding } from '../../../shared/bridge/reports';
import type { Library } from '../store';
import { balanceSheetRule } from './balance-sheet';
import { busyDirectorsRule } from './busy-directors';
import { companyStatusRule } from './company-status';
import { disqualifiedDirectorsRule } from './disqualified-directors';
import { missingAnnualFilingsRule } from './missing-annual-filings';
import { networkRule } from './network';
import { openChargesRule } from './open-charges';
import type { Rule } from './rule';
import { staleDataRule } from './stale-data';
import { standaloneAboveConsolidatedRule } from './standalone-above-consolidated';
import { unlockExpiringRule } from './unlock-expiring';
import { yearOnYearSwingsRule } from './year-on-year-swings';

export const RULES: readonly Rule[] = [
  companyStatusRule,
  disqualifiedDirectorsRule,
  busyDirectorsRule,
  openChargesRule,
  networkRule,
  missingAnnualFilingsRule,
  balanceSheetRule,
  standaloneAboveConsolidatedRule,
  yearOnYearSwingsRule,
  unlockExpiringRule,
  staleDataRule,
];

const ORDER = { high: 0, medium: 1, info: 2 } as const;

/** What the caller already read for the company (its network flags), so it is not read twice. */
export interface KnownReads {
  networkFlags?: NetworkFlag[];
}

export function computeFindings(library: Library, companyId: string, now: Date | string, known: KnownReads = {}): Finding[] {
  const company = library.companies.get(companyId);
  if (!company) return [];
  const ctx = { library, company, now: typeof now === 'string' ? now : now.toISOString(), networkFlags: known.networkFlags };
  const found = RULES.flatMap((rule) => rule(ctx));
  // Stable: within a severity, rules keep their order above.
  return found.map((f, i) => ({ f, i })).sort((a, b) => ORDER[a.f.severity] - ORDER[b.f.severity] || a.i - b.i).map(({ f }) => f);
}
