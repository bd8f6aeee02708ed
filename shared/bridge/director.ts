// A director as the bridge carries them: the roles the library holds, from the companies' records
// and the profile bought, and the profile record itself (director.detail).

/** Where a director's role was read: the company's register (its master record), the director's bought profile. */
export type DirectorRoleSource = 'master' | 'profile';

/**
 * One role of a director at one company. The register and the profile naming the same role (same
 * company and designation, dates equal or known on one side only) are one row naming both sources;
 * rows that disagree stay apart, because the difference is itself evidence.
 */
export interface DirectorRoleView {
  companyId: string;
  companyName: string | null;
  sources: DirectorRoleSource[];
  role: string | null;
  designation: string | null;
  /** ISO dates. */
  appointedOn: string | null;
  ceasedOn: string | null;
  /** A cessation the registry wrote in no readable form, as written (the role has still ended). */
  ceasedAsWritten: string | null;
  kmp: boolean | null;
  /** The company is mirrored into the library. */
  mirrored: boolean;
}

/** A company the director is linked to, once each. */
export interface DirectorLinkView {
  companyId: string;
  name: string | null;
  mirrored: boolean;
}

/**
 * The director's profile as the registry sent it (`GET /v1/directors/{din}`, merged over reads,
 * nothing lost): the evidence behind DirectorDetail, with the registry's own field names and its
 * role rows verbatim (MM/DD/YYYY dates). Shown fields come from DirectorDetail, never from here.
 */
export interface DirectorProfileRecord {
  din?: string;
  firstName?: string | null;
  middleName?: string | null;
  lastName?: string | null;
  gender?: string | null;
  nationality?: string | null;
  educationalQualification?: string | null;
  companyData?: Array<Record<string, unknown>> | null;
  mcaSignatoryCessationMasterHistory?: Array<Record<string, unknown>> | null;
  [field: string]: unknown;
}

/**
 * `director.detail`: a director whose profile the library holds, each role once (`roles`), the
 * companies linked, and the profile record itself (`profile`) as evidence.
 */
export interface DirectorDetail {
  din: string;
  fullName: string | null;
  firstName: string | null;
  lastName: string | null;
  gender: string | null;
  nationality: string | null;
  educationalQualification: string | null;
  sandbox: boolean;
  profileReadAt: string | null;
  profileRequestId: string | null;
  roles: DirectorRoleView[];
  links: DirectorLinkView[];
  contactInLibrary: boolean;
  profile: DirectorProfileRecord;
}
