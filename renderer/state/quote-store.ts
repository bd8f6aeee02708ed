// The quote dialog's state. Every paid action goes: quote call → dialog shows price and wallet
// after → the analyst confirms → the quoteId (their consent) runs it. Nothing here confirms on its
// own: `confirm()` is only called from the dialog's Confirm button or its Enter key.
import { createStore } from 'zustand/vanilla';
import type { AssistantRequestView } from '../../shared/bridge/assistant';
import type { CallArgs, CallResult } from '../../shared/bridge/contract';
import type { BookImportReport, BookPricingProgress } from '../../shared/bridge/portfolio';
import type { ActionView, Quote } from '../../shared/bridge/views';
import type { AppError } from '../../shared/result';
import type { RendererBridge } from '../bridge/types';
import { settle } from './store-kit';

export type QuoteCall =
  | 'mirror.quote'
  | 'refresh.quote'
  | 'fetch.quote'
  | 'directorProfile.quote'
  | 'directorContact.quote'
  | 'network.expandQuote'
  | 'registry.quoteResolve'
  /** A book's registry search of its open rows: confirming runs portfolio.runResolve. */
  | 'portfolio.quoteResolve'
  /** A book's mirror, refresh or fetch: one book action (action.run). */
  | 'portfolio.quoteAction'
  /** What is left of a paused action: confirming it resumes the action. */
  | 'action.quoteResume';

/** `needsKey`: no API key is stored, so nothing is priced: the dialog offers to add one instead (issue 28 item 10). */
export type QuotePhase = 'closed' | 'quoting' | 'ready' | 'running' | 'failed' | 'needsKey';

export interface QuoteRequest<K extends QuoteCall = QuoteCall> {
  name: K;
  args: CallArgs<K>;
}

export interface QuoteHandlers {
  onAction(action: ActionView): void;
  onResolve(result: CallResult<'registry.resolve'>): void;
  /** Why paid calls cannot run now (offline); null when they can. */
  offlineReason(): string | null;
  /**
   * True when no API key is stored (and no sandbox is in use): a paid action asks for a key, never
   * for a price. May read the status again first (a key set meanwhile from the command line).
   */
  keyMissing?(): boolean | Promise<boolean>;
  now?: () => number;
}

export interface QuoteState {
  phase: QuotePhase;
  request: QuoteRequest | null;
  quote: Quote | null;
  error: AppError | null;
  /**
   * The paid call an assistant asked for through the library connector, when that is what the
   * dialog shows: confirming answers it (the connector runs it), cancelling declines it.
   */
  asked: AssistantRequestView | null;
  /** Assistant requests still waiting for the analyst, shown one at a time once the dialog is free. */
  asks: AssistantRequestView[];
  /** How far a book's quote is while it is priced (portfolio.pricing events); null otherwise. */
  pricing: BookPricingProgress | null;
  /** The report of the last book search confirmed here (portfolio.runResolve), for the screen that asked. */
  bookResolved: BookImportReport | null;
  open<K extends QuoteCall>(name: K, args: CallArgs<K>): Promise<void>;
  /** Runs the quoted action (or allows the assistant's call); returns true when it was accepted. */
  confirm(): Promise<boolean>;
  close(): void;
  /** An assistant.request event: a new request waits for the analyst, or one stopped waiting. */
  assistantAsked(request: AssistantRequestView): void;
  /** A portfolio.pricing event: shown while that book's quote is on its way. */
  setPricing(progress: BookPricingProgress): void;
}

/** Why Confirm is unavailable for this quote, in words; null when it may run. */
export function confirmBlocker(quote: Quote | null, offline: string | null, nowMs: number, asked: AssistantRequestView | null = null): string | null {
  if (!quote) return 'No quote yet.';
  if (quote.nothingToBuy) return quote.nothingToBuy;
  if (quote.blockedReason) return quote.blockedReason;
  // The assistant's call runs in the connector, on its own connection: this window being offline does not stop it.
  if (offline && !quote.sandbox && !asked) return `Offline: ${offline}`;
  if (asked && Date.parse(asked.expiresAt) <= nowMs) return 'The assistant stopped waiting for an answer: it can ask again.';
  if (Date.parse(quote.expiresAt) <= nowMs) return 'This price has expired: get a new quote.';
  return null;
}

const CLOSED = { phase: 'closed', request: null, quote: null, error: null, asked: null, pricing: null } as const;

export function createQuoteStore(bridge: RendererBridge, handlers: QuoteHandlers) {
  const now = handlers.now ?? Date.now;
  return createStore<QuoteState>()((set, get) => {
    /** The next waiting assistant request, once the dialog is free. */
    const showNextAsk = () => {
      const next = get().asks[0];
      if (get().phase === 'closed' && next) set({ phase: 'ready', request: null, quote: next.quote, error: null, asked: next });
    };
    const finishAsk = (requestId: string) => {
      set({ ...CLOSED, asks: get().asks.filter((a) => a.requestId !== requestId) });
      showNextAsk();
    };
    return {
    ...CLOSED,
    asks: [],
    bookResolved: null,
    async open(name, args) {
      // An assistant's request on screen stays waiting; the analyst's own quote comes first.
      if (get().asked) set({ asked: null });
      const request = { name, args } as QuoteRequest;
      set({ phase: 'quoting', request, quote: null, error: null, pricing: null });
      if (await handlers.keyMissing?.()) {
        if (get().request !== request) return; // closed or replaced meanwhile
        set({ phase: 'needsKey', request, quote: null, error: null, pricing: null });
        return;
      }
      if (get().request !== request) return;
      // Each quote call has its own argument type; the request pairs them, so this cast is sound.
      const result = await settle(bridge.call(name as 'refresh.quote', args as CallArgs<'refresh.quote'>));
      if (get().request !== request) return; // closed or replaced meanwhile
      if (result.ok) set({ phase: 'ready', quote: result.value });
      else set({ phase: 'failed', error: result.error });
    },
    async confirm() {
      const { quote, phase, asked } = get();
      if (phase !== 'ready' || !quote) return false;
      const blocker = confirmBlocker(quote, handlers.offlineReason(), now(), asked);
      if (blocker) {
        set({ error: { code: 'QUOTE_BLOCKED', message: blocker } });
        return false;
      }
      set({ phase: 'running', error: null });
      if (asked) {
        const result = await settle(bridge.call('assistant.answer', { requestId: asked.requestId, approve: true }));
        if (!result.ok) {
          set({ phase: 'ready', error: result.error });
          return false;
        }
        finishAsk(asked.requestId);
        return true;
      }
      if (get().request?.name === 'portfolio.quoteResolve') {
        const result = await settle(bridge.call('portfolio.runResolve', { quoteId: quote.quoteId }));
        if (!result.ok) {
          set({ phase: 'ready', error: result.error });
          return false;
        }
        set({ bookResolved: result.value });
      } else if (quote.action === 'resolve') {
        const result = await settle(bridge.call('registry.resolve', { quoteId: quote.quoteId }));
        if (!result.ok) {
          set({ phase: 'ready', error: result.error });
          return false;
        }
        handlers.onResolve(result.value);
      } else {
        const result = await settle(bridge.call('action.run', { quoteId: quote.quoteId }));
        if (!result.ok) {
          set({ phase: 'ready', error: result.error });
          return false;
        }
        handlers.onAction(result.value);
      }
      set({ ...CLOSED });
      showNextAsk();
      return true;
    },
    close() {
      const { asked } = get();
      if (!asked) {
        set({ ...CLOSED });
        showNextAsk();
        return;
      }
      // Cancel on an assistant's request is a decline: the assistant hears it at once.
      void settle(bridge.call('assistant.answer', { requestId: asked.requestId, approve: false }));
      finishAsk(asked.requestId);
    },
    setPricing(progress) {
      const { phase, request } = get();
      if (phase !== 'quoting' || request?.name !== 'portfolio.quoteAction') return;
      set({ pricing: progress });
    },
    assistantAsked(request) {
      if (request.state === 'pending') {
        if (get().asks.some((a) => a.requestId === request.requestId)) return;
        set({ asks: [...get().asks, request] });
        showNextAsk();
        return;
      }
      // Answered elsewhere, or the assistant stopped waiting: it leaves the queue and the dialog.
      if (get().asked?.requestId === request.requestId) finishAsk(request.requestId);
      else set({ asks: get().asks.filter((a) => a.requestId !== request.requestId) });
    },
    };
  });
}
export type QuoteStore = ReturnType<typeof createQuoteStore>;
