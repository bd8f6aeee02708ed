/**
 * What every findings rule sees and gives back. A rule reads the library for one company and
 * returns zero or more findings, each citing the records, filings or extractions it rests on.
 */
import type { NetworkFlag } from '../../../shared/bridge/network';
import type { Finding, FindingEvidence } from '../../../shared/bridge/reports';
import { formatDate, formatDay, formatFy } from '../../../shared/dates';
import { type Aoc4Extraction, filingName } from '../views';
import type { CompanyRow, FilingRow, Library } from '../store';

export type { Finding, FindingEvidence, FindingSeverity } from '../../../shared/bridge/reports';

export interface RuleContext {
  library: Library;
  company: CompanyRow;
  /** The moment the findings are computed for, ISO 8601. */
  now: string;
  /** The company's network flags when the caller already read them (signals/assess.ts reads them once for both). */
  networkFlags?: NetworkFlag[];
}

export type Rule = (ctx: RuleContext) => Finding[];

const readWords = (readAt: string | null) => (readAt ? `read ${formatDay(readAt)}` : 'never read');

/** The identifiers of a citation, for `FindingEvidence.reference`. */
export function referenceOf(parts: Array<[string, string | null | undefined]>): string {
  return parts.filter((p): p is [string, string] => typeof p[1] === 'string' && p[1] !== '').map(([what, id]) => `${what} ${id}`).join(', ');
}

export function masterEvidence(company: CompanyRow): FindingEvidence {
  return {
    kind: 'record',
    id: company.id,
    label: `Master record of ${company.name ?? company.id} (${readWords(company.masterReadAt)})`,
    reference: referenceOf([['company', company.id], ['request', company.masterRequestId]]),
  };
}

/** An AOC-4 extraction as its filing is named: form, document and year, with the scope. */
export function extractionEvidence(library: Library, e: Aoc4Extraction): FindingEvidence {
  const filing: FilingRow | null = e.filingId ? library.filings.get(e.filingId) : null;
  const named = filing ? filingName(filing, { fyStart: e.fyStart, source: 'extraction' }) : `AOC-4 ${formatFy(e.fyStart)}`;
  const filed = e.dateOfFiling ? `, filed ${formatDate(e.dateOfFiling)}` : '';
  return {
    kind: 'extraction',
    id: String(e.row.id),
    label: `${named}, ${e.scope}${filed} (${readWords(e.row.readAt)})`,
    reference: referenceOf([['filing', e.filingId], ['request', e.row.requestId]]),
  };
}

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
