/**
 * What every findings rule sees and gives back. A rule reads the library for one company and
 * returns zero or more findings, each citing the records, filings or extractions it rests on.
 */
import type { Finding, FindingEvidence } from '../../../shared/bridge/reports';
import { formatDate, formatFy } from '../../../shared/dates';
import type { Aoc4Extraction } from '../views';
import type { CompanyRow, Library } from '../store';

export type { Finding, FindingEvidence, FindingSeverity } from '../../../shared/bridge/reports';

export interface RuleContext {
  library: Library;
  company: CompanyRow;
  /** The moment the findings are computed for, ISO 8601. */
  now: string;
}

export type Rule = (ctx: RuleContext) => Finding[];

const readWords = (readAt: string | null, requestId: string | null) =>
  [readAt ? `read ${formatDate(readAt.slice(0, 10))}` : 'never read', requestId ? `request ${requestId}` : null].filter(Boolean).join(', ');

export function masterEvidence(company: CompanyRow): FindingEvidence {
  return { kind: 'record', id: company.id, label: `Master record of ${company.id} (${readWords(company.masterReadAt, company.masterRequestId)})` };
}

export function extractionEvidence(e: Aoc4Extraction): FindingEvidence {
  const source = e.filingId ? `, filing ${e.filingId}` : '';
  return { kind: 'extraction', id: String(e.row.id), label: `AOC-4 ${formatFy(e.fyStart)} ${e.scope}${source} (${readWords(e.row.readAt, e.row.requestId)})` };
}

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
