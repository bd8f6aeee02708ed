/**
 * PAS-3 extraction (share allotments) and its years view. Capital amounts are decimal strings
 * (kept as strings, never floats); share counts are numbers, or strings when too large for one.
 * `filing_id` is required: it is the `{year}` path slot of the data call.
 */
import { z } from 'zod';
import { anyDate } from './date-strings';
import { filingIdSchema } from './filings';
import { bigCount, countish, decimalString, emptyToNull, nullishString } from './messy';

const amount = emptyToNull(decimalString).optional();

export const pas3AllotmentSchema = z.looseObject({
  allotment_date: anyDate.optional(),
  security_type: nullishString.optional(),
  allotment_type: nullishString.optional(),
  details: z.unknown().optional(),
  terms_in_attachment: z.unknown().optional(),
  mode: nullishString.optional(),
  num_securities_allotted: bigCount.nullable().optional(),
  nominal_per_security: amount,
  premium_per_security: amount,
  discount_per_security: amount,
  total_amount: amount,
  non_cash: z.unknown().optional(),
});

export const pas3DataSchema = z.looseObject({
  cin: z.string().optional(),
  form_type: nullishString.optional(),
  filing_id: filingIdSchema,
  filing_date: anyDate.optional(),
  srn: nullishString.optional(),
  capital_structure: z
    .looseObject({ equity: z.unknown().optional(), preference: z.unknown().optional(), debt: z.unknown().optional() })
    .nullable()
    .optional(),
  allotments: z.array(pas3AllotmentSchema).optional(),
});

export const shareClassFiguresSchema = z.looseObject({
  shares: bigCount.nullable().optional(),
  nominal: amount,
  total: amount,
});

export const pas3SnapshotSchema = z.looseObject({
  filing_id: filingIdSchema,
  as_of_date: anyDate.optional(),
  filing_date: anyDate.optional(),
  srn: nullishString.optional(),
  equity: z
    .looseObject({
      authorised: shareClassFiguresSchema.optional(),
      issued: shareClassFiguresSchema.optional(),
      subscribed: shareClassFiguresSchema.optional(),
      paid_up: shareClassFiguresSchema.optional(),
    })
    .nullable()
    .optional(),
});

export const pas3YearsSchema = z.looseObject({
  form_type: z.string(),
  latest_snapshot: pas3SnapshotSchema.nullable().optional(),
  // Structural: the list the analyst picks a filing from, sorted by filing_date descending.
  filings: z.array(
    z.looseObject({
      filing_id: filingIdSchema,
      filing_date: anyDate.optional(),
      as_of_date: anyDate.optional(),
      srn: nullishString.optional(),
      allotment_count: emptyToNull(countish).optional(),
    }),
  ),
});

export type Pas3Allotment = z.infer<typeof pas3AllotmentSchema>;
export type Pas3Data = z.infer<typeof pas3DataSchema>;
export type Pas3Years = z.infer<typeof pas3YearsSchema>;
