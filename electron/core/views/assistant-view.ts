/**
 * Settings → Assistant and the quote dialog's "asked by the assistant": the library connector's
 * sessions, the paid calls an assistant confirmed and the assistant budget, as the library holds
 * them (the connector is another process: the library is what both see).
 */
import type { AssistantClientConfig, AssistantRequestView, AssistantSessionView, AssistantView } from '../../../shared/bridge/assistant';
import type { Quote } from '../../../shared/bridge/views';
import type { AssistantRequestRow, AssistantSessionRow, Library } from '../store';

/** A connector heartbeats every 20 seconds; one not seen for a minute is gone (killed, or its client quit). */
export const CONNECTED_WITHIN_MS = 60_000;

export function assistantRequestView(row: AssistantRequestRow): AssistantRequestView {
  return {
    requestId: row.id,
    tool: row.tool,
    subject: row.subject,
    // Written by the connector from the engine's own quote (connector/consent.ts).
    quote: row.quote as Quote,
    state: row.state,
    answeredBy: row.answeredBy,
    clientName: row.clientName,
    createdAt: row.createdAt,
    expiresAt: row.expiresAt,
    actionId: row.actionId,
  };
}

function sessionView(row: AssistantSessionRow, nowMs: number): AssistantSessionView {
  const seen = Date.parse(row.lastSeenAt);
  return {
    clientName: row.clientName,
    clientVersion: row.clientVersion,
    startedAt: row.startedAt,
    lastSeenAt: row.lastSeenAt,
    endedAt: row.endedAt,
    connected: row.endedAt === null && nowMs - seen <= CONNECTED_WITHIN_MS,
  };
}

export interface AssistantFacts {
  config: AssistantClientConfig;
  confirmThresholdPaisa: number;
  nowIso: string;
}

export function assistantView(library: Library, facts: AssistantFacts): AssistantView {
  const nowMs = Date.parse(facts.nowIso);
  const sessions = library.assistant.sessions(5).map((s) => sessionView(s, nowMs));
  const budget = library.assistant.budget();
  return {
    config: facts.config,
    connected: sessions.some((s) => s.connected),
    sessions,
    budgetPaisa: budget.budgetPaisa,
    budgetSetAt: budget.setAt,
    budgetUsedPaisa: budget.usedPaisa,
    budgetLeftPaisa: Math.max(0, budget.budgetPaisa - budget.usedPaisa),
    spentSinceSetPaisa: budget.spentPaisa,
    confirmThresholdPaisa: facts.confirmThresholdPaisa,
    pending: library.assistant.pending(facts.nowIso).map(assistantRequestView),
    recent: library.assistant.recent(10).map(assistantRequestView),
  };
}
