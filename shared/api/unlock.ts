/**
 * Company unlock record (`POST` and `GET /v1/companies/{cin}/unlock`) and the "not unlocked" 200
 * shape that download, extraction data and director contact return without an unlock. The fields
 * that drive consent and the download state machine (`unlocked`, `unlockPrice`, `job`, the job's
 * id and `documentDownloadV3.status`) are required; descriptive fields may be dropped.
 */
import { z } from 'zod';
import { isoDate } from './date-strings';
import { boolish, countish, emptyToNull } from './messy';

/** Price of an unlock in paisa, or null when the account holds no price for it. */
export const unlockPriceSchema = z.number().int().min(0).nullable();

export const documentDownloadStatusSchema = z.enum(['pending', 'in_progress', 'success']);
export type DocumentDownloadStatus = z.infer<typeof documentDownloadStatusSchema>;

export const zipFileSchema = z.looseObject({
  filename: z.string().optional(),
  container: z.string().optional(),
  blob_url: z.string().optional(),
});

export const documentDownloadStageSchema = z.looseObject({
  status: documentDownloadStatusSchema,
  lastUpdated: isoDate.optional(),
  totalZipFiles: emptyToNull(countish).optional(),
  // Present once the status is `success`.
  zipFiles: z.array(zipFileSchema).nullable().optional(),
});

export const processingStagesSchema = z.looseObject({
  documentDownloadV3: documentDownloadStageSchema,
  // Status values of the financials stage are not listed in the spec: kept as text.
  financials: z.looseObject({ status: z.string().nullable().optional() }).nullable().optional(),
  financialExTriggered: boolish.nullable().optional(),
});

export const unlockJobSchema = z.looseObject({
  id: z.union([z.string().min(1), z.number()]),
  processingStages: processingStagesSchema,
  createdAt: isoDate.optional(),
  updatedAt: isoDate.optional(),
});

export const companyUnlockSchema = z.looseObject({
  cin: z.string().min(1),
  unlocked: z.boolean(),
  unlockedAt: isoDate.optional(),
  expiresAt: isoDate.optional(),
  unlockPrice: unlockPriceSchema,
  sandbox: z.boolean().optional(),
  // null on the unlock call itself, on no unlock and in the sandbox.
  job: unlockJobSchema.nullable(),
});

/** 200 without an unlock: nothing charged, the price to unlock instead. */
export const notUnlockedSchema = z.looseObject({
  unlocked: z.literal(false),
  unlockPrice: unlockPriceSchema,
});

/** True for the "not unlocked" shape; use it to branch on a data union. */
export function isNotUnlocked(data: unknown): data is NotUnlocked {
  return notUnlockedSchema.safeParse(data).success;
}

/** A data schema that is either the not-unlocked shape or the paid payload (tried in that order). */
export function orNotUnlocked<T extends z.ZodType>(payload: T) {
  return z.union([notUnlockedSchema, payload]);
}

/**
 * JSON data of the download call (the PDF itself is not JSON): without an unlock the not-unlocked
 * shape; on a test key for an uncached sandbox PDF, the unlock-status record (spec, Download).
 */
export const downloadJsonSchema = z.union([notUnlockedSchema, companyUnlockSchema]);

export type ZipFile = z.infer<typeof zipFileSchema>;
export type UnlockJob = z.infer<typeof unlockJobSchema>;
export type CompanyUnlock = z.infer<typeof companyUnlockSchema>;
export type NotUnlocked = z.infer<typeof notUnlockedSchema>;
