/**
 * Refresh job (`POST /v1/companies/{cin}/update`, `GET .../update/status`, and the filing-list-only
 * `POST .../filings/refresh`). `jobId` and `status` drive the polling loop, so they are required and
 * the status enums are exact; stage statuses are exact too. Timestamps may be dropped.
 */
import { z } from 'zod';
import { isoDate } from './date-strings';
import { countish, emptyToNull } from './messy';

export const refreshJobStatusSchema = z.enum(['pending', 'in_progress', 'completed', 'failed']);
export const refreshStageStatusSchema = z.enum(['pending', 'completed', 'failed', 'skipped']);
export type RefreshJobStatus = z.infer<typeof refreshJobStatusSchema>;
export type RefreshStageStatus = z.infer<typeof refreshStageStatusSchema>;

const stage = z.looseObject({ status: refreshStageStatusSchema }).optional();

export const refreshStagesSchema = z.looseObject({
  masterData: stage,
  directors: stage,
  commonData: stage,
  documents: stage,
});

export const refreshJobSchema = z.looseObject({
  cin: z.string().min(1),
  jobId: z.string().min(1),
  status: refreshJobStatusSchema,
  requestedAt: isoDate.optional(),
  lastCompletedAt: isoDate.optional(),
  freshUntil: isoDate.optional(),
  // Same value as freshUntil, kept by the service for older integrations.
  cooldownUntil: isoDate.optional(),
  stages: refreshStagesSchema.optional(),
});

/** The start call (`POST .../update`): also whether it joined a running or finished refresh. */
export const refreshStartSchema = refreshJobSchema.extend({
  joinedExisting: z.boolean().optional(),
  alreadyFresh: z.boolean().optional(),
});

export const refreshDocumentsSchema = z.looseObject({
  newFilings: emptyToNull(countish).optional(),
  // Filled once the job is completed.
  missing: emptyToNull(countish).optional(),
  // Names the fetch call when missing > 0.
  nextStep: z.string().nullable().optional(),
});

/** The status call (`GET .../update/status`): also the documents block. */
export const refreshStatusSchema = refreshJobSchema.extend({
  documents: refreshDocumentsSchema.nullable().optional(),
});

export type RefreshJob = z.infer<typeof refreshJobSchema>;
export type RefreshStart = z.infer<typeof refreshStartSchema>;
export type RefreshStatus = z.infer<typeof refreshStatusSchema>;
