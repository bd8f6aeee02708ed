/**
 * `dossier mcp`: the library connector on stdio, for an AI assistant (Claude Desktop, VS Code,
 * Cursor, any MCP client). It opens the library the way every command does (--data-dir, else
 * DOSSIER_DATA_DIR, else the platform folder; the stored key or DOSSIER_API_KEY), serves until
 * the client closes stdin or the process is told to stop, then ends its session in the library
 * and closes the core. Stdout belongs to the protocol: anything else goes to stderr.
 */
import { format } from 'node:util';
import type { Command } from 'commander';
import { ENV } from '../../core/env-names';
import type { ConnectorTuning, LibraryConnector } from '../../core/connector';
import { usageError } from '../exit-codes';
import type { CliIo } from '../io';
import { type GlobalFlags, resolveRunOptions } from '../options';
import { type CliDeps, openSession } from '../session';

export interface McpContext {
  io: CliIo;
  deps: CliDeps;
  version: string;
}

/** DOSSIER_ASSISTANT_WAIT_SECONDS: how long a confirmed paid call waits for the analyst. */
function waitTuning(env: CliIo['env']): Partial<ConnectorTuning> {
  const raw = env[ENV.assistantWaitSeconds];
  if (raw === undefined || raw.trim() === '') return {};
  const seconds = Number(raw.trim());
  if (!Number.isInteger(seconds) || seconds < 1 || seconds > 3600) {
    throw usageError('BAD_ARGUMENTS', `${ENV.assistantWaitSeconds}: "${raw}" is not a whole number of seconds between 1 and 3600`);
  }
  return { answerWaitMs: seconds * 1000 };
}

/** console.log and friends write to stdout: here they would corrupt the protocol, so they go to stderr. */
function consoleToStderr(io: CliIo): () => void {
  const saved = { log: console.log, info: console.info, debug: console.debug, warn: console.warn };
  const toStderr = (...args: unknown[]) => {
    io.stderr.write(`${format(...args)}\n`);
  };
  Object.assign(console, { log: toStderr, info: toStderr, debug: toStderr, warn: toStderr });
  return () => Object.assign(console, saved);
}

export async function serve(ctx: McpContext, cmd: Command): Promise<void> {
  const { io } = ctx;
  const restoreConsole = consoleToStderr(io);
  try {
    const run = resolveRunOptions(cmd.optsWithGlobals<GlobalFlags>(), io);
    const tuning = waitTuning(io.env);
    let connector: LibraryConnector | null = null;
    const session = await openSession(
      { run, env: io.env, sessionCapPaisa: null, indexText: true },
      {
        ...ctx.deps,
        version: ctx.version,
        createCore: async (options) => {
          const { openConnectorCore } = await import('../../core/index');
          const opened = await openConnectorCore({ ...options, connectorTuning: tuning });
          connector = opened.connector;
          return opened.core;
        },
      },
    );
    const served = connector as LibraryConnector | null;
    if (!served) throw new Error('The library connector did not open');
    try {
      await serveUntilClosed(io, served, run.dataDir);
    } finally {
      served.end();
      await session.close();
    }
  } finally {
    restoreConsole();
  }
}

async function serveUntilClosed(io: CliIo, connector: LibraryConnector, dataDir: string): Promise<void> {
  const { StdioServerTransport } = await import('@modelcontextprotocol/sdk/server/stdio.js');
  let finish!: () => void;
  const closed = new Promise<void>((resolve) => {
    finish = resolve;
  });
  const stopInterrupt = io.onInterrupt(finish);
  process.once('SIGTERM', finish);
  io.stdin.once('end', finish);
  io.stdin.once('close', finish);
  connector.server.server.onclose = finish;
  try {
    await connector.server.connect(new StdioServerTransport(io.stdin, io.stdout));
    io.stderr.write(`dossier mcp: serving the library in ${dataDir} over stdio; stop with Ctrl-C or by closing stdin\n`);
    await closed;
  } finally {
    stopInterrupt();
    process.off('SIGTERM', finish);
    await connector.server.close().catch(() => {});
  }
}
