import type { WatchCheckLine, WatchCheckQuote } from '../../../shared/bridge/watch';
import type { ApiClient } from '../api';
import type { MirrorEngine } from '../mirror';
import type { Library } from '../store';

export interface WatchDeps {
  library: Library;
  engine: MirrorEngine;
  client: () => ApiClient | null;
  now: () => number;
  /** How long a check quote holds; default 10 minutes, like the engine's quotes. */
  quoteTtlMs?: number;
}

/** A line as the watcher keeps it: the engine quote it will run. */
export interface HeldLine extends WatchCheckLine {
  quoteId: string | null;
}

export interface HeldQuote {
  quote: WatchCheckQuote;
  lines: HeldLine[];
  /** The most this check may spend (`--budget`), beside the monthly budget left. */
  capPaisa: number | null;
}

export const DAY_MS = 86_400_000;
