/**
 * How an MCP client starts the library connector on this library: this very runtime (Node, or the
 * Electron binary run as Node) with the `dossier` entry of this installation and `mcp`, and the
 * library folder in DOSSIER_DATA_DIR, so the assistant reads the library the app shows. No key is
 * ever part of it: paid tools use the command line's key (`dossier key set`).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AssistantClientConfig } from '../../shared/bridge/assistant';
import { ENV } from './env-names';

/** The `dossier` entry beside this installation's sources (bin/dossier.mjs). */
export function dossierEntry(): string {
  return path.resolve(fileURLToPath(new URL('../../bin/dossier.mjs', import.meta.url)));
}

export function assistantClientConfig(dataDir: string, runtime: { execPath: string; electron: boolean } = currentRuntime()): AssistantClientConfig {
  const env: Record<string, string> = { [ENV.dataDir]: dataDir };
  // Inside the desktop app the runtime is Electron's binary, which behaves as Node only when told to.
  if (runtime.electron) env.ELECTRON_RUN_AS_NODE = '1';
  const entry = { command: runtime.execPath, args: [dossierEntry(), 'mcp'], env };
  return { ...entry, json: JSON.stringify({ mcpServers: { dossier: entry } }, null, 2) };
}

function currentRuntime(): { execPath: string; electron: boolean } {
  return { execPath: process.execPath, electron: typeof process.versions.electron === 'string' };
}
