/**
 * AOC-4 extractions of a company, validated, each tied to its financial year and to the filing it
 * was read out of. The registry's AOC-4 payload names no filing id, only `metadata.source`
 * (`dateOfFiling`, `year`): the source filing is the company's financial-statements filing of
 * that date (AOC-4, AOC-4 XBRL, AOC-4 CFS, or the older Form 23AC).
 */
import { type Aoc4Data, aoc4DataSchema } from '../../../shared/api/extraction-aoc4';
import { fyOfPeriodEnd, parseFilingDate } from '../../../shared/dates';
import type { ExtractionRow, FilingRow, Library } from '../store';

export interface Aoc4Extraction {
  row: ExtractionRow;
  data: Aoc4Data;
  scope: 'standalone' | 'consolidated';
  /** The financial year it covers, named by its start year (FY 2023-24 → 2023). */
  fyStart: number;
  filingId: string | null;
  /** ISO date. */
  dateOfFiling: string | null;
}

const ACCOUNTS_FORMS = /^(AOC-4|Form 23AC|Form 23ACA)\b/i;

function isoDay(v: string | null | undefined): string | null {
  if (!v) return null;
  if (/^\d{4}-\d{2}-\d{2}/.test(v)) return v.slice(0, 10);
  const parsed = parseFilingDate(v);
  return parsed.ok ? parsed.value : null;
}

function fyStartOf(data: Aoc4Data, key: string): number | null {
  const end = isoDay(data.period_end ?? null);
  if (end) return fyOfPeriodEnd(end);
  // The key is the calendar year the period ends in; an Indian financial year ends in March.
  const year = Number(key);
  return Number.isInteger(year) ? year - 1 : null;
}

/** The filing an extraction was read from: its own id when it names one, else the accounts filing of its date. */
export function sourceFiling(row: ExtractionRow, dateOfFiling: string | null, filings: readonly FilingRow[]): string | null {
  if (row.sourceFilingId) return row.sourceFilingId;
  if (!dateOfFiling) return null;
  const sameDay = filings.filter((f) => f.dateOfFiling === dateOfFiling);
  return (sameDay.find((f) => f.formId && ACCOUNTS_FORMS.test(f.formId)) ?? null)?.filingId ?? null;
}

/** Every stored AOC-4 extraction of the company that still validates, oldest year first. */
export function aoc4Extractions(library: Library, companyId: string): Aoc4Extraction[] {
  const filings = library.filings.listByCompany(companyId, { limit: 1_000_000 });
  const out: Aoc4Extraction[] = [];
  for (const row of library.extractions.list(companyId, 'AOC-4')) {
    const parsed = aoc4DataSchema.safeParse(row.payload);
    if (!parsed.success) continue;
    const data = parsed.data;
    const fyStart = fyStartOf(data, row.key);
    if (fyStart === null) continue;
    const dateOfFiling = isoDay(data.metadata?.source?.dateOfFiling ?? null);
    const scope = row.scope === 'consolidated' ? 'consolidated' : 'standalone';
    out.push({ row, data, scope, fyStart, filingId: sourceFiling(row, dateOfFiling, filings), dateOfFiling });
  }
  return out.sort((a, b) => a.fyStart - b.fyStart || a.scope.localeCompare(b.scope));
}
