// The columns of a lender's book and the cells that are not the borrower: headers spelled as each
// bank's export spells them, loan account numbers, branches, relationship managers, segments,
// sanction dates (DD/MM/YYYY or DD-MMM-YYYY) and the asset classification.
import { dayOf, REFERENCE_DAY } from '../registry/format';
import { FEMALE_FIRST, LAST, MALE_FIRST } from '../registry/people';
import type { Rng } from '../registry/prng';

export const ROLES = ['account', 'name', 'cin', 'state', 'pin', 'segment', 'branch', 'rm', 'sanctionDate', 'limit', 'exposure', 'assetClass'] as const;
export type Role = (typeof ROLES)[number];

/** Header spellings per column; a book uses one of each (varied case and spacing, as exports come). */
const HEADERS: Record<Role, readonly string[]> = {
  account: ['Loan A/c No', 'Loan A/C No.', 'LOAN A/C NO', 'Loan A/c  No'],
  name: ['Borrower Name', 'BORROWER NAME', 'Borrower  Name', 'borrower name'],
  cin: ['CIN', 'Cin', 'CIN ', 'CIN No'],
  state: ['State', 'STATE', 'state', 'State '],
  pin: ['PIN Code', 'Pin Code', 'PIN CODE', 'Pincode'],
  segment: ['Segment', 'SEGMENT', 'segment'],
  branch: ['Branch', 'BRANCH', 'Branch Name'],
  rm: ['RM', 'Rm', 'RM '],
  sanctionDate: ['Sanction Date', 'SANCTION DATE', 'Sanction  Date', 'sanction date'],
  limit: ['Sanctioned Limit (Rs)', 'Sanctioned Limit (Rs.)', 'SANCTIONED LIMIT (RS)'],
  exposure: ['Exposure', 'EXPOSURE', 'Exposure ', 'exposure'],
  assetClass: ['Asset Classification', 'Asset Class', 'ASSET CLASSIFICATION'],
};

export function headers(rng: Rng): Record<Role, string> {
  return Object.fromEntries(ROLES.map((role) => [role, rng.pick(HEADERS[role])])) as Record<Role, string>;
}

const BRANCHES = [
  'Fort, Mumbai', 'Andheri (E)', 'Nariman Point', 'Karol Bagh', 'Connaught Place', 'Nehru Place', 'T Nagar', 'Anna Salai',
  'Koramangala', 'MG Road Bengaluru', 'Peenya Industrial Area', 'Navrangpura', 'Ring Road Surat', 'Salt Lake', 'Park Street',
  'Banjara Hills', 'Secunderabad', 'Shivajinagar Pune', 'Civil Lines Nagpur', 'Ludhiana Main', 'Sector 17 Chandigarh', 'MI Road Jaipur',
] as const;

export interface BookBranch {
  name: string;
  code: string; // four digits
}

export function branches(rng: Rng): BookBranch[] {
  return BRANCHES.map((name) => ({ name, code: String(rng.int(1000, 9999)) }));
}

export function relationshipManagers(rng: Rng, count: number): string[] {
  return Array.from({ length: count }, () => `${rng.chance(0.7) ? rng.pick(MALE_FIRST) : rng.pick(FEMALE_FIRST)} ${rng.pick(LAST)}`);
}

/** A loan account number unique in the book: the branch code and a serial that grows with the row's place. */
export function accountNumber(rng: Rng, branch: BookBranch, slot: number): string {
  return `${branch.code}${String(600_000_000 + slot * 1013 + rng.int(0, 1000)).padStart(10, '0')}`;
}

export function segmentFor(rng: Rng, rupees: number): string {
  if (rupees < 50_000_000) return rng.pick(['SME', 'MSME', 'Micro & Small', 'SME']);
  if (rupees < 250_000_000) return rng.pick(['Mid Corporate', 'MID CORP', 'Mid-Corporate']);
  return rng.pick(['Large Corporate', 'Corporate', 'LARGE CORP']);
}

export function assetClass(rng: Rng): string {
  return rng.weighted([['Standard', 82], ['SMA-0', 9], ['SMA-1', 6], ['SMA-2', 3]]);
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A sanction day after the company was formed (a year on at least) and before the reference date. */
export function sanctionDay(rng: Rng, incDay: number): number {
  const from = Math.max(incDay + 365, dayOf(2012, 4, 1));
  const to = REFERENCE_DAY - 20;
  return rng.int(Math.min(from, to - 30), to);
}

/** DD/MM/YYYY or DD-MMM-YYYY (the month sometimes in capitals). */
export function writeDate(rng: Rng, day: number): string {
  const d = new Date(day * 86_400_000);
  const dd = String(d.getUTCDate()).padStart(2, '0');
  const mm = d.getUTCMonth();
  const yyyy = d.getUTCFullYear();
  if (rng.chance(0.6)) return `${dd}/${String(mm + 1).padStart(2, '0')}/${yyyy}`;
  const month = rng.chance(0.25) ? MONTHS[mm]!.toUpperCase() : MONTHS[mm]!;
  return `${dd}-${month}-${yyyy}`;
}

export function isoDay(day: number): string {
  return new Date(day * 86_400_000).toISOString().slice(0, 10);
}

/** Dates a bank's sheet may hold that no calendar has (the first is the one the issue names). */
export const IMPOSSIBLE_DATES = ['31/02/2024', '30/02/2023', '31/04/2022', '29/02/2023', '31-Jun-2021', '31/09/2020'] as const;

/** The state as typed: usually as the registry writes it, sometimes in capitals. */
export function writeState(rng: Rng, state: string): string {
  const roll = rng.float();
  return roll < 0.3 ? state.toUpperCase() : roll < 0.33 ? state.toLowerCase() : state;
}
