// The contract between the mirror engine (electron/core/mirror) and the core facade
// (electron/core/facade). The engine plans paid work as quotes, runs consented actions durably
// through the library's work queue, and reports progress and spend as bridge events.
import type { ActionView, Quote } from '../../../shared/bridge/views';
import type { ApiClient } from '../api';
import type { EventSink } from '../bridge-handlers';
import type { Library } from '../store';

export interface BudgetSettings {
  /** A quote at or above this total is flagged `requiresConfirmation` (the UI/CLI always asks then). */
  confirmThresholdPaisa: number;
  /** Spend cap for this session (process lifetime); null = no cap. Over the cap nothing runs. */
  sessionCapPaisa: number | null;
}

export interface MirrorEngineDeps {
  library: Library;
  /** Null when no key is configured or offline-only: every quote is then blocked with the reason. */
  client: () => ApiClient | null;
  events: EventSink;
  budget: () => BudgetSettings;
  now?: () => number;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

export interface MirrorEngine {
  /** Free calls only (unlock status, freshness, pricing, usage); never spends. */
  quoteMirror(companyId: string, opts: { includeDirectors: boolean }): Promise<Quote>;
  quoteRefresh(companyId: string): Promise<Quote>;
  quoteFetch(companyId: string): Promise<Quote>;
  quoteDirectorProfile(din: string): Promise<Quote>;
  quoteResolve(query: { query: string; state?: string; city?: string }): Promise<Quote>;
  /** The quote must be one this engine issued and not expired; runs in the background. */
  run(quoteId: string): Promise<ActionView>;
  /** Runs a resolve quote synchronously (a lookup the analyst waits for). */
  runResolve(quoteId: string): Promise<{ candidates: Array<Record<string, unknown>>; sandbox: boolean; hint: string | null }>;
  list(): ActionView[];
  pause(actionId: string): ActionView;
  resume(actionId: string): ActionView;
  cancel(actionId: string): ActionView;
  /** On startup: resumes actions a killed process left running, with no paid call repeated. */
  resumeInterrupted(): Promise<void>;
  /** Spend of this process (session) so far, for the budget cap. */
  sessionSpendPaisa(): number;
  /** Resolves when no action is running (tests, CLI). */
  idle(): Promise<void>;
  close(): Promise<void>;
}
