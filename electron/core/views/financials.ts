/**
 * The financial statements of a company as a table: one row per line of the accounts (a concept
 * of the chart of accounts, concept-map.ts) in each statement, one column per financial year,
 * values exactly as filed. A company that moved from Indian GAAP to Ind AS keeps one row per line
 * across the switch; each cell keeps the element it was filed under (`qnames`), and the year the
 * standard changed is marked. Standalone and consolidated are separate tables. Every column cites
 * the filing it came from, when and with which request it was read.
 */
import type { XbrlItem } from '../../../shared/api/extraction-aoc4';
import type { AccountingStandard, FilingFigure, FinancialRow, FinancialsView } from '../../../shared/bridge/views';
import { type Library, STATEMENTS, type Statement } from '../store';
import { type Aoc4Extraction, aoc4Extractions } from './aoc4-sources';
import { STANDARD_NAMES, conceptOf, figureLabel, taxonomyOf } from './concepts';
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

/** The standard of one year's statements: its taxonomy id, else the prefix most of its elements carry. */
export function standardOf(e: Aoc4Extraction): AccountingStandard | null {
  const declared = e.data.taxonomy_id ? taxonomyOf(e.data.taxonomy_id) : null;
  if (declared) return STANDARD_NAMES[declared];
  const counts = new Map<string, number>();
  for (const statement of STATEMENTS) {
    for (const item of itemsOf(e, statement)) {
      const t = taxonomyOf(item.qname);
      if (t) counts.set(t, (counts.get(t) ?? 0) + 1);
    }
  }
  const [top] = [...counts.entries()].sort((a, b) => b[1] - a[1]);
  return top ? STANDARD_NAMES[top[0] as keyof typeof STANDARD_NAMES] : null;
}

/** The first year whose standard differs from the year before (both known). */
function changeYear(years: number[], standards: FinancialsView['standards']): number | null {
  for (let i = 1; i < years.length; i++) {
    const before = standards[String(years[i - 1])];
    const now = standards[String(years[i])];
    if (before && now && before !== now) return years[i]!;
  }
  return null;
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
      const key = String(year);
      for (const item of itemsOf(byYear.get(year)!, statement)) {
        const concept = conceptOf(statement, item.qname);
        const id = `${statement}|${concept.id}`;
        let row = rows.get(id);
        if (!row) {
          row = { statement, concept: concept.id, qname: item.qname, qnames: {}, label: concept.label, unit: item.unit ?? '', values: {} };
          for (const y of years) {
            row.values[String(y)] = null;
            row.qnames[String(y)] = null;
          }
          rows.set(id, row);
        }
        if (!row.unit && item.unit) row.unit = item.unit;
        // The first occurrence in a year wins: a repeated line in one statement is not summed.
        if (row.qnames[key] !== null) continue;
        row.values[key] = filedValue(item.value);
        row.qnames[key] = item.qname;
      }
    }
  }

  const sources: FinancialsView['sources'] = {};
  const standards: FinancialsView['standards'] = {};
  for (const [year, e] of byYear) {
    sources[String(year)] = { filingId: e.filingId, dateOfFiling: e.dateOfFiling, readAt: e.row.readAt, requestId: e.row.requestId };
    standards[String(year)] = standardOf(e);
  }
  return { companyId, scope, availableScopes, years, rows: [...rows.values()], sources, standards, standardChangedIn: changeYear(years, standards) };
}

export type { FilingFigure } from '../../../shared/bridge/views';

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
          label: figureLabel(statement, item.qname),
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
