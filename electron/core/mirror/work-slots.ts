/**
 * The items the runner has in flight. PDF downloads (and the free job poll) may run beside each
 * other, so the key's pacer always holds the next call while the previous answer is being hashed,
 * renamed and written: the pacer, not the engine, then sets the rate. Every other step runs alone
 * (a paid POST, a filing list, a refresh: each may queue what the next needs). Writes stay where
 * they were: each step's data, ledger row and queue item in one synchronous transaction, so items
 * in flight together never share a transaction and a kill keeps or loses each purchase whole.
 */
import type { WorkItem } from '../store';
import { STEP_ENDPOINT, type StepKind } from './plan';

/** Kinds that may run beside each other: independent GETs whose writes touch their own rows only. */
export const PARALLEL_KINDS: readonly StepKind[] = ['pdf', 'poll-job'];

/**
 * Kinds that run in a lane of their own, beside anything: an archive read from a blob address is
 * no API call (the pacer never sees it) and takes seconds, so the key's calls go on meanwhile.
 * One at a time: an archive streams to disk and its entries are read one by one.
 */
export const SIDE_KINDS: readonly StepKind[] = ['zip'];
const SIDE_LANE = 1;
const NOT_SIDE = (Object.keys(STEP_ENDPOINT) as StepKind[]).filter((k) => !SIDE_KINDS.includes(k));

interface Running {
  actionId: string;
  kind: string;
  controller: AbortController;
  /** What the step may spend, held against the session cap until it ends. */
  reservedPaisa: number;
  done: Promise<void>;
}

export interface WorkSlots {
  readonly size: number;
  /**
   * What the next claim may take: `undefined` any kind (nothing runs), a list of kinds (parallel
   * work runs and a slot is free), `null` nothing (an exclusive step runs, or every slot is taken).
   */
  claimable(): readonly string[] | undefined | null;
  /** True when the side lane (archives) has room. */
  sideFree(): boolean;
  /** Runs `work` for a claimed item; the slot is free again when it settles. */
  start(item: WorkItem, work: (signal: AbortSignal) => Promise<void>): void;
  reserve(itemId: number, paisa: number): void;
  /** Paisa the running steps (of one action, when given) may still spend (not yet in the session's spend). */
  reservedPaisa(actionId?: string): number;
  /** Aborts the waits of one action's items (a sent request is always awaited). */
  interrupt(actionId: string, opts?: { keepSide?: boolean }): void;
  abortAll(): void;
  /** Resolves when an item finishes or `poke` is called (new work, a resume). */
  changed(): Promise<void>;
  poke(): void;
  /** Resolves when nothing runs (each step files its own failure in the queue). */
  drain(): Promise<void>;
  /** Throws what made an item's work itself fail (the store refusing a write), once. */
  rethrow(): void;
}

export function createWorkSlots(parallel: number): WorkSlots {
  const running = new Map<number, Running>();
  const max = Math.max(1, Math.floor(parallel));
  let wakeUp: (() => void) | null = null;
  const failures: unknown[] = [];

  function poke(): void {
    const wake = wakeUp;
    wakeUp = null;
    wake?.();
  }

  return {
    get size() {
      return running.size;
    },
    claimable() {
      const main = [...running.values()].filter((r) => !SIDE_KINDS.includes(r.kind as StepKind));
      const sideFree = running.size - main.length < SIDE_LANE;
      let kinds: readonly string[] | undefined | null;
      if (main.length === 0) kinds = undefined;
      else if (main.length >= max || main.some((r) => !PARALLEL_KINDS.includes(r.kind as StepKind))) kinds = null;
      else kinds = PARALLEL_KINDS;
      if (sideFree) return kinds === undefined ? undefined : [...(kinds ?? []), ...SIDE_KINDS];
      return kinds === undefined ? NOT_SIDE : kinds;
    },
    sideFree() {
      return [...running.values()].filter((r) => SIDE_KINDS.includes(r.kind as StepKind)).length < SIDE_LANE;
    },
    start(item, work) {
      const controller = new AbortController();
      const entry: Running = { actionId: item.actionId, kind: item.kind, controller, reservedPaisa: 0, done: Promise.resolve() };
      running.set(item.id, entry);
      entry.done = work(controller.signal)
        .catch((error: unknown) => {
          // Kept for the runner's loop to throw, as it did when it awaited each item itself.
          failures.push(error);
        })
        .finally(() => {
          running.delete(item.id);
          poke();
        });
    },
    reserve(itemId, paisa) {
      const entry = running.get(itemId);
      if (entry) entry.reservedPaisa = paisa;
    },
    reservedPaisa(actionId) {
      let sum = 0;
      for (const r of running.values()) if (actionId === undefined || r.actionId === actionId) sum += r.reservedPaisa;
      return sum;
    },
    interrupt(actionId, opts = {}) {
      for (const r of running.values()) {
        if (r.actionId === actionId && !(opts.keepSide && SIDE_KINDS.includes(r.kind as StepKind))) r.controller.abort();
      }
    },
    abortAll() {
      for (const r of running.values()) r.controller.abort();
    },
    changed() {
      return new Promise<void>((resolve) => {
        const previous = wakeUp;
        wakeUp = () => {
          previous?.();
          resolve();
        };
      });
    },
    poke,
    async drain() {
      while (running.size > 0) await Promise.all([...running.values()].map((r) => r.done));
    },
    rethrow() {
      if (failures.length > 0) throw failures.shift();
    },
  };
}
