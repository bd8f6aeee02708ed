import { randomUUID } from 'node:crypto';
import type { StoreContext } from './context';

export type ActionState = 'pending' | 'running' | 'paused' | 'done' | 'failed' | 'cancelled';

/** A user-level operation (mirror, refresh, fetch, ...) that the consent screen quoted and the queue works through. */
export interface ActionInput {
  id?: string;
  kind: string;
  subject?: string | null;
  quote?: unknown;
  consentAt?: string | null;
  /** An assistant asked for it through the library connector; default the analyst. */
  requestedBy?: 'analyst' | 'assistant';
}

export interface ActionRow {
  id: string;
  kind: string;
  subject: string | null;
  state: ActionState;
  quote: unknown;
  consentAt: string | null;
  createdAt: string;
  finishedAt: string | null;
  error: unknown;
  requestedBy: 'analyst' | 'assistant';
}

const FINAL: readonly ActionState[] = ['done', 'failed', 'cancelled'];

function toRow(r: Record<string, unknown>): ActionRow {
  return {
    id: r.id as string,
    kind: r.kind as string,
    subject: r.subject as string | null,
    state: r.state as ActionState,
    quote: r.quote_json === null ? null : JSON.parse(r.quote_json as string),
    consentAt: r.consent_at as string | null,
    createdAt: r.created_at as string,
    finishedAt: r.finished_at as string | null,
    error: r.error_json === null ? null : JSON.parse(r.error_json as string),
    requestedBy: r.requested_by === 'assistant' ? 'assistant' : 'analyst',
  };
}

export function createActions(ctx: StoreContext) {
  function get(id: string): ActionRow | null {
    const r = ctx.stmt('SELECT * FROM actions WHERE id = ?').get(id) as Record<string, unknown> | undefined;
    return r ? toRow(r) : null;
  }

  function setState(id: string, state: ActionState, error?: unknown): void {
    ctx
      .stmt('UPDATE actions SET state = ?, finished_at = ?, error_json = coalesce(?, error_json) WHERE id = ?')
      .run(state, FINAL.includes(state) ? ctx.now() : null, error === undefined ? null : JSON.stringify(error), id);
  }

  return {
    create(a: ActionInput): ActionRow {
      const id = a.id ?? randomUUID();
      ctx
        .stmt(
          `INSERT INTO actions (id, kind, subject, state, quote_json, consent_at, created_at, requested_by)
           VALUES (?, ?, ?, 'pending', ?, ?, ?, ?)`,
        )
        .run(id, a.kind, a.subject ?? null, a.quote === undefined ? null : JSON.stringify(a.quote), a.consentAt ?? null, ctx.now(), a.requestedBy ?? 'analyst');
      return get(id)!;
    },
    get,
    setState,
    /** Paused actions keep their queue items, but claimNext skips them until resume. */
    pause(id: string): void {
      ctx.stmt(`UPDATE actions SET state = 'paused' WHERE id = ? AND state IN ('pending', 'running')`).run(id);
    },
    resume(id: string): void {
      ctx.stmt(`UPDATE actions SET state = 'pending' WHERE id = ? AND state = 'paused'`).run(id);
    },
    /** Cancels the action and every item of it not yet started; running items finish or fail on their own. */
    cancel(id: string): { cancelledItems: number } {
      setState(id, 'cancelled');
      const info = ctx
        .stmt(`UPDATE work_queue SET state = 'cancelled', updated_at = ? WHERE action_id = ? AND state = 'pending'`)
        .run(ctx.now(), id);
      return { cancelledItems: info.changes };
    },
    list(states?: readonly ActionState[]): ActionRow[] {
      const rows = ctx.stmt('SELECT * FROM actions ORDER BY created_at DESC, id').all() as Record<string, unknown>[];
      return rows.map(toRow).filter((a) => !states || states.includes(a.state));
    },
  };
}
