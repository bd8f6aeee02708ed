/**
 * The core's side of the Electron utility process, speaking shared/process/utility-protocol.ts:
 * main sends calls (and cancels when it gives up on one); this answers each with a BridgeResult
 * from dispatchCall and forwards every core event. Main's own `dossier-file:` protocol asks where
 * a filing's PDF is (never the renderer: it only sees the protocol's bytes). The core asks main for
 * its secrets, which main keeps with safeStorage. Transport-agnostic and tested in plain Node;
 * startUtilityProcess wires it to Electron's process.parentPort.
 */
import type { BridgeResult } from '../../shared/bridge/contract';
import { type MessageToMain, type PdfPathMessage, parseMessageToCore } from '../../shared/process/utility-protocol';
import { keyKindOf } from './api';
import { type BridgeHandlers, dispatchCall, errorToData, type EventSource } from './bridge-handlers';
import type { Core, CoreOptions } from './core-types';
import { ENV } from './env-names';
import { createCore, DEFAULT_BACKGROUND_CHECK_MS } from './index';
import { DEFAULT_TEAM_SYNC_MS } from './team';
import { createSecretRelay, desktopSecretStore, type SecretStore } from './secrets';
import type { RelayTimers } from './secrets/relay-store';

/** Electron's process.parentPort, reduced to what is used (messages arrive as `{ data }`). */
export interface ParentPortLike {
  on(event: 'message', listener: (message: { data: unknown }) => void): unknown;
  postMessage(message: unknown): void;
}

export interface StartedCore {
  handlers: BridgeHandlers;
  events: EventSource;
  files?: { pdfPath(filingId: string): Promise<string | null> };
}

/** What the utility process gives the core it starts: main's secret store, over the port. */
export interface CoreServices {
  secrets: SecretStore;
}

/** Builds the core: its handlers, the events it pushes, where its PDFs are. */
export type CoreStarter = (services: CoreServices) => Promise<StartedCore>;

export interface ServeOptions {
  /** How long a secret request waits for main (tests shorten it). */
  secretTimeoutMs?: number;
  timers?: RelayTimers;
}

/**
 * Serves bridge calls on a port. The listener is attached before the core is built, so calls that
 * arrive during startup wait for it; if the core fails to start, every call answers that failure.
 */
export function serveBridgePort(port: ParentPortLike, start: CoreStarter, options: ServeOptions = {}): { ready: Promise<boolean> } {
  const secrets = createSecretRelay((message) => port.postMessage(message), { timeoutMs: options.secretTimeoutMs, timers: options.timers });
  const core: Promise<BridgeResult<StartedCore>> = start({ secrets: secrets.store }).then(
    (started) => {
      started.events.subscribe((name, payload) => post(port, { type: 'event', name, payload }));
      return { ok: true, value: started };
    },
    (e: unknown) => {
      const error = errorToData(e);
      return { ok: false, error: { ...error, code: 'CORE_START_FAILED', message: `The core could not start: ${error.message}`, cause: error.code } };
    },
  );
  const inFlight = new Map<number, AbortController>();

  port.on('message', ({ data }) => {
    const message = parseMessageToCore(data);
    if (!message) return; // not of the protocol: main sends nothing else
    if (message.type === 'cancel') inFlight.get(message.id)?.abort();
    else if (message.type === 'pdf-path') void answerPdfPath(port, core, message);
    else if (message.type === 'secret-answer') secrets.answer(message);
    else {
      const { id, name, args } = message;
      const controller = new AbortController();
      inFlight.set(id, controller);
      void (async () => {
        const started = await core;
        const result = started.ok ? await dispatchCall(started.value.handlers, name, args, { signal: controller.signal }) : started;
        inFlight.delete(id);
        post(port, { type: 'reply', id, result });
      })();
    }
  });

  return { ready: core.then((c) => c.ok) };
}

async function answerPdfPath(port: ParentPortLike, core: Promise<BridgeResult<StartedCore>>, { id, filingId }: PdfPathMessage): Promise<void> {
  let path: string | null = null;
  try {
    const started = await core;
    if (started.ok && started.value.files) path = await started.value.files.pdfPath(filingId);
  } catch {
    path = null; // an unreadable library answers 404, like a missing filing
  }
  post(port, { type: 'pdf-path-answer', id, path });
}

/** Entry point inside Electron's utility process. */
export function startUtilityProcess(start: CoreStarter): void {
  const port = (process as unknown as { parentPort?: ParentPortLike }).parentPort;
  if (!port) throw new Error('utility-entry must run in an Electron utility process (process.parentPort is missing).');
  serveBridgePort(port, start);
}

/**
 * Builds the core's options from the environment main gave the utility process and the secret
 * store: DOSSIER_API_KEY first, else main's safeStorage file (with the keychain beside it, see
 * secrets/desktop-store.ts). The embedded sandbox comes from DOSSIER_EMBEDDED_URL and _TEST_KEY.
 */
export function coreOptionsFromEnvironment(env: NodeJS.ProcessEnv, secrets: SecretStore): CoreOptions {
  const dataDir = env[ENV.dataDir];
  if (!dataDir) throw misconfigured(`${ENV.dataDir} is not set; main must pass the library folder.`);
  // The desktop app checks its watchlist in the background (within the monthly monitoring budget).
  return {
    dataDir,
    secrets,
    embedded: embeddedFromEnvironment(env),
    version: env[ENV.version] ?? '0.0.0',
    watchCheckEveryMs: DEFAULT_BACKGROUND_CHECK_MS,
    teamSyncEveryMs: DEFAULT_TEAM_SYNC_MS,
    teamUrl: env[ENV.teamUrl] ?? null,
    prepareLibraryList: true,
  };
}

/**
 * The embedded sandbox the launcher started (`npm start`), or null when it started none. Half of
 * it, an address that is not http(s) or a key that is not a test key is a launcher bug: the core
 * refuses to start rather than explore a registry that is not the sandbox.
 */
export function embeddedFromEnvironment(env: NodeJS.ProcessEnv): CoreOptions['embedded'] {
  const baseUrl = env[ENV.embeddedUrl]?.trim() ?? '';
  const testKey = env[ENV.embeddedTestKey]?.trim() ?? '';
  if (baseUrl === '' && testKey === '') return null;
  if (baseUrl === '' || testKey === '') {
    throw misconfigured(`${ENV.embeddedUrl} and ${ENV.embeddedTestKey} go together; only one of them is set.`);
  }
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw misconfigured(`${ENV.embeddedUrl} is not an address: "${baseUrl.slice(0, 80)}".`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw misconfigured(`${ENV.embeddedUrl} must be an http(s) address.`);
  // Never echo the value: a live key put here by mistake is a real secret.
  if (keyKindOf(testKey) !== 'test') throw misconfigured(`${ENV.embeddedTestKey} must be a test key (svc_test_…).`);
  return { baseUrl, testKey };
}

function misconfigured(message: string): Error {
  return Object.assign(new Error(message), { code: 'CORE_MISCONFIGURED' });
}

/**
 * The starter the utility process uses, given the core facade's factory. `keychain` is the OS
 * keychain the desktop store consults beside main's (null: none; tests pass a stand-in).
 */
export function starterFor(
  createCore: (options: CoreOptions) => Promise<Core>,
  env: NodeJS.ProcessEnv = process.env,
  keychain?: SecretStore | null,
): CoreStarter {
  return async ({ secrets }) => {
    const core = await createCore(coreOptionsFromEnvironment(env, desktopSecretStore(env, secrets, keychain)));
    return { handlers: core.handlers, events: core.events, files: core.files };
  };
}

function post(port: ParentPortLike, message: MessageToMain): void {
  try {
    port.postMessage(message);
  } catch (e) {
    // A value the structured clone cannot carry (a function, a class with private state) must not
    // leave main waiting for an answer that never comes.
    if (message.type === 'reply') port.postMessage({ type: 'reply', id: message.id, result: { ok: false, error: errorToData(e) } } satisfies MessageToMain);
  }
}

// Loaded by utilityProcess.fork (core-process.ts): start serving. Imported anywhere else (tests),
// there is no parentPort and nothing starts.
if ((process as unknown as { parentPort?: unknown }).parentPort) startUtilityProcess(starterFor(createCore));
