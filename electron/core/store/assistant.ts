import type { StoreContext } from './context';
import { StoreError } from './errors';

/**
 * What the library connector and the app tell each other through the library (migration 016): the
 * connector's sessions, the paid calls an assistant confirmed (waiting for the analyst, or agreed
 * to by the budget), and the assistant budget. Both processes write here, so every decision that
 * must not race is one statement: a budget approval is an INSERT that checks the budget left in the
 * same statement, and an answer is an UPDATE of a row still pending and not yet expired.
 */

export type AssistantRequestState = 'pending' | 'approved' | 'declined' | 'expired' | 'ran' | 'failed';

export interface AssistantSessionRow {
  id: string;
  pid: number | null;
  clientName: string | null;
  clientVersion: string | null;
  startedAt: string;
  lastSeenAt: string;
  endedAt: string | null;
}

export interface AssistantRequestInput {
  id: string;
  sessionId: string | null;
  tool: string;
  subject: string;
  /** The quote as the analyst will see it (a bridge Quote). */
  quote: unknown;
  totalPaisa: number;
  createdAt: string;
  expiresAt: string;
}

export interface AssistantRequestRow extends AssistantRequestInput {
  state: AssistantRequestState;
  answeredBy: 'analyst' | 'budget' | null;
  answeredAt: string | null;
  actionId: string | null;
  error: unknown;
  /** The client of the session that asked, when known. */
  clientName: string | null;
}

export interface AssistantBudgetRow {
  budgetPaisa: number;
  setAt: string | null;
  /** Quoted totals of the calls the budget agreed to since it was set. */
  usedPaisa: number;
  /** What the ledger recorded for calls the assistant asked for since the budget was set. */
  spentPaisa: number;
}

interface RawRequest {
  id: string;
  session_id: string | null;
  tool: string;
  subject: string;
  quote_json: string;
  total_paisa: number;
  state: AssistantRequestState;
  answered_by: 'analyst' | 'budget' | null;
  created_at: string;
  expires_at: string;
  answered_at: string | null;
  action_id: string | null;
  error_json: string | null;
  client_name: string | null;
}

const toRequest = (r: RawRequest): AssistantRequestRow => ({
  id: r.id,
  sessionId: r.session_id,
  tool: r.tool,
  subject: r.subject,
  quote: JSON.parse(r.quote_json),
  totalPaisa: r.total_paisa,
  state: r.state,
  answeredBy: r.answered_by,
  createdAt: r.created_at,
  expiresAt: r.expires_at,
  answeredAt: r.answered_at,
  actionId: r.action_id,
  error: r.error_json === null ? null : JSON.parse(r.error_json),
  clientName: r.client_name,
});

const REQUEST = `SELECT r.*, s.client_name FROM assistant_requests r LEFT JOIN assistant_sessions s ON s.id = r.session_id`;

const SESSION = `SELECT id, pid, client_name AS clientName, client_version AS clientVersion, started_at AS startedAt,
  last_seen_at AS lastSeenAt, ended_at AS endedAt FROM assistant_sessions`;

/** Quoted totals the budget agreed to since it was last set. */
const USED = `(SELECT coalesce(sum(total_paisa), 0) FROM assistant_requests
  WHERE answered_by = 'budget' AND created_at >= coalesce((SELECT set_at FROM assistant_budget WHERE id = 1), ''))`;

function checkPaisa(name: string, v: number): void {
  if (!Number.isSafeInteger(v) || v < 0) throw new StoreError('INVALID_AMOUNT', `${name} must be a whole, non-negative number of paisa, got ${v}.`, { field: name, value: v });
}

export function createAssistant(ctx: StoreContext) {
  const getRequest = (id: string): AssistantRequestRow | null => {
    const r = ctx.stmt(`${REQUEST} WHERE r.id = ?`).get(id) as RawRequest | undefined;
    return r ? toRequest(r) : null;
  };
  const insert = (r: AssistantRequestInput, state: AssistantRequestState, answeredBy: string | null, where: string) =>
    ctx
      .stmt(
        `INSERT INTO assistant_requests (id, session_id, tool, subject, quote_json, total_paisa, state, answered_by, created_at, expires_at, answered_at)
         SELECT @id, @sessionId, @tool, @subject, @quoteJson, @totalPaisa, @state, @answeredBy, @createdAt, @expiresAt,
           CASE WHEN @answeredBy IS NULL THEN NULL ELSE @createdAt END
         WHERE ${where}`,
      )
      .run({ ...r, quoteJson: JSON.stringify(r.quote), state, answeredBy });

  const budget = (): AssistantBudgetRow =>
    ctx
      .stmt(
        `SELECT b.budget_paisa AS budgetPaisa, b.set_at AS setAt, ${USED} AS usedPaisa,
           (SELECT coalesce(sum(price_paisa), 0) FROM spend_ledger WHERE requested_by = 'assistant' AND at >= coalesce(b.set_at, '')) AS spentPaisa
         FROM assistant_budget b WHERE b.id = 1`,
      )
      .get() as AssistantBudgetRow;

  return {
    budget,
    /** A new budget starts afresh: what the old one agreed to no longer counts against it. */
    setBudget(budgetPaisa: number): AssistantBudgetRow {
      checkPaisa('budgetPaisa', budgetPaisa);
      ctx.stmt('UPDATE assistant_budget SET budget_paisa = ?, set_at = ? WHERE id = 1').run(budgetPaisa, ctx.now());
      return budget();
    },

    openSession(s: { id: string; pid: number | null }): void {
      const now = ctx.now();
      ctx.stmt('INSERT INTO assistant_sessions (id, pid, started_at, last_seen_at) VALUES (?, ?, ?, ?)').run(s.id, s.pid, now, now);
    },
    /** The session is alive (a heartbeat or a call); the client's name once the MCP initialize named it. */
    touchSession(id: string, client?: { name: string; version: string | null }): void {
      ctx
        .stmt(
          `UPDATE assistant_sessions SET last_seen_at = ?, client_name = coalesce(?, client_name), client_version = coalesce(?, client_version)
           WHERE id = ?`,
        )
        .run(ctx.now(), client?.name ?? null, client?.version ?? null, id);
    },
    endSession(id: string): void {
      ctx.stmt('UPDATE assistant_sessions SET ended_at = ?, last_seen_at = ? WHERE id = ? AND ended_at IS NULL').run(ctx.now(), ctx.now(), id);
    },
    /** The newest sessions first. */
    sessions(limit = 10): AssistantSessionRow[] {
      return ctx.stmt(`${SESSION} ORDER BY last_seen_at DESC, started_at DESC LIMIT ?`).all(limit) as AssistantSessionRow[];
    },

    /**
     * Records a confirmed call as agreed to by the budget, if the budget left covers its total;
     * false (and nothing written) when it does not. One statement, so two connectors cannot both
     * spend the last of the budget.
     */
    approveWithinBudget(r: AssistantRequestInput): boolean {
      checkPaisa('totalPaisa', r.totalPaisa);
      const within = `(SELECT budget_paisa FROM assistant_budget WHERE id = 1) > 0
        AND (SELECT budget_paisa FROM assistant_budget WHERE id = 1) - ${USED} >= @totalPaisa`;
      return insert(r, 'approved', 'budget', within).changes === 1;
    },
    /** A confirmed call the analyst must answer in the app. */
    ask(r: AssistantRequestInput): AssistantRequestRow {
      checkPaisa('totalPaisa', r.totalPaisa);
      insert(r, 'pending', null, '1');
      return getRequest(r.id)!;
    },
    get: getRequest,
    /** Requests still waiting for the analyst and not past their time, oldest first. */
    pending(nowIso: string): AssistantRequestRow[] {
      return (ctx.stmt(`${REQUEST} WHERE r.state = 'pending' AND r.expires_at > ? ORDER BY r.created_at, r.id`).all(nowIso) as RawRequest[]).map(toRequest);
    },
    /** The analyst's answer; null when the request was no longer waiting (answered, expired, withdrawn). */
    answer(id: string, approve: boolean, nowIso: string): AssistantRequestRow | null {
      const info = ctx
        .stmt(
          `UPDATE assistant_requests SET state = ?, answered_by = 'analyst', answered_at = ?
           WHERE id = ? AND state = 'pending' AND expires_at > ?`,
        )
        .run(approve ? 'approved' : 'declined', nowIso, id, nowIso);
      return info.changes === 1 ? getRequest(id) : null;
    },
    /** The asker stopped waiting; true when the request was still pending. */
    expire(id: string): boolean {
      return ctx.stmt(`UPDATE assistant_requests SET state = 'expired' WHERE id = ? AND state = 'pending'`).run(id).changes === 1;
    },
    /** How an approved request's run went: the action it started, or the error that stopped it. */
    settle(id: string, outcome: { actionId: string | null } | { error: unknown }): void {
      if ('error' in outcome) {
        ctx.stmt(`UPDATE assistant_requests SET state = 'failed', error_json = ? WHERE id = ?`).run(JSON.stringify(outcome.error), id);
      } else {
        ctx.stmt(`UPDATE assistant_requests SET state = 'ran', action_id = ? WHERE id = ?`).run(outcome.actionId, id);
      }
    },
    /** The latest requests of any state, newest first (Settings → Assistant lists them). */
    recent(limit = 20): AssistantRequestRow[] {
      return (ctx.stmt(`${REQUEST} ORDER BY r.created_at DESC, r.id DESC LIMIT ?`).all(limit) as RawRequest[]).map(toRequest);
    },
  };
}
