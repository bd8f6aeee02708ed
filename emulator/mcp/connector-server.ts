// One MCP server per HTTP request, bound to the caller's key: the connector is stateless, so a
// revoked key stops working on the very next request and no session outlives its key.
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { ToolContext, ToolDefinition } from './tool-kit';
import { SPEC_TOOL_NAMES } from '../../shared/api/connector-tools';
import { errorResult } from './tool-results';
import { ACCOUNT_TOOLS } from './tools/account-tool';
import { COMPANY_ACTION_TOOLS } from './tools/company-action-tools';
import { DOCUMENT_TOOLS } from './tools/document-tool';
import { EXTRACTION_TOOLS } from './tools/extraction-tools';
import { LOOKUP_TOOLS } from './tools/lookup-tools';

/** The sixteen tools of the spec's table, in its order. */
export const CONNECTOR_TOOLS: readonly ToolDefinition[] = orderAsSpec([
  ...LOOKUP_TOOLS,
  ...COMPANY_ACTION_TOOLS,
  ...DOCUMENT_TOOLS,
  ...EXTRACTION_TOOLS,
  ...ACCOUNT_TOOLS,
]);

function orderAsSpec(tools: ToolDefinition[]): ToolDefinition[] {
  return SPEC_TOOL_NAMES.map((name) => {
    const tool = tools.find((t) => t.name === name);
    if (tool === undefined) throw new Error(`Connector tool ${name} is not defined`);
    return tool;
  });
}

const TOOL_NAME_IN_MESSAGE = /tool ([a-z_]+)/;

/**
 * The SDK answers arguments that fail the input schema (and exceptions thrown by a tool) with a
 * bare text error. Rule 2 wants every tool answer to be one of the four kinds, so that answer is
 * replaced with an `error` result. createToolError is private in the SDK's types; the SDK version
 * is pinned and the connector tests call a tool with bad arguments, so a change shows up there.
 */
function answerSdkErrorsAsErrorResults(server: McpServer): void {
  const target = server as unknown as { createToolError: (message: string) => CallToolResult };
  target.createToolError = (message: string) => {
    const invalidInput = message.includes('Input validation error') || message.includes('Invalid arguments');
    return errorResult(TOOL_NAME_IN_MESSAGE.exec(message)?.[1] ?? 'unknown', {
      code: invalidInput ? 'INVALID_ARGUMENTS' : 'CONNECTOR_ERROR',
      message,
      status: invalidInput ? 400 : 500,
      extras: {},
      requestId: null,
      checkedLocally: true,
    });
  };
}

export function createConnectorServer(ctx: ToolContext): McpServer {
  const server = new McpServer(
    { name: 'company-registry-connector', version: '1.0.0' },
    { instructions: 'Company Registry Data API tools. Paid actions (unlock, refresh, fetch) return a quote unless confirm is true.' },
  );
  for (const tool of CONNECTOR_TOOLS) {
    server.registerTool(
      tool.name,
      { title: tool.title, description: tool.description, inputSchema: tool.inputSchema, annotations: tool.annotations },
      (args: Record<string, unknown>) => tool.run(args, ctx),
    );
  }
  answerSdkErrorsAsErrorResults(server);
  return server;
}
