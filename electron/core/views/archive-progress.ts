/**
 * The zip road's progress for the Activity view (issue 9): how many of the job's archives are read
 * and how many bytes came down, from the action's `zip` work items and the archives recorded in
 * `zip_batches`, plus the transfer in flight the runner holds (it is in no table until it ends).
 */
import type { ArchiveProgress } from '../../../shared/bridge/views';
import type { Library, WorkItem } from '../store';

/** The archive in flight: bytes so far and its rate, as the zip step last reported them. */
export interface ArchiveTransfer {
  bytes: number;
  bytesPerSecond: number;
}

interface ZipPayload {
  jobId?: unknown;
  batch?: unknown;
  of?: unknown;
}

/** Null when the action has no archive to read (the per-PDF road, a sandbox key, a refresh). */
export function archiveProgress(library: Library, items: readonly WorkItem[], live: ArchiveTransfer | undefined): ArchiveProgress | null {
  const zips = items.filter((i) => i.kind === 'zip' && i.state !== 'cancelled');
  if (zips.length === 0) return null;
  let read = 0;
  let bytes = 0;
  let running = false;
  let published = zips.length;
  for (const item of zips) {
    const p = (item.payload ?? {}) as ZipPayload;
    if (typeof p.of === 'number') published = Math.max(published, p.of);
    if (item.state === 'running') running = true;
    if (item.state !== 'done' && item.state !== 'failed') continue;
    read++;
    if (typeof p.jobId === 'string' && typeof p.batch === 'number') bytes += library.zipBatches.get(item.subject, p.jobId, p.batch)?.bytes ?? 0;
  }
  const inFlight = running && live ? live : null;
  return { read, total: published, bytes: bytes + (inFlight?.bytes ?? 0), bytesPerSecond: inFlight ? inFlight.bytesPerSecond : null };
}
