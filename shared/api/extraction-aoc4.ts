/**
 * AOC-4 extraction payload (annual financial statements). Values are surfaced as filed, with no
 * derived totals, so a line item's `value` stays a number or the numeric string it was filed as
 * (converting would lose precision on large amounts). `qname` is required: it names the line.
 * Standalone and consolidated statements are separate extractions (`filing_scope`).
 */
import { z } from 'zod';
import { anyDate } from './date-strings';
import { emptyToNull, intish, nullishString } from './messy';

/** A figure as filed: a JSON number or a numeric string ("-1234.50"). */
export const filedNumber = z.union([z.number(), z.string().trim().regex(/^[+-]?\d[\d,]*(\.\d+)?$/, 'expected a number or numeric string')]);

export const xbrlItemSchema = z.looseObject({
  qname: z.string().min(1),
  value: filedNumber.nullable(),
  unit: nullishString.optional(),
});

export const aoc4SourceSchema = z.looseObject({
  dateOfFiling: anyDate.optional(),
  paymentDate: anyDate.optional(),
  year: emptyToNull(intish).optional(),
});

export const aoc4DataSchema = z.looseObject({
  cin: z.string().optional(),
  filing_scope: nullishString.optional(),
  period_end: anyDate.optional(),
  period_start: anyDate.optional(),
  taxonomy_id: nullishString.optional(),
  // A statement can be absent (small companies file no cash-flow statement).
  balance_sheet: z.array(xbrlItemSchema).optional(),
  profit_and_loss: z.array(xbrlItemSchema).optional(),
  cash_flow: z.array(xbrlItemSchema).optional(),
  metadata: z.looseObject({ source: aoc4SourceSchema.nullable().optional() }).nullable().optional(),
});

export type XbrlItem = z.infer<typeof xbrlItemSchema>;
export type Aoc4Data = z.infer<typeof aoc4DataSchema>;
