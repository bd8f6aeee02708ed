export { computeFindings, type KnownReads, RULES } from './compute';
export { findingKey, reviewedFindings, reviewView } from './reviews';
export type { Finding, FindingEvidence, FindingSeverity } from './rule';
export { connectionsView, flagFinding, NETWORK_RULES, networkFlags } from './network';
