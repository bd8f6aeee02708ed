/**
 * A company as the book reads it: its early-warning signals, its statutory filing status and its
 * risk band, each read once (the findings with the analyst's reviews, so a dismissed finding does
 * not move the band).
 */
import type { CompanyAssessment } from '../../../shared/bridge/signals';
import { reviewedFindings } from '../findings';
import type { Library } from '../store';
import { riskBand } from './band';
import { signalContext } from './context';
import { runSignals } from './registry';
import { statutoryStatus } from './statutory';

export function assessCompany(library: Library, companyId: string, now: Date | string): CompanyAssessment {
  const at = typeof now === 'string' ? now : now.toISOString();
  const company = library.companies.get(companyId);
  if (!company) return { companyId, signals: [], statutory: statutoryStatus(library, companyId, at), band: riskBand([], []) };
  const ctx = signalContext(library, company, at);
  const signals = runSignals(ctx);
  // The network's flags are read once, for the associate signals and the network findings alike.
  const findings = reviewedFindings(library, companyId, at, company.masterReadAt ? { networkFlags: ctx.network() } : {});
  return { companyId, signals, statutory: ctx.statutory(), band: riskBand(findings, signals) };
}
