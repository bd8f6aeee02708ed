import type { AppError } from '../../../shared/result';
import type { StoreContext } from './context';
import { StoreError } from './errors';
import { defineLazyJson } from './lazy-json';

export type WorkState = 'pending' | 'running' | 'done' | 'failed' | 'cancelled';

/**
 * How an item's last attempt ended when it did not finish: `retry` (back in the queue until
 * `notBefore`: a retryable failure, a step that asked to wait, a pause), `unavailable` (nothing to
 * buy now; the action carries on without it) or `failed` (the step failed for good).
 */
export type FailureKind = 'retry' | 'unavailable' | 'failed';

export interface ItemFailure {
  kind: FailureKind;
  /** What happened, as data: `code` says which failure (DOC_NOT_AVAILABLE, SERVICE_UNAVAILABLE, ...). */
  error: AppError;
}

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
  /** The last attempt's failure; null once the item is done or before it failed. */
  failure: ItemFailure | null;
  createdAt: string;
  updatedAt: string;
}

function toItem(r: Record<string, unknown>): WorkItem {
  // The payload (a book's company item carries its whole plan and quote) is parsed when first read.
  const item: WorkItem = {
    id: r.id as number,
    actionId: r.action_id as string,
    kind: r.kind as string,
    subject: r.subject as string,
    key: r.key as string,
    payload: null,
    priority: r.priority as number,
    state: r.state as WorkState,
    attempts: r.attempts as number,
    notBefore: r.not_before as string | null,
    failure: r.failure_kind === null ? null : { kind: r.failure_kind as FailureKind, error: JSON.parse(r.error_json as string) as AppError },
    createdAt: r.created_at as string,
    updatedAt: r.updated_at as string,
  };
  return defineLazyJson(item, 'payload', r.payload_json as string | null);
}

const iso = (t: Date | string): string => (typeof t === 'string' ? t : t.toISOString());

/** The durable work queue of the mirror engine. Every state change is one statement, so a kill between two never loses an item. */
/** A not_before no clock reaches: the item waits until releaseNext lets it go. */
export const HELD_BACK = '9999-12-31T00:00:00.000Z';

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
     * Marks the most urgent runnable item of `owner`'s actions running and returns it: lowest
     * priority number first, then oldest; skips items whose not_before is still ahead. Only actions
     * the owner runs (pending or running) count: another process's work is never taken, and a
     * paused or cancelled action waits. With `onlyKinds`, claims nothing unless the most urgent
     * item is of one of those kinds (a worker running downloads takes more downloads, but never
     * lets one overtake a more urgent step).
     */
    claimNext(now: Date | string, ownerToken: string, onlyKinds?: readonly string[]): WorkItem | null {
      const at = iso(now);
      const r = ctx
        .stmt(
          `UPDATE work_queue SET state = 'running', attempts = attempts + 1, updated_at = @at
           WHERE id = (
             SELECT q.id FROM work_queue q JOIN actions a ON a.id = q.action_id
             WHERE q.state = 'pending' AND (q.not_before IS NULL OR q.not_before <= @at)
               AND a.owner_token = @owner AND a.state IN ('pending', 'running')
             ORDER BY q.priority, q.id LIMIT 1)
             AND (@kinds IS NULL OR kind IN (SELECT value FROM json_each(@kinds)))
           RETURNING *`,
        )
        .get({ at, owner: ownerToken, kinds: onlyKinds === undefined ? null : JSON.stringify(onlyKinds) }) as Record<string, unknown> | undefined;
      return r ? toItem(r) : null;
    },
    /**
     * The most urgent due item of `kinds`, claimed, whatever waits before it of other kinds: the side
     * lane's archives (no API call) must not wait behind API work the main lane has not reached.
     */
    claimFirstOf(now: Date | string, ownerToken: string, kinds: readonly string[]): WorkItem | null {
      const r = ctx
        .stmt(
          `UPDATE work_queue SET state = 'running', attempts = attempts + 1, updated_at = @at
           WHERE id = (
             SELECT q.id FROM work_queue q JOIN actions a ON a.id = q.action_id
             WHERE q.state = 'pending' AND (q.not_before IS NULL OR q.not_before <= @at)
               AND a.owner_token = @owner AND a.state IN ('pending', 'running')
               AND q.kind IN (SELECT value FROM json_each(@kinds))
             ORDER BY q.priority, q.id LIMIT 1)
           RETURNING *`,
        )
        .get({ at: iso(now), owner: ownerToken, kinds: JSON.stringify(kinds) }) as Record<string, unknown> | undefined;
      return r ? toItem(r) : null;
    },
    /**
     * The other actions whose work goes before this action's next due item: running now, or due
     * and ahead of it in claim order (priority, then id). Empty when the action has nothing due.
     */
    actionsAhead(actionId: string): Array<{ actionId: string; kind: string }> {
      return ctx
        .stmt(
          `WITH mine AS (
             SELECT priority, id FROM work_queue
             WHERE action_id = @actionId AND state = 'pending' AND (not_before IS NULL OR not_before <= @at)
             ORDER BY priority, id LIMIT 1)
           SELECT DISTINCT a.id AS actionId, a.kind FROM work_queue q JOIN mine JOIN actions a ON a.id = q.action_id
           WHERE q.action_id <> @actionId AND a.state NOT IN ('paused', 'cancelled')
             AND (q.state = 'running' OR (q.state = 'pending' AND (q.not_before IS NULL OR q.not_before <= @at)
               AND (q.priority < mine.priority OR (q.priority = mine.priority AND q.id < mine.id))))
           ORDER BY a.created_at, a.id`,
        )
        .all({ actionId, at: ctx.now() }) as Array<{ actionId: string; kind: string }>;
    },
    /**
     * Why an open action makes no progress now: none of its items runs or is due, and this is the
     * soonest of those waiting (its kind, when it is due, and the error or wait it keeps). Null when
     * an item runs or is due, or none waits.
     */
    nextWait(actionId: string): { kind: string; notBefore: string; code: string | null; message: string | null } | null {
      const row = ctx
        .stmt(
          `SELECT kind, not_before AS notBefore, json_extract(error_json, '$.code') AS code, json_extract(error_json, '$.message') AS message
           FROM work_queue
           WHERE action_id = @actionId AND state = 'pending' AND not_before > @at
             AND NOT EXISTS (SELECT 1 FROM work_queue o WHERE o.action_id = @actionId
               AND (o.state = 'running' OR (o.state = 'pending' AND (o.not_before IS NULL OR o.not_before <= @at))))
           ORDER BY not_before, id LIMIT 1`,
        )
        .get({ actionId, at: ctx.now() }) as { kind: string; notBefore: string; code: string | null; message: string | null } | undefined;
      return row ?? null;
    },
    complete(id: number): void {
      transition(id, `UPDATE work_queue SET state = 'done', failure_kind = NULL, error_json = NULL, updated_at = ? WHERE id = ?`);
    },
    /** The item goes back to pending and waits until `at`, keeping why (failure kind `retry`). */
    retryLater(id: number, error: AppError, at: Date | string): void {
      transition(
        id,
        `UPDATE work_queue SET state = 'pending', failure_kind = 'retry', error_json = ?, not_before = ?, updated_at = ? WHERE id = ?`,
        JSON.stringify(error),
        iso(at),
      );
    },
    /** The item is finished without its result: `unavailable` (nothing to buy now) or `failed` for good. */
    fail(id: number, kind: Exclude<FailureKind, 'retry'>, error: AppError): void {
      transition(id, `UPDATE work_queue SET state = 'failed', failure_kind = ?, error_json = ?, updated_at = ? WHERE id = ?`, kind, JSON.stringify(error));
    },
    /**
     * The error code of the newest item of each key, for the items of one kind about one subject
     * (null when that item did not fail): e.g. which PDFs last answered DOC_NOT_AVAILABLE.
     */
    latestErrorCodes(kind: string, subject: string): Map<string, string | null> {
      const rows = ctx
        .stmt(`SELECT key, json_extract(error_json, '$.code') AS code FROM work_queue WHERE kind = ? AND subject = ? ORDER BY updated_at, id`)
        .all(kind, subject) as { key: string; code: string | null }[];
      return new Map(rows.map((r) => [r.key, r.code]));
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
    /** Makes the pending items of `kind` due now, except those held back (a book's items, when a company action of it ended). */
    dueNow(actionId: string, kind: string): number {
      return ctx
        .stmt(`UPDATE work_queue SET not_before = NULL, updated_at = ? WHERE action_id = ? AND kind = ? AND state = 'pending' AND not_before IS NOT NULL AND not_before <> ?`)
        .run(ctx.now(), actionId, kind, HELD_BACK).changes;
    },
    /**
     * Lets the oldest item of `kind` held back with `HELD_BACK` become due now (a book action's next
     * company, released when the one before ends); false when none is held.
     */
    releaseNext(actionId: string, kind: string): boolean {
      return (
        ctx
          .stmt(
            `UPDATE work_queue SET not_before = NULL, updated_at = @at WHERE id = (
               SELECT id FROM work_queue WHERE action_id = @actionId AND kind = @kind AND state = 'pending' AND not_before = @held ORDER BY priority, id LIMIT 1)`,
          )
          .run({ at: ctx.now(), actionId, kind, held: HELD_BACK }).changes === 1
      );
    },
    /**
     * The earliest `not_before` of the pending items of `owner`'s running actions that wait for a
     * time; null when none waits. A worker that found nothing to claim sleeps until then.
     */
    nextDue(ownerToken: string): string | null {
      return ctx
        .stmt(
          // An item due now (no not_before) counts as due at the epoch: one made due after the
          // worker last claimed (a book's next company, released as its company action ended) is not missed.
          `SELECT min(coalesce(q.not_before, '1970-01-01T00:00:00.000Z')) FROM work_queue q JOIN actions a ON a.id = q.action_id
           WHERE q.state = 'pending' AND a.owner_token = ? AND a.state IN ('pending', 'running')`,
        )
        .pluck()
        .get(ownerToken) as string | null;
    },
    /**
     * The work an action still has queued and not paid for, by item kind: pending and running
     * items, but no PDF the library holds (its step buys nothing) or, while its item runs, one the
     * action already paid for (a download whose body is on its way). A pending PDF paid for but not
     * stored (its body was cut off) is bought again, so it counts.
     */
    openWork(actionId: string): Map<string, number> {
      const rows = ctx
        .stmt(
          `SELECT q.kind, count(*) AS n FROM work_queue q
           WHERE q.action_id = ? AND q.state IN ('pending', 'running')
             AND NOT (q.kind = 'pdf' AND (EXISTS (SELECT 1 FROM documents d WHERE d.filing_id = q.key)
               OR (q.state = 'running' AND EXISTS (SELECT 1 FROM spend_ledger l WHERE l.filing_id = q.key AND l.action_id = q.action_id))))
           GROUP BY q.kind`,
        )
        .all(actionId) as { kind: string; n: number }[];
      return new Map(rows.map((r) => [r.kind, r.n]));
    },
    list(actionId: string): WorkItem[] {
      return (ctx.stmt('SELECT * FROM work_queue WHERE action_id = ? ORDER BY priority, id').all(actionId) as Record<string, unknown>[]).map(toItem);
    },
  };
}
