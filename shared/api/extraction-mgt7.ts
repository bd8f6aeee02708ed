/**
 * MGT-7 extraction payload (annual return; the MGT-7A variant is reported through `form_type`).
 * The spec lists the top-level fields only ("not shown beyond the fields listed"), so the nested
 * blocks are loose objects and arrays of loose objects, and every field may be dropped.
 */
import { z } from 'zod';
import { anyDate } from './date-strings';
import { countish, emptyToNull, nullableBoolish, nullishString } from './messy';

/** Blocks whose shape the spec does not show: an object or a list, as filed. */
const blockOrRows = z.union([z.looseObject({}), z.array(z.unknown())]).nullable().optional();
const rows = z.array(z.unknown()).nullable().optional();
const count = emptyToNull(countish).optional();
/** Turnover and net worth as filed: a number, a numeric string, or a block of figures. */
const figure = z.union([z.number(), z.string(), z.looseObject({})]).nullable().optional();

export const mgt7DataSchema = z.looseObject({
  cin: z.string().optional(),
  form_type: nullishString.optional(),
  srn: nullishString.optional(),
  fy_start: anyDate.optional(),
  fy_end: anyDate.optional(),
  agm_date: anyDate.optional(),
  filing_date: anyDate.optional(),
  is_opc: nullableBoolish.optional(),
  is_share_listed: nullableBoolish.optional(),
  number_stock_exchange: count,
  stock_exchanges: rows,
  num_business_actv: count,
  business_activities: rows,
  num_rtas: count,
  rtas: rows,
  num_holding_subs: count,
  holding_subs: rows,
  share_capital: z
    .looseObject({ equity: z.unknown().optional(), preference: z.unknown().optional(), unclassified_total: z.unknown().optional() })
    .nullable()
    .optional(),
  share_holding_pattern: z.looseObject({ promoter: z.unknown().optional(), public: z.unknown().optional() }).nullable().optional(),
  turnover: figure,
  net_worth: figure,
  meetings: blockOrRows,
  kmp: rows,
  remuneration: blockOrRows,
});

export type Mgt7Data = z.infer<typeof mgt7DataSchema>;
