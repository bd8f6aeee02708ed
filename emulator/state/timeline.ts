/**
 * Background work without timers: a job's progress is a pure function of its creation time, the
 * clock and the speed factor, computed whenever someone reads it. At speed 1 a document takes 1.5 s
 * and a refresh stage 30 s; at speed 1000 a 1,200-document job finishes in under 2 s of real time.
 */
import type { RefreshStage } from '../faults';
import type { DocumentJobRecord, RefreshJobRecord } from './records';

export const DOCUMENT_PICKUP_MS = 2_000;
export const PER_DOCUMENT_MS = 1_500;
export const REFRESH_PICKUP_MS = 5_000;
export const PER_STAGE_MS = 30_000;

export type DocumentJobStatus = 'pending' | 'in_progress' | 'success';

export interface DocumentJobProgress {
  status: DocumentJobStatus;
  /** How many of `filingIds` (from the start) have landed. */
  landed: number;
  total: number;
  /** When the status last changed (creation, pickup, or completion), never after now. */
  lastUpdated: number;
  finishesAt: number;
}

export function documentJobProgress(job: DocumentJobRecord, now: number, speed: number): DocumentJobProgress {
  const total = job.filingIds.length;
  const toFetch = total - job.alreadyLanded;
  const pickupAt = job.createdAt + DOCUMENT_PICKUP_MS / speed;
  const finishesAt = pickupAt + (toFetch * PER_DOCUMENT_MS) / speed;
  if (now < pickupAt) return { status: 'pending', landed: job.alreadyLanded, total, lastUpdated: job.createdAt, finishesAt };
  const fetched = Math.min(toFetch, Math.floor(((now - pickupAt) * speed) / PER_DOCUMENT_MS));
  const landed = job.alreadyLanded + fetched;
  if (landed >= total) return { status: 'success', landed: total, total, lastUpdated: finishesAt, finishesAt };
  return { status: 'in_progress', landed, total, lastUpdated: pickupAt + (fetched * PER_DOCUMENT_MS) / speed, finishesAt };
}

export type StageName = 'masterData' | 'directors' | 'commonData' | 'documents';
export type StageStatus = 'pending' | 'completed' | 'failed' | 'skipped';
export type RefreshStatus = 'pending' | 'in_progress' | 'completed' | 'failed';
export const STAGE_ORDER: readonly StageName[] = ['masterData', 'directors', 'commonData', 'documents'];

export interface RefreshProgress {
  status: RefreshStatus;
  stages: Record<StageName, StageStatus>;
  /** When each stage resolved (completed, failed or skipped) or will resolve. */
  stageResolvedAt: Record<StageName, number>;
  /** When the whole job resolves (completed or failed). */
  finishesAt: number;
  /** The outcome the job is heading to; fixed at queue time. */
  willFail: boolean;
}

/** The planned outcome of each stage: list-only jobs skip the record stages from the start. */
function plannedStages(job: RefreshJobRecord): Record<StageName, 'completed' | 'failed' | 'skipped'> {
  const plan: Record<StageName, 'completed' | 'failed' | 'skipped'> = {
    masterData: 'completed',
    directors: 'completed',
    commonData: 'completed',
    documents: 'completed',
  };
  if (job.kind === 'filings') {
    plan.masterData = plan.directors = plan.commonData = 'skipped';
    if (job.failStage === 'documents') plan.documents = 'failed';
    return plan;
  }
  const fail: RefreshStage | null = job.failStage;
  if (fail !== null) plan[fail] = 'failed';
  // The director list is read from the master-data response: no master data, no directors.
  if (fail === 'masterData') plan.directors = 'skipped';
  return plan;
}

export function refreshProgress(job: RefreshJobRecord, now: number, speed: number): RefreshProgress {
  const plan = plannedStages(job);
  const pickupAt = job.requestedAt + REFRESH_PICKUP_MS / speed;
  const stages = {} as Record<StageName, StageStatus>;
  const stageResolvedAt = {} as Record<StageName, number>;
  let slot = 0;
  for (const name of STAGE_ORDER) {
    // Skipped stages take no time: list-only jobs resolve after one stage.
    if (plan[name] === 'skipped' && job.kind === 'filings') {
      stageResolvedAt[name] = job.requestedAt;
      stages[name] = 'skipped';
      continue;
    }
    if (plan[name] !== 'skipped') slot += 1;
    stageResolvedAt[name] = pickupAt + (slot * PER_STAGE_MS) / speed;
    stages[name] = now >= stageResolvedAt[name] ? plan[name] : 'pending';
  }
  const finishesAt = Math.max(...STAGE_ORDER.map((n) => stageResolvedAt[n]));
  const willFail = STAGE_ORDER.some((n) => plan[n] === 'failed');
  let status: RefreshStatus;
  if (now >= finishesAt) status = willFail ? 'failed' : 'completed';
  else status = now < pickupAt ? 'pending' : 'in_progress';
  return { status, stages, stageResolvedAt, finishesAt, willFail };
}

/** True while the job has not resolved at `now`. */
export function refreshRunning(job: RefreshJobRecord, now: number, speed: number): boolean {
  return now < refreshProgress(job, now, speed).finishesAt;
}
