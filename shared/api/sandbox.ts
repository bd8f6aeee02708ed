/**
 * Sandbox entry lists (`GET /v1/sandbox`). The service builds this list itself, so the identifiers
 * and names are structural (the UI offers them as pick lists); the descriptive columns may be dropped.
 */
import { z } from 'zod';
import { dinString, nullishString } from './messy';

export const idTypeSchema = z.enum(['cin', 'fcin', 'llpin']);
export type IdType = z.infer<typeof idTypeSchema>;

export const sandboxCompanySchema = z.looseObject({
  cin: z.string().min(1),
  company: z.string(),
  knownAs: nullishString.optional(),
  idType: idTypeSchema.optional(),
  companyStatus: nullishString.optional(),
  city: nullishString.optional(),
  state: nullishString.optional(),
});

export const sandboxDirectorSchema = z.looseObject({
  din: dinString,
  fullName: nullishString.optional(),
});

export const sandboxListSchema = z.looseObject({
  companies: z.array(sandboxCompanySchema),
  directors: z.array(sandboxDirectorSchema),
});

export type SandboxCompany = z.infer<typeof sandboxCompanySchema>;
export type SandboxDirector = z.infer<typeof sandboxDirectorSchema>;
export type SandboxList = z.infer<typeof sandboxListSchema>;
