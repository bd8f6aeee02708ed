/**
 * Every threshold the early-warning signals, the statutory status and the risk band use, in one
 * place: what each means and why it has its value. A rule reads its numbers from here and reports
 * the ones it applied (name and value) with every signal, so a reader of a signal can find its rule
 * here by the name it carries.
 */
import type { SignalThreshold } from '../../../shared/bridge/signals';

// ---- Event window -------------------------------------------------------------------------------

/**
 * Event signals (a director leaving, an auditor resigning, a charge, an office moved, a name or
 * capital changed) count only events within this many calendar months before the day asked (IST),
 * that day and the same day 12 months earlier included. Twelve months is the lender's annual review
 * cycle, and the span of the MCA's own early-warning test for boards ("50% or more of the directors
 * ceased to be directors during the last one year").
 */
export const EVENT_WINDOW_MONTHS = 12;

// ---- Directors leaving --------------------------------------------------------------------------

/**
 * Cessations (director roles' cessation dates, DIR-12 filings that say a director ceased) within
 * the window before the board's turnover is a signal. One director leaving is routine; two in a
 * year is most of a typical private company's board of two or three.
 */
export const DIRECTOR_EXITS_MIN = 2;

/**
 * The signal is high when the directors who left in the window are at least this share (percent) of
 * the board they left (those who left plus those still on it): the MCA's early-warning criterion for
 * companies, "50% or more of the directors ceased to be directors during the last one year".
 */
export const DIRECTOR_EXITS_HIGH_PERCENT = 50;

/**
 * A DIR-12 is due within 30 days of a change (rule 18 of the Companies (Appointment and
 * Qualification of Directors) Rules, 2014); a DIR-12 filed up to this many days after a cessation
 * date, and naming no one, is taken as that cessation's filing. Late filings are common: 90 days.
 */
export const DIR12_MATCH_DAYS = 90;

// ---- Charges ------------------------------------------------------------------------------------

/**
 * A CHG-1 (or CHG-9, or the older Form 8) filed within this many days after a charge's creation or
 * modification date is taken as its filing when its words do not name the charge or the holder:
 * the form is due within 30 days, extendable by 30 more (section 77 of the Companies Act, 2013),
 * and late filings run past that: 120 days.
 */
export const CHARGE_FILING_MATCH_DAYS = 120;

/**
 * A new lender's charge created within this many days of an earlier lender's charge being
 * satisfied reads as a takeover of the loan by another bank (the RBI's "funds coming from other
 * banks to liquidate the outstanding loan amount"): 90 days, a quarter.
 */
export const REFINANCE_DAYS = 90;

// ---- Registered office and name -----------------------------------------------------------------

/**
 * An INC-22 (or LLP Form 15, or the older Form 18) filed within this many days of incorporation is
 * the notice of the first registered office (due within 30 days of incorporation, section 12(2)),
 * not a move: 60 days, allowing for a late first notice.
 */
export const FIRST_OFFICE_NOTICE_DAYS = 60;

/**
 * A name-history entry and an INC-24 filing this many days apart or less are one change of name
 * (the INC-24 is filed around the date the old name ends): 60 days.
 */
export const NAME_CHANGE_MATCH_DAYS = 60;

// ---- Financial figures (AOC-4 extractions) -------------------------------------------------------

/**
 * "Profit turned to loss" needs the loss of the latest year to be at least this much (paisa): a
 * loss of a few hundred rupees in a company that barely trades is rounding, not a turn. ₹1 lakh.
 */
export const LOSS_MIN_PAISA = 10_000_000;

/**
 * Net worth is eroded when it fell by at least this share (percent) from the year before, or went
 * below zero. Fifty percent is the erosion test Indian law long used for a sick company: a company
 * whose losses eroded "fifty per cent or more of its peak net worth" had to report it (Sick
 * Industrial Companies (Special Provisions) Act, 1985, section 23).
 */
export const NET_WORTH_EROSION_PERCENT = 50;

/** Below this base (₹10 lakh) a percentage says little: net worth that small moves by half on one year's trading. */
export const NET_WORTH_MIN_BASE_PAISA = 100_000_000;

// ---- Statutory filing status --------------------------------------------------------------------

/**
 * Financial years whose obligations are due by the day asked that the status lists (the latest
 * ones), beside a year that has ended but is not due yet. Two years show whether a company is behind
 * once or running behind; older gaps are the missing-annual-filings finding's business.
 */
export const STATUTORY_YEARS_DUE = 2;

/** An overdue obligation is at least a medium signal past this many days (a month's slack is common and costs a small fee). */
export const OVERDUE_MEDIUM_DAYS = 30;

/**
 * An overdue obligation is a high signal past this many days: 90 days is where a loan account
 * turns non-performing, and a company three months behind its AGM or accounts is not forgetful.
 */
export const OVERDUE_HIGH_DAYS = 90;

// ---- Risk band ----------------------------------------------------------------------------------

/**
 * The band, from the company's findings (those the analyst has not dismissed) and its signals:
 * - high: any high finding or high signal (an overdue obligation past OVERDUE_HIGH_DAYS is one), or
 *   signals of at least BAND_MEDIUM_SIGNALS_FOR_HIGH different medium rules;
 * - watch: any medium finding or medium signal (an overdue obligation past OVERDUE_MEDIUM_DAYS);
 * - standard: the rest. Info findings and signals never move the band.
 * Findings about the library's own copy (its age, the unlock) and open charges (a borrower's normal
 * state: the lender's own charge is one) are left out: BAND_IGNORED_FINDINGS.
 */
export const BAND_MEDIUM_SIGNALS_FOR_HIGH = 3;

/** Findings that say nothing about the company's risk (see the band's rule above). */
export const BAND_IGNORED_FINDINGS: readonly string[] = ['stale-data', 'unlock-expiring', 'unlock-expired', 'open-charges'];

export const BAND_RULE_WORDS =
  `High: any high finding or signal, or medium signals of ${BAND_MEDIUM_SIGNALS_FOR_HIGH} or more different rules. ` +
  'On watch: any medium finding or signal. Standard: the rest. Info items, dismissed findings and findings about the library copy or open charges do not count.';

// ---- Reported with each signal -------------------------------------------------------------------

const VALUES = {
  EVENT_WINDOW_MONTHS,
  DIRECTOR_EXITS_MIN,
  DIRECTOR_EXITS_HIGH_PERCENT,
  DIR12_MATCH_DAYS,
  CHARGE_FILING_MATCH_DAYS,
  REFINANCE_DAYS,
  FIRST_OFFICE_NOTICE_DAYS,
  NAME_CHANGE_MATCH_DAYS,
  LOSS_MIN_PAISA,
  NET_WORTH_EROSION_PERCENT,
  NET_WORTH_MIN_BASE_PAISA,
  STATUTORY_YEARS_DUE,
  OVERDUE_MEDIUM_DAYS,
  OVERDUE_HIGH_DAYS,
  BAND_MEDIUM_SIGNALS_FOR_HIGH,
};

export type ThresholdName = keyof typeof VALUES;

const UNITS: Record<ThresholdName, string> = {
  EVENT_WINDOW_MONTHS: 'months',
  DIRECTOR_EXITS_MIN: 'cessations',
  DIRECTOR_EXITS_HIGH_PERCENT: 'percent of the board',
  DIR12_MATCH_DAYS: 'days',
  CHARGE_FILING_MATCH_DAYS: 'days',
  REFINANCE_DAYS: 'days',
  FIRST_OFFICE_NOTICE_DAYS: 'days',
  NAME_CHANGE_MATCH_DAYS: 'days',
  LOSS_MIN_PAISA: 'paisa',
  NET_WORTH_EROSION_PERCENT: 'percent',
  NET_WORTH_MIN_BASE_PAISA: 'paisa',
  STATUTORY_YEARS_DUE: 'financial years',
  OVERDUE_MEDIUM_DAYS: 'days',
  OVERDUE_HIGH_DAYS: 'days',
  BAND_MEDIUM_SIGNALS_FOR_HIGH: 'rules',
};

/** A threshold as a signal reports it: its name here, its value and its unit. */
export function threshold(name: ThresholdName): SignalThreshold {
  return { name, value: VALUES[name], unit: UNITS[name] };
}
