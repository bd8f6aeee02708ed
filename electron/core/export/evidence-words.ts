/**
 * A finding's evidence in an export's words: what it is, for an extraction the pages of the filed PDF
 * its statements' figures are printed on (from the report's figure pages), and the identifiers a
 * citation needs.
 */
import type { FindingEvidence } from '../../../shared/bridge/reports';
import type { ReportModel } from './report-model';

/** "p. 2", "pp. 2-3, 5": pages in order, runs joined; a no-break space keeps "p." with its page. */
export function pageWords(pages: readonly number[]): string {
  const sorted = [...new Set(pages)].sort((a, b) => a - b);
  if (sorted.length === 0) return '';
  const runs: string[] = [];
  for (let i = 0; i < sorted.length; i++) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j++;
    runs.push(i === j ? String(sorted[i]) : `${sorted[i]}-${sorted[j]}`);
    i = j;
  }
  return `${sorted.length === 1 ? 'p.' : 'pp.'}\u00a0${runs.join(', ')}`;
}

/** The pages of a filing's PDF that print the figures cited from it, in order (none when not known). */
export function citedPages(m: Pick<ReportModel, 'figures'>, filingId: string): number[] {
  return [...new Set(m.figures.filter((f) => f.filingId === filingId && f.page !== null).map((f) => f.page!))].sort((a, b) => a - b);
}

/** The pages an extraction's figures are printed on in its filing's PDF, in words ('' when none is known). */
export function evidencePages(m: Pick<ReportModel, 'figures'>, e: FindingEvidence): string {
  if (e.kind !== 'extraction') return '';
  const filingId = /\bflg_[A-Za-z0-9]+/.exec(e.reference ?? '')?.[0];
  return filingId ? pageWords(citedPages(m, filingId)) : '';
}

export function evidenceWords(m: Pick<ReportModel, 'figures'>, e: FindingEvidence): string {
  const pages = evidencePages(m, e);
  return `${e.label}${pages ? `, statements on ${pages}` : ''}${e.reference ? ` [${e.reference}]` : ''}`;
}
