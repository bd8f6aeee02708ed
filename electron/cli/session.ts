/**
 * One run's connection to the core: the secret store chosen from the environment, the core opened
 * on the data folder, the run's overrides applied (registry address, session cap), and `call`,
 * which runs a bridge call through dispatchCall exactly as the app does and turns a failure into
 * a CliError with its exit code.
 */
import type { CallArgs, CallName, CallResult } from '../../shared/bridge/contract';
import { dispatchCall, errorToData } from '../core/bridge-handlers';
import type { BackupWritten, Core, CoreEventListener } from '../core/core-types';
import fs from 'node:fs';
import path from 'node:path';
import { SETTINGS_FILE } from '../core/account/settings';
import type { CreateCoreOptions } from '../core/index';
import { ENV } from '../core/env-names';
import type { Environment, SecretStore } from '../core/secrets';
import { envKeyInForce } from './api-key-input';
import { errorInCliWords, isQuote, quoteInCliWords, type RunWords } from './cli-words';
import { fromAppError } from './exit-codes';
import type { RunOptions } from './options';

export interface CliDeps {
  createCore?: (options: CreateCoreOptions) => Promise<Core>;
  chooseSecrets?: (env: Environment) => Promise<SecretStore>;
  version?: string;
}

export interface CliSession {
  secrets: SecretStore;
  /** The core's events (action progress above all), as the app's window receives them. */
  events: { subscribe(listener: CoreEventListener): () => void };
  /** Resolves once no action runs and the PDF text index has caught up (Core.idle). */
  idle(): Promise<void>;
  call<K extends CallName>(name: K, args: CallArgs<K>, signal?: AbortSignal): Promise<CallResult<K>>;
  /** `dossier library backup`: the open library copied into a new folder (Core.backup). */
  backup(dest: string): Promise<BackupWritten>;
  /** Closes the core (a run changes nothing of its own in settings: its --budget was held in memory). */
  close(): Promise<void>;
}

export interface SessionRequest {
  run: RunOptions;
  env: Environment;
  /** `--budget`: the most this run may spend, in paisa (held in memory by the core, never written to settings). */
  sessionCapPaisa: number | null;
  /**
   * Index the text of downloaded PDFs in this process. Commands that only read turn it off: the
   * catch-up would run at every start and hold up every close, and the app or the next mirror
   * does it anyway.
   */
  indexText: boolean;
  /** Read the document job's zip archives before buying PDFs one by one (default true; `--no-zips` turns it off). */
  zipFirst?: boolean;
  /**
   * When the run names a registry address (--base-url, DOSSIER_BASE_URL) that the stored key was
   * not checked against, the run's own choice counts as the analyst's confirmation: the key is
   * checked there (free usage call) and bound to it, and `note` says so. The key commands say no:
   * they replace or remove the key instead.
   */
  confirmAddress?: boolean;
  /** Remarks for the person at the terminal (stderr). */
  note?: (text: string) => void;
}

async function defaultCreateCore(options: CreateCoreOptions): Promise<Core> {
  // Loaded on demand: `--help` and usage errors never open the library or load SQLite.
  const { createCore } = await import('../core/index');
  return createCore(options);
}

async function defaultChooseSecrets(env: Environment): Promise<SecretStore> {
  const { chooseSecretStore } = await import('../core/secrets');
  return chooseSecretStore(env);
}

type Call = <K extends CallName>(name: K, args: CallArgs<K>) => Promise<CallResult<K>>;

/** The run's address, confirmed for the stored key when the key was checked against another one. */
async function confirmRunAddress(call: Call, known: CallResult<'app.status'> | null, note: ((text: string) => void) | undefined) {
  const status = known ?? (await call('app.status', {}));
  const held = status.keyHeld;
  if (held?.code !== 'KEY_NOT_CONFIRMED') return status;
  note?.(`The stored key ${status.keyMasked ?? ''} was checked against ${held.checkedFor ?? 'another address'}; checking it at ${held.baseUrl}, as this run asks.`);
  try {
    return await call('key.confirmAddress', { baseUrl: held.baseUrl });
  } catch (error) {
    // Offline or refused there: the key stays held back and keyed commands say why.
    note?.(`The key could not be checked at ${held.baseUrl}: ${error instanceof Error ? error.message : String(error)}`);
    return status;
  }
}

/**
 * The registry address the settings file holds, read without touching the file (a broken file is
 * the core's to report and keep aside): undefined when there is none to read.
 */
function storedBaseUrl(dataDir: string): string | null | undefined {
  try {
    const parsed = JSON.parse(fs.readFileSync(path.join(dataDir, SETTINGS_FILE), 'utf8')) as { baseUrl?: unknown };
    return typeof parsed.baseUrl === 'string' ? parsed.baseUrl : null;
  } catch {
    return undefined;
  }
}

export async function openSession(request: SessionRequest, deps: CliDeps = {}): Promise<CliSession> {
  // Read before the core opens, so the core's own snapshot of the settings is at least as new: a run
  // started beside this one that stores the address in between makes this one store it again (the
  // same address), never leaves this core without it.
  const addressOnFile = storedBaseUrl(request.run.dataDir);
  const secrets = await (deps.chooseSecrets ?? defaultChooseSecrets)(request.env);
  let core: Core;
  try {
    core = await (deps.createCore ?? defaultCreateCore)({
      dataDir: request.run.dataDir,
      secrets,
      teamUrl: request.env[ENV.teamUrl] ?? null,
      runCapPaisa: request.sessionCapPaisa,
      ...(request.run.limits ? { limits: request.run.limits } : {}),
      ...(deps.version ? { version: deps.version } : {}),
      ...(request.indexText && request.zipFirst !== false
        ? {}
        : { tuning: { ...(request.indexText ? {} : { indexText: false }), ...(request.zipFirst === false ? { zipFirst: false } : {}) } }),
    });
  } catch (error) {
    // A library that cannot be opened (too new, damaged, foreign, a folder that is a file) keeps
    // its code, path and hint, as every other error does.
    throw fromAppError(errorToData(error));
  }

  const words: RunWords = { envKey: envKeyInForce(request.env), budgetFlag: request.sessionCapPaisa !== null };
  async function call<K extends CallName>(name: K, args: CallArgs<K>, signal?: AbortSignal): Promise<CallResult<K>> {
    const result = await dispatchCall(core.handlers, name, args, signal ? { signal } : {});
    if (!result.ok) throw fromAppError(errorInCliWords(result.error, words));
    // A quote is shown before consent: its reason for a block speaks the command line's words too.
    return (isQuote(result.value) ? quoteInCliWords(result.value, words) : result.value) as CallResult<K>;
  }

  try {
    // The registry address is a setting the app shares: a new one is kept, as Settings would.
    // It is compared with the file first, because an update re-reads the wallet over the network
    // and an unchanged address (DOSSIER_BASE_URL set for good) must leave offline commands offline.
    const wanted = request.run.baseUrl;
    const changed = wanted !== null && addressOnFile !== wanted;
    const status = changed ? await call('settings.update', { baseUrl: wanted }) : null;
    if (wanted !== null && request.confirmAddress !== false) await confirmRunAddress(call, status, request.note);
  } catch (error) {
    await core.close();
    throw error;
  }

  let closed = false;
  return {
    secrets,
    events: core.events,
    idle: () => core.idle(),
    call,
    async backup(dest) {
      try {
        return await core.backup(dest);
      } catch (error) {
        throw fromAppError(errorToData(error));
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await core.close();
    },
  };
}
