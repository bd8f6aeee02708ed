/**
 * Who runs an action. Several processes write one library (the app, command line runs, the
 * connector, watch checks); each engine owns the actions it started or resumed, runs only those,
 * and judges another's actions by whether their process still lives. An action whose process is
 * gone is paused for consent, never picked up silently by whoever starts next.
 */
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { isPidAlive } from '../process-alive';
import type { ActionOwner } from '../store';

/** Engines open in this process (tests run several on one library in one process). */
const open = new Set<string>();

/** A process on another machine (a library on a shared drive) is judged by when it last claimed work. */
export const FOREIGN_OWNER_LEASE_MS = 60 * 60_000;

export function newOwner(): ActionOwner {
  const owner = { token: randomUUID(), pid: process.pid, host: os.hostname() };
  open.add(owner.token);
  return owner;
}

export function releaseOwner(owner: ActionOwner): void {
  open.delete(owner.token);
}

export { isPidAlive };

export function isOwnerAlive(owner: ActionOwner | null, seenAt: string | null, now: number): boolean {
  if (owner === null) return false;
  if (owner.host !== os.hostname()) return seenAt !== null && now - Date.parse(seenAt) < FOREIGN_OWNER_LEASE_MS;
  // Same pid, other token: an engine of this process that closed, or an earlier process that had this pid.
  if (owner.pid === process.pid) return open.has(owner.token);
  return isPidAlive(owner.pid);
}
