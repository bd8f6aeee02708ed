// Networks worth drawing (issue 16): business groups (a promoter family across 3 to 20 companies with
// one brand word, one registered address and charges held by one group company on another),
// directors past the section 165 limits, and disqualified directors of struck-off companies sitting
// on live ones. Built after the drawn boards and appended to them (new companies and directors at
// the end of the universe; in the sandbox, a few extra seats), so every drawn fact stays as it was.
import { designedBlueprint, type Kind, type Status } from './blueprint';
import { companyAddress } from './company-entry';
import { dayOf, REFERENCE_DAY } from './format';
import { NIC_DIVISIONS, NIC_WEIGHTS, type NicDivision } from './nic';
import { LAST } from './people';
import { STATE_WEIGHTS } from './places';
import { type Rng, rngFor } from './prng';
import { buildCompany, buildDirector, type DirectorSkeleton, type FixedSeat, type NetworkSummary, seat, type Skeleton } from './universe';
import { coinWord, companyName } from './words';
import { containsRealBrand } from './brands';

export interface NetworkInput {
  seed: string;
  companies: Skeleton[];
  directors: DirectorSkeleton[];
  names: Set<string>;
  ids: Set<string>;
  dins: Set<string>;
}

/**
 * The sandbox group (slots of the sandbox blueprint; for seed `dossier` all in Delhi): Sipax Castings (3)
 * is the flagship; Hevish Basaex (11) is struck off and its two disqualified directors sit on live
 * members; five companies share Sipax's registered address; Sipax holds a charge on Sugaipin (28).
 */
export const SANDBOX_GROUP = { flagship: 3, members: [3, 25, 28, 6, 11], struckOff: 11, chargeOn: 28 } as const;

/** Live groups by size: one of every shape from 3 to 20 companies. */
const LIVE_GROUP_SIZES = [20, 12, 9, 7, 6, 5, 5, 4, 4, 3, 3, 3];
/** Companies whose boards the busy directors share, and the seats each busy director holds (public, private, alternate). */
const CIRCUIT = { publics: 24, privates: 20 };
const BUSY_SEATS: ReadonlyArray<{ publics: number; privates: number; alternates: number }> = [
  { publics: 14, privates: 9, alternates: 0 }, // 23 directorships, 14 in public companies: past both limits
  { publics: 6, privates: 13, alternates: 3 }, // 22 directorships (3 alternate): past the 20 limit only
  { publics: 12, privates: 0, alternates: 0 }, // 12 public companies: past the 10 limit only
];

/** Companies the builder appends to the live universe (groups and the busy directors' circuit). */
export const DESIGNED_COMPANY_COUNT = LIVE_GROUP_SIZES.reduce((a, b) => a + b, 0) + CIRCUIT.publics + CIRCUIT.privates;

function fixed(company: Skeleton, director: DirectorSkeleton, s: FixedSeat): void {
  seat(company, director);
  company.fixedSeats ??= new Map();
  company.fixedSeats.set(director.index, s);
}

const director = (designation: string, fromDay: number, kmp = false): FixedSeat => ({ role: 'Director', designation, fromDay, kmp });

function sandboxGroup(n: NetworkInput): void {
  const c = (i: number) => n.companies[i]!;
  const d = (i: number) => n.directors[i]!;
  const { flagship, members, struckOff, chargeOn } = SANDBOX_GROUP;
  if (c(struckOff).status !== 'Strike Off' || members.some((i) => i !== struckOff && c(i).status !== 'Active')) throw new Error('sandbox blueprint changed: the sandbox group no longer fits');
  // Dates chosen for seed `dossier`; another seed's companies may be younger, so each is kept inside the company's life.
  const on = (i: number, day: number) => Math.max(c(i).incDay + 30, Math.min(day, REFERENCE_DAY - 60));
  const [lead, second] = c(struckOff).directors;
  fixed(c(flagship), d(lead!), director('Director', on(flagship, dayOf(2021, 7, 12))));
  fixed(c(28), d(second!), director('Director', on(28, dayOf(2022, 2, 3))));
  const promoter = d(c(flagship).directors[0]!);
  fixed(c(25), promoter, director('Director', on(25, dayOf(2016, 4, 18))));
  fixed(c(28), promoter, director('Director', on(28, dayOf(2021, 9, 1))));
  fixed(c(6), d(c(25).directors[0]!), director('Director', on(6, dayOf(2022, 5, 10))));
  const address = companyAddress(n.seed, c(flagship), 'registered');
  for (const i of members) c(i).sharedAddress = address;
  const day = Math.max(dayOf(2023, 6, 14), c(flagship).incDay + 120, c(chargeOn).incDay + 120);
  if (day < REFERENCE_DAY - 60) c(chargeOn).groupCharges = [{ holder: flagship, day, amount: 25_000_000, satisfiedDay: null }];
}

/** A brand word no company name starts with and no real brand contains. */
export function brandWord(rng: Rng, names: Set<string>): string {
  for (;;) {
    const word = coinWord(rng);
    const lower = `${word.toLowerCase()} `;
    if (containsRealBrand(word) === null && ![...names].some((name) => name.startsWith(lower))) return word;
  }
}

const SUFFIX: Record<'PLC' | 'PTC', string> = { PLC: 'Limited', PTC: 'Private Limited' };

export class Builder {
  constructor(readonly n: NetworkInput) {}

  newDirector(lastName?: string): DirectorSkeleton {
    const d = buildDirector(this.n.seed, this.n.directors.length, false, this.n.dins);
    if (lastName !== undefined) {
      d.lastName = lastName;
      d.fullName = [d.firstName, d.middleName, lastName].filter(Boolean).join(' ');
    }
    this.n.directors.push(d);
    return d;
  }

  newCompany(rng: Rng, spec: { kind: Kind; listed?: boolean; status?: Status; incYear: number; name?: (nic: NicDivision) => string; nic?: NicDivision; place?: Pick<Skeleton, 'state' | 'city'> }): Skeleton {
    const nic = spec.nic ?? rng.weighted(NIC_WEIGHTS);
    const state = spec.place?.state ?? rng.weighted(STATE_WEIGHTS);
    const city = spec.place?.city ?? rng.pick(state.cities);
    let name = spec.name?.(nic) ?? companyName(rng, spec.kind, nic.words).name;
    for (let k = 2; this.n.names.has(name.toLowerCase()); k++) name = name.replace(/( [IVX0-9]+)? ((Private )?Limited)$/, ` ${k} $2`);
    const blueprint = designedBlueprint(rng, {
      kind: spec.kind, listed: spec.listed ?? false, status: spec.status ?? 'Active', incYear: spec.incYear,
      chargeLevel: rng.chance(0.5) ? 'few' : 'none', subsidiaries: false, renamed: false, converted: null,
      postRefFilings: (spec.status ?? 'Active') === 'Active' && rng.chance(0.15) ? 1 : 0,
    });
    const index = this.n.companies.length;
    const company = buildCompany(this.n.seed, index, false, this.n.names, this.n.ids, { blueprint, name, coined: name.split(' ')[0]!, state, city, nic });
    this.n.companies.push(company);
    return company;
  }

  /** Directors who sit only here, drawn like any board (some of them leave over time). */
  outsiders(company: Skeleton, count: number): void {
    for (let k = 0; k < count; k++) seat(company, this.newDirector());
  }
}

function liveGroup(b: Builder, g: number, size: number): NetworkSummary['groups'][number] {
  const rng = rngFor(b.n.seed, 'group', g);
  const brand = brandWord(rng, b.n.names);
  const family = Array.from({ length: size >= 9 ? 4 : rng.int(2, 3) }, () => b.newDirector(rng.pick(LAST)));
  const surname = family[0]!.lastName;
  for (const member of family) {
    member.lastName = surname;
    member.fullName = [member.firstName, member.middleName, surname].filter(Boolean).join(' ');
  }
  const finance = NIC_DIVISIONS.find((x) => x.code === '64')!;
  const members: Skeleton[] = [];
  for (let k = 0; k < size; k++) {
    const struck = size >= 5 && k === size - 1;
    const status: Status = struck ? 'Strike Off' : size >= 12 && k === size - 2 ? 'Under Liquidation' : size >= 20 && k === size - 3 ? 'Dormant' : 'Active';
    const kind: 'PLC' | 'PTC' = k === 0 || (k > 1 && rng.chance(0.35)) ? 'PLC' : 'PTC';
    const lender = size >= 6 && k === 1;
    const company = b.newCompany(rng, {
      kind,
      listed: k === 0 && size >= 9,
      status,
      incYear: k === 0 ? rng.int(1978, 1996) : struck || status !== 'Active' ? rng.int(2004, 2012) : rng.int(1997, 2021),
      nic: lender ? finance : undefined,
      name: lender ? () => `${brand} Finvest ${SUFFIX[kind]}` : (nic) => `${brand} ${rng.pick(nic.words.filter((w) => w !== 'Finvest'))} ${SUFFIX[kind]}`,
      place: members[0],
    });
    company.group = brand;
    members.push(company);
  }
  const flagship = members[0]!;
  // The patriarch founds the flagship and sits on most companies; the others take two boards each at least.
  const blackSheep = size >= 5 ? family[family.length - 1]! : null;
  members.forEach((company, k) => {
    const last = company.status === 'Strike Off' ? company.incDay + 3 * 365 : REFERENCE_DAY - 90;
    const from = (offset: number) => Math.min(last, company.incDay + offset);
    if (company.status === 'Strike Off' && blackSheep) fixed(company, blackSheep, director(company.kind === 'PLC' ? 'Managing Director' : 'Director', company.incDay, company.kind === 'PLC'));
    if (k === 0 || k % 3 !== 2) fixed(company, family[0]!, director(k === 0 ? 'Managing Director' : 'Director', company.incDay, k === 0));
    const heir = family[1 + (k % Math.max(1, family.length - (blackSheep ? 2 : 1)))]!;
    fixed(company, heir, director(k === 0 ? 'Whole-time Director' : 'Director', from(k === 0 ? 4000 : 0), k === 0));
    b.outsiders(company, rng.int(2, 4));
  });
  // The disqualified lead of the struck-off member still sits on live group companies.
  if (blackSheep) for (const company of members.slice(1, 3)) fixed(company, blackSheep, director('Director', Math.min(REFERENCE_DAY - 90, company.incDay + 500)));
  // One registered address for the group (the larger groups keep one member elsewhere).
  const address = companyAddress(b.n.seed, flagship, 'registered');
  members.forEach((company, k) => {
    if (!(size >= 6 && k === size - 2)) company.sharedAddress = address;
  });
  // Intra-group lending: the group's finance company (or the flagship) holds charges on members.
  const lenderIndex = size >= 6 ? 1 : 0;
  const live = members.filter((m, k) => k !== lenderIndex && m.status === 'Active');
  for (const borrower of live.slice(0, Math.min(3, live.length))) addGroupCharge(rng, members[lenderIndex]!, borrower);
  // The largest group also lends in a circle: 2 holds a charge on 3, 3 on 4, 4 on 2.
  if (size >= 20) for (const [holder, borrower] of [[2, 3], [3, 4], [4, 2]] as const) addGroupCharge(rng, members[holder]!, members[borrower]!, true);
  return { brand, companies: members.map((m) => m.index), family: family.map((f) => f.index) };
}

function addGroupCharge(rng: Rng, holder: Skeleton, borrower: Skeleton, open = false): void {
  const start = Math.max(holder.incDay, borrower.incDay) + 120;
  const end = REFERENCE_DAY - 60;
  if (end - start < 200) return;
  const day = rng.int(start, end - 150);
  const satisfiedDay = !open && rng.chance(0.3) ? rng.int(day + 60, end) : null;
  borrower.groupCharges ??= [];
  borrower.groupCharges.push({ holder: holder.index, day, amount: Math.round(rng.logRange(5e6, 5e8) / 1e5) * 1e5, satisfiedDay });
}

/** Directors on more boards than section 165 allows, across a circuit of companies of their own. */
function busyDirectors(b: Builder): number[] {
  const rng = rngFor(b.n.seed, 'busy-directors');
  const circuit = (kind: 'PLC' | 'PTC', count: number) =>
    Array.from({ length: count }, () => {
      const company = b.newCompany(rng, { kind, incYear: rng.int(1990, 2018) });
      b.outsiders(company, rng.int(3, 5));
      return company;
    });
  const publics = circuit('PLC', CIRCUIT.publics);
  const privates = circuit('PTC', CIRCUIT.privates);
  return BUSY_SEATS.map((plan) => {
    const busy = b.newDirector();
    const when = (c: Skeleton) => rng.int(Math.max(c.incDay + 30, dayOf(2015, 4, 1)), REFERENCE_DAY - 60);
    for (const c of rng.shuffle(publics.slice()).slice(0, plan.publics)) fixed(c, busy, director('Independent Director', when(c)));
    rng.shuffle(privates.slice()).slice(0, plan.privates + plan.alternates).forEach((c, k) => {
      fixed(c, busy, director(k < plan.alternates ? 'Alternate Director' : 'Director', when(c)));
    });
    return busy.index;
  });
}

export function buildNetworks(n: NetworkInput): Omit<NetworkSummary, 'twins'> {
  sandboxGroup(n);
  const b = new Builder(n);
  const groups = LIVE_GROUP_SIZES.map((size, g) => liveGroup(b, g, size));
  return { sandboxGroup: [...SANDBOX_GROUP.members], groups, busyDirectors: busyDirectors(b) };
}
