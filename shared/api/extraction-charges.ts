/**
 * CHARGES extraction (charge lifecycle) and its years view (the charge list). `charge_id` is
 * required (it is the `{year}` path slot of the data call), as are the status and event-type
 * enums, which the UI's lifecycle view branches on. Older events carry fewer fields.
 */
import { z } from 'zod';
import { anyDate } from './date-strings';
import { filedNumber } from './extraction-aoc4';
import { countish, emptyToNull, idString, nullishString } from './messy';

export const chargeStatusSchema = z.enum(['ACTIVE', 'SATISFIED', 'OPEN']);
export const chargeEventTypeSchema = z.enum(['CREATION', 'MODIFICATION', 'SATISFACTION']);
export type ChargeStatus = z.infer<typeof chargeStatusSchema>;
export type ChargeEventType = z.infer<typeof chargeEventTypeSchema>;

export const chargeCountsSchema = z.looseObject({
  creation: emptyToNull(countish).optional(),
  modification: emptyToNull(countish).optional(),
  satisfaction: emptyToNull(countish).optional(),
});

const detail = z.unknown().optional();

export const chargeEventSchema = z.looseObject({
  event_type: chargeEventTypeSchema,
  event_date: anyDate.optional(),
  filing_date: anyDate.optional(),
  srn: nullishString.optional(),
  charge: detail,
  holder: detail,
  security: detail,
  asset_particulars: detail,
  desc_of_modification: detail,
  satisfaction: detail,
});

export const chargesDataSchema = z.looseObject({
  cin: z.string().optional(),
  form_type: nullishString.optional(),
  charge_id: idString,
  status: chargeStatusSchema,
  counts: chargeCountsSchema.optional(),
  // Consolidated state; omitted for satisfied charges.
  current: z.looseObject({}).nullable().optional(),
  // Structural: the lifecycle, ascending in time.
  events: z.array(chargeEventSchema),
});

export const chargeSummarySchema = z.looseObject({
  charge_id: idString,
  status: chargeStatusSchema,
  holder_name: nullishString.optional(),
  holder_category: nullishString.optional(),
  amount_inr: filedNumber.nullable().optional(),
  amount_crore: filedNumber.nullable().optional(),
  counts: chargeCountsSchema.optional(),
  first_event_date: anyDate.optional(),
  latest_event_date: anyDate.optional(),
  latest_event_type: chargeEventTypeSchema.nullable().optional(),
});

export const chargesYearsSchema = z.looseObject({
  form_type: z.string(),
  charges: z.array(chargeSummarySchema),
});

export type ChargeEvent = z.infer<typeof chargeEventSchema>;
export type ChargesData = z.infer<typeof chargesDataSchema>;
export type ChargeSummary = z.infer<typeof chargeSummarySchema>;
export type ChargesYears = z.infer<typeof chargesYearsSchema>;
