// Test helper: the MCP SDK client over real HTTP against a running emulator, with the three ways
// of passing the key, and a call helper that returns the result kind. Used by the *.test.ts files.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';

export type KeyPassing = 'bearer' | 'x-api-key' | 'path';

export async function connectConnector(baseUrl: string, apiKey: string, how: KeyPassing = 'bearer'): Promise<Client> {
  const url = new URL(how === 'path' ? `${baseUrl}/mcp/k/${encodeURIComponent(apiKey)}` : `${baseUrl}/mcp`);
  const headers: Record<string, string> =
    how === 'bearer' ? { authorization: `Bearer ${apiKey}` } : how === 'x-api-key' ? { 'x-api-key': apiKey } : {};
  const client = new Client({ name: 'dossier-connector-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(url, { requestInit: { headers } }));
  return client;
}

export interface ToolAnswer {
  kind: string;
  structured: Record<string, unknown>;
  result: CallToolResult;
  text: string;
}

export async function callTool(client: Client, name: string, args: Record<string, unknown> = {}): Promise<ToolAnswer> {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
  const structured = (result.structuredContent ?? {}) as Record<string, unknown>;
  const first = result.content[0];
  return { kind: String(structured['kind']), structured, result, text: first?.type === 'text' ? first.text : '' };
}

/** Data of a success answer, failing loudly with the answer's text when it is another kind. */
export function successData(answer: ToolAnswer): Record<string, unknown> {
  if (answer.kind !== 'success') throw new Error(`expected success, got ${answer.kind}: ${answer.text}`);
  return answer.structured['data'] as Record<string, unknown>;
}
