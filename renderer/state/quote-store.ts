// The quote dialog's state. Every paid action goes: quote call → dialog shows price and wallet
// after → the analyst confirms → the quoteId (their consent) runs it. Nothing here confirms on its
// own: `confirm()` is only called from the dialog's Confirm button or its Enter key.
import { createStore } from 'zustand/vanilla';
import type { CallArgs, CallResult } from '../../shared/bridge/contract';
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
  | 'registry.quoteResolve';

export type QuotePhase = 'closed' | 'quoting' | 'ready' | 'running' | 'failed';

export interface QuoteRequest<K extends QuoteCall = QuoteCall> {
  name: K;
  args: CallArgs<K>;
}

export interface QuoteHandlers {
  onAction(action: ActionView): void;
  onResolve(result: CallResult<'registry.resolve'>): void;
  /** Why paid calls cannot run now (offline); null when they can. */
  offlineReason(): string | null;
  now?: () => number;
}

export interface QuoteState {
  phase: QuotePhase;
  request: QuoteRequest | null;
  quote: Quote | null;
  error: AppError | null;
  open<K extends QuoteCall>(name: K, args: CallArgs<K>): Promise<void>;
  /** Runs the quoted action; returns true when it was accepted. */
  confirm(): Promise<boolean>;
  close(): void;
}

/** Why Confirm is unavailable for this quote, in words; null when it may run. */
export function confirmBlocker(quote: Quote | null, offline: string | null, nowMs: number): string | null {
  if (!quote) return 'No quote yet.';
  if (quote.blockedReason) return quote.blockedReason;
  if (offline && !quote.sandbox) return `Offline: ${offline}`;
  if (Date.parse(quote.expiresAt) <= nowMs) return 'This price has expired: get a new quote.';
  return null;
}

export function createQuoteStore(bridge: RendererBridge, handlers: QuoteHandlers) {
  const now = handlers.now ?? Date.now;
  return createStore<QuoteState>()((set, get) => ({
    phase: 'closed',
    request: null,
    quote: null,
    error: null,
    async open(name, args) {
      const request = { name, args } as QuoteRequest;
      set({ phase: 'quoting', request, quote: null, error: null });
      // Each quote call has its own argument type; the request pairs them, so this cast is sound.
      const result = await settle(bridge.call(name as 'refresh.quote', args as CallArgs<'refresh.quote'>));
      if (get().request !== request) return; // closed or replaced meanwhile
      if (result.ok) set({ phase: 'ready', quote: result.value });
      else set({ phase: 'failed', error: result.error });
    },
    async confirm() {
      const { quote, phase } = get();
      if (phase !== 'ready' || !quote) return false;
      const blocker = confirmBlocker(quote, handlers.offlineReason(), now());
      if (blocker) {
        set({ error: { code: 'QUOTE_BLOCKED', message: blocker } });
        return false;
      }
      set({ phase: 'running', error: null });
      if (quote.action === 'resolve') {
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
      set({ phase: 'closed', request: null, quote: null, error: null });
      return true;
    },
    close: () => set({ phase: 'closed', request: null, quote: null, error: null }),
  }));
}
export type QuoteStore = ReturnType<typeof createQuoteStore>;
