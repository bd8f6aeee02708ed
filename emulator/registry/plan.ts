// A company's life story, decided once and shared by its master record, filings, extractions and PDFs
// so they always agree: when it ended, which years it filed, its capital, charges and board.
import type { AuditorState } from './auditors';
import { type CapitalPlan, planCapital } from './capital';
import { type Charge, planCharges } from './charges';
import { withGroupCharges } from './group-charges';
import { dayOf, fyEndDay, REFERENCE_DAY, yearOf } from './format';
import { rngFor } from './prng';
import type { Skeleton, Universe } from './universe';
import { companyName } from './words';

export interface Appointment {
  director: number;
  role: string;
  designation: string;
  kmp: boolean;
  fromDay: number;
  toDay: number | null;
  /** Placed by the network builder (networks.ts): its filings are appended after the drawn ones. */
  network?: true;
}

export interface AnnualFiling {
  fyEnd: number;
  agmDay: number;
  accountsDay: number; // AOC-4 / Form 23AC / LLP Form 8 / FC-3
  returnDay: number | null; // MGT-7 / Form 20B / LLP Form 11 / FC-4; null when not filed yet
}

export interface HistoryEntry {
  value: string;
  fromDay: number;
  toDay: number;
}

export interface CompanyPlan {
  sk: Skeleton;
  endDay: number | null; // strike off, liquidation order or amalgamation
  dormantDay: number | null;
  lastDay: number; // last day the company could file
  annual: AnnualFiling[];
  extractionYears: number[]; // AOC-4 year keys (fyEnd), ascending
  consolidatedYears: number[];
  indAsFrom: number | null;
  capital: CapitalPlan | null;
  charges: Charge[];
  appointments: Appointment[];
  nameHistory: HistoryEntry[];
  cinHistory: HistoryEntry[];
  subsidiaries: number[]; // company indices
  scale: number; // rupees: the order of magnitude of its balance sheet
  /** The auditor the living registry last recorded (ADT-1 / ADT-3); absent: the one in office at the reference date. */
  auditor?: AuditorState;
}

function designationFor(sk: Skeleton, seat: number, r: number): { role: string; designation: string; kmp: boolean } {
  if (sk.kind === 'LLP') return { role: 'Designated Partner', designation: 'Designated Partner', kmp: false };
  if (sk.kind === 'FCIN') return { role: 'Authorised Representative', designation: 'Authorised Representative', kmp: false };
  const bigBoard = sk.kind === 'PLC' || sk.kind === 'FLC' || sk.kind === 'FTC';
  if (seat === 0 && (bigBoard || r < 0.3)) return { role: 'Director', designation: 'Managing Director', kmp: true };
  if (seat === 1 && bigBoard) return { role: 'Director', designation: 'Whole-time Director', kmp: true };
  if (sk.listed && seat >= 3 && r < 0.6) return { role: 'Director', designation: 'Independent Director', kmp: false };
  if (r < 0.06) return { role: 'Director', designation: 'Nominee Director', kmp: false };
  if (r < 0.12) return { role: 'Director', designation: 'Additional Director', kmp: false };
  return { role: 'Director', designation: 'Director', kmp: false };
}

/** How many sit on the board at once; seats beyond it belong to directors who have since left. */
function boardCapacity(sk: Skeleton): number {
  if (sk.listed) return 12;
  return { PTC: 5, PLC: 8, OPC: 2, LLP: 4, FLC: 8, FTC: 6, FCIN: 3 }[sk.kind];
}

function planAppointments(u: Universe, sk: Skeleton, lastDay: number): Appointment[] {
  const capacity = boardCapacity(sk);
  return sk.directors.map((director, seat): Appointment => {
    const placed = sk.fixedSeats?.get(director);
    if (placed) return { director, ...placed, toDay: null, network: true };
    const rng = rngFor(u.seed, 'seat', sk.index, u.directors[director]!.din);
    const { role, designation, kmp } = designationFor(sk, seat, rng.float());
    const founder = seat < 2;
    const span = Math.max(0, lastDay - sk.incDay);
    const fromDay = founder ? sk.incDay : sk.incDay + Math.floor(span * rng.range(0.05, seat >= capacity ? 0.6 : 0.95));
    const ceases = !founder && lastDay - fromDay > 120 && (seat >= capacity || rng.chance(0.22));
    const toDay = ceases ? fromDay + 60 + Math.floor((lastDay - fromDay - 60) * rng.range(0.1, 0.95)) : null;
    return { director, role, designation, kmp, fromDay, toDay };
  });
}

function planAnnual(u: Universe, sk: Skeleton, lastDay: number): AnnualFiling[] {
  if (sk.noFilings) return [];
  const rng = rngFor(u.seed, 'annual', sk.index);
  const out: AnnualFiling[] = [];
  // Companies struck off had stopped filing a year or more before the Registrar acted.
  const cutoff = Math.min(sk.status === 'Strike Off' ? lastDay - rng.int(365, 1100) : lastDay, REFERENCE_DAY);
  const late = rng.chance(0.1);
  for (let fy = yearOf(sk.incDay) + 1; fy <= 2026; fy++) {
    const end = fyEndDay(fy);
    if (sk.kind === 'LLP') {
      const returnDay = end + rng.int(30, 75);
      const accountsDay = end + rng.int(160, 212) + (late ? rng.int(0, 300) : 0);
      if (accountsDay >= cutoff) break;
      out.push({ fyEnd: fy, agmDay: end + 60, accountsDay, returnDay });
      continue;
    }
    const agmDay = end + rng.int(140, 182);
    const accountsDay = agmDay + rng.int(5, 29) + (late && rng.chance(0.5) ? rng.int(30, 400) : 0);
    if (accountsDay >= cutoff) break;
    const returnCandidate = agmDay + rng.int(20, 58);
    out.push({ fyEnd: fy, agmDay, accountsDay, returnDay: returnCandidate < cutoff ? returnCandidate : null });
  }
  return out;
}

function planEnd(u: Universe, sk: Skeleton): { endDay: number | null; dormantDay: number | null } {
  const rng = rngFor(u.seed, 'end', sk.index);
  if (sk.status === 'Active') return { endDay: null, dormantDay: null };
  if (sk.status === 'Dormant') return { endDay: null, dormantDay: Math.max(sk.incDay + 730, rng.int(dayOf(2014, 6, 1), REFERENCE_DAY - 400)) };
  const earliest = Math.max(sk.incDay + 3 * 365, dayOf(2012, 1, 1));
  return { endDay: rng.int(Math.min(earliest, REFERENCE_DAY - 200), REFERENCE_DAY - 120), dormantDay: null };
}

function planHistories(u: Universe, sk: Skeleton, lastDay: number): { nameHistory: HistoryEntry[]; cinHistory: HistoryEntry[] } {
  const rng = rngFor(u.seed, 'history', sk.index);
  const nameHistory: HistoryEntry[] = [];
  const cinHistory: HistoryEntry[] = [];
  const span = lastDay - sk.incDay;
  if (span < 3 * 365 || sk.noFilings) return { nameHistory, cinHistory };
  const pointIn = (lo: number, hi: number) => sk.incDay + Math.floor(span * rng.range(lo, hi));
  // Conversion from private to public changes the CIN's type and the name's suffix on the same day.
  const converted = sk.converted === 'ptc-to-plc' ? pointIn(0.4, 0.8) : null;
  if (sk.converted === 'delisted') cinHistory.push({ value: `L${sk.cin.slice(1)}`, fromDay: sk.incDay, toDay: pointIn(0.5, 0.9) });
  if (converted !== null) cinHistory.push({ value: `U${sk.cin.slice(1, 12)}PTC${sk.cin.slice(15)}`, fromDay: sk.incDay, toDay: converted });
  const renamedOn = sk.renamed ? sk.incDay + Math.floor(((converted ?? lastDay) - sk.incDay) * rng.range(0.2, 0.8)) : null;
  if (renamedOn !== null) {
    const older = companyName(rng, converted !== null ? 'PTC' : sk.kind, sk.nic.words).name;
    nameHistory.push({ value: older, fromDay: sk.incDay, toDay: renamedOn });
  }
  if (converted !== null) {
    nameHistory.push({ value: sk.name.replace(/ Limited$/, ' Private Limited'), fromDay: renamedOn ?? sk.incDay, toDay: converted });
  }
  return { nameHistory, cinHistory };
}

/** The company's former names (its nameHistory at the reference date), without building its whole plan. */
export function formerNames(u: Universe, sk: Skeleton): string[] {
  if (!sk.renamed && sk.converted !== 'ptc-to-plc') return [];
  const { endDay } = planEnd(u, sk);
  return planHistories(u, sk, endDay ?? REFERENCE_DAY - 1).nameHistory.map((h) => h.value);
}

export function buildPlan(u: Universe, sk: Skeleton): CompanyPlan {
  const rng = rngFor(u.seed, 'plan', sk.index);
  const { endDay, dormantDay } = planEnd(u, sk);
  const lastDay = endDay ?? REFERENCE_DAY - 1;
  const capital = planCapital(rngFor(u.seed, 'capital', sk.index), sk, lastDay);
  const scale = capital ? Math.max(capital.paidUp, 5e5) : sk.kind === 'LLP' ? rng.logRange(5e5, 5e7) : rng.logRange(1e7, 1e9);
  const annual = planAnnual(u, sk, lastDay);
  const hasAccounts = sk.kind !== 'LLP' && sk.kind !== 'FCIN' && (sk.listed || sk.filingTarget !== null || rng.chance(0.85));
  const window = sk.listed || sk.filingTarget !== null ? 10 : rng.int(3, 10);
  // A dormant company has no business to report: extractions stop when it became dormant.
  const filedYears = annual.map((a) => a.fyEnd).filter((fy) => fy >= 2012 && (dormantDay === null || fyEndDay(fy) < dormantDay));
  const extractionYears = hasAccounts ? filedYears.slice(-window) : [];
  const consolidatedYears = sk.subsidiaries && extractionYears.length > 0
    ? extractionYears.slice(rng.int(0, Math.floor(extractionYears.length / 2))).filter((_, i) => i === 0 || rng.chance(0.85))
    : [];
  const indAsFrom = sk.listed ? (sk.size > 0.7 ? 2017 : 2018) : (sk.kind === 'PLC' || sk.kind === 'FLC') && sk.size > 0.6 ? 2018 : null;
  const subsidiaries: number[] = [];
  if (sk.subsidiaries) {
    const [lo, hi] = sk.sandbox ? [0, 51] : [52, u.companies.length - 1];
    for (let n = rng.int(1, 4); subsidiaries.length < n;) {
      const pick = rng.int(lo, hi);
      if (pick !== sk.index && !subsidiaries.includes(pick)) subsidiaries.push(pick);
    }
  }
  return {
    sk, endDay, dormantDay, lastDay, annual, extractionYears, consolidatedYears, indAsFrom, capital,
    charges: withGroupCharges(u, sk, planCharges(rngFor(u.seed, 'charges', sk.index), sk, u.banks, lastDay, scale)),
    appointments: planAppointments(u, sk, lastDay),
    ...planHistories(u, sk, lastDay),
    subsidiaries,
    scale,
  };
}
