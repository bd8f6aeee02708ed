/**
 * A note's citation in words: what it rests on, so a reader of the report can find it again in the
 * registry's own documents. Form, filing date, page and filing id for anything in a filing; the
 * financial year, scope and qname for a figure. Read from the library, never invented: a filing
 * the library no longer lists is cited by its id alone.
 */
import { formatDate, formatDay, formatFy } from '../../../shared/dates';
import type { NoteAnchor } from '../../../shared/bridge/reports';
import type { FilingRow, Library } from '../store';
import { aoc4Extractions } from './aoc4-sources';

/** Longest quoted selection in a citation; the full text stays on the note. */
export const QUOTE_MAX_CHARS = 120;

function filingWords(filingId: string, filing: FilingRow | null, page?: number): string {
  const parts = [filing?.formId ?? null, filing?.dateOfFiling ? `filed ${formatDate(filing.dateOfFiling)}` : null];
  if (page !== undefined) parts.push(`page ${page}`);
  parts.push(`filing ${filingId}`);
  return parts.filter((p): p is string => p !== null).join(', ');
}

function quoted(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return `“${flat.length > QUOTE_MAX_CHARS ? `${flat.slice(0, QUOTE_MAX_CHARS - 1)}…` : flat}”`;
}

/** The source filing of an AOC-4 figure when the anchor did not name one: the extraction's own. */
function figureFiling(library: Library, companyId: string, fyStart: number, scope: string): string | null {
  const found = aoc4Extractions(library, companyId).find((e) => e.fyStart === fyStart && e.scope === scope);
  return found?.filingId ?? null;
}

export function citeAnchor(library: Library, companyId: string, anchor: NoteAnchor): string {
  switch (anchor.kind) {
    case 'company': {
      const company = library.companies.get(companyId);
      const read = company?.masterReadAt ? `, read ${formatDay(company.masterReadAt)}` : '';
      return `Company record ${companyId}${read}`;
    }
    case 'filing-page':
      return filingWords(anchor.filingId, library.filings.get(anchor.filingId), anchor.page);
    case 'pdf-selection':
      return `${filingWords(anchor.filingId, library.filings.get(anchor.filingId), anchor.page)}: ${quoted(anchor.text)}`;
    case 'figure': {
      const head = `${anchor.form} ${formatFy(anchor.fyStart)} (${anchor.scope}), ${anchor.qname}`;
      const filingId = anchor.filingId ?? (anchor.form.startsWith('AOC-4') ? figureFiling(library, companyId, anchor.fyStart, anchor.scope) : null);
      if (!filingId) return head;
      const filing = library.filings.get(filingId);
      return `${head}; ${filingWords(filingId, filing)}`;
    }
  }
}
