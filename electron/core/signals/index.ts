/**
 * Early-warning signals for a lender's book (issue 26): rules in rules/ listed in registry.ts,
 * thresholds in thresholds.ts, the RBI items they support in rbi.ts; the statutory filing status;
 * the risk band; and a company's assessment with all three.
 */
export { assessCompany, assessWithFindings } from './assess';
export { type BandFinding, riskBand } from './band';
export type { SignalContext, SignalRule } from './context';
export { RBI_ITEMS } from './rbi';
export { computeSignals, SIGNAL_RULES } from './registry';
export { statutoryStatus } from './statutory';
export * as THRESHOLDS from './thresholds';
