/**
 * The risk band of a company from its findings and its signals (a statutory obligation overdue is
 * one of its signals, filings-overdue). The rule, and why, is in thresholds.ts (BAND_RULE_WORDS,
 * BAND_MEDIUM_SIGNALS_FOR_HIGH, BAND_IGNORED_FINDINGS).
 */
import type { Finding, FindingReviewView } from '../../../shared/bridge/reports';
import type { RiskBandReason, RiskBandView, Signal } from '../../../shared/bridge/signals';
import { BAND_IGNORED_FINDINGS, BAND_MEDIUM_SIGNALS_FOR_HIGH, BAND_RULE_WORDS } from './thresholds';

const ORDER = { high: 0, medium: 1, info: 2 } as const;

/** A finding, with the analyst's review when it has one (a dismissed finding does not count). */
export type BandFinding = Finding & { review?: FindingReviewView | null };

export function riskBand(findings: readonly BandFinding[], signals: readonly Signal[]): RiskBandView {
  const counted = findings.filter((f) => f.severity !== 'info' && !BAND_IGNORED_FINDINGS.includes(f.rule) && f.review?.state !== 'dismissed');
  const fromSignals = signals.filter((s) => s.severity !== 'info').map((s): RiskBandReason => ({ source: 'signal', rule: s.rule, severity: s.severity, title: s.title }));
  // A signal read from a finding's flag (a disqualified director in the network) says it once.
  const said = new Set(fromSignals.map((r) => r.title));
  const reasons: RiskBandReason[] = [
    ...fromSignals,
    ...counted.filter((f) => !said.has(f.title)).map((f): RiskBandReason => ({ source: 'finding', rule: f.rule, severity: f.severity, title: f.title })),
  ].sort((a, b) => ORDER[a.severity] - ORDER[b.severity]);
  const mediumRules = new Set(signals.filter((s) => s.severity === 'medium').map((s) => s.rule));
  const band = reasons.some((r) => r.severity === 'high') || mediumRules.size >= BAND_MEDIUM_SIGNALS_FOR_HIGH ? 'high' : reasons.length > 0 ? 'watch' : 'standard';
  return { band, reasons, rule: BAND_RULE_WORDS };
}
