/**
 * Director contact unlock record (`POST`/`GET /v1/directors/{din}/unlock`) and the contact payload
 * (`GET /v1/directors/{din}/contact`). Consent-driving fields (`unlocked`, `unlockPrice`) are
 * required; the rest may be dropped. Contact values are personal data: kept as given, never coerced.
 */
import { z } from 'zod';
import { isoDate } from './date-strings';
import { dinString, nullishString } from './messy';
import { orNotUnlocked, unlockPriceSchema } from './unlock';

export const lastUpdateAttemptSchema = z.looseObject({
  status: z.enum(['success', 'error']),
  timestamp: isoDate.optional(),
  errorMessage: nullishString.optional(),
});

export const directorUnlockSchema = z.looseObject({
  din: dinString,
  unlocked: z.boolean(),
  unlockedAt: isoDate.optional(),
  expiresAt: isoDate.optional(),
  unlockPrice: unlockPriceSchema,
  sandbox: z.boolean().optional(),
  // Null in the sandbox.
  contactUpdatedAt: isoDate.optional(),
  // Null in the sandbox or when never attempted.
  lastUpdateAttempt: lastUpdateAttemptSchema.nullable().optional(),
});

/** The contact tier: `din`, `mobileNumber`, `emailAddress` and any other contact-tier fields. */
export const directorContactSchema = z.looseObject({
  din: dinString,
  mobileNumber: nullishString.optional(),
  emailAddress: nullishString.optional(),
});

/** Data of the contact call: the contact payload, or `{ unlocked: false, unlockPrice }` (no charge). */
export const directorContactDataSchema = orNotUnlocked(directorContactSchema);

export type LastUpdateAttempt = z.infer<typeof lastUpdateAttemptSchema>;
export type DirectorUnlock = z.infer<typeof directorUnlockSchema>;
export type DirectorContact = z.infer<typeof directorContactSchema>;
