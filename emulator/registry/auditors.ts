// Statutory auditors (issue 26): who audits a company, and the ADT-1 / ADT-3 forms that record a
// change. The registry's master record names no auditor, so a company's auditor lives only in these
// filings: each PDF states the firm, its registration number and the dates, so a client can cite it.
import { containsRealBrand } from './brands';
import { dmy, fyLabel } from './format';
import { type Rng, rngFor } from './prng';
import type { Skeleton, Universe } from './universe';
import { coinWord } from './words';

export interface AuditorFirm {
  name: string; // e.g. "Mehta Shah & Associates"
  frn: string; // ICAI firm registration number, e.g. "123456W"
  city: string;
}

/** The auditor last appointed, and the day it resigned (null while in office). */
export interface AuditorState {
  firm: AuditorFirm;
  resignedDay: number | null;
}

/** What an ADT filing states: carried on the filing event, so its PDF reads the same at any moment. */
export interface AuditorFiling {
  kind: 'auditor';
  form: 'ADT-1' | 'ADT-3';
  firm: AuditorFirm;
  /** ADT-1: the auditor before this one (null on a re-appointment). */
  previous: AuditorFirm | null;
  /** Appointment (ADT-1) or resignation (ADT-3) day. */
  day: number;
  /** ADT-1: the meeting that appointed (AGM or board meeting). */
  meetingDay: number | null;
  nature: string;
  period: string | null;
  reason: string | null;
}

/** A few percent of companies a year see their auditor resign and a new one appointed. */
export const RESIGNATION_RATE = 0.03;
/** At the AGM that ends a five-year term, this share of companies appoints a new firm; the rest reappoint. */
export const ROTATION_RATE = 0.25;

export const RESIGNATION_REASONS = [
  'Pre-occupation with other professional assignments',
  'Due to personal reasons of the partners',
  'Non-receipt of information and explanations required for the audit',
  'Audit fee not mutually agreed',
  'Restructuring of the firm',
  'Disagreement with the management on accounting policies',
] as const;

const ZONES = ['W', 'S', 'N', 'E', 'C'] as const;
const FIRM_SHAPES = [
  (a: string) => `${a} & Associates`,
  (a: string, b: string) => `${a} ${b} & Co.`,
  (a: string) => `${a} & Co. LLP`,
  (a: string, b: string) => `${a} & ${b}`,
  (a: string, b: string) => `${a}, ${b} & Associates`,
] as const;

/** A firm named, like most Indian audit firms, after its partners: coined surnames, so no real firm is named. */
export function auditorFirm(rng: Rng, city: string): AuditorFirm {
  for (;;) {
    const a = coinWord(rng);
    const b = coinWord(rng);
    const name = rng.pick(FIRM_SHAPES)(a, b);
    if (a !== b && containsRealBrand(name) === null) return { name, frn: `${String(rng.int(100_001, 149_999))}${rng.pick(ZONES)}`, city };
  }
}

/** A firm other than `not`, drawn from `rng`. */
export function otherFirm(rng: Rng, city: string, not: AuditorFirm): AuditorFirm {
  for (;;) {
    const firm = auditorFirm(rng, city);
    if (firm.name !== not.name && firm.frn !== not.frn) return firm;
  }
}

/** Whether the company files ADT forms here (LLPs and foreign companies do not). */
export function filesAuditorForms(sk: Skeleton): boolean {
  return sk.kind !== 'LLP' && sk.kind !== 'FCIN';
}

/** The auditor at the reference date (drawn from the company alone), or the one the timeline last recorded. */
export function auditorOf(u: Universe, sk: Skeleton, recorded: AuditorState | undefined): AuditorState {
  return recorded ?? { firm: auditorFirm(rngFor(u.seed, 'auditor', sk.index), sk.city.name), resignedDay: null };
}

const named = (firm: AuditorFirm) => `${firm.name}, Chartered Accountants (FRN ${firm.frn})`;

/** The text an ADT filing's PDF prints after its cover. */
export function auditorLines(f: AuditorFiling): string[] {
  if (f.form === 'ADT-3') {
    return [
      'Notice of resignation by the auditor under section 140(2) of the Companies Act, 2013',
      `Name of the auditor resigning: ${named(f.firm)}`,
      `Address of the auditor: ${f.firm.city}`,
      `Date of resignation: ${dmy(f.day)}`,
      `Reasons for resignation: ${f.reason ?? 'Not stated'}`,
      'The auditor has no other facts relevant to the resignation to report.',
    ];
  }
  return [
    'Notice to the Registrar of appointment of auditor under section 139 of the Companies Act, 2013',
    `Nature of appointment: ${f.nature}`,
    `Name of the auditor: ${named(f.firm)}`,
    `Address of the auditor: ${f.firm.city}`,
    `Date of appointment: ${dmy(f.day)}`,
    ...(f.meetingDay === null ? [] : [`Date of the meeting that appointed the auditor: ${dmy(f.meetingDay)}`]),
    ...(f.period === null ? [] : [`Period of appointment: ${f.period}`]),
    f.previous === null ? 'Previous auditor: the same firm (re-appointment)' : `Previous auditor: ${named(f.previous)}`,
  ];
}

export function termPeriod(agmDay: number, fyEnd: number): string {
  return `from the conclusion of the annual general meeting held on ${dmy(agmDay)} until the conclusion of the annual general meeting for FY ${fyLabel(fyEnd + 5)}`;
}

export const CASUAL_PERIOD = 'until the conclusion of the next annual general meeting (casual vacancy)';
