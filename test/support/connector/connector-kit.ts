/**
 * Test support for the library connector: the real `dossier mcp` spawned through bin/dossier.mjs by
 * the SDK's own Client and StdioClientTransport (what an assistant does), and a small reader of the
 * four result kinds.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { BIN, childEnv, REPO_ROOT } from '../cli/cli-kit';

export interface Answer {
  kind: 'success' | 'file' | 'quote' | 'error';
  structured: Record<string, unknown> & { kind: string; tool: string };
  text: string;
  raw: CallToolResult;
}

export interface Connector {
  client: Client;
  /** Calls a tool and reads its one result kind. */
  call(name: string, args?: Record<string, unknown>): Promise<Answer>;
  /** Every answer so far (to search for anything that must never appear). */
  answers: Answer[];
  stderr(): string;
  pid(): number | null;
  close(): Promise<void>;
}

export const CLIENT_NAME = 'dossier-test-assistant';

export async function startConnector(env: Record<string, string>, args: string[] = []): Promise<Connector> {
  const transport = new StdioClientTransport({ command: process.execPath, args: [BIN, ...args, 'mcp'], env: childEnv(env), cwd: REPO_ROOT, stderr: 'pipe' });
  let stderr = '';
  transport.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString('utf8');
  });
  const client = new Client({ name: CLIENT_NAME, version: '1.0.0' });
  await client.connect(transport);
  const answers: Answer[] = [];
  return {
    client,
    answers,
    async call(name, toolArgs = {}) {
      const raw = (await client.callTool({ name, arguments: toolArgs }, undefined, { timeout: 120_000 })) as CallToolResult;
      const structured = raw.structuredContent as Answer['structured'];
      const text = raw.content.map((c) => (c.type === 'text' ? c.text : '')).join('\n');
      const answer = { kind: structured.kind as Answer['kind'], structured, text, raw };
      answers.push(answer);
      return answer;
    },
    stderr: () => stderr,
    pid: () => transport.pid,
    close: () => client.close(),
  };
}

/** The data of a success answer, typed by the caller. */
export const dataOf = <T>(answer: Answer): T => answer.structured.data as T;
