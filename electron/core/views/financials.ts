/**
 * The financial statements of a company as a table: one row per line item (qname) of each
 * statement, one column per financial year, values exactly as filed. Standalone and consolidated
 * are separate tables. Every column cites the filing it came from, when and with which request
 * it was read.
 */
import type { XbrlItem } from '../../../shared/api/extraction-aoc4';
import type { FinancialRow, FinancialsView } from '../../../shared/bridge/views';
import { type Library, STATEMENTS, type Statement } from '../store';
import { type Aoc4Extraction, aoc4Extractions } from './aoc4-sources';
import { labelFromQname } from './labels';
import { requireFiling, requireLibraryCompany } from './library-company';

type Scope = FinancialsView['scope'];

/** A filed figure as text: numbers keep their digits, nothing is rounded or totalled. */
export function filedValue(v: XbrlItem['value']): string | null {
  if (v === null || v === undefined) return null;
  return typeof v === 'number' ? String(v) : v;
}

function itemsOf(e: Aoc4Extraction, statement: Statement): XbrlItem[] {
  return e.data[statement] ?? [];
}

export function financialsView(library: Library, companyId: string, scope: Scope): FinancialsView {
  const all = aoc4Extractions(library, companyId);
  const availableScopes = (['standalone', 'consolidated'] as const).filter((s) => all.some((e) => e.scope === s));
  const chosen = all.filter((e) => e.scope === scope);
  // One extraction per year: a later read of the same year replaced the earlier one in the store.
  const byYear = new Map<number, Aoc4Extraction>();
  for (const e of chosen) byYear.set(e.fyStart, e);
  const years = [...byYear.keys()].sort((a, b) => a - b);

  // Rows in the order the newest year lists them, then any line only older years have.
  const rows = new Map<string, FinancialRow>();
  const newestFirst = [...years].reverse();
  for (const statement of STATEMENTS) {
    for (const year of newestFirst) {
      for (const item of itemsOf(byYear.get(year)!, statement)) {
        const id = `${statement}|${item.qname}`;
        let row = rows.get(id);
        if (!row) {
          row = { statement, qname: item.qname, label: labelFromQname(item.qname), unit: item.unit ?? '', values: {} };
          for (const y of years) row.values[String(y)] = null;
          rows.set(id, row);
        }
        if (!row.unit && item.unit) row.unit = item.unit;
        // The first occurrence in a year wins: a repeated qname in one statement is not summed.
        if (row.values[String(year)] === null) row.values[String(year)] = filedValue(item.value);
      }
    }
  }

  const sources: FinancialsView['sources'] = {};
  for (const [year, e] of byYear) {
    sources[String(year)] = { filingId: e.filingId, dateOfFiling: e.dateOfFiling, readAt: e.row.readAt, requestId: e.row.requestId };
  }
  return { companyId, scope, availableScopes, years, rows: [...rows.values()], sources };
}

export interface FilingFigure {
  statement: string;
  qname: string;
  label: string;
  value: string;
  unit: string;
  scope: string;
  /** The FY start year, as the financials view keys its columns. */
  year: string;
}

/** The AOC-4 line items read out of one filing (both scopes when it carried both). */
export function filingFigures(library: Library, companyId: string, filingId: string): FilingFigure[] {
  const out: FilingFigure[] = [];
  for (const e of aoc4Extractions(library, companyId)) {
    if (e.filingId !== filingId) continue;
    for (const statement of STATEMENTS) {
      for (const item of itemsOf(e, statement)) {
        out.push({
          statement,
          qname: item.qname,
          label: labelFromQname(item.qname),
          value: filedValue(item.value) ?? '',
          unit: item.unit ?? '',
          scope: e.scope,
          year: String(e.fyStart),
        });
      }
    }
  }
  return out;
}

/** The Financials tab of a company in the library. */
export function companyFinancials(library: Library, id: string, scope: Scope): FinancialsView {
  return financialsView(library, requireLibraryCompany(library, id).id, scope);
}

/** The figures the review screen shows beside a filing's PDF. */
export function figuresOfFiling(library: Library, filingId: string): FilingFigure[] {
  const filing = requireFiling(library, filingId);
  return filingFigures(library, filing.companyId, filing.filingId);
}
