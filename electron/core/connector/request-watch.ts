/**
 * The app's side of an assistant's paid call: the connector (another process) writes a pending
 * request into the library; this watch notices it and emits `assistant.request`, so the renderer
 * opens the quote dialog marked "asked by the assistant"; when the request stops waiting (answered
 * here or elsewhere, or the assistant gave up) it is emitted again with its state, so the dialog
 * closes. The action a request started runs in the connector's process, so its progress and its
 * end are emitted from here too (`spend` for each billed call, `action.progress`, then
 * `library.changed`): the app shows what the assistant bought, and the wallet after it, as it lands.
 * A cheap indexed read on a timer: the library is the only thing both processes share.
 */
import { LIBRARY_PARTS } from '../../../shared/bridge/events';
import type { EventSink } from '../bridge-handlers';
import type { ActionState, Library } from '../store';
import { actionView, assistantRequestView, companySummaryView } from '../views';

const FINAL = new Set<ActionState>(['done', 'failed', 'cancelled']);
/** Requests whose actions are followed: the newest few (an assistant's actions are few). */
const FOLLOWED = 20;

export const DEFAULT_REQUEST_POLL_MS = 1_000;

export interface RequestWatch {
  /** One look at the library now (the timer calls it; tests may too). */
  check(): void;
  stop(): void;
}

export function watchAssistantRequests(library: Library, events: EventSink, opts: { pollMs?: number; now: () => number }): RequestWatch {
  const shown = new Set<string>();
  /** The last state seen of each followed action; actions already over at the first look are not announced. */
  const actionStates = new Map<string, ActionState>();
  /** Ledger rows of followed actions already announced (or there before the first look). */
  const charged = new Set<string>();
  let first = true;
  let stopped = false;

  /**
   * The action's billed calls as `spend` events, oldest first and before its end: the connector's
   * process paid them, so this is how the app's wallet (the core notes each event's wallet after)
   * and the spend page learn of them.
   */
  function announceCharges(actionId: string): void {
    const rows = library.ledger.list({ actionId, limit: 1_000 }).reverse();
    for (const row of rows) {
      if (charged.has(row.requestId)) continue;
      charged.add(row.requestId);
      if (first) continue;
      const { endpointKey, subject, pricePaisa, walletAfterPaisa, requestId } = row;
      events.emit('spend', { endpointKey, subject, pricePaisa, walletAfterPaisa, requestId });
    }
  }

  function followActions(): void {
    for (const request of library.assistant.recent(FOLLOWED)) {
      if (request.actionId === null) continue;
      const action = library.actions.get(request.actionId);
      const seen = actionStates.get(request.actionId);
      if (!action || (seen !== undefined && FINAL.has(seen))) continue;
      announceCharges(action.id);
      if (seen === action.state) continue;
      actionStates.set(action.id, action.state);
      if (first && FINAL.has(action.state)) continue;
      events.emit('action.progress', actionView(library, action, undefined));
      if (!FINAL.has(action.state)) continue;
      // Another process wrote it all: every part may have moved, and the summary is as the library has it now.
      const companyId = action.subject;
      const summary = companyId === null ? null : companySummaryView(library, companyId, new Date(opts.now()).toISOString());
      events.emit('library.changed', companyId === null ? { companyId: null } : { companyId, summary, parts: [...LIBRARY_PARTS] });
    }
    first = false;
  }

  function check(): void {
    if (stopped) return;
    const pending = library.assistant.pending(new Date(opts.now()).toISOString());
    const waiting = new Set(pending.map((r) => r.id));
    for (const row of pending) {
      if (shown.has(row.id)) continue;
      shown.add(row.id);
      events.emit('assistant.request', assistantRequestView(row));
    }
    for (const id of [...shown]) {
      if (waiting.has(id)) continue;
      shown.delete(id);
      const row = library.assistant.get(id);
      // Past its time but not yet marked: the assistant stopped waiting all the same.
      if (row) events.emit('assistant.request', { ...assistantRequestView(row), state: row.state === 'pending' ? 'expired' : row.state });
    }
    followActions();
  }

  const timer = setInterval(() => {
    try {
      check();
    } catch {
      // A busy or closing library: the next look catches up.
    }
  }, opts.pollMs ?? DEFAULT_REQUEST_POLL_MS);
  timer.unref();
  return {
    check,
    stop() {
      stopped = true;
      clearInterval(timer);
    },
  };
}
