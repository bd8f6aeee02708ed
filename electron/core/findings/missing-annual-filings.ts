/**
 * Financial years for which the library holds no annual accounts (AOC-4 and its forerunners) or no
 * annual return (MGT-7, MGT-7A), among the years whose deadline has passed. A filing's year is read
 * from what it says (views/filing-year.ts: its description, its extraction, its PDF's own text),
 * never guessed from the date it was filed. A filing that says no year could cover any year that
 * ended before it was filed: such a year is not called missing, the finding says it could not tell.
 */
import { financialYearOf, formatDate, formatFy, fyRange } from '../../../shared/dates';
import { aoc4Extractions, filingName, filingYearReader } from '../views';
import type { FilingRow } from '../store';
import { type Rule, masterEvidence, plural } from './rule';

/** How many of the most recent due years are checked: older gaps matter less and predate e-filing. */
export const YEARS_CHECKED = 8;
/** The first financial year filed electronically with MCA21. */
export const FIRST_E_FILING_FY = 2006;
/** AGM by 30 September, MGT-7 within 60 days of it: a year's filings are overdue from 30 November, plus this grace. */
export const GRACE_DAYS = 30;

const FAMILIES = [
  { rule: 'missing-accounts', name: 'Annual accounts (AOC-4)', words: 'annual accounts (AOC-4)', forms: /^(AOC-4|Form 23AC|LLP Form 8|FC-3|MSC-3)/i },
  { rule: 'missing-annual-return', name: 'Annual return (MGT-7)', words: 'annual return (MGT-7)', forms: /^(MGT-7|Form 20B|LLP Form 11|FC-4|MSC-3)/i },
] as const;

/** Whether a filing of unknown year could cover FY `fy`: filed after the year ended, or on an unknown date. */
export function mayCover(f: FilingRow, fy: number): boolean {
  return f.dateOfFiling === null || f.dateOfFiling > fyRange(fy).end;
}

/** The newest FY start year whose annual filings are overdue at `now` (due 30 Nov of the next calendar year + grace). */
export function lastDueFy(now: string): number {
  const nowMs = Date.parse(now);
  let fy = new Date(nowMs).getUTCFullYear();
  while (Date.UTC(fy + 1, 10, 30) + GRACE_DAYS * 86_400_000 > nowMs) fy--;
  return fy;
}

/** The first year of accounts: a company incorporated in January to March closes its first year a year later. */
function firstFy(incorporated: string | null): number | null {
  if (!incorporated || !/^\d{4}-\d{2}-\d{2}/.test(incorporated)) return null;
  const month = Number(incorporated.slice(5, 7));
  return financialYearOf(incorporated).startYear + (month <= 3 ? 1 : 0);
}

export const missingAnnualFilingsRule: Rule = ({ library, company, now }) => {
  // A company that is not active has other obligations (and its own finding); an unread list proves nothing.
  if (company.status !== null && !/^active$/i.test(company.status.trim())) return [];
  const filings = library.filings.listByCompany(company.id, { limit: 1_000_000 });
  if (filings.length === 0) return [];
  const last = lastDueFy(now);
  const first = Math.max(firstFy(company.dateOfIncorporation) ?? FIRST_E_FILING_FY, FIRST_E_FILING_FY, last - YEARS_CHECKED + 1);
  if (first > last) return [];
  const yearOf = filingYearReader(library, company.id);
  const extractedYears = new Set(aoc4Extractions(library, company.id).map((e) => e.fyStart));
  const listRead = filings.reduce((a, f) => (f.listedAt > a.listedAt ? f : a));
  const listEvidence = {
    kind: 'record' as const,
    id: company.id,
    label: `Filing list of ${company.name ?? company.id}, ${plural(filings.length, 'filing')}`,
    reference: `company ${company.id}, request ${listRead.listRequestId ?? 'unknown'}`,
  };
  const out = [];
  for (const family of FAMILIES) {
    const ofFamily = filings.filter((f) => f.formId && family.forms.test(f.formId));
    const covered = new Set<number>();
    const undated: FilingRow[] = [];
    for (const f of ofFamily) {
      const year = yearOf(f);
      if (year) covered.add(year.fyStart);
      else undated.push(f);
    }
    if (family.rule === 'missing-accounts') for (const y of extractedYears) covered.add(y);
    const missing: number[] = [];
    const untold: number[] = [];
    for (let fy = first; fy <= last; fy++) {
      if (covered.has(fy)) continue;
      if (undated.some((f) => mayCover(f, fy))) untold.push(fy);
      else missing.push(fy);
    }
    const checked = `checked ${formatFy(first)} to ${formatFy(last)}`;
    if (missing.length > 0) {
      out.push({
        rule: family.rule,
        severity: missing.length > 1 ? ('high' as const) : ('medium' as const),
        title: `${family.name} missing for ${plural(missing.length, 'year')}`,
        detail: `No ${family.words} in the library for ${missing.map(formatFy).join(', ')} (${checked}).`,
        evidence: [masterEvidence(company), listEvidence],
      });
    }
    if (untold.length > 0) {
      const which = undated.filter((f) => untold.some((fy) => mayCover(f, fy)));
      out.push({
        rule: `${family.rule}-untold`,
        severity: 'info' as const,
        title: `${family.name} for ${untold.map(formatFy).join(', ')}: could not tell`,
        detail:
          `No ${family.words} in the library says it covers ${untold.map(formatFy).join(', ')}, and ${plural(which.length, 'filing')} ` +
          `(${which.map((f) => `filed ${f.dateOfFiling ? formatDate(f.dateOfFiling) : 'on an unknown date'}`).join('; ')}) ` +
          `${which.length === 1 ? 'does' : 'do'} not say which year ${which.length === 1 ? 'it covers' : 'they cover'}: open ${which.length === 1 ? 'it' : 'them'} to tell (${checked}).`,
        evidence: which.map((f) => ({ kind: 'filing' as const, id: f.filingId, label: `${filingName(f, null)}, filed ${f.dateOfFiling ? formatDate(f.dateOfFiling) : 'on an unknown date'}`, reference: `filing ${f.filingId}` })),
      });
    }
  }
  return out;
};
