/**
 * In-process entry point of the emulator: the whole spec over a synthetic registry, on 127.0.0.1.
 * Tests and the app's embedded backend call startEmulator(); `npm run emulator` wraps it (main.ts).
 */
import type { FastifyInstance } from 'fastify';
import { type Clock, createClock } from './clock';
import { applyFaultPatch, createFaults, type FaultPatch, type Faults, parseFaultPatch } from './faults';
import { createRegistry } from './registry/index';
import type { Registry } from './registry/types';
import { buildApp } from './server/app';
import { createContext, type EmulatorContext } from './server/context';
import { buildAccounts, buildKeys, type EmulatorKeys, keysByRole } from './state/accounts';
import { memoryPersistence, sqlitePersistence } from './state/persist';
import { EmulatorState } from './state/store';

export interface EmulatorOptions {
  /** 0 (default) picks any free port. */
  port?: number;
  /** Seed of the synthetic registry and of the API keys. Default 'dossier'. */
  seed?: string;
  /** Background work runs this many times faster than real time. Default 1. */
  speed?: number;
  /** Requests per minute per live key (default 60) and per test key (default 30). */
  rateLive?: number;
  rateTest?: number;
  /** Companies one account may refresh per minute. Default 10. */
  refreshPerMinute?: number;
  /** Persist wallets, unlocks, jobs, usage and the ledger in DIR/emulator.db. Default: memory only. */
  dataDir?: string;
  /** Registers /admin/faults, /admin/clock and /admin/state. */
  admin?: boolean;
  /** Clock start (ISO 8601); the clock then follows real time. Default: real now. */
  startAt?: string;
  /** Fastify request logs on stderr. Default off. */
  logger?: boolean;
  /** A ready registry instead of createRegistry(seed) (tests with a hand-made dataset). */
  registry?: Registry;
  /** Faults set from the start, in the shape PUT /admin/faults takes (validated). */
  faults?: FaultPatch;
}

export interface EmulatorHandle {
  url: string;
  keys: EmulatorKeys;
  clock: Clock;
  faults: Faults;
  registry: Registry;
  state: EmulatorState;
  /** The route context (for in-process plug-ins such as the MCP connector). */
  context: EmulatorContext;
  app: FastifyInstance;
  close(): Promise<void>;
}

function positive(name: string, value: number): number {
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number; got ${value}`);
  return value;
}

export async function startEmulator(options: EmulatorOptions = {}): Promise<EmulatorHandle> {
  const seed = options.seed ?? 'dossier';
  const speed = positive('speed', options.speed ?? 1);
  const registry = options.registry ?? createRegistry(seed);
  const keys = buildKeys(seed);
  const persistence = options.dataDir ? sqlitePersistence(options.dataDir) : memoryPersistence();
  const state = new EmulatorState(buildAccounts(), persistence);
  // Events injected by earlier runs on this data folder: the registry lives on from where it was.
  for (const record of state.registryEvents) registry.injectEvent(record.input, Date.parse(record.input.at));
  const clock = createClock(options.startAt);
  const faults = createFaults();
  if (options.faults !== undefined) {
    const patch = parseFaultPatch(options.faults);
    if (typeof patch === 'string') throw new Error(`faults: ${patch}`);
    applyFaultPatch(faults, patch);
  }
  const context = createContext({
    registry,
    state,
    clock,
    faults,
    keys,
    speed,
    limits: {
      rateLive: positive('rateLive', options.rateLive ?? 60),
      rateTest: positive('rateTest', options.rateTest ?? 30),
      refreshPerMinute: positive('refreshPerMinute', options.refreshPerMinute ?? 10),
    },
  });
  const app = await buildApp(context, { admin: options.admin ?? false, logger: options.logger ?? false });
  try {
    await app.listen({ host: '127.0.0.1', port: options.port ?? 0 });
  } catch (error) {
    state.close();
    throw error;
  }
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('emulator is not listening on a TCP port');
  const url = `http://127.0.0.1:${address.port}`;
  context.baseUrl = url;
  let closed = false;
  return {
    url,
    keys: keysByRole(keys),
    clock,
    faults,
    registry,
    state,
    context,
    app,
    async close() {
      if (closed) return;
      closed = true;
      await app.close();
      state.close();
    },
  };
}
