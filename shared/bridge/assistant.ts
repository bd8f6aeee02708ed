// The library connector as the app sees it: Settings → Assistant (how to connect a client, whether
// one is connected, the assistant budget) and the paid calls an assistant asks the analyst about.
import type { Quote } from './views';

/** What to paste into an MCP client's configuration to start `dossier mcp` on this library. */
export interface AssistantClientConfig {
  command: string;
  args: string[];
  env: Record<string, string>;
  /** The whole `mcpServers` entry as JSON, ready to paste (Claude Desktop, Cursor; VS Code's `servers` takes the same entry). */
  json: string;
}

export interface AssistantSessionView {
  clientName: string | null;
  clientVersion: string | null;
  startedAt: string;
  lastSeenAt: string;
  endedAt: string | null;
  /** Seen within the last minute and not ended. */
  connected: boolean;
}

export type AssistantRequestStateName = 'pending' | 'approved' | 'declined' | 'expired' | 'ran' | 'failed';

/** A paid call an assistant confirmed: shown in the quote dialog, marked "asked by the assistant". */
export interface AssistantRequestView {
  requestId: string;
  tool: string;
  subject: string;
  quote: Quote;
  state: AssistantRequestStateName;
  /** 'budget': the assistant budget covered it; 'analyst': the analyst clicked. */
  answeredBy: 'analyst' | 'budget' | null;
  clientName: string | null;
  createdAt: string;
  /** When the assistant stops waiting for an answer. */
  expiresAt: string;
  actionId: string | null;
}

export interface AssistantView {
  config: AssistantClientConfig;
  connected: boolean;
  sessions: AssistantSessionView[];
  /** What the assistant may spend without asking; 0 means every paid call asks. */
  budgetPaisa: number;
  budgetSetAt: string | null;
  /** Quoted totals the budget agreed to since it was set. */
  budgetUsedPaisa: number;
  budgetLeftPaisa: number;
  /** What the ledger recorded for the assistant's calls since the budget was set. */
  spentSinceSetPaisa: number;
  /** At or above it a single call asks even within the budget (Settings → Money). */
  confirmThresholdPaisa: number;
  pending: AssistantRequestView[];
  recent: AssistantRequestView[];
}
