/**
 * A company as the book reads it: its early-warning signals, its statutory filing status and its
 * risk band, each read once (the findings with the analyst's reviews, so a dismissed finding does
 * not move the band).
 */
import type { ReviewedFinding } from '../../../shared/bridge/reports';
import type { CompanyAssessment } from '../../../shared/bridge/signals';
import { reviewedFindings } from '../findings';
import type { Library } from '../store';
import { riskBand } from './band';
import { signalContext } from './context';
import { runSignals } from './registry';
import { statutoryStatus } from './statutory';

export function assessCompany(library: Library, companyId: string, now: Date | string): CompanyAssessment {
  return assessWithFindings(library, companyId, now).assessment;
}

/** The assessment and the findings (with their reviews) it was banded from: a book counts a company's red flags without reading them twice. */
export function assessWithFindings(library: Library, companyId: string, now: Date | string): { assessment: CompanyAssessment; findings: ReviewedFinding[] } {
  const at = typeof now === 'string' ? now : now.toISOString();
  const company = library.companies.get(companyId);
  if (!company) return { assessment: { companyId, signals: [], statutory: statutoryStatus(library, companyId, at), band: riskBand([], []) }, findings: [] };
  const ctx = signalContext(library, company, at);
  const signals = runSignals(ctx);
  // The network's flags are read once, for the associate signals and the network findings alike.
  const findings = reviewedFindings(library, companyId, at, company.masterReadAt ? { networkFlags: ctx.network() } : {});
  return { assessment: { companyId, signals, statutory: ctx.statutory(), band: riskBand(findings, signals) }, findings };
}
