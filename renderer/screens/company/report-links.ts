// Where a finding's evidence and a note's citation lead: a filing opens in Review (at its page), a
// figure or an extraction opens the Financials tab, a director's record their page, and the
// company's own record the tab that shows it.
import type { FindingEvidence, FindingSeverity, NoteAnchor } from '../../../shared/bridge/reports';
import { isDin } from '../../../shared/ids';
import { companyHref, directorHref, reviewHref } from '../../router/routes';

export function evidenceHref(companyId: string, rule: string, evidence: FindingEvidence): string {
  switch (evidence.kind) {
    case 'filing':
      return reviewHref(companyId, evidence.id);
    case 'extraction':
      return companyHref(companyId, 'financials');
    case 'record':
      if (isDin(evidence.id)) return directorHref(evidence.id);
      if (evidence.label.startsWith('Filing list')) return companyHref(companyId, 'filings');
      if (rule.includes('charge')) return companyHref(companyId, 'charges');
      return companyHref(companyId, 'overview');
  }
}

export function citationHref(companyId: string, anchor: NoteAnchor): string {
  switch (anchor.kind) {
    case 'company':
      return companyHref(companyId, 'overview');
    case 'filing-page':
    case 'pdf-selection':
      return reviewHref(companyId, anchor.filingId, anchor.page);
    case 'figure':
      return companyHref(companyId, 'financials');
  }
}

/** Severity in words and a shape, so it never rests on colour alone. */
export const SEVERITY: Record<FindingSeverity, { word: string; icon: string }> = {
  high: { word: 'High', icon: '▲' },
  medium: { word: 'Medium', icon: '◆' },
  info: { word: 'Info', icon: 'ℹ' },
};
