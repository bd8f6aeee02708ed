/**
 * Test support: a core over a temp data dir with secrets in memory, beside the real emulator over
 * HTTP on 127.0.0.1 port 0. Calls go through dispatchCall exactly as a transport would send them.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { EmulatorHandle, EmulatorOptions } from '../../../emulator/index';
import { startEmulator } from '../../../emulator/index';
import type { CallArgs, CallName, CallResult, EventName } from '../../../shared/bridge/contract';
import type { AppError } from '../../../shared/result';
import { dispatchCall } from '../../../electron/core/bridge-handlers';
import type { Core } from '../../../electron/core/core-types';
import { createCore, type CreateCoreOptions } from '../../../electron/core/index';
import { MemorySecretStore } from '../../../electron/core/secrets';
import { seedLibrary } from './library-seed';

export interface CoreFixture {
  core: Core;
  dataDir: string;
  secrets: MemorySecretStore;
  events: Array<{ name: EventName; payload: unknown }>;
  /** The call's value; throws with the error data when it failed. */
  call<K extends CallName>(name: K, args?: CallArgs<K>): Promise<CallResult<K>>;
  /** The error data of a call expected to fail; throws when it succeeded. */
  fail<K extends CallName>(name: K, args?: CallArgs<K>): Promise<AppError>;
  /** Every answer this fixture got, as JSON (to check no secret ever crossed the bridge). */
  transcript(): string;
  close(): Promise<void>;
}

/** Fast limits and short engine waits: the emulator answers at once and its jobs run quickly. */
export const FAST: Pick<CreateCoreOptions, 'limits' | 'tuning'> = {
  limits: { livePerMinute: 60_000, testPerMinute: 60_000 },
  tuning: { pollIntervalMs: 50, docRetryMs: 50, retryBaseMs: 20, indexText: false },
};

export async function startTestEmulator(options: EmulatorOptions = {}): Promise<EmulatorHandle> {
  return startEmulator({ port: 0, seed: 'facade', speed: 2000, rateLive: 60_000, rateTest: 60_000, ...options });
}

export function tempDataDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'dossier-core-'));
}

export async function openCore(options: Partial<CreateCoreOptions> & { dataDir?: string } = {}): Promise<CoreFixture> {
  const dataDir = options.dataDir ?? tempDataDir();
  const secrets = (options.secrets as MemorySecretStore | undefined) ?? new MemorySecretStore();
  const core = await createCore({ ...FAST, ...options, dataDir, secrets });
  const events: CoreFixture['events'] = [];
  core.events.subscribe((name, payload) => events.push({ name, payload }));
  const answers: unknown[] = [];
  const run = async (name: CallName, args: unknown) => {
    const result = await dispatchCall(core.handlers, name, args ?? {});
    answers.push(result);
    return result;
  };
  return {
    core,
    dataDir,
    secrets,
    events,
    async call(name, args) {
      const result = await run(name, args);
      if (!result.ok) throw new Error(`${name} failed: ${JSON.stringify(result.error)}`);
      return result.value as never;
    },
    async fail(name, args) {
      const result = await run(name, args);
      if (result.ok) throw new Error(`${name} was expected to fail, got ${JSON.stringify(result.value).slice(0, 300)}`);
      return result.error;
    },
    transcript: () => JSON.stringify(answers),
    async close() {
      await core.close();
    },
  };
}

export function removeDir(dir: string): void {
  fs.rmSync(dir, { recursive: true, force: true });
}

/** A core (no registry) over a fresh copy of the seeded test library (library-seed.ts). */
export async function openSeededCore(): Promise<CoreFixture> {
  const dir = tempDataDir();
  seedLibrary(dir);
  return openCore({ dataDir: dir });
}

export async function closeAndRemove(fx: CoreFixture): Promise<void> {
  await fx.close();
  removeDir(fx.dataDir);
}
