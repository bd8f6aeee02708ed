/**
 * A real session with the library connector, for docs/connector-session.md: mirrors a sandbox
 * company from a local emulator with the command line, stops the emulator (the registry is gone),
 * then asks `dossier mcp` about the company through the MCP SDK's own client, as an assistant
 * would, and prints each call and the text of its answer as Markdown on stdout.
 *
 *     npx tsx scripts/connector-transcript.ts > /tmp/session.md
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { startEmulator } from '../emulator/index';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BIN = path.join(ROOT, 'bin', 'dossier.mjs');
const CIN = 'U46934WB2022PTC379350'; // Kemi Trading, in the sandbox
/** Lines of one answer shown; the rest is named, never dropped silently. */
const MAX_LINES = 45;

/** The CLI as a child process, awaited without blocking: the emulator in this process must keep answering. */
function dossier(args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stderr }));
  });
}

function shown(text: string): string {
  const lines = text.split('\n');
  if (lines.length <= MAX_LINES) return text;
  return `${lines.slice(0, MAX_LINES).join('\n')}\n[… ${lines.length - MAX_LINES} more lines of this answer are not shown here]`;
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dossier-transcript-'));
  const emulator = await startEmulator({ port: 0, seed: 'dossier', speed: 1000, rateLive: 100_000, rateTest: 100_000 });
  const env = { ...process.env, DOSSIER_DATA_DIR: dataDir, DOSSIER_API_KEY: emulator.keys.test, DOSSIER_RATE_TEST: '100000' };
  try {
    const mirror = await dossier(['--base-url', emulator.url, 'mirror', CIN, '--yes'], env);
    if (mirror.code !== 0) throw new Error(`mirror failed: ${mirror.stderr}`);
  } finally {
    await emulator.close();
  }

  const transport = new StdioClientTransport({ command: process.execPath, args: [BIN, 'mcp'], env: env as Record<string, string>, cwd: ROOT, stderr: 'pipe' });
  const client = new Client({ name: 'transcript', version: '1.0.0' });
  await client.connect(transport);
  const out: string[] = [];
  const ask = async (name: string, args: Record<string, unknown>): Promise<CallToolResult> => {
    const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
    const text = result.content.map((c) => (c.type === 'text' ? c.text : `[${c.type}]`)).join('\n');
    const kind = (result.structuredContent as { kind?: string } | undefined)?.kind;
    out.push(`### \`${name}\`\n\n\`\`\`json\n${JSON.stringify(args)}\n\`\`\`\n\nResult kind: \`${kind}\`\n\n\`\`\`text\n${shown(text)}\n\`\`\`\n`);
    return result;
  };
  try {
    await ask('find_company', { query: 'Kemi Trading' });
    await ask('get_company', { companyId: CIN });
    await ask('get_financials', { companyId: CIN });
    await ask('get_findings', { companyId: CIN });
    await ask('search_library', { query: 'Sayaam Capital', limit: 5 });
    const filings = (await ask('list_filings', { companyId: CIN, formId: 'AOC-4', limit: 5 })).structuredContent as { data: Array<{ filingId: string; localState: string }> };
    const latest = filings.data.find((f) => f.localState === 'downloaded');
    if (latest) await ask('get_filing_text', { companyId: CIN, filingId: latest.filingId, fromPage: 1, toPage: 2 });
    await ask('unlock_company', { companyId: 'U46215UP2026PTC065536' });
  } finally {
    await client.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  process.stdout.write(`${out.join('\n')}\n`);
}

await main();
