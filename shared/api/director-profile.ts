/**
 * Director profile (`GET /v1/directors/{din}`). `din` is required (always the DIN in the path);
 * the identity fields and both role arrays are registry pass-through and may be dropped. Role rows
 * are verbatim, so their dates are accepted in any of the three formats and flags as text or boolean.
 */
import { z } from 'zod';
import { anyDate } from './date-strings';
import { dinString, nullishString } from './messy';

const text = nullishString.optional();
const flag = z.union([z.boolean(), nullishString]).optional();

export const directorCompanyRowSchema = z.looseObject({
  ucin: text,
  cin_LLPIN: text,
  nameOfTheCompany: text,
  role: text,
  designation: text,
  directorFlag: flag,
  companyStatus: text,
  roleEffectiveDate: anyDate.optional(),
  cessationDate: anyDate.optional(),
});

export const signatoryCessationRowSchema = z.looseObject({
  cin: text,
  accountName: text,
  designation: text,
  appointmentDate: anyDate.optional(),
  cessationDate: anyDate.optional(),
  accountStatus: text,
});

export const directorProfileSchema = z.looseObject({
  din: dinString,
  firstName: text,
  lastName: text,
  gender: text,
  nationality: text,
  educationalQualification: text,
  companyData: z.array(directorCompanyRowSchema).nullable().optional(),
  mcaSignatoryCessationMasterHistory: z.array(signatoryCessationRowSchema).nullable().optional(),
});

/** Contact-tier fields the profile never carries (spec); the contact endpoint is the only source. */
export const CONTACT_TIER_FIELDS = [
  'pan',
  'aadhaarNumber',
  'mobileNumber',
  'emailAddress',
  'passportNumber',
  'dob',
  'birthPlace',
  'drivingLicenseNumber',
  'votersIdNumber',
  'addresses',
  'fathersFirstName',
  'fathersMiddleName',
  'fathersLastName',
] as const;

export type DirectorCompanyRow = z.infer<typeof directorCompanyRowSchema>;
export type SignatoryCessationRow = z.infer<typeof signatoryCessationRowSchema>;
export type DirectorProfile = z.infer<typeof directorProfileSchema>;
