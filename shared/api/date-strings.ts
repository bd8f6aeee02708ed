/**
 * Date fields stay strings at the API boundary (shared/dates.ts parses them where they are used),
 * but the schema checks that a field holds the format the spec gives it, so a swapped or garbled
 * date is caught at the boundary with its path. The three formats (spec, "Date formats"):
 * company, director and charge records MM/DD/YYYY; filing records DD/MM/YYYY; extraction and job
 * timestamps ISO 8601. The null spellings ("", "-", "NA") become null.
 */
import { z } from 'zod';
import { emptyToNull } from './messy';

/** MM/DD/YYYY, tolerating single-digit parts and a time tail the registry sometimes appends. */
export const MDY_PATTERN = /^(0?[1-9]|1[0-2])\/(0?[1-9]|[12]\d|3[01])\/\d{4}( .*)?$/;
/** DD/MM/YYYY, same tolerance. */
export const DMY_PATTERN = /^(0?[1-9]|[12]\d|3[01])\/(0?[1-9]|1[0-2])\/\d{4}( .*)?$/;
/** ISO 8601 date or date-time (offset optional, fraction optional). */
export const ISO_PATTERN = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : v);

function dateString(pattern: RegExp, label: string) {
  return emptyToNull(z.preprocess(trimmed, z.string().regex(pattern, `expected a date in ${label}`)));
}

/** Company, director and charge record dates: MM/DD/YYYY, or null. */
export const mdyDate = dateString(MDY_PATTERN, 'MM/DD/YYYY');

/** Filing record dates (`dateOfFiling`): DD/MM/YYYY, or null. */
export const dmyDate = dateString(DMY_PATTERN, 'DD/MM/YYYY');

/** Extraction dates and job/record timestamps: ISO 8601, or null. */
export const isoDate = dateString(ISO_PATTERN, 'ISO 8601');

/**
 * For verbatim registry rows whose format the spec does not pin (director role rows, extraction
 * payload dates): any of the three formats. The dates module decides which it is.
 */
export const anyDate = emptyToNull(
  z.preprocess(
    trimmed,
    z
      .string()
      .refine((s) => MDY_PATTERN.test(s) || DMY_PATTERN.test(s) || ISO_PATTERN.test(s), 'expected a date (MM/DD/YYYY, DD/MM/YYYY or ISO 8601)'),
  ),
);
