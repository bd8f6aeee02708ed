/**
 * The financial year a filing covers, read from what the filing itself says, never guessed from the
 * date it was filed (a late filer's May 2022 accounts may be for FY 2020-21). In order: the
 * registry's description or attachment label ("Financial statements for FY 2020-21"), the AOC-4
 * or MGT-7 extraction read out of that filing (its period end), the filed PDF's own first pages ("Form
 * AOC-4 — Financial statements FY 2020-21", "for the financial year ended 31/03/2021"). When none
 * of them says, the year is unknown (null) and whoever asks must say "could not tell".
 */
import { fyOfPeriodEnd, parseFy, parseIsoDate } from '../../../shared/dates';
import type { FilingRow, Library } from '../store';
import { aoc4Extractions } from './aoc4-sources';

export type FilingYearSource = 'description' | 'extraction' | 'pdf';

export interface FilingYear {
  /** FY start year (FY 2020-21 → 2020). */
  fyStart: number;
  source: FilingYearSource;
}

/** Pages of the filed PDF read for its year: the cover and the page after it. */
const PAGES_READ = [1, 2];

const PATTERNS: Array<{ re: RegExp; fy: (m: RegExpExecArray) => number | null }> = [
  // "FY 2020-21", "F.Y. 2020-2021", "financial year 2020-21"
  { re: /\b(?:F\.?\s?Y\.?|financial\s+year)\s*(?:of\s+)?(\d{4}\s*[-–/]\s*(?:\d{4}|\d{2}))\b/i, fy: (m) => fyOf(m[1]!) },
  // "year ended 31/03/2021", "year ending 31st March 2021": a year ending in March 2021 is FY 2020-21
  { re: /\byear\s+end(?:ed|ing)\s+(?:on\s+)?31(?:st)?[\s/.-]*(?:03|mar(?:ch)?)[\s/.,-]*(\d{4})\b/i, fy: (m) => Number(m[1]) - 1 },
  // "From 01/04/2020 to 31/03/2021"
  { re: /\bfrom\s+0?1[/.-]0?4[/.-](\d{4})\s+to\s+31[/.-]0?3[/.-](\d{4})\b/i, fy: (m) => (Number(m[2]) === Number(m[1]) + 1 ? Number(m[1]) : null) },
];

function fyOf(text: string): number | null {
  const parsed = parseFy(text.replace(/\s+/g, ''));
  return parsed.ok ? parsed.value : null;
}

/** The financial year a piece of text names, or null when it names none (or a malformed one). */
export function fyNamedIn(text: string | null | undefined): number | null {
  if (!text) return null;
  for (const { re, fy } of PATTERNS) {
    const m = re.exec(text);
    const year = m ? fy(m) : null;
    if (year !== null) return year;
  }
  return null;
}

/**
 * Reads the years of many filings of one company at once: the company's AOC-4 extractions are
 * matched to their source filings once, and a PDF's text is read only for a filing nothing else
 * dates.
 */
export function filingYearReader(library: Library, companyId: string): (f: FilingRow) => FilingYear | null {
  let fromExtractions: Map<string, number> | null = null;
  const extractionYears = (): Map<string, number> => {
    if (!fromExtractions) {
      fromExtractions = new Map();
      for (const e of aoc4Extractions(library, companyId)) if (e.filingId) fromExtractions.set(e.filingId, e.fyStart);
      // Annual-return extractions name their source filing and the year's end.
      for (const row of library.extractions.list(companyId, 'MGT-7')) {
        const end = (row.payload as { fy_end?: unknown } | null)?.fy_end;
        const day = typeof end === 'string' ? parseIsoDate(end) : null;
        if (row.sourceFilingId && day?.ok && day.value) fromExtractions.set(row.sourceFilingId, fyOfPeriodEnd(day.value));
      }
    }
    return fromExtractions;
  };
  return (f) => {
    const named = fyNamedIn(f.description) ?? fyNamedIn(f.attachmentLabel);
    if (named !== null) return { fyStart: named, source: 'description' };
    const extracted = extractionYears().get(f.filingId);
    if (extracted !== undefined) return { fyStart: extracted, source: 'extraction' };
    if (!f.hasDocument) return null;
    for (const page of PAGES_READ) {
      const printed = fyNamedIn(library.search.pageText(f.filingId, page));
      if (printed !== null) return { fyStart: printed, source: 'pdf' };
    }
    return null;
  };
}
