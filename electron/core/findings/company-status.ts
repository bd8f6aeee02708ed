/** The company is not active (struck off, under liquidation, amalgamated, dormant), or active but non-compliant. */
import { type Rule, masterEvidence } from './rule';

const ACTIVE = /^active$/i;
/** The registry's words for an active company that has not filed what it must (`activeCompliance`). */
const NON_COMPLIANT = /non[- ]?compliant/i;

function activeCompliance(master: unknown): string | null {
  const data = (master as { masterData?: { companyData?: { activeCompliance?: unknown } } } | null)?.masterData?.companyData;
  return typeof data?.activeCompliance === 'string' ? data.activeCompliance : null;
}

export const companyStatusRule: Rule = ({ company }) => {
  if (company.status === null) return [];
  if (!ACTIVE.test(company.status.trim())) {
    return [
      {
        rule: 'company-not-active',
        severity: 'high',
        title: `Company is not active: ${company.status}`,
        detail: `The registry records the status of ${company.name ?? company.id} as "${company.status}". A company that is not active cannot trade or borrow in its own name.`,
        evidence: [masterEvidence(company)],
      },
    ];
  }
  const compliance = activeCompliance(company.master);
  if (compliance && NON_COMPLIANT.test(compliance)) {
    return [
      {
        rule: 'company-non-compliant',
        severity: 'medium',
        title: 'Active but not compliant',
        detail: `The registry marks the company "${compliance}": it is behind on statutory filings.`,
        evidence: [masterEvidence(company)],
      },
    ];
  }
  return [];
};
