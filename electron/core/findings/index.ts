export { computeFindings, RULES } from './compute';
export type { Finding, FindingEvidence, FindingSeverity } from './rule';
