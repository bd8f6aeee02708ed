/** Data older than the freshness rule allows (shared/freshness.ts: stale beyond STALE_DAYS). */
import { STALE_DAYS } from '../../../shared/freshness';
import { freshnessOf } from '../views';
import { type Rule, masterEvidence } from './rule';

export const staleDataRule: Rule = ({ library, company, now }) => {
  if (company.masterReadAt === null) return [];
  const f = freshnessOf(library, company, now);
  if (f.badge !== 'stale') return [];
  return [
    {
      rule: 'stale-data',
      severity: 'medium',
      title: `Data is stale${f.ageDays !== null ? ` (${f.ageDays} days old)` : ''}`,
      detail: `${f.reasons.join('. ')}. Records older than ${STALE_DAYS} days should be refreshed before they are relied on.`,
      evidence: [masterEvidence(company)],
    },
  ];
};
