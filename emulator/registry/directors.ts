// Director records: the index entry, the public profile (no contact tier, no internal ids) and the
// contact-tier payload sold separately.
import { dayOf, mdy } from './format';
import { FOREIGN_NATIONALITIES, QUALIFICATIONS } from './people';
import type { Appointment, CompanyPlan } from './plan';
import { hash32, rngFor } from './prng';
import type { DirectorEntry, Json } from './types';
import type { DirectorSkeleton, Universe } from './universe';
import { coinWord } from './words';

const DIN_ERA = dayOf(2006, 7, 1);
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

export type PlanOf = (companyIndex: number) => CompanyPlan;

/**
 * The stream a director's own draws come from: the index for the drawn universe; the DIN for people
 * a company appoints after the reference date, whose index depends on the order records are read.
 */
function streamKey(d: DirectorSkeleton): string | number {
  return d.appointedLater ? `din-${d.din}` : d.index;
}

export function directorPan(seed: string, d: DirectorSkeleton): string {
  const rng = rngFor(seed, 'pan', streamKey(d));
  const l = () => LETTERS[rng.int(0, 25)]!;
  return `${l()}${l()}${l()}P${d.lastName[0]!.toUpperCase()}${String(rng.int(0, 9999)).padStart(4, '0')}${l()}`;
}

/** Disqualified under section 164(2): the lead director of a struck-off company always, others now and then. */
export function isDisqualified(u: Universe, d: DirectorSkeleton): boolean {
  const roll = hash32(u.seed, 'disq', d.din) / 4294967296;
  for (const ci of d.companies) {
    const c = u.companies[ci]!;
    if (c.status !== 'Strike Off') continue;
    if (c.directors[0] === d.index || roll < 0.3) return true;
  }
  return roll < 0.005;
}

function contactPath(u: Universe, d: DirectorSkeleton): DirectorEntry['contactPath'] {
  const roll = hash32(u.seed, 'contact', d.din) % 100;
  return roll < 55 ? 'hot' : roll < 75 ? 'cold' : roll < 85 ? 'cold-fails' : 'unseeded';
}

/** The director's seats; a seat a company's record does not show yet (appointed later) is left out. */
function appointmentsOf(d: DirectorSkeleton, planOf: PlanOf): Array<{ plan: CompanyPlan; ap: Appointment }> {
  return d.companies.flatMap((ci) => {
    const plan = planOf(ci);
    const ap = plan.appointments.find((a) => a.director === d.index);
    return ap ? [{ plan, ap }] : [];
  });
}

export function directorEntry(u: Universe, d: DirectorSkeleton, planOf: PlanOf): DirectorEntry {
  const rng = rngFor(u.seed, 'director', streamKey(d));
  const earliest = Math.min(...appointmentsOf(d, planOf).map((x) => x.ap.fromDay));
  // DINs began in 2006: directors appointed earlier received theirs in the first allocation wave.
  const allocated = earliest < DIN_ERA ? rng.int(DIN_ERA, dayOf(2008, 12, 31)) : Math.max(DIN_ERA, earliest - rng.int(0, 400));
  const disqualified = isDisqualified(u, d);
  return {
    din: d.din,
    fullName: d.fullName,
    sandbox: d.sandbox,
    status: disqualified ? 'Disqualified by RoC u/s 164(2)' : rng.chance(0.04) ? 'Deactivated due to non-filing of DIR-3 KYC' : 'Approved',
    dinAllocationDate: mdy(allocated),
    personType: 'Individual',
    companies: d.companies.map((ci) => u.companies[ci]!.cin),
    contactPath: contactPath(u, d),
  };
}

export function directorProfile(u: Universe, d: DirectorSkeleton, planOf: PlanOf): Json {
  const rng = rngFor(u.seed, 'profile', streamKey(d));
  const rows = appointmentsOf(d, planOf);
  const companyData = rows
    .filter(({ ap }) => ap.toDay === null || rng.chance(0.5))
    .map(({ plan, ap }) => {
      const row: Json = {
        ucin: plan.sk.cin,
        cin_LLPIN: plan.sk.cin,
        nameOfTheCompany: plan.sk.name,
        role: ap.role,
        designation: ap.designation,
        directorFlag: ap.role === 'Director',
        companyStatus: plan.sk.status,
        roleEffectiveDate: mdy(ap.fromDay),
        cessationDate: ap.toDay === null ? null : mdy(ap.toDay),
      };
      if (plan.sk.kind === 'LLP') {
        const obligation = Math.round((plan.scale / Math.max(1, plan.appointments.length)) / 1000) * 1000;
        row.obligationOfContribution = obligation;
        row.contributionReceived = rng.chance(0.8) ? obligation : Math.round(obligation / 2);
      }
      return row;
    });
  const history = rows.filter(({ ap }) => ap.toDay !== null).map(({ plan, ap }) => ({
    cin: plan.sk.cin,
    accountName: plan.sk.name,
    designation: ap.designation,
    appointmentDate: mdy(ap.fromDay),
    cessationDate: mdy(ap.toDay!),
    accountStatus: 'Inactive',
  }));
  const foreign = hash32(u.seed, 'nationality', d.din) % 50 === 0;
  return {
    din: d.din,
    firstName: [d.firstName, d.middleName].filter(Boolean).join(' '),
    lastName: d.lastName,
    gender: d.gender,
    nationality: foreign ? rng.pick(FOREIGN_NATIONALITIES) : 'Indian',
    educationalQualification: rng.pick(QUALIFICATIONS),
    companyData,
    mcaSignatoryCessationMasterHistory: history,
  };
}

export function directorContact(u: Universe, d: DirectorSkeleton, entry: DirectorEntry, planOf: PlanOf): Json | undefined {
  if (entry.contactPath === 'unseeded') return undefined;
  const rng = rngFor(u.seed, 'contact-tier', streamKey(d));
  const home = planOf(d.companies[0]!).sk;
  const domain = `${coinWord(rng).toLowerCase()}${rng.pick(['mail.in', 'post.in', 'net.in', 'inbox.co.in'])}`;
  const birthYear = rng.int(1948, 1998);
  const address = (kind: string) => ({
    addressType: kind,
    streetAddress: `House No. ${rng.int(1, 999)}, ${coinWord(rng)} Nagar`,
    city: home.city.name,
    state: home.state.name,
    postalCode: `${home.city.pin}${String(rng.int(1, 99)).padStart(3, '0')}`,
    country: 'India',
  });
  return {
    din: d.din,
    mobileNumber: `+91 9${String(rng.int(0, 999_999_999)).padStart(9, '0')}`,
    emailAddress: `${d.firstName.toLowerCase()}.${d.lastName.toLowerCase()}${rng.int(1, 99)}@${domain}`,
    pan: directorPan(u.seed, d),
    dob: mdy(dayOf(birthYear, rng.int(1, 12), rng.int(1, 28))),
    birthPlace: home.city.name,
    fathersFirstName: rng.pick(['Ramesh', 'Mohan', 'Krishna', 'Gopal', 'Hari', 'Shankar', 'Prakash', 'Ram']),
    fathersLastName: d.lastName,
    addresses: [address('Present Address'), address('Permanent Address')],
  };
}
