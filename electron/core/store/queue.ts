import type { StoreContext } from './context';
import { StoreError } from './errors';

export type WorkState = 'pending' | 'running' | 'done' | 'failed' | 'cancelled';

/** Manual work (the analyst clicked) goes ahead of background work: lower priority numbers run sooner. */
export const PRIORITY = { manual: 10, normal: 100, background: 1000 } as const;

export interface EnqueueInput {
  actionId: string;
  kind: string;
  subject: string;
  /** Distinguishes items of the same kind and subject, e.g. a filing id or a year. */
  key?: string;
  payload?: unknown;
  priority?: number;
  notBefore?: string | null;
}

export interface WorkItem {
  id: number;
  actionId: string;
  kind: string;
  subject: string;
  key: string;
  payload: unknown;
  priority: number;
  state: WorkState;
  attempts: number;
  notBefore: string | null;
  lastError: string | null;
  createdAt: string;
  updatedAt: string;
}

function toItem(r: Record<string, unknown>): WorkItem {
  return {
    id: r.id as number,
    actionId: r.action_id as string,
    kind: r.kind as string,
    subject: r.subject as string,
    key: r.key as string,
    payload: r.payload_json === null ? null : JSON.parse(r.payload_json as string),
    priority: r.priority as number,
    state: r.state as WorkState,
    attempts: r.attempts as number,
    notBefore: r.not_before as string | null,
    lastError: r.last_error as string | null,
    createdAt: r.created_at as string,
    updatedAt: r.updated_at as string,
  };
}

const iso = (t: Date | string): string => (typeof t === 'string' ? t : t.toISOString());

/** The durable work queue of the mirror engine. Every state change is one statement, so a kill between two never loses an item. */
export function createQueue(ctx: StoreContext) {
  function get(id: number): WorkItem | null {
    const r = ctx.stmt('SELECT * FROM work_queue WHERE id = ?').get(id) as Record<string, unknown> | undefined;
    return r ? toItem(r) : null;
  }

  function transition(id: number, sql: string, ...args: unknown[]): void {
    const info = ctx.stmt(sql).run(...args, ctx.now(), id);
    if (info.changes === 0 && !get(id)) throw new StoreError('QUEUE_ITEM_NOT_FOUND', `Work item ${id} does not exist.`);
  }

  return {
    get,
    /** Adds an item unless the same (action, kind, subject, key) is already queued; returns the item either way. */
    enqueue(e: EnqueueInput): { item: WorkItem; created: boolean } {
      const now = ctx.now();
      const info = ctx
        .stmt(
          `INSERT INTO work_queue (action_id, kind, subject, key, payload_json, priority, state, not_before, created_at, updated_at)
           VALUES (?, ?, ?, ?, ?, ?, 'pending', ?, ?, ?) ON CONFLICT (action_id, kind, subject, key) DO NOTHING`,
        )
        .run(
          e.actionId,
          e.kind,
          e.subject,
          e.key ?? '',
          e.payload === undefined ? null : JSON.stringify(e.payload),
          e.priority ?? PRIORITY.normal,
          e.notBefore ?? null,
          now,
          now,
        );
      const id = ctx
        .stmt('SELECT id FROM work_queue WHERE action_id = ? AND kind = ? AND subject = ? AND key = ?')
        .pluck()
        .get(e.actionId, e.kind, e.subject, e.key ?? '') as number;
      return { item: get(id)!, created: info.changes === 1 };
    },
    /**
     * Marks the most urgent runnable item running and returns it: lowest priority number first, then
     * oldest; skips items whose not_before is still ahead and items of paused or cancelled actions.
     * With `onlyKinds`, claims nothing unless the most urgent item is of one of those kinds (a worker
     * running downloads takes more downloads, but never lets one overtake a more urgent step).
     */
    claimNext(now: Date | string, onlyKinds?: readonly string[]): WorkItem | null {
      const at = iso(now);
      const r = ctx
        .stmt(
          `UPDATE work_queue SET state = 'running', attempts = attempts + 1, updated_at = @at
           WHERE id = (
             SELECT q.id FROM work_queue q
             WHERE q.state = 'pending' AND (q.not_before IS NULL OR q.not_before <= @at)
               AND NOT EXISTS (SELECT 1 FROM actions a WHERE a.id = q.action_id AND a.state IN ('paused', 'cancelled'))
             ORDER BY q.priority, q.id LIMIT 1)
             AND (@kinds IS NULL OR kind IN (SELECT value FROM json_each(@kinds)))
           RETURNING *`,
        )
        .get({ at, kinds: onlyKinds === undefined ? null : JSON.stringify(onlyKinds) }) as Record<string, unknown> | undefined;
      return r ? toItem(r) : null;
    },
    complete(id: number): void {
      transition(id, `UPDATE work_queue SET state = 'done', last_error = NULL, updated_at = ? WHERE id = ?`);
    },
    /** Records a failure; with `retryAt` the item goes back to pending and waits until then, without it the item is failed for good. */
    fail(id: number, error: string, retryAt: Date | string | null): void {
      if (retryAt === null) {
        transition(id, `UPDATE work_queue SET state = 'failed', last_error = ?, updated_at = ? WHERE id = ?`, error);
      } else {
        transition(id, `UPDATE work_queue SET state = 'pending', last_error = ?, not_before = ?, updated_at = ? WHERE id = ?`, error, iso(retryAt));
      }
    },
    /** At startup: items a killed process left running go back to pending. Returns how many. */
    resetRunning(): number {
      return ctx.stmt(`UPDATE work_queue SET state = 'pending', updated_at = ? WHERE state = 'running'`).run(ctx.now()).changes;
    },
    retryFailed(actionId: string): number {
      return ctx
        .stmt(`UPDATE work_queue SET state = 'pending', not_before = NULL, updated_at = ? WHERE action_id = ? AND state = 'failed'`)
        .run(ctx.now(), actionId).changes;
    },
    counts(actionId: string): Record<WorkState, number> {
      const out: Record<WorkState, number> = { pending: 0, running: 0, done: 0, failed: 0, cancelled: 0 };
      const rows = ctx.stmt('SELECT state, count(*) AS n FROM work_queue WHERE action_id = ? GROUP BY state').all(actionId) as {
        state: WorkState;
        n: number;
      }[];
      for (const r of rows) out[r.state] = r.n;
      return out;
    },
    /**
     * Moves every pending item of one kind of an action to `notBefore` (null: due now). One answer
     * can say the rest will answer the same (a PDF not downloaded yet), so they wait together.
     */
    deferKind(actionId: string, kind: string, notBefore: Date | string | null): number {
      return ctx
        .stmt(`UPDATE work_queue SET not_before = ?, updated_at = ? WHERE action_id = ? AND kind = ? AND state = 'pending'`)
        .run(notBefore === null ? null : iso(notBefore), ctx.now(), actionId, kind).changes;
    },
    /**
     * The earliest `not_before` of the pending items that wait for a time, skipping items of paused
     * or cancelled actions (they do not run until resumed); null when none waits. A worker that
     * found nothing to claim sleeps until then.
     */
    nextDue(): string | null {
      return ctx
        .stmt(
          `SELECT min(q.not_before) FROM work_queue q WHERE q.state = 'pending'
             AND NOT EXISTS (SELECT 1 FROM actions a WHERE a.id = q.action_id AND a.state IN ('paused', 'cancelled'))`,
        )
        .pluck()
        .get() as string | null;
    },
    list(actionId: string): WorkItem[] {
      return (ctx.stmt('SELECT * FROM work_queue WHERE action_id = ? ORDER BY priority, id').all(actionId) as Record<string, unknown>[]).map(toItem);
    },
  };
}

export type QueueRepo = ReturnType<typeof createQueue>;
