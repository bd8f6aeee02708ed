// The cheap index built at start-up: every company's identity (id, name, place, kind, status) and the
// director network (who sits on which board), and the builders build-universe.ts assembles it with.
// Everything heavier is derived from this on demand.
import { type Blueprint, liveBlueprint, SANDBOX_COMPANY_COUNT, sandboxBlueprint } from './blueprint';
import { buildCin, buildDin, buildFcin, buildLlpin, type CinType } from './ids';
import { NIC_DIVISIONS, NIC_WEIGHTS, type NicDivision } from './nic';
import { FEMALE_FIRST, FEMALE_MIDDLE, LAST, MALE_FIRST, MALE_MIDDLE } from './people';
import { type City, STATE_WEIGHTS, type State } from './places';
import { type Rng, rngFor } from './prng';
import type { IdType } from './types';
import { bankName, companyName } from './words';

export interface Skeleton extends Blueprint {
  index: number;
  cin: string;
  idType: IdType;
  name: string;
  coined: string;
  knownAs: string | null;
  state: State;
  city: City;
  nic: NicDivision;
  nicCode: string;
  sandbox: boolean;
  /** Indices into Universe.directors, primary appointments first. */
  directors: number[];
  /** Seats placed by the network builder (business groups, busy directors), by director index: always current. */
  fixedSeats?: Map<number, FixedSeat>;
  /** The registered address this company shares with the rest of its business group. */
  sharedAddress?: SharedAddress;
  /** Charges whose holder is another company of its group (networks.ts). */
  groupCharges?: GroupCharge[];
  /** The business group's brand word, when the company belongs to one. */
  group?: string;
}

/** What the network builder placed, by index, for the registry's `networks` summary. */
export interface NetworkSummary {
  sandboxGroup: number[];
  groups: Array<{ brand: string; companies: number[]; family: number[] }>;
  busyDirectors: number[];
  /** Pairs of unrelated companies whose names differ only in punctuation or "&" / "and" (twins.ts). */
  twins: Array<[number, number]>;
}

export interface FixedSeat {
  fromDay: number;
  role: string;
  designation: string;
  kmp: boolean;
}

export interface SharedAddress {
  streetAddress: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
}

export interface GroupCharge {
  /** Index of the group company holding the charge. */
  holder: number;
  day: number;
  amount: number;
  satisfiedDay: number | null;
}

/** What the network builder fixes about a company it designs; the rest is drawn as usual. */
export interface CompanyDesign {
  blueprint: Blueprint;
  name: string;
  coined: string;
  state: State;
  city: City;
  nic: NicDivision;
}

export interface DirectorSkeleton {
  index: number;
  din: string;
  firstName: string;
  middleName: string | null;
  lastName: string;
  gender: 'Male' | 'Female';
  fullName: string;
  sandbox: boolean;
  /** Indices into Universe.companies. */
  companies: number[];
  /** A person first appointed after the reference date (living.ts): draws come from the DIN, not the index. */
  appointedLater?: true;
}

export interface Bank {
  name: string;
  category: string;
  street: string;
  state: State;
  city: City;
}

export interface Universe {
  seed: string;
  companies: Skeleton[];
  directors: DirectorSkeleton[];
  byId: Map<string, number>;
  byDin: Map<string, number>;
  banks: Bank[];
  networks: NetworkSummary;
}

export function buildCompany(seed: string, index: number, sandbox: boolean, names: Set<string>, ids: Set<string>, design?: CompanyDesign): Skeleton {
  const rng = rngFor(seed, 'co', index);
  const bp = design?.blueprint ?? (sandbox ? sandboxBlueprint(rng, index) : liveBlueprint(rng, index - SANDBOX_COMPANY_COUNT));
  const nic = design?.nic ?? (bp.kind === 'FLC' ? NIC_DIVISIONS.find((n) => n.code === '64')! : rng.weighted(NIC_WEIGHTS));
  const nicCode = `${nic.code}${rng.int(1, 9)}${rng.int(0, 9)}${rng.int(0, 9)}`;
  const state = design?.state ?? rng.weighted(STATE_WEIGHTS);
  const city = design?.city ?? rng.pick(state.cities);
  let named = design ? { name: design.name, coined: design.coined } : companyName(rng, bp.kind, nic.words);
  if (design && names.has(named.name.toLowerCase())) throw new Error(`designed company name ${named.name} is taken`);
  while (names.has(named.name.toLowerCase())) named = companyName(rng, bp.kind, nic.words);
  names.add(named.name.toLowerCase());
  const incYear = new Date(bp.incDay * 86_400_000).getUTCFullYear();
  let cin = '';
  let idType: IdType = 'cin';
  do {
    if (bp.kind === 'LLP') {
      cin = buildLlpin(rng);
      idType = 'llpin';
    } else if (bp.kind === 'FCIN') {
      cin = buildFcin(rng);
      idType = 'fcin';
    } else {
      cin = buildCin(bp.listed, nicCode, state.code, incYear, bp.kind as CinType, rng.int(1, 199_999 + (incYear - 1950) * 4000));
    }
  } while (ids.has(cin));
  ids.add(cin);
  const knownAs = rng.chance(0.3) ? (rng.chance(0.5) ? named.coined : `${named.coined} ${nic.words[0]}`) : null;
  return { ...bp, index, cin, idType, name: named.name, coined: named.coined, knownAs, state, city, nic, nicCode, sandbox, directors: [] };
}

export function buildDirector(seed: string, index: number, sandbox: boolean, dins: Set<string>): DirectorSkeleton {
  const rng = rngFor(seed, 'dir', index);
  const gender = rng.chance(0.76) ? 'Male' : 'Female';
  const firstName = rng.pick(gender === 'Male' ? MALE_FIRST : FEMALE_FIRST);
  const middleName = rng.chance(0.35) ? rng.pick(gender === 'Male' ? MALE_MIDDLE : FEMALE_MIDDLE) : null;
  const lastName = rng.pick(LAST);
  let din = buildDin(rng);
  while (dins.has(din)) din = buildDin(rng);
  dins.add(din);
  const fullName = [firstName, middleName, lastName].filter(Boolean).join(' ');
  return { index, din, firstName, middleName, lastName, gender, fullName, sandbox, companies: [] };
}

/** Largest-remainder split of `total` directors over boards by weight, at least one seat each. */
function seatCounts(weights: number[], total: number): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const spare = total - weights.length;
  const raw = weights.map((w) => (w / sum) * spare);
  const counts = raw.map((r) => 1 + Math.floor(r));
  let left = total - counts.reduce((a, b) => a + b, 0);
  const order = raw.map((r, i) => [r - Math.floor(r), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (let k = 0; left > 0; k = (k + 1) % order.length, left--) counts[order[k]![1]]! += 1;
  return counts;
}

export function seat(company: Skeleton, director: DirectorSkeleton): boolean {
  if (company.directors.includes(director.index)) return false;
  company.directors.push(director.index);
  director.companies.push(company.index);
  return true;
}

export function assignBoards(rng: Rng, companies: Skeleton[], directors: DirectorSkeleton[], networkers: number, networkSpan: [number, number], sharers: number): void {
  const weights = companies.map((c) => c.boardWeight * (0.6 + rng.float() * 0.8));
  const counts = seatCounts(weights, directors.length);
  const order = rng.shuffle(directors.slice());
  let next = 0;
  companies.forEach((company, i) => {
    for (let k = 0; k < counts[i]!; k++) seat(company, order[next++]!);
  });
  const pickCompany = () => companies[rng.int(0, companies.length - 1)]!;
  const hubs = rng.shuffle(directors.slice()).slice(0, networkers + sharers);
  hubs.forEach((director, i) => {
    const extra = i < networkers ? rng.int(networkSpan[0], networkSpan[1]) : rng.int(1, 3);
    for (let added = 0, tries = 0; added < extra && tries < extra * 10; tries++) if (seat(pickCompany(), director)) added++;
  });
}

export function buildBanks(seed: string): Bank[] {
  const rng = rngFor(seed, 'banks');
  const banks: Bank[] = [];
  const seen = new Set<string>();
  while (banks.length < 48) {
    const { name, category } = bankName(rng);
    if (seen.has(name)) continue;
    seen.add(name);
    const state = rng.weighted(STATE_WEIGHTS);
    banks.push({ name, category, street: `${rng.int(1, 240)}, ${rng.pick(['Nariman Point', 'Bandra Kurla Complex', 'MG Road', 'Connaught Place', 'Anna Salai', 'Park Street', 'Ashram Road', 'Banjara Hills'])}`, state, city: rng.pick(state.cities) });
  }
  return banks;
}
