/**
 * The library connector: an MCP server over Dossier's library. The spec's sixteen connector tools
 * with their names and inputs, answered from the library first (offline, free), the paid ones
 * through the engine and the analyst's consent; six tools only a library has; the PDFs as
 * resources. Every answer is one of the four result kinds, whatever fails.
 */
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { ConnectorContext } from './context';
import { registerFilingResources } from './resources';
import { errorResult } from './results';
import type { SessionRecord } from './sessions';
import { thrownResult, type ToolDefinition } from './tool-kit';
import { COMPANY_TOOLS } from './tools/company-tools';
import { DIRECTOR_TOOLS } from './tools/director-tools';
import { DOCUMENT_TOOLS } from './tools/document-tools';
import { EXTRACTION_TOOLS } from './tools/extraction-tools';
import { LIBRARY_TOOLS } from './tools/library-tools';
import { PAID_TOOLS } from './tools/paid-tools';
import { PORTFOLIO_TOOLS } from './tools/portfolio-tools';
import { STATUS_TOOLS } from './tools/status-tools';
import { SPEC_TOOL_NAMES } from '../../../shared/api/connector-tools';

export { SPEC_TOOL_NAMES };

/** What no registry has: the library's own. */
export const LIBRARY_TOOL_NAMES = ['search_library', 'get_financials', 'get_findings', 'list_notes', 'add_note', 'get_filing_text'] as const;

/** The analyst's books (issue 26): free and offline, like the library's own. */
export const PORTFOLIO_TOOL_NAMES = ['list_portfolios', 'get_portfolio', 'portfolio_changes'] as const;

const ALL = [...COMPANY_TOOLS, ...DIRECTOR_TOOLS, ...PAID_TOOLS, ...DOCUMENT_TOOLS, ...EXTRACTION_TOOLS, ...STATUS_TOOLS, ...LIBRARY_TOOLS, ...PORTFOLIO_TOOLS];

export const CONNECTOR_TOOLS: readonly ToolDefinition[] = [...SPEC_TOOL_NAMES, ...LIBRARY_TOOL_NAMES, ...PORTFOLIO_TOOL_NAMES].map((name) => {
  const tool = ALL.find((t) => t.name === name);
  if (!tool) throw new Error(`Connector tool ${name} is not defined`);
  return tool;
});

const INSTRUCTIONS =
  "Dossier's library: the Indian companies the analyst bought from the Company Registry Data API, kept offline with their filings, " +
  'filed PDFs (searchable to the page), financial statements by FY, findings and notes, and the analyst’s books of borrowers (list_portfolios, get_portfolio, portfolio_changes). Answer from it first: every library tool is ' +
  'free and works offline, and every answer names its source (the library copy and when it was read from the registry, with the ' +
  "request id) so you can cite it. Paid tools (unlock_company, refresh_company, fetch_documents, find_company or get_director with " +
  "confirm: true) return a quote first; with confirm: true they run only within the assistant budget the analyst set, or after the " +
  'analyst agrees in the Dossier app.';

const TOOL_NAME_IN_MESSAGE = /tool ([a-z_]+)/;

/**
 * The SDK answers arguments that fail the input schema (and throws inside a tool) with a bare
 * text error; every answer must be one of the four kinds, so that answer becomes an `error`
 * result. createToolError is private in the SDK's types: the SDK is pinned (1.32.2) and the tests
 * call tools with bad arguments, so a change there shows at once.
 */
function answerSdkErrorsAsErrorResults(server: McpServer): void {
  const target = server as unknown as { createToolError: (message: string) => CallToolResult };
  target.createToolError = (message: string) => {
    const invalid = message.includes('Input validation error') || message.includes('Invalid arguments');
    return errorResult(TOOL_NAME_IN_MESSAGE.exec(message)?.[1] ?? 'unknown', {
      code: invalid ? 'INVALID_ARGUMENTS' : 'CONNECTOR_ERROR',
      message,
      status: invalid ? 400 : null,
      checkedLocally: true,
    });
  };
}

export function createConnectorServer(ctx: ConnectorContext, session: SessionRecord, version: string): McpServer {
  const server = new McpServer(
    { name: 'dossier-library', title: "Dossier: the analyst's company library", version },
    { instructions: INSTRUCTIONS, maxToolInputElements: 200 },
  );
  server.server.oninitialized = () => {
    const client = server.server.getClientVersion();
    session.seen(client ? { name: client.name, version: client.version ?? null } : undefined);
  };
  for (const tool of CONNECTOR_TOOLS) {
    server.registerTool(
      tool.name,
      { title: tool.title, description: tool.description, inputSchema: tool.inputSchema, annotations: tool.annotations },
      async (args: Record<string, unknown>, extra) => {
        session.seen();
        try {
          return await tool.run(args, ctx, extra);
        } catch (error) {
          return thrownResult(tool.name, error);
        }
      },
    );
  }
  registerFilingResources(server, ctx);
  answerSdkErrorsAsErrorResults(server);
  return server;
}
