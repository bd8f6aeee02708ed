/**
 * Directors from the library: the profile the analyst bought, their roles across the companies
 * the library knows (linked when mirrored), and the stored contact tier (decrypted only here with
 * the cipher the caller brings; the mirror engine buys and seals it).
 */
import type { DirectorContactView, DirectorDetail, DirectorProfileRecord, DirectorRoleView } from '../../../shared/bridge/views';
import { DossierError } from '../app-error';
import type { Cipher, Library } from '../store';
import { isInLibrary } from './company-summary';
import { type MergedRole, mergeRoles } from './director-roles';
import { notInLibrary } from './library-company';

const isRec = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const textOf = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);

function roleView(library: Library, r: MergedRole): DirectorRoleView {
  const company = library.companies.get(r.companyId);
  return {
    companyId: r.companyId,
    companyName: company?.name ?? r.companyName,
    sources: r.sources,
    role: r.role,
    designation: r.designation,
    appointedOn: r.appointedOn,
    ceasedOn: r.ceasedOn,
    ceasedAsWritten: r.ceasedAsWritten,
    kmp: r.kmp,
    mirrored: !!company && isInLibrary(company),
  };
}

/**
 * The bought profile with the director's roles and links; PROFILE_NOT_IN_LIBRARY when only the
 * register names them. Each role is listed once, in `roles`: the profile's own role rows stay in
 * `profile` (the record as evidence), never spread beside them (issue 28: one role read twice).
 */
export function directorDetail(library: Library, din: string): DirectorDetail {
  const director = library.directors.get(din);
  if (!director) throw notInLibrary(`Director ${din}`, 'Mirror a company they serve, or buy their profile.');
  const roles = mergeRoles(library.directors.rolesOfDirector(din)).map((r) => roleView(library, r));
  if (!isRec(director.profile)) {
    const where = new Set(roles.map((r) => r.companyId)).size;
    throw new DossierError(
      'PROFILE_NOT_IN_LIBRARY',
      `The profile of director ${director.fullName ?? din} (DIN ${din}) has not been bought yet; the library knows them from the register of ${where} ${where === 1 ? 'company' : 'companies'}.`,
      { hint: 'Buy the profile to see their roles at every company.' },
    );
  }
  const profile = director.profile as DirectorProfileRecord;
  const links = new Map<string, DirectorDetail['links'][number]>();
  for (const r of roles) if (!links.has(r.companyId)) links.set(r.companyId, { companyId: r.companyId, name: r.companyName, mirrored: r.mirrored });
  return {
    din,
    fullName: director.fullName,
    firstName: director.firstName ?? textOf(profile.firstName),
    lastName: director.lastName ?? textOf(profile.lastName),
    gender: textOf(profile.gender),
    nationality: textOf(profile.nationality),
    educationalQualification: textOf(profile.educationalQualification),
    sandbox: director.sandbox,
    profileReadAt: director.profileReadAt,
    profileRequestId: director.profileRequestId,
    roles,
    links: [...links.values()],
    contactInLibrary: library.contacts.has(din),
    profile,
  };
}

/** Whether the contact tier of a DIN was bought (no key needed to tell). */
export const hasDirectorContact = (library: Library, din: string): boolean => library.contacts.has(din);

/** The stored contact tier, opened with `cipher`; null when it was never bought. */
export function directorContact(library: Library, din: string, cipher: Cipher): DirectorContactView | null {
  const stored = library.contacts.get(din, cipher);
  if (!stored || !isRec(stored.contact)) return null;
  return { din, contact: stored.contact, readAt: stored.readAt, requestId: stored.requestId };
}
