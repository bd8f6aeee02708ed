/**
 * Resolve results: company candidates and director candidates. `query` and `candidates` are
 * structural (an empty list is a valid answer); each candidate's identifier and `matchScore` are
 * required because the UI ranks and opens by them; everything the spec marks optional is optional.
 */
import { z } from 'zod';
import { mdyDate } from './date-strings';
import { countish, dinString, emptyToNull, idString, nullishString } from './messy';
import { idTypeSchema } from './sandbox';

/** `sandbox` and `hint` appear on a test key only. */
const testKeyFields = {
  sandbox: z.boolean().optional(),
  hint: z.string().optional(),
};

/**
 * The spec says only "object". The fields named are those the registry writes on every address
 * (the emulator, the yardstick, sends exactly these); any may be missing, others pass through.
 */
export const registeredAddressSchema = z.looseObject({
  streetAddress: nullishString.optional(),
  city: nullishString.optional(),
  state: nullishString.optional(),
  postalCode: emptyToNull(idString).optional(),
  country: nullishString.optional(),
});

export const companyCandidateSchema = z.looseObject({
  cin: z.string().min(1),
  company: z.string().optional(),
  idType: idTypeSchema.optional(),
  companyStatus: nullishString.optional(),
  dateOfIncorporation: mdyDate.optional(),
  registeredAddress: registeredAddressSchema.nullable().optional(),
  nicCode: emptyToNull(idString).optional(),
  mainDivisionDescription: nullishString.optional(),
  directors: z.array(z.looseObject({})).optional(),
  matchScore: z.number(),
});

export const companyResolveSchema = z.looseObject({
  query: z.string(),
  candidates: z.array(companyCandidateSchema),
  ...testKeyFields,
});

export const directorCandidateSchema = z.looseObject({
  din: dinString,
  fullName: nullishString.optional(),
  status: nullishString.optional(),
  dinAllocationDate: mdyDate.optional(),
  personType: nullishString.optional(),
  companies: z.array(z.string()).optional(),
  totalDirectorshipCount: countish.optional(),
  matchScore: z.number(),
});

export const directorResolveSchema = z.looseObject({
  query: z.string(),
  candidates: z.array(directorCandidateSchema),
  ...testKeyFields,
});

export type CompanyCandidate = z.infer<typeof companyCandidateSchema>;
export type CompanyResolve = z.infer<typeof companyResolveSchema>;
export type DirectorCandidate = z.infer<typeof directorCandidateSchema>;
export type DirectorResolve = z.infer<typeof directorResolveSchema>;
