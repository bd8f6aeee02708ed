/**
 * What every connector tool works with: the library, the account (the registry client, the
 * wallet), the mirror engine for paid calls, the clock, and this connector process's session in
 * the library. The same core the app and the command line use, opened the way the CLI opens it.
 */
import type { Session } from '../account/session';
import type { MirrorEngine } from '../mirror';
import type { Library } from '../store';

export interface ConnectorTuning {
  /** How long a confirmed paid call waits for the analyst's answer in the app. Default 45 s, under common client timeouts. */
  answerWaitMs: number;
  /** How often the wait looks for the answer in the library. Default 500 ms. */
  answerPollMs: number;
  /** How long a started action is watched before the tool answers with its progress. Default 30 s. */
  actionWaitMs: number;
  /** How often this process tells the library it is alive (Settings → Assistant: connected). Default 20 s. */
  heartbeatMs: number;
  /** Largest PDF returned inline (the spec's connector: 10 MB). */
  inlineLimitBytes: number;
}

export const DEFAULT_CONNECTOR_TUNING: ConnectorTuning = {
  answerWaitMs: 45_000,
  answerPollMs: 500,
  actionWaitMs: 30_000,
  heartbeatMs: 20_000,
  inlineLimitBytes: 10 * 1024 * 1024,
};

export interface ConnectorContext {
  readonly library: Library;
  readonly account: Session;
  readonly engine: MirrorEngine;
  readonly tuning: ConnectorTuning;
  /** This connector process's row in assistant_sessions. */
  readonly sessionId: string;
  now(): number;
  iso(): string;
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}
