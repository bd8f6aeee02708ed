export { computeFindings, RULES } from './compute';
export type { Finding, FindingEvidence, FindingSeverity } from './rule';
export { connectionsView, flagFinding, NETWORK_RULES, networkFlags } from './network';
