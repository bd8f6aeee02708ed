/**
 * Every early-warning signal, in the order of SIGNAL_RULE_IDS (shared/bridge/signals.ts), one rule
 * a file under rules/, every threshold in thresholds.ts. computeSignals runs them over one company.
 */
import { SIGNAL_RULE_IDS, type Signal } from '../../../shared/bridge/signals';
import type { Library } from '../store';
import { type SignalContext, type SignalRule, signalContext } from './context';
import { associateDisqualifiedRule } from './rules/associate-disqualified';
import { associateStruckOffRule } from './rules/associate-struck-off';
import { auditorAppointedRule } from './rules/auditor-appointed';
import { auditorResignedRule } from './rules/auditor-resigned';
import { capitalChangedRule } from './rules/capital-changed';
import { chargeModifiedRule } from './rules/charge-modified';
import { chargeNewLenderRule } from './rules/charge-new-lender';
import { directorsLeavingRule } from './rules/directors-leaving';
import { filingsOverdueRule } from './rules/filings-overdue';
import { nameChangedRule } from './rules/name-changed';
import { netWorthErodedRule } from './rules/net-worth-eroded';
import { officeMovedRule } from './rules/office-moved';
import { profitToLossRule } from './rules/profit-to-loss';

export const SIGNAL_RULES: readonly SignalRule[] = [
  directorsLeavingRule,
  auditorResignedRule,
  auditorAppointedRule,
  chargeNewLenderRule,
  chargeModifiedRule,
  filingsOverdueRule,
  officeMovedRule,
  nameChangedRule,
  capitalChangedRule,
  associateStruckOffRule,
  associateDisqualifiedRule,
  profitToLossRule,
  netWorthErodedRule,
];

// The registry and the bridge's list name the same rules in the same order.
if (SIGNAL_RULES.map((r) => r.id).join() !== SIGNAL_RULE_IDS.join()) throw new Error('signals/registry.ts and SIGNAL_RULE_IDS disagree');

const ORDER = { high: 0, medium: 1, info: 2 } as const;

/** The signals of the company a context is about, most severe first (see computeSignals). */
export function runSignals(ctx: SignalContext): Signal[] {
  const found = SIGNAL_RULES.flatMap((rule, order) => rule.run(ctx).map((signal) => ({ signal, order })));
  return found.sort((a, b) => ORDER[a.signal.severity] - ORDER[b.signal.severity] || a.order - b.order || a.signal.since.localeCompare(b.signal.since)).map((f) => f.signal);
}

/**
 * The company's early-warning signals as of `now` (an ISO instant, or a Date), most severe first,
 * within a severity in the registry's order, then oldest first. None for a company the library does
 * not hold.
 */
export function computeSignals(library: Library, companyId: string, now: Date | string): Signal[] {
  const company = library.companies.get(companyId);
  return company ? runSignals(signalContext(library, company, typeof now === 'string' ? now : now.toISOString())) : [];
}
