/**
 * The library connector (`dossier mcp`): an MCP server over the library, opened on the core's own
 * parts, and the app's watch for the paid calls an assistant asks the analyst about.
 */
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { Session } from '../account/session';
import type { MirrorEngine } from '../mirror';
import type { Library } from '../store';
import { type ConnectorContext, type ConnectorTuning, DEFAULT_CONNECTOR_TUNING } from './context';
import { createConnectorServer } from './server';
import { recordSession } from './sessions';

export { type ConnectorTuning, DEFAULT_CONNECTOR_TUNING } from './context';
export { CONNECTOR_TOOLS, LIBRARY_TOOL_NAMES, SPEC_TOOL_NAMES } from './server';
export { DEFAULT_REQUEST_POLL_MS, type RequestWatch, watchAssistantRequests } from './request-watch';

export interface LibraryConnector {
  server: McpServer;
  /** Ends the session in the library (the server and the core are closed by their owners). */
  end(): void;
}

export interface ConnectorParts {
  library: Library;
  account: Session;
  engine: MirrorEngine;
  now: () => number;
}

export function openLibraryConnector(parts: ConnectorParts, opts: { version: string; tuning?: Partial<ConnectorTuning> }): LibraryConnector {
  const tuning = { ...DEFAULT_CONNECTOR_TUNING, ...opts.tuning };
  const session = recordSession(parts.library, tuning.heartbeatMs);
  const ctx: ConnectorContext = {
    library: parts.library,
    account: parts.account,
    engine: parts.engine,
    tuning,
    sessionId: session.id,
    now: parts.now,
    iso: () => new Date(parts.now()).toISOString(),
    sleep: (ms, signal) =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, ms);
        signal?.addEventListener('abort', () => {
          clearTimeout(timer);
          resolve();
        });
      }),
  };
  return { server: createConnectorServer(ctx, session, opts.version), end: () => session.end() };
}
