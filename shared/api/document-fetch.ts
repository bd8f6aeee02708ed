/**
 * Document fetch result (`POST /v1/companies/{cin}/documents/fetch`). `queued` is required (it is
 * what the caller paid for); the counts block may be dropped but its counts are required inside it.
 */
import { z } from 'zod';
import { isoDate } from './date-strings';
import { countish } from './messy';

export const fetchFilingCountsSchema = z.looseObject({
  total: countish,
  downloaded: countish,
  missing: countish,
});

export const documentFetchSchema = z.looseObject({
  cin: z.string().min(1),
  queued: z.boolean(),
  joinedExisting: z.boolean().optional(),
  filings: fetchFilingCountsSchema.optional(),
  unlockExpiresAt: isoDate.optional(),
  // "Points at the unlock status call": a path string, or an object naming it.
  progress: z.union([z.string(), z.looseObject({})]).nullable().optional(),
  sandbox: z.boolean().optional(),
});

export type FetchFilingCounts = z.infer<typeof fetchFilingCountsSchema>;
export type DocumentFetch = z.infer<typeof documentFetchSchema>;
