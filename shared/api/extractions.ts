/**
 * Extraction listings and the per-form choice of schema. The forms list and the years views are
 * billed reads; the data call's payload depends on the `{formType}` path value (case-insensitive),
 * so callers pick the schema with `extractionDataSchemaFor` / `extractionYearsSchemaFor`.
 */
import { z } from 'zod';
import { aoc4DataSchema } from './extraction-aoc4';
import { chargesDataSchema, chargesYearsSchema } from './extraction-charges';
import { mgt7DataSchema } from './extraction-mgt7';
import { pas3DataSchema, pas3YearsSchema } from './extraction-pas3';
import { yearish } from './messy';
import { orNotUnlocked } from './unlock';

export const EXTRACTION_FORM_TYPES = ['AOC-4', 'CHARGES', 'MGT-7', 'PAS-3'] as const;
/**
 * Exactly the spec's four. A form type the spec does not name fails the forms list loudly rather
 * than appearing in the UI with no schema to read its data.
 */
export const extractionFormTypeSchema = z.enum(EXTRACTION_FORM_TYPES);
export type ExtractionFormType = z.infer<typeof extractionFormTypeSchema>;

/** The canonical form type for a path value ("aoc-4" -> "AOC-4"), or null when the spec has none. */
export function normaliseFormType(value: string): ExtractionFormType | null {
  const upper = value.trim().toUpperCase();
  return (EXTRACTION_FORM_TYPES as readonly string[]).includes(upper) ? (upper as ExtractionFormType) : null;
}

export const extractionFormsSchema = z.looseObject({
  availableFormTypes: z.array(extractionFormTypeSchema),
});

/** AOC-4 and MGT-7 years view: calendar years, descending. */
export const yearListViewSchema = z.looseObject({
  formType: z.string(),
  availableYears: z.array(yearish),
});

export const EXTRACTION_YEARS_SCHEMAS = {
  'AOC-4': yearListViewSchema,
  'MGT-7': yearListViewSchema,
  'PAS-3': pas3YearsSchema,
  CHARGES: chargesYearsSchema,
} as const;

/** Any of the years views; each has a required array the others lack, so the union is unambiguous. */
export const extractionYearsSchema = z.union([yearListViewSchema, pas3YearsSchema, chargesYearsSchema]);

export const EXTRACTION_DATA_SCHEMAS = {
  'AOC-4': aoc4DataSchema,
  'MGT-7': mgt7DataSchema,
  'PAS-3': pas3DataSchema,
  CHARGES: chargesDataSchema,
} as const;

/** Data of the data call for a form: the payload, or `{ unlocked: false, unlockPrice }` without an unlock. */
export const extractionDataSchemas = {
  'AOC-4': orNotUnlocked(aoc4DataSchema),
  'MGT-7': orNotUnlocked(mgt7DataSchema),
  'PAS-3': orNotUnlocked(pas3DataSchema),
  CHARGES: orNotUnlocked(chargesDataSchema),
} as const;

/**
 * The data call's data before the form is known: the not-unlocked shape or some object.
 * Validate the payload with `extractionDataSchemaFor(formType)`.
 */
export const anyExtractionDataSchema = orNotUnlocked(z.looseObject({}));

export function extractionDataSchemaFor(formType: string): z.ZodType | null {
  const form = normaliseFormType(formType);
  return form ? extractionDataSchemas[form] : null;
}

export function extractionYearsSchemaFor(formType: string): z.ZodType | null {
  const form = normaliseFormType(formType);
  return form ? EXTRACTION_YEARS_SCHEMAS[form] : null;
}

export type ExtractionForms = z.infer<typeof extractionFormsSchema>;
export type YearListView = z.infer<typeof yearListViewSchema>;
export type ExtractionYears = z.infer<typeof extractionYearsSchema>;
