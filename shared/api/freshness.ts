/**
 * Freshness record (`GET /v1/companies/{cin}/freshness`). `cin` is required; each block may be
 * dropped, but inside a block the counts and flags it exists for are required (a filings block
 * without counts or an unlock block without `active` says nothing).
 */
import { z } from 'zod';
import { isoDate } from './date-strings';
import { countish, emptyToNull, nullishString } from './messy';
import { refreshJobStatusSchema } from './refresh';

export const freshnessFilingsSchema = z.looseObject({
  total: countish,
  downloaded: countish,
  missing: countish,
  listRefreshedAt: isoDate.optional(),
});

export const freshnessRefreshSchema = z.looseObject({
  jobId: nullishString.optional(),
  status: refreshJobStatusSchema.nullable().optional(),
  requestedAt: isoDate.optional(),
  lastCompletedAt: isoDate.optional(),
  freshUntil: isoDate.optional(),
});

export const freshnessDocumentJobSchema = z.looseObject({
  // The spec names the field but not its values here: kept as text.
  status: z.string(),
  totalDocuments: emptyToNull(countish).optional(),
  downloadedDocuments: emptyToNull(countish).optional(),
  pendingDocuments: emptyToNull(countish).optional(),
  createdAt: isoDate.optional(),
  updatedAt: isoDate.optional(),
});

export const freshnessUnlockSchema = z.looseObject({
  active: z.boolean(),
  unlockedAt: isoDate.optional(),
  expiresAt: isoDate.optional(),
});

export const freshnessSchema = z.looseObject({
  cin: z.string().min(1),
  // When master data, directors, common data and charges were last written, together.
  updatedAt: isoDate.optional(),
  filings: freshnessFilingsSchema.optional(),
  // Null when nobody has ever refreshed the company.
  refresh: freshnessRefreshSchema.nullable().optional(),
  documentJob: freshnessDocumentJobSchema.nullable().optional(),
  unlock: freshnessUnlockSchema.optional(),
  sandbox: z.boolean().optional(),
});

export type FreshnessFilings = z.infer<typeof freshnessFilingsSchema>;
export type Freshness = z.infer<typeof freshnessSchema>;
