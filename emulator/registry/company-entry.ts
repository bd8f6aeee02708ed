// The index entry of a company (CompanyEntry) and its addresses.
import { mdy } from './format';
import { BUILDING_KINDS, PREMISES, STREET_KINDS } from './places';
import { rngFor } from './prng';
import type { CompanyEntry, Json } from './types';
import type { Skeleton, Universe } from './universe';
import { coinWord } from './words';

export interface Address {
  streetAddress: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
}

export function companyAddress(seed: string, sk: Skeleton, which: 'registered' | 'correspondence'): Address {
  // A business group registers its companies at one address (networks.ts).
  if (which === 'registered' && sk.sharedAddress) return { ...sk.sharedAddress };
  const rng = rngFor(seed, 'address', sk.index, which);
  const street = `${rng.pick(PREMISES)} ${rng.int(1, 480)}, ${coinWord(rng)} ${rng.pick(BUILDING_KINDS)}, ${coinWord(rng)} ${rng.pick(STREET_KINDS)}`;
  return { streetAddress: street, city: sk.city.name, state: sk.state.name, postalCode: `${sk.city.pin}${String(rng.int(1, 99)).padStart(3, '0')}`, country: 'India' };
}

export function companyEntry(u: Universe, sk: Skeleton): CompanyEntry {
  return {
    cin: sk.cin,
    idType: sk.idType,
    company: sk.name,
    knownAs: sk.knownAs,
    companyStatus: sk.status,
    city: sk.city.name,
    state: sk.state.name,
    sandbox: sk.sandbox,
    dateOfIncorporation: mdy(sk.incDay),
    nicCode: sk.nicCode,
    mainDivisionDescription: sk.nic.description,
    registeredAddress: companyAddress(u.seed, sk, 'registered') as unknown as Json,
    directorDins: sk.directors.map((d) => u.directors[d]!.din),
  };
}
