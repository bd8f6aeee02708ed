// The bridge's identifier arguments, checked and made canonical by the one rule of each kind in
// shared/ids.ts: a handler receives `U12345MH2020PTC123456`, never ` u12345mh2020ptc123456 `, and a
// malformed id is a BAD_ARGUMENTS answer that names the rule broken and what is accepted.
import { z } from 'zod';
import { type IdError, normaliseCompanyId, normaliseDin, normaliseFilingId } from '../ids';

type Normalise = (raw: unknown) => { ok: true; id: string } | { ok: false; error: IdError<string> };

/** Longer than any identifier the spec knows (a filing id tops out at 132 characters). */
const ID_MAX = 200;

function canonicalId(normalise: Normalise, accepted: string) {
  return z
    .string()
    .max(ID_MAX, `too long for an identifier: expected ${accepted}`)
    .transform((raw, ctx) => {
      const checked = normalise(raw);
      if (checked.ok) return checked.id;
      // A length message already says what the id should look like.
      const { rule, message } = checked.error;
      ctx.addIssue({ code: 'custom', message: rule === 'length' ? message : `${message}; expected ${accepted}` });
      return z.NEVER;
    });
}

export const companyIdSchema = canonicalId(
  (raw) => normaliseCompanyId(raw),
  'a 21-character CIN, a 6-character FCIN (F + 5 digits) or an 8-character LLPIN (AAA-1234)',
);
export const dinSchema = canonicalId(normaliseDin, 'a DIN of 8 digits');
export const filingIdSchema = canonicalId(normaliseFilingId, 'a filing id: "flg_" and 1-128 letters, digits, "_" or "-"');
/** A company or a director, as the connections view takes either: a DIN when it is 8 digits, else a company id. */
export const networkIdSchema = canonicalId(
  (raw) => (typeof raw === 'string' && /^\s*\d{8}\s*$/.test(raw) ? normaliseDin(raw) : normaliseCompanyId(raw)),
  'a DIN of 8 digits, or a CIN, FCIN or LLPIN',
);

/** `export_` and 12 hex digits (core/export/run-export.ts): the only name the window may give an export by. */
export const exportIdSchema = z
  .string()
  .max(40, 'too long for an export id: expected export_ and 12 hex digits')
  .regex(/^export_[0-9a-f]{12}$/, 'expected an export id (export_ and 12 hex digits)');
