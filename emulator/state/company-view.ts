/**
 * What the emulator knows about one company at a given instant, derived from the registry and the
 * jobs in state: which filings are listed (rows recorded after the last list refresh stay hidden),
 * which PDFs have landed (registry-wide: initially cached ones plus those downloaded by any job),
 * and the newest refresh and document jobs with their progress.
 */
import { type FilingEntry, REFERENCE_DATE, type Registry } from '../registry/types';
import type { DocumentJobRecord, RefreshJobRecord } from './records';
import type { EmulatorState } from './store';
import { type DocumentJobProgress, documentJobProgress, type RefreshProgress, refreshProgress } from './timeline';

export const INITIAL_LIST_REFRESH = Date.parse(REFERENCE_DATE);

export interface World {
  registry: Registry;
  state: EmulatorState;
  now(): number;
  speed: number;
}

export interface DocumentJobView {
  job: DocumentJobRecord;
  progress: DocumentJobProgress;
}

export interface RefreshJobView {
  job: RefreshJobRecord;
  progress: RefreshProgress;
}

export interface CompanyFacts {
  cin: string;
  now: number;
  listRefreshedAt: number;
  /** When master data, directors, common data and charges were last written together. */
  dataUpdatedAt: number;
  /** Listed filings, newest recorded first. */
  visible: FilingEntry[];
  landed: Set<string>;
  /** Listed filings whose PDF has landed. */
  downloaded: number;
  missing: number;
  documentJobs: DocumentJobView[];
  refreshJobs: RefreshJobView[];
  /** Newest successful full refresh completion, if any. */
  lastCompletedAt: number | null;
}

export function documentJobsOf(world: World, cin: string, now: number): DocumentJobView[] {
  return world.state.documentJobs
    .filter((j) => j.cin === cin)
    .map((job) => ({ job, progress: documentJobProgress(job, now, world.speed) }));
}

export function refreshJobsOf(world: World, cin: string, now: number): RefreshJobView[] {
  return world.state.refreshJobs
    .filter((j) => j.cin === cin)
    .map((job) => ({ job, progress: refreshProgress(job, now, world.speed) }));
}

/** When a job re-read the filing list (its documents stage completed), if it has by `now`. */
export function listReadAt(view: RefreshJobView, now: number): number | null {
  const at = view.progress.stageResolvedAt.documents;
  return view.progress.stages.documents === 'completed' && at <= now ? at : null;
}

/**
 * When the emulator last re-read a company from the registry: its record (`dataUpdatedAt`, the newest
 * completed full refresh) and its filing list (`listRefreshedAt`), both the reference date until a
 * refresh. The living registry's record and list are served as of these moments.
 */
export function recordTimes(world: World, cin: string, now = world.now()): { dataUpdatedAt: number; listRefreshedAt: number } {
  let listRefreshedAt = INITIAL_LIST_REFRESH;
  let dataUpdatedAt = INITIAL_LIST_REFRESH;
  for (const view of refreshJobsOf(world, cin, now)) {
    const listAt = listReadAt(view, now);
    if (listAt !== null) listRefreshedAt = Math.max(listRefreshedAt, listAt);
    if (view.job.kind === 'full' && view.progress.status === 'completed') dataUpdatedAt = Math.max(dataUpdatedAt, view.progress.finishesAt);
  }
  return { dataUpdatedAt, listRefreshedAt };
}

export function companyFacts(world: World, cin: string, now = world.now()): CompanyFacts {
  const refreshJobs = refreshJobsOf(world, cin, now);
  let listRefreshedAt = INITIAL_LIST_REFRESH;
  let dataUpdatedAt = INITIAL_LIST_REFRESH;
  let lastCompletedAt: number | null = null;
  for (const view of refreshJobs) {
    const listAt = listReadAt(view, now);
    if (listAt !== null) listRefreshedAt = Math.max(listRefreshedAt, listAt);
    if (view.job.kind === 'full' && view.progress.status === 'completed') {
      dataUpdatedAt = Math.max(dataUpdatedAt, view.progress.finishesAt);
      lastCompletedAt = Math.max(lastCompletedAt ?? 0, view.progress.finishesAt);
    }
  }
  const all = world.registry.filingsUntil(cin, now);
  const visible = all.filter((f) => Date.parse(f.row.createdAt) <= listRefreshedAt);
  const documentJobs = documentJobsOf(world, cin, now);
  const landed = new Set<string>();
  for (const f of all) if (f.initiallyCached) landed.add(f.row.filingId);
  for (const { job, progress } of documentJobs) for (const id of job.filingIds.slice(0, progress.landed)) landed.add(id);
  const downloaded = visible.filter((f) => landed.has(f.row.filingId)).length;
  return {
    cin,
    now,
    listRefreshedAt,
    dataUpdatedAt,
    visible,
    landed,
    downloaded,
    missing: visible.length - downloaded,
    documentJobs,
    refreshJobs,
    lastCompletedAt,
  };
}

export function newest<T extends { job: { createdAt?: number; requestedAt?: number } }>(views: readonly T[]): T | null {
  return views.length === 0 ? null : views[views.length - 1]!;
}

/** Filings listed, not landed, and not already covered by a job still running. */
export function fetchableFilings(facts: CompanyFacts): string[] {
  const queued = new Set<string>();
  for (const { job, progress } of facts.documentJobs) {
    if (progress.status !== 'success') for (const id of job.filingIds) queued.add(id);
  }
  return facts.visible.map((f) => f.row.filingId).filter((id) => !facts.landed.has(id) && !queued.has(id));
}
