/**
 * What every part of the engine shares: the library, the client, events, the clock, tuning and the
 * session's spend. The one place where a billed answer is written: `commit` stores the data it
 * bought, its spend ledger row and the end of its work item in ONE transaction, so after a kill
 * the purchase is either wholly kept (and never repeated) or wholly absent.
 */
import type { EventPayload } from '../../../shared/bridge/contract';
import { LIBRARY_PARTS, type LibraryPart } from '../../../shared/bridge/events';
import type { ActionView } from '../../../shared/bridge/views';
import type { ApiClient, Billing } from '../api';
import type { EventSink } from '../bridge-handlers';
import type { ActionRow, Cipher, LedgerEntry, Library, Requester } from '../store';
import type { ActionPlan } from './plan';
import { companySummaryView } from '../views';
import { MirrorError } from './errors';
import { createLibraryChangeFeed } from './library-changes';
import type { TeamSource } from './team-source';
import type { BudgetSettings, MirrorQuote, MirrorTuning } from './types';

export const DEFAULT_TUNING: MirrorTuning = {
  pollIntervalMs: 5_000,
  docRetryMs: 10_000,
  retryBaseMs: 2_000,
  maxStepAttempts: 6,
  unreachableGiveUpMs: 120_000,
  quoteTtlMs: 10 * 60_000,
  parallelDownloads: 2,
  zipFirst: true,
  indexText: true,
  directorsEstimate: 6,
};

/** A paid call whose answer was lost but whose purchase the free status call confirmed. */
export interface ConfirmedCharge {
  endpointKey: string;
  subject: string;
  pricePaisa: number;
  /** The status call's request id: the purchase's own is unknown. */
  statusRequestId: string;
}

export interface EngineContext {
  readonly library: Library;
  readonly events: EventSink;
  readonly tuning: MirrorTuning;
  budget(): BudgetSettings;
  now(): number;
  iso(): string;
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
  /** The configured client, or null (no key, offline-only). */
  clientOrNull(): ApiClient | null;
  /** The client, or a NO_CLIENT error that stops the action. */
  client(): ApiClient;
  /** Paisa spent by this process (the session cap counts it). */
  sessionSpendPaisa(): number;
  /** Writes data, its ledger row and the item's completion in one transaction, then tells the UI. */
  commit(input: CommitInput): void;
  /**
   * Records a charge on its own: a billed answer that failed validation (the money is gone all the
   * same), or a download whose headers came (its body is still on its way).
   */
  recordCharge(billing: Billing, entry: { actionId: string | null; note?: string | null; filingId?: string | null; requestedBy?: Requester }): void;
  emit<K extends Parameters<EventSink['emit']>[0]>(name: K, payload: EventPayload<K>): void;
  /** Called after a PDF is stored (the engine indexes its text in the background). */
  onDocumentStored: ((filingId: string) => void) | null;
  /** Called after an action's end (done, failed, cancelled, paused) was told to the core. */
  onActionEnded: ((action: ActionView) => void) | null;
  /**
   * Starts a company's action within a book action (the engine's own start: the team asked first,
   * one action per company, its consent `limitPaisa`); set by the engine.
   */
  startChild: ((start: ChildStart) => Promise<ActionRow>) | null;
  /** The firm's team library, asked before a company is bought; null without one. */
  readonly team: TeamSource | null;
  /** The cipher for director contact data, or null when the engine was given none. */
  readonly contactCipher: (() => Promise<Cipher>) | null;
  /** Sends the `library.changed` events still waiting for their window (at shutdown). */
  flushLibraryChanges(): void;
}

/** A company's action a book action starts (steps/book.ts). */
export interface ChildStart {
  plan: ActionPlan;
  quote: MirrorQuote;
  parentId: string;
  /** What the child may spend: its most, or what the book has left when that is less; null: no limit (sandbox). */
  limitPaisa: number | null;
  requestedBy: Requester;
}

export interface CommitInput {
  actionId: string | null;
  /** The work item to mark done, if the write finishes one. */
  itemId?: number | null;
  billing?: Billing | null;
  confirmed?: ConfirmedCharge | null;
  write?: () => void;
  /** The company whose library data changed, for `library.changed`. */
  companyId?: string | null;
  /** Who asked for a call made outside an action (a lookup); an action's calls carry its own. */
  requestedBy?: Requester;
  /** What of it changed (default: everything). */
  parts?: readonly LibraryPart[];
}

const ENDED = new Set<ActionView['state']>(['done', 'failed', 'cancelled', 'paused']);

export function createEngineContext(opts: {
  library: Library;
  events: EventSink;
  client: () => ApiClient | null;
  budget: () => BudgetSettings;
  tuning?: Partial<MirrorTuning>;
  now?: () => number;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  contactCipher?: () => Promise<Cipher>;
  team?: TeamSource;
}): EngineContext {
  const { library } = opts;
  const now = opts.now ?? Date.now;
  const changes = createLibraryChangeFeed({
    summary: (companyId) => companySummaryView(library, companyId, new Date(now()).toISOString()),
    emit: (change) => opts.events.emit('library.changed', change),
    now,
  });
  // Every event of the engine goes out through here. When an action ends, the changes still waiting
  // go first, with its company's summary read again (its "mirrored at" is the end just written), so
  // the renderer hears the final state of the company before it hears "done".
  const events: EventSink = {
    emit(name, payload) {
      if (name === 'action.progress') {
        const action = payload as ActionView;
        if (ENDED.has(action.state)) {
          if (action.subject) changes.changed(action.subject, []);
          changes.flush();
        }
      }
      opts.events.emit(name, payload);
      // After the core heard it (a company bought is then on its way to the team library).
      if (name === 'action.progress' && ENDED.has((payload as ActionView).state)) engine.onActionEnded?.(payload as ActionView);
    },
  };
  let spent = 0;
  const sleep =
    opts.sleep ??
    ((ms: number, signal?: AbortSignal) =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, ms);
        signal?.addEventListener('abort', () => {
          clearTimeout(timer);
          resolve();
        });
      }));

  function keyKind(): 'live' | 'test' {
    return opts.client()?.keyKind ?? 'live';
  }

  function entryOf(
    input: { billing?: Billing | null; confirmed?: ConfirmedCharge | null; requestedBy?: Requester },
    actionId: string | null,
    note?: string | null,
    filingId?: string | null,
  ): LedgerEntry | null {
    const { billing, confirmed } = input;
    const base = { at: new Date(now()).toISOString(), keyKind: keyKind(), actionId, requestedBy: input.requestedBy ?? null };
    if (billing) {
      return {
        ...base,
        endpointKey: billing.endpointKey,
        subject: billing.subject,
        pricePaisa: billing.priceChargedPaisa,
        walletAfterPaisa: billing.walletBalanceAfterPaisa,
        requestId: billing.requestId,
        filingId: filingId ?? null,
        note: note ?? null,
      };
    }
    if (confirmed) {
      return {
        ...base,
        endpointKey: confirmed.endpointKey,
        subject: confirmed.subject,
        pricePaisa: confirmed.pricePaisa,
        walletAfterPaisa: null,
        requestId: `confirmed-by-${confirmed.statusRequestId}`,
        note: 'The answer was lost; the free status call confirmed the purchase',
      };
    }
    return null;
  }

  function spendEvent(entry: LedgerEntry): void {
    spent += entry.pricePaisa;
    events.emit('spend', {
      endpointKey: entry.endpointKey,
      subject: entry.subject,
      pricePaisa: entry.pricePaisa,
      walletAfterPaisa: entry.walletAfterPaisa,
      requestId: entry.requestId,
    });
  }

  const engine: EngineContext = {
    library,
    events,
    tuning: { ...DEFAULT_TUNING, ...opts.tuning },
    budget: opts.budget,
    now,
    iso: () => new Date(now()).toISOString(),
    sleep,
    clientOrNull: opts.client,
    client() {
      const client = opts.client();
      if (client === null) throw new MirrorError('NO_CLIENT', 'No API key is set, or Dossier is offline', 'Add an API key in Settings.');
      return client;
    },
    sessionSpendPaisa: () => spent,
    onDocumentStored: null,
    onActionEnded: null,
    startChild: null,
    team: opts.team ?? null,
    contactCipher: opts.contactCipher ?? null,
    commit(input) {
      const entry = entryOf(input, input.actionId);
      let recorded: boolean;
      try {
        recorded = library.tx(() => {
          input.write?.();
          const row = entry ? library.ledger.record(entry) : null;
          if (input.itemId !== undefined && input.itemId !== null) library.queue.complete(input.itemId);
          return row?.recorded ?? false;
        });
      } catch (error) {
        // The money is spent even when what it bought cannot be stored (a truncated PDF, a record
        // the store refuses): the ledger row is kept on its own and the step fails.
        if (input.billing) {
          engine.recordCharge(input.billing, { actionId: input.actionId, note: `Paid, but not stored: ${error instanceof Error ? error.message : String(error)}`, requestedBy: input.requestedBy });
        }
        throw error;
      }
      if (recorded && entry) spendEvent(entry);
      if (input.companyId) changes.changed(input.companyId, input.parts ?? LIBRARY_PARTS);
    },
    recordCharge(billing, { actionId, note, filingId, requestedBy }) {
      const entry = entryOf({ billing, requestedBy }, actionId, note, filingId)!;
      if (library.tx(() => library.ledger.record(entry).recorded)) spendEvent(entry);
    },
    emit: (name, payload) => events.emit(name, payload),
    flushLibraryChanges: () => changes.flush(),
  };
  return engine;
}
