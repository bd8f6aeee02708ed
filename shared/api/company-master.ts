/**
 * Company master record (`GET /v1/companies/{cin}`). The registry's own field names are kept
 * exactly (camelCase, British spellings, PascalCase director and charge fields). The spec says
 * fields "may be dropped, never renamed", so every registry field is optional; the record's `cin`
 * and `masterData.companyData` are required, because a response without them would overwrite a
 * stored record with an empty one.
 */
import { z } from 'zod';
import { mdyDate } from './date-strings';
import { countish, emptyToNull, idString, nullableBoolish, nullishString, numberish } from './messy';

const text = nullishString.optional();
/** Rupee amounts from the registry (not paisa): may arrive as strings with Indian commas. */
const rupees = emptyToNull(numberish).optional();
const count = emptyToNull(countish).optional();

/** A capital amount with its two companions: `<name>Formatted` (compact) and `<name>Display` (grouped). */
function capital<N extends string>(name: N) {
  return {
    [name]: rupees,
    [`${name}Formatted`]: text,
    [`${name}Display`]: text,
  } as { [K in N]: typeof rupees } & { [K in `${N}Formatted` | `${N}Display`]: typeof text };
}

export const mcaCompanyAddressSchema = z.looseObject({
  addressType: text,
  streetAddress: text,
  // Not in the spec's field list, but sent by the registry beside the street: the address's own
  // city, state and PIN, which must never be guessed from the street text.
  city: text,
  state: text,
  postalCode: emptyToNull(idString).optional(),
  country: text,
});

export const companyDataSchema = z.looseObject({
  cin: text,
  companyName: text,
  companyType: text,
  companyOrigin: text,
  companyCategory: text,
  companySubcategory: text,
  classOfCompany: text,
  dateOfIncorporation: mdyDate.optional(),
  // The field list spells it `paidupCapital`, the companion rule `paidUpCapital`: accept both,
  // since names are never renamed and either may be the registry's.
  ...capital('authorisedCapital'),
  ...capital('paidupCapital'),
  ...capital('paidUpCapital'),
  ...capital('subscribedCapital'),
  numberOfMembers: count,
  // A status phrase ("ACTIVE compliant"), not a flag.
  activeCompliance: text,
  companyStatus: text,
  // "Listed" / "Unlisted" in the registry: kept as text, not coerced to a boolean.
  whetherListedOrNot: text,
  MCAMDSCompanyAddress: z.array(mcaCompanyAddressSchema).nullable().optional(),
  // LLP variant.
  numberOfPartners: count,
  numberOfDesignatedPartners: count,
});

/** Supplementary record; the spec names only some members (industry codes, dates, addresses). */
export const commonDataSchema = z.looseObject({
  mainDivisionCode: emptyToNull(idString).optional(),
  mainDivisionDescription: text,
  companyAddress: z.array(z.looseObject({})).nullable().optional(),
});

export const mcaUserRoleSchema = z.looseObject({
  role: text,
  designation: text,
  cin: text,
  kmpFlag: nullableBoolish.optional(),
});

export const masterDirectorSchema = z.looseObject({
  // Required: the list is deduplicated by DIN, so a row without one cannot be stored.
  DIN: z.preprocess((v) => (typeof v === 'number' ? String(v).padStart(8, '0') : v), z.string().min(1)),
  PAN: text,
  FirstName: text,
  LastName: text,
  dateOfAppointment: mdyDate.optional(),
  DirectorDisqualified: nullableBoolish.optional(),
  MCAUserRole: z.array(mcaUserRoleSchema).nullable().optional(),
});

export const indexChargeSchema = z.looseObject({
  chargeId: emptyToNull(idString).optional(),
  chName: text,
  chargeAmount: rupees,
  dateOfCreation: mdyDate.optional(),
  dateOfModification: mdyDate.optional(),
  dateOfSatisfaction: mdyDate.optional(),
  StreetAddress: text,
  City: text,
  State: text,
  PostalCode: emptyToNull(idString).optional(),
  Country: text,
});

export const masterDataSchema = z.looseObject({
  companyData: companyDataSchema,
  // Null when not fetched yet and for LLPs.
  commonData: commonDataSchema.nullable().optional(),
  directorData: z.array(masterDirectorSchema).nullable().optional(),
  indexChargesData: z.array(indexChargeSchema).nullable().optional(),
});

export const companyMasterSchema = z.looseObject({
  cin: z.string().min(1),
  company: text,
  // Item shapes are not shown in the spec: kept verbatim.
  cinHistory: z.array(z.unknown()).nullable().optional(),
  nameHistory: z.array(z.unknown()).nullable().optional(),
  masterData: masterDataSchema,
});

export type McaCompanyAddress = z.infer<typeof mcaCompanyAddressSchema>;
export type CompanyData = z.infer<typeof companyDataSchema>;
export type CommonData = z.infer<typeof commonDataSchema>;
export type McaUserRole = z.infer<typeof mcaUserRoleSchema>;
export type MasterDirector = z.infer<typeof masterDirectorSchema>;
export type IndexCharge = z.infer<typeof indexChargeSchema>;
export type MasterData = z.infer<typeof masterDataSchema>;
export type CompanyMaster = z.infer<typeof companyMasterSchema>;
