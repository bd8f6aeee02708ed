// Early-warning signals, statutory filing status, the risk band and group exposure (issue 26): what a
// lender's book shows about each company and about the groups inside the book. Plain JSON-safe types:
// dates are ISO (YYYY-MM-DD for days), money is integer paisa, shares are exact (basis points floored
// once from integers, with the fraction beside them). Every signal, obligation and group link carries
// the records that state it, cited the way a finding is (FindingEvidence).
import type { NetworkSource } from './network';
import type { FindingEvidence, FindingSeverity } from './reports';

/** The signals, in the order the registry runs them (electron/core/signals/registry.ts). */
export const SIGNAL_RULE_IDS = [
  'directors-leaving',
  'auditor-resigned',
  'auditor-appointed',
  'charge-new-lender',
  'charge-modified',
  'filings-overdue',
  'office-moved',
  'name-changed',
  'capital-changed',
  'associate-struck-off',
  'associate-disqualified',
  'profit-to-loss',
  'net-worth-eroded',
] as const;
export type SignalRuleId = (typeof SIGNAL_RULE_IDS)[number];

/** Each signal in words, for column headers, filters and reports. */
export const SIGNAL_RULE_NAMES: Record<SignalRuleId, string> = {
  'directors-leaving': 'Directors leaving',
  'auditor-resigned': 'Auditor resigned or removed',
  'auditor-appointed': 'Auditor appointed',
  'charge-new-lender': 'Charge in favour of a new lender',
  'charge-modified': 'Charge modified',
  'filings-overdue': 'Statutory filings overdue',
  'office-moved': 'Registered office moved',
  'name-changed': 'Name changed',
  'capital-changed': 'Capital changed',
  'associate-struck-off': 'Associate struck off or winding up',
  'associate-disqualified': 'Disqualified director in the network',
  'profit-to-loss': 'Profit turned to loss',
  'net-worth-eroded': 'Net worth eroded',
};

export type SignalSeverity = FindingSeverity;

/** A citation as a finding gives it, plus the PDF page whose indexed text states it (a filing's, when the text index has it). */
export interface SignalEvidence extends FindingEvidence {
  page?: number;
}

/** A threshold a signal used, as named in electron/core/signals/thresholds.ts. */
export interface SignalThreshold {
  /** The constant's name ("DIRECTOR_EXITS_MIN"). */
  name: string;
  value: number;
  /** What the value counts ("cessations", "months", "percent", "days", "paisa"). */
  unit: string;
}

/**
 * An item of the RBI's illustrative list of early-warning signals for loan accounts (Framework for
 * dealing with loan frauds, RBI/2014-15/590 of 7 May 2015, Annex), quoted in its own words.
 */
export interface RbiSignalItem {
  /** The item as the list words it. */
  words: string;
  /** Where the list is, in words. */
  source: string;
}

export interface Signal {
  rule: SignalRuleId;
  severity: SignalSeverity;
  title: string;
  detail: string;
  /** The thresholds the rule applied (the event window, a count, a share). */
  thresholds: SignalThreshold[];
  /**
   * The day the signal holds from (ISO date): the event's date (a filing, a cessation, a change);
   * for a count over a window, the day the count reached its threshold; for a state read from a
   * record (a struck-off associate), the day the record stating it was read; for an overdue
   * obligation, its due date.
   */
  since: string;
  /** The item of the RBI's list it supports, or null when none fits. */
  rbi: RbiSignalItem | null;
  evidence: SignalEvidence[];
}

export const OBLIGATION_KINDS = ['agm', 'accounts', 'annual-return'] as const;
export type ObligationKind = (typeof OBLIGATION_KINDS)[number];

/**
 * `done`: on time; `late`: done after its due date; `overdue`: not done and past due; `pending`:
 * not done, not yet due; `undated`: done by what the library shows (a later AGM, the year's
 * accounts filed) without the date it was done; `unknown`: the library cannot tell (a filing of
 * unknown year could be it, or the filing list was never read).
 */
export type ObligationState = 'done' | 'late' | 'overdue' | 'pending' | 'undated' | 'unknown';

export interface StatutoryObligation {
  kind: ObligationKind;
  /** The financial year, named by its start year (FY 2024-25 → 2024). */
  fyStart: number;
  /** "Section 96 of the Companies Act, 2013 (annual general meeting)". */
  section: string;
  /** The form that discharges it ("AOC-4", "MGT-7", "LLP Form 11"); null for an AGM. */
  form: string | null;
  /** ISO date. */
  dueDate: string;
  /** How the due date was reached, in words ("30 days after the AGM of 27 Sep 2025"). */
  dueRule: string;
  state: ObligationState;
  /** ISO date it was done (AGM held, form filed), when known. */
  doneOn: string | null;
  /** Days past due as of the day asked, when not done and past due; otherwise null. */
  overdueDays: number | null;
  /** Days after the due date it was done, when done late; otherwise null. */
  lateByDays: number | null;
  /** What the state says, in words. */
  words: string;
  /** The records and filings it is computed from. */
  evidence: SignalEvidence[];
}

export interface StatutoryStatus {
  companyId: string;
  /** The day asked (IST), ISO. */
  asOf: string;
  /** What the company files under: a company, an LLP, or neither computed here. */
  regime: 'company' | 'one-person-company' | 'llp' | 'not-applicable';
  /** Why nothing is computed (a foreign company, a company struck off), in words; null when computed. */
  notApplicable: string | null;
  obligations: StatutoryObligation[];
}

export const RISK_BANDS = ['high', 'watch', 'standard'] as const;
export type RiskBand = (typeof RISK_BANDS)[number];

export const RISK_BAND_NAMES: Record<RiskBand, string> = { high: 'High risk', watch: 'On watch', standard: 'Standard' };

export interface RiskBandReason {
  source: 'finding' | 'signal';
  rule: string;
  severity: SignalSeverity;
  title: string;
}

export interface RiskBandView {
  band: RiskBand;
  /** Why, most severe first; empty for a standard company. */
  reasons: RiskBandReason[];
  /** The rule applied, in words (electron/core/signals/thresholds.ts). */
  rule: string;
}

/** A company's signals, statutory status and band together, as the book view reads them. */
export interface CompanyAssessment {
  companyId: string;
  signals: Signal[];
  statutory: StatutoryStatus;
  band: RiskBandView;
}

/** A member of a lender's book for group exposure. */
export interface BookMemberInput {
  companyId: string;
  /** Integer paisa, zero or more. */
  exposurePaisa: number;
}

export type BookLinkKind = 'director' | 'address' | 'charge';

/** What joins members of a group: a director on their boards, their registered address, a charge one holds on another. */
export interface BookGroupLink {
  kind: BookLinkKind;
  /** The members it joins (two or more; for a charge, the holder first, then the borrower). */
  companyIds: string[];
  /** The director (DIN), the address or the charge, with its name. */
  via: { id: string; label: string };
  /** In words: "Asha Rao (DIN 01234567) sits on the boards of …". */
  words: string;
  /** Every record that states the link (master record or director profile, with request id). */
  sources: NetworkSource[];
}

export interface BookGroupMember {
  companyId: string;
  name: string;
  exposurePaisa: number;
}

export interface BookGroup {
  /** Largest exposure first. */
  members: BookGroupMember[];
  links: BookGroupLink[];
  exposurePaisa: number;
  /** Exact share of the book: exposure over the book's total. */
  share: { numerator: number; denominator: number; basisPoints: number };
  /** Its share is above the threshold the caller gave. */
  flagged: boolean;
}

export interface BookGroups {
  bookExposurePaisa: number;
  /** The flag threshold asked for, in basis points of the book. */
  flagAboveBasisPoints: number;
  /** Largest exposure first. */
  groups: BookGroup[];
  /** Registered addresses shared by so many companies (a business centre) that they join no group, in words with their counts. */
  addressesNotLinking: Array<{ id: string; label: string; companies: number }>;
  /** Members the connections graph does not know (not mirrored): they can join no group. */
  notInGraph: string[];
}
