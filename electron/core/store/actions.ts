import { randomUUID } from 'node:crypto';
import type { StoreContext } from './context';
import { defineLazyJson } from './lazy-json';

export type ActionState = 'pending' | 'running' | 'paused' | 'done' | 'failed' | 'cancelled';

/**
 * The process that runs an action: a token of its own (a pid can be reused), its pid and host.
 * Several processes write one library; each runs only the actions it owns.
 */
export interface ActionOwner {
  token: string;
  pid: number;
  host: string;
}

/** States of an action that still has work to do. */
export const OPEN_STATES: readonly ActionState[] = ['pending', 'running', 'paused'];

/** A user-level operation (mirror, refresh, fetch, ...) that the consent screen quoted and the queue works through. */
export interface ActionInput {
  id?: string;
  kind: string;
  subject?: string | null;
  quote?: unknown;
  consentAt?: string | null;
  owner?: ActionOwner | null;
  /** What the analyst agreed to spend (paisa); null: no limit (sandbox, nothing paid). */
  acceptedPaisa?: number | null;
  /** An assistant asked for it through the library connector; default the analyst. */
  requestedBy?: 'analyst' | 'assistant';
  /** A company's action within a book action: the book's action (migration 030). */
  parentId?: string | null;
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
  owner: ActionOwner | null;
  /** When the owner last claimed work of this action. */
  ownerSeenAt: string | null;
  acceptedPaisa: number | null;
  requestedBy: 'analyst' | 'assistant';
  /** The book action this one is a company of; null for an action of its own. */
  parentId: string | null;
}

const FINAL: readonly ActionState[] = ['done', 'failed', 'cancelled'];

function toRow(r: Record<string, unknown>): ActionRow {
  // The stored quote (a book's holds every company's plan) is parsed when first read.
  const row: ActionRow = {
    id: r.id as string,
    kind: r.kind as string,
    subject: r.subject as string | null,
    state: r.state as ActionState,
    quote: null,
    consentAt: r.consent_at as string | null,
    createdAt: r.created_at as string,
    finishedAt: r.finished_at as string | null,
    error: r.error_json === null ? null : JSON.parse(r.error_json as string),
    owner: r.owner_token === null ? null : { token: r.owner_token as string, pid: r.owner_pid as number, host: r.owner_host as string },
    ownerSeenAt: r.owner_seen_at as string | null,
    acceptedPaisa: r.accepted_paisa as number | null,
    requestedBy: r.requested_by === 'assistant' ? 'assistant' : 'analyst',
    parentId: (r.parent_id as string | null | undefined) ?? null,
  };
  return defineLazyJson(row, 'quote', r.quote_json as string | null);
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
      const now = ctx.now();
      ctx
        .stmt(
          `INSERT INTO actions (id, kind, subject, state, quote_json, consent_at, created_at, owner_token, owner_pid, owner_host, owner_seen_at, accepted_paisa, requested_by, parent_id)
           VALUES (?, ?, ?, 'pending', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          id,
          a.kind,
          a.subject ?? null,
          a.quote === undefined ? null : JSON.stringify(a.quote),
          a.consentAt ?? null,
          now,
          a.owner?.token ?? null,
          a.owner?.pid ?? null,
          a.owner?.host ?? null,
          a.owner ? now : null,
          a.acceptedPaisa ?? null,
          a.requestedBy ?? 'analyst',
          a.parentId ?? null,
        );
      return get(id)!;
    },
    get,
    setState,
    /** Paused actions keep their queue items, but claimNext skips them until resume. */
    pause(id: string): void {
      ctx.stmt(`UPDATE actions SET state = 'paused' WHERE id = ? AND state IN ('pending', 'running')`).run(id);
    },
    /**
     * Resumes a paused action for `owner`, with what the analyst now agrees to spend on it in all.
     * One statement, so of two processes resuming the same action at once exactly one gets true.
     */
    resume(id: string, owner: ActionOwner | null = null, acceptedPaisa?: number | null): boolean {
      const info = ctx
        .stmt(
          `UPDATE actions SET state = 'pending', error_json = NULL, owner_token = @token, owner_pid = @pid, owner_host = @host,
             owner_seen_at = @now, accepted_paisa = CASE WHEN @keep THEN accepted_paisa ELSE @accepted END
           WHERE id = @id AND state = 'paused'`,
        )
        .run({
          id,
          token: owner?.token ?? null,
          pid: owner?.pid ?? null,
          host: owner?.host ?? null,
          now: owner ? ctx.now() : null,
          keep: acceptedPaisa === undefined ? 1 : 0,
          accepted: acceptedPaisa ?? null,
        });
      return info.changes === 1;
    },
    /** The owner claimed work of this action just now (a foreign host's owner is judged by it). */
    touch(id: string, token: string): void {
      ctx.stmt('UPDATE actions SET owner_seen_at = ? WHERE id = ? AND owner_token = ?').run(ctx.now(), id, token);
    },
    /**
     * Pauses an unfinished action whose process is gone (or that closed) and frees it, with why:
     * its items a dead process left running wait again, and the next run asks for consent first.
     */
    interrupt(id: string, error: unknown): void {
      ctx
        .stmt(
          `UPDATE actions SET state = 'paused', error_json = ?, owner_token = NULL, owner_pid = NULL, owner_host = NULL
           WHERE id = ? AND state IN ('pending', 'running')`,
        )
        .run(JSON.stringify(error), id);
      ctx.stmt(`UPDATE work_queue SET state = 'pending', updated_at = ? WHERE action_id = ? AND state = 'running'`).run(ctx.now(), id);
    },
    /** The unfinished action about `subject`, if any (one at a time per company or DIN). */
    openOn(subject: string): ActionRow | null {
      const r = ctx
        .stmt(`SELECT * FROM actions WHERE subject = ? AND state IN ('pending', 'running', 'paused') ORDER BY created_at DESC LIMIT 1`)
        .get(subject) as Record<string, unknown> | undefined;
      return r ? toRow(r) : null;
    },
    /** Cancels the action and every item of it not yet started; running items finish or fail on their own. */
    cancel(id: string): { cancelledItems: number } {
      setState(id, 'cancelled');
      const info = ctx
        .stmt(`UPDATE work_queue SET state = 'cancelled', updated_at = ? WHERE action_id = ? AND state = 'pending'`)
        .run(ctx.now(), id);
      return { cancelledItems: info.changes };
    },
    /** The company actions of a book action, oldest first. */
    children(parentId: string): ActionRow[] {
      return (ctx.stmt('SELECT * FROM actions WHERE parent_id = ? ORDER BY created_at, id').all(parentId) as Record<string, unknown>[]).map(toRow);
    },
    /** The newest action a book started on `subject` (the last of `children` about it), read alone. */
    lastChildOn(parentId: string, subject: string): ActionRow | null {
      const r = ctx.stmt('SELECT * FROM actions WHERE parent_id = ? AND subject = ? ORDER BY created_at DESC, id DESC LIMIT 1').get(parentId, subject) as
        | Record<string, unknown>
        | undefined;
      return r ? toRow(r) : null;
    },
    list(states?: readonly ActionState[]): ActionRow[] {
      // The states are chosen in SQL: a library keeps every action it ever ran (a book leaves hundreds).
      const rows = (
        states
          ? ctx.stmt(`SELECT * FROM actions WHERE state IN (SELECT value FROM json_each(?)) ORDER BY created_at DESC, id`).all(JSON.stringify(states))
          : ctx.stmt('SELECT * FROM actions ORDER BY created_at DESC, id').all()
      ) as Record<string, unknown>[];
      return rows.map(toRow);
    },
  };
}
