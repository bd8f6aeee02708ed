/**
 * Statutory filing status: for the latest financial years due by the day asked (and a year that
 * has ended but is not due yet), each annual obligation with its section, due date, the date it was
 * done, whether it is overdue (by how many days) or was done late, and the records it is read from.
 *
 * A company (the Companies Act, 2013; financial years end on 31 March):
 * - AGM: within nine months of the close of the first financial year, later ones within six months
 *   of the close of the year (section 96(1)). The fifteen-month gap between AGMs and extensions the
 *   Registrar grants are not known to the library and are not applied.
 * - AOC-4 (any of its family: AOC-4, AOC-4 XBRL, AOC-4 CFS, AOC-4 NBFC): within 30 days of the AGM
 *   (section 137(1)); MGT-7 or MGT-7A: within 60 days of the AGM (section 92(4)). With no AGM on
 *   record for the year, both count from the day the AGM was due.
 * - A one person company holds no AGM (section 96(1)): AOC-4 within 180 days of the close of the
 *   year (section 137(1), first proviso) and MGT-7A within 60 days of the day its AGM would have been
 *   due (section 92(4)).
 * - The first financial year of a company incorporated from 1 January ends on 31 March of the
 *   following year (section 2(41)).
 * An LLP (the LLP Act, 2008): the annual return, Form 11, by 30 May (within 60 days of the close of
 * the year, section 35); the statement of account and solvency, Form 8, by 30 October (within 30
 * days of the end of six months of the year, section 34). An LLP incorporated after 30 September may
 * close its first year on 31 March of the year after; the later close is taken, so no first year is
 * called overdue that the law lets run on.
 * A foreign company (FC-3, FC-4), and a company not active (struck off, under liquidation,
 * amalgamated, dormant), are marked not applicable, in words.
 *
 * A year's filing is the one that says which year it covers (views/filing-year.ts: its description,
 * its extraction, its PDF), never a guess from the date it was filed; the AGM date comes from the
 * master record's commonData (the last AGM, with the balance sheet it adopted) or from the year's
 * MGT-7 extraction (`agm_date`, `fy_end`).
 */
import type { ObligationKind, ObligationState, SignalEvidence, StatutoryObligation, StatutoryStatus } from '../../../shared/bridge/signals';
import { addDays, daysBetween, financialYearOf, formatDate, formatFy, fyOfPeriodEnd } from '../../../shared/dates';
import type { CompanyRow, FilingRow, Library } from '../store';
import { filingYearReader } from '../views';
import { dayAsked, isoDay, monthEndAfter, registryDay } from './dates';
import { extractionRowEvidence, filingEvidence, filingListEvidence, masterEvidenceOf } from './evidence';
import { STATUTORY_YEARS_DUE } from './thresholds';

type Rec = Record<string, unknown>;
const isRec = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);

const ACTIVE = /^active$/i;
const OPC_CIN = /^[LU]\d{5}[A-Z]{2}\d{4}OPC\d{6}$/;

interface Duty {
  kind: ObligationKind;
  section: string;
  form: string | null;
  /** The filings that discharge it. */
  forms: RegExp;
}

const AGM: Duty = { kind: 'agm', section: 'Section 96 of the Companies Act, 2013 (annual general meeting)', form: null, forms: /^$/ };
const AOC4: Duty = { kind: 'accounts', section: 'Section 137 of the Companies Act, 2013 (financial statements)', form: 'AOC-4', forms: /^(AOC-4|Form 23AC)/i };
const MGT7: Duty = { kind: 'annual-return', section: 'Section 92(4) of the Companies Act, 2013 (annual return)', form: 'MGT-7', forms: /^(MGT-7|Form 20B)/i };
const MGT7A: Duty = { ...MGT7, form: 'MGT-7A' };
const LLP11: Duty = { kind: 'annual-return', section: 'Section 35 of the Limited Liability Partnership Act, 2008 (annual return)', form: 'LLP Form 11', forms: /^(LLP )?Form 11\b/i };
const LLP8: Duty = { kind: 'accounts', section: 'Section 34 of the Limited Liability Partnership Act, 2008 (statement of account and solvency)', form: 'LLP Form 8', forms: /^(LLP )?Form 8\b/i };

/** An AGM the library knows of: the year it was for, when, and the record that says so. */
interface KnownAgm {
  fyStart: number;
  on: string;
  evidence: SignalEvidence;
}

/** The last AGM the master record's commonData names, with the balance sheet it adopted (which says the year). */
function commonDataAgm(company: CompanyRow): KnownAgm | null {
  const data = isRec(company.master) && isRec(company.master.masterData) ? company.master.masterData : null;
  const common = data && isRec(data.commonData) ? data.commonData : null;
  if (!common) return null;
  const field = (re: RegExp) => Object.entries(common).find(([k, v]) => re.test(k) && typeof v === 'string')?.[1];
  const agm = registryDay(field(/agm/i));
  const sheet = registryDay(field(/balance.?sheet/i));
  if (!agm || !sheet) return null;
  return {
    fyStart: fyOfPeriodEnd(sheet),
    on: agm,
    evidence: masterEvidenceOf(company, `last AGM ${formatDate(agm)}, balance sheet as at ${formatDate(sheet)}`),
  };
}

/** AGMs the MGT-7 extractions state (`agm_date` with the year's end). */
function extractedAgms(library: Library, companyId: string): KnownAgm[] {
  const out: KnownAgm[] = [];
  for (const row of library.extractions.list(companyId, 'MGT-7')) {
    const p = isRec(row.payload) ? row.payload : null;
    const on = isoDay(p?.agm_date);
    const end = isoDay(p?.fy_end);
    if (!on || !end) continue;
    out.push({ fyStart: fyOfPeriodEnd(end), on, evidence: extractionRowEvidence(library, row, `AGM held ${formatDate(on)} for the year ended ${formatDate(end)}`) });
  }
  return out;
}

/** The first financial year (start year): from 1 January a company's first year runs to the next 31 March; an LLP's may from 1 October. */
function firstFy(incorporated: string | null, llp: boolean): number | null {
  if (!incorporated || !/^\d{4}-\d{2}-\d{2}$/.test(incorporated)) return null;
  const month = Number(incorporated.slice(5, 7));
  const late = llp ? month >= 10 || month <= 3 : month <= 3;
  return financialYearOf(incorporated).startYear + (late ? 1 : 0);
}

const fyEnd = (fy: number) => `${fy + 1}-03-31`;

function notApplicable(company: CompanyRow, today: string, why: string): StatutoryStatus {
  return { companyId: company.id, asOf: today, regime: 'not-applicable', notApplicable: why, obligations: [] };
}

interface YearFilings {
  /** The year's filing of the duty's forms, the earliest filed. */
  dated: FilingRow | null;
  /** Filings of those forms that say no year and were filed after the year ended: any of them could be it. */
  undated: FilingRow[];
}

export function statutoryStatus(library: Library, companyId: string, now: string): StatutoryStatus {
  const today = dayAsked(now);
  const company = library.companies.get(companyId);
  if (!company?.masterReadAt) {
    return { companyId, asOf: today, regime: 'not-applicable', notApplicable: 'The company is not mirrored: its master record is not in the library.', obligations: [] };
  }
  if (company.idType === 'fcin') {
    return notApplicable(company, today, 'A foreign company files FC-3 (annual accounts) and FC-4 (annual return) under section 381 of the Companies Act, 2013; their deadlines are not computed here.');
  }
  if (company.status !== null && !ACTIVE.test(company.status.trim())) {
    return notApplicable(
      company,
      today,
      /dormant/i.test(company.status)
        ? `The company is dormant (section 455): it files MSC-3 instead of the annual obligations computed here.`
        : `The registry records the company as "${company.status}": annual filing obligations of an active company are not computed.`,
    );
  }
  const llp = company.idType === 'llpin';
  const opc = !llp && OPC_CIN.test(company.id);
  const filings = library.filings.listByCompany(company.id, { limit: 1_000_000 });
  const yearOf = filingYearReader(library, company.id);
  const agms = [...extractedAgms(library, company.id), ...[commonDataAgm(company)].filter((a): a is KnownAgm => a !== null)];
  const first = firstFy(company.dateOfIncorporation, llp);
  const latestEnded = financialYearOf(today).startYear - 1;

  const ofYear = (duty: Duty, fy: number): YearFilings => {
    const family = filings.filter((f) => f.formId !== null && duty.forms.test(f.formId.trim()));
    const dated = family.filter((f) => yearOf(f)?.fyStart === fy).sort((a, b) => (a.dateOfFiling ?? '9999').localeCompare(b.dateOfFiling ?? '9999'))[0] ?? null;
    const undated = family.filter((f) => yearOf(f) === null && (f.dateOfFiling === null || f.dateOfFiling > fyEnd(fy)));
    return { dated, undated };
  };
  const listEvidence = filingListEvidence(company, filings);
  const foundation = masterEvidenceOf(company, company.dateOfIncorporation ? `incorporated ${formatDate(company.dateOfIncorporation)}` : 'date of incorporation not given');

  // The latest years whose first obligation fell due before the day asked, and the latest ended year if it is not due yet.
  const firstDue = (fy: number): string => (llp ? `${fy + 1}-05-30` : opc ? addDays(fyEnd(fy), 180) : agmDue(fy, first));
  const years: number[] = [];
  let due = 0;
  for (let fy = latestEnded; fy >= (first ?? Number.NEGATIVE_INFINITY) && due < STATUTORY_YEARS_DUE; fy--) {
    if (firstDue(fy) < today) {
      years.push(fy);
      due++;
    } else if (fy === latestEnded) years.push(fy);
  }

  const obligations: StatutoryObligation[] = [];
  for (const fy of years) {
    if (llp) {
      obligations.push(formObligation(library, { duty: LLP11, fy, due: `${fy + 1}-05-30`, dueRule: `30 May after the year's close (${formatDate(fyEnd(fy))})` }, ofYear(LLP11, fy), today, filings, [foundation], listEvidence));
      obligations.push(formObligation(library, { duty: LLP8, fy, due: `${fy + 1}-10-30`, dueRule: `30 October after the year's close (${formatDate(fyEnd(fy))})` }, ofYear(LLP8, fy), today, filings, [foundation], listEvidence));
      continue;
    }
    if (opc) {
      const aocDue = addDays(fyEnd(fy), 180);
      const wouldBeAgm = monthEndAfter(fyEnd(fy), 6);
      obligations.push(formObligation(library, { duty: AOC4, fy, due: aocDue, dueRule: `180 days after the year's close (${formatDate(fyEnd(fy))}): a one person company holds no AGM` }, ofYear(AOC4, fy), today, filings, [foundation], listEvidence));
      obligations.push(
        formObligation(library, { duty: MGT7A, fy, due: addDays(wouldBeAgm, 60), dueRule: `60 days after the day its AGM would have been due (${formatDate(wouldBeAgm)}): a one person company holds no AGM` }, ofYear(MGT7, fy), today, filings, [foundation], listEvidence),
      );
      continue;
    }
    const agmDueOn = agmDue(fy, first);
    const agmWords = fy === first ? `nine months after the close of the first financial year (${formatDate(fyEnd(fy))})` : `six months after the year's close (${formatDate(fyEnd(fy))})`;
    const accounts = ofYear(AOC4, fy);
    const annualReturn = ofYear(MGT7, fy);
    const held = agms.filter((a) => a.fyStart === fy).sort((a, b) => a.on.localeCompare(b.on))[0] ?? null;
    const later = agms.filter((a) => a.fyStart > fy).sort((a, b) => a.fyStart - b.fyStart)[0] ?? null;
    obligations.push(agmObligation({ fy, due: agmDueOn, dueRule: agmWords, held, later, accounts, annualReturn }, today, library, [foundation, listEvidence]));
    const from = held ? { day: held.on, words: `the AGM of ${formatDate(held.on)}`, evidence: [held.evidence] } : { day: agmDueOn, words: `the day the AGM was due (${formatDate(agmDueOn)}): no AGM for ${formatFy(fy)} is on record`, evidence: [foundation] };
    obligations.push(formObligation(library, { duty: AOC4, fy, due: addDays(from.day, 30), dueRule: `30 days after ${from.words}` }, accounts, today, filings, from.evidence, listEvidence));
    obligations.push(formObligation(library, { duty: MGT7, fy, due: addDays(from.day, 60), dueRule: `60 days after ${from.words}` }, annualReturn, today, filings, from.evidence, listEvidence));
  }
  return { companyId: company.id, asOf: today, regime: llp ? 'llp' : opc ? 'one-person-company' : 'company', notApplicable: null, obligations };
}

function agmDue(fy: number, first: number | null): string {
  return monthEndAfter(fyEnd(fy), fy === first ? 9 : 6);
}

interface Timing {
  state: ObligationState;
  overdueDays: number | null;
  lateByDays: number | null;
}

/** On time, late, overdue or pending, from the due date, the date done (if any) and the day asked. */
function timing(due: string, doneOn: string | null, today: string): Timing {
  if (doneOn !== null) {
    const late = daysBetween(due, doneOn);
    return late > 0 ? { state: 'late', overdueDays: null, lateByDays: late } : { state: 'done', overdueDays: null, lateByDays: null };
  }
  return today > due ? { state: 'overdue', overdueDays: daysBetween(due, today), lateByDays: null } : { state: 'pending', overdueDays: null, lateByDays: null };
}

function doneWords(what: string, t: Timing, due: string, doneOn: string): string {
  return t.state === 'late' ? `${what} ${formatDate(doneOn)}, ${t.lateByDays} ${t.lateByDays === 1 ? 'day' : 'days'} late (due ${formatDate(due)}).` : `${what} ${formatDate(doneOn)}, on time (due ${formatDate(due)}).`;
}

/** "No MGT-7 for FY 2024-25 in the library: overdue by 52 days (due 26 Nov 2025)." */
function openWords(what: string, where: string, fy: number, t: Timing, due: string): string {
  return t.state === 'overdue'
    ? `No ${what} for ${formatFy(fy)} ${where}: overdue by ${t.overdueDays} ${t.overdueDays === 1 ? 'day' : 'days'} (due ${formatDate(due)}).`
    : `No ${what} for ${formatFy(fy)} ${where} yet: due ${formatDate(due)}, not yet due.`;
}

function formObligation(
  library: Library,
  spec: { duty: Duty; fy: number; due: string; dueRule: string },
  found: YearFilings,
  today: string,
  filings: readonly FilingRow[],
  dueBasis: SignalEvidence[],
  list: SignalEvidence,
): StatutoryObligation {
  const { duty, fy, due, dueRule } = spec;
  const basis = [...dueBasis, list];
  const base = { kind: duty.kind, fyStart: fy, section: duty.section, form: duty.form, dueDate: due, dueRule };
  const form = duty.form ?? 'filing';
  if (found.dated?.dateOfFiling) {
    const t = timing(due, found.dated.dateOfFiling, today);
    return { ...base, ...t, doneOn: found.dated.dateOfFiling, words: doneWords(`${found.dated.formId} filed`, t, due, found.dated.dateOfFiling), evidence: [filingEvidence(library, found.dated), ...dueBasis] };
  }
  if (filings.length === 0) {
    return { ...base, state: 'unknown', doneOn: null, overdueDays: null, lateByDays: null, words: `The company's filing list is not in the library: whether ${form} for ${formatFy(fy)} was filed cannot be told (due ${formatDate(due)}).`, evidence: basis };
  }
  if (found.dated || found.undated.length > 0) {
    const which = [...(found.dated ? [found.dated] : []), ...found.undated];
    return {
      ...base,
      state: 'unknown',
      doneOn: null,
      overdueDays: null,
      lateByDays: null,
      words: `No ${form} in the library says it covers ${formatFy(fy)}, but ${which.length === 1 ? 'one filing does not say its year or date' : `${which.length} filings do not say their year or date`}: open ${which.length === 1 ? 'it' : 'them'} to tell (due ${formatDate(due)}).`,
      evidence: [...which.map((f) => filingEvidence(library, f)), ...basis],
    };
  }
  const t = timing(due, null, today);
  return { ...base, ...t, doneOn: null, words: openWords(form, 'in the library', fy, t, due), evidence: basis };
}

function agmObligation(
  spec: { fy: number; due: string; dueRule: string; held: KnownAgm | null; later: KnownAgm | null; accounts: YearFilings; annualReturn: YearFilings },
  today: string,
  library: Library,
  basis: SignalEvidence[],
): StatutoryObligation {
  const { fy, due, dueRule, held, later, accounts, annualReturn } = spec;
  const base = { kind: 'agm' as const, fyStart: fy, section: AGM.section, form: null, dueDate: due, dueRule };
  if (held) {
    const t = timing(due, held.on, today);
    return { ...base, ...t, doneOn: held.on, words: doneWords('AGM held', t, due, held.on), evidence: [held.evidence] };
  }
  // The year's accounts are adopted at its AGM, and a later AGM follows this one: the AGM was held, on a day the library does not know.
  const adopted = accounts.dated ?? annualReturn.dated;
  if (adopted || later) {
    const why = adopted
      ? `the ${formatFy(fy)} ${adopted.formId} was filed${adopted.dateOfFiling ? ` on ${formatDate(adopted.dateOfFiling)}` : ''}, which follows the AGM`
      : `a later AGM (${formatDate(later!.on)}, for ${formatFy(later!.fyStart)}) is on record`;
    return {
      ...base,
      state: 'undated',
      doneOn: null,
      overdueDays: null,
      lateByDays: null,
      words: `The AGM for ${formatFy(fy)} was held, its date not in the library: ${why} (due ${formatDate(due)}).`,
      evidence: adopted ? [filingEvidence(library, adopted)] : [later!.evidence],
    };
  }
  const t = timing(due, null, today);
  return { ...base, ...t, doneOn: null, words: openWords('AGM', 'on record', fy, t, due), evidence: basis };
}
