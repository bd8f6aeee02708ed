/**
 * The core's side of the Electron utility process. Main posts `{ id, name, args }` (and
 * `{ cancel: id }` when it gives up on a call); this answers `{ id, result }` with a BridgeResult
 * from dispatchCall and forwards every core event as `{ event, payload }`. Main's own
 * `dossier-file:` protocol asks `{ id, pdfPath: filingId }` and gets `{ id, path }` (never the
 * renderer: it only sees the protocol's bytes). The protocol is
 * transport-agnostic and tested in plain Node; startUtilityProcess wires it to Electron's
 * process.parentPort.
 */
import type { BridgeResult } from '../../shared/bridge/contract';
import { type BridgeHandlers, dispatchCall, errorToData, type EventSource } from './bridge-handlers';
import type { Core, CoreOptions } from './core-types';
import { CORE_ENV } from '../main/channels';
import { keyKindOf } from './api';
import { createCore } from './index';
import { chooseSecretStore } from './secrets';

/** Electron's process.parentPort, reduced to what is used (messages arrive as `{ data }`). */
export interface ParentPortLike {
  on(event: 'message', listener: (message: { data: unknown }) => void): unknown;
  postMessage(message: unknown): void;
}

export type CallMessage = { id: number; name: string; args: unknown };
export type CancelMessage = { cancel: number };
export type ReplyMessage = { id: number; result: BridgeResult<unknown> };
export type EventMessage = { event: string; payload: unknown };
export type PdfPathMessage = { id: number; pdfPath: string };
export type PdfPathReply = { id: number; path: string | null };

export interface StartedCore {
  handlers: BridgeHandlers;
  events: EventSource;
  files?: { pdfPath(filingId: string): Promise<string | null> };
}

/** Builds the core: its handlers, the events it pushes, where its PDFs are. */
export type CoreStarter = () => Promise<StartedCore>;

/**
 * Serves bridge calls on a port. The listener is attached before the core is built, so calls that
 * arrive during startup wait for it; if the core fails to start, every call answers that failure.
 */
export function serveBridgePort(port: ParentPortLike, start: CoreStarter): { ready: Promise<boolean> } {
  const core: Promise<BridgeResult<StartedCore>> = start().then(
    (started) => {
      started.events.subscribe((event, payload) => post(port, { event, payload } satisfies EventMessage));
      return { ok: true, value: started };
    },
    (e: unknown) => {
      const error = errorToData(e);
      return { ok: false, error: { ...error, code: 'CORE_START_FAILED', message: `The core could not start: ${error.message}`, cause: error.code } };
    },
  );
  const inFlight = new Map<number, AbortController>();

  port.on('message', ({ data }) => {
    if (isCancel(data)) {
      inFlight.get(data.cancel)?.abort();
      return;
    }
    if (isPdfPath(data)) {
      void answerPdfPath(port, core, data);
      return;
    }
    if (!isCall(data)) return; // not ours; main only sends calls, cancels and file lookups
    const controller = new AbortController();
    inFlight.set(data.id, controller);
    void (async () => {
      const started = await core;
      const result = started.ok
        ? await dispatchCall(started.value.handlers, data.name, data.args, { signal: controller.signal })
        : { ok: false as const, error: started.error };
      inFlight.delete(data.id);
      post(port, { id: data.id, result } satisfies ReplyMessage);
    })();
  });

  return { ready: core.then((c) => c.ok) };
}

async function answerPdfPath(port: ParentPortLike, core: Promise<BridgeResult<StartedCore>>, m: PdfPathMessage): Promise<void> {
  let path: string | null = null;
  try {
    const started = await core;
    if (started.ok && started.value.files) path = await started.value.files.pdfPath(m.pdfPath);
  } catch {
    path = null; // an unreadable library answers 404, like a missing filing
  }
  port.postMessage({ id: m.id, path } satisfies PdfPathReply);
}

/** Entry point inside Electron's utility process. */
export function startUtilityProcess(start: CoreStarter): void {
  const port = (process as unknown as { parentPort?: ParentPortLike }).parentPort;
  if (!port) throw new Error('utility-entry must run in an Electron utility process (process.parentPort is missing).');
  serveBridgePort(port, start);
}

/**
 * Builds the core's options from the environment main gave the utility process. Secrets come from
 * chooseSecretStore: DOSSIER_API_KEY first, else the OS keychain (reachable from a utility process,
 * unlike safeStorage). The embedded sandbox comes from DOSSIER_EMBEDDED_URL and _TEST_KEY.
 */
export async function coreOptionsFromEnvironment(env: NodeJS.ProcessEnv): Promise<CoreOptions> {
  const dataDir = env[CORE_ENV.dataDir];
  if (!dataDir) throw misconfigured(`${CORE_ENV.dataDir} is not set; main must pass the library folder.`);
  return { dataDir, secrets: await chooseSecretStore(env), embedded: embeddedFromEnvironment(env), version: env[CORE_ENV.version] ?? '0.0.0' };
}

/**
 * The embedded sandbox the launcher started (`npm start`), or null when it started none. Half of
 * it, an address that is not http(s) or a key that is not a test key is a launcher bug: the core
 * refuses to start rather than explore a registry that is not the sandbox.
 */
export function embeddedFromEnvironment(env: NodeJS.ProcessEnv): CoreOptions['embedded'] {
  const baseUrl = env[CORE_ENV.embeddedUrl]?.trim() ?? '';
  const testKey = env[CORE_ENV.embeddedTestKey]?.trim() ?? '';
  if (baseUrl === '' && testKey === '') return null;
  if (baseUrl === '' || testKey === '') {
    throw misconfigured(`${CORE_ENV.embeddedUrl} and ${CORE_ENV.embeddedTestKey} go together; only one of them is set.`);
  }
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw misconfigured(`${CORE_ENV.embeddedUrl} is not an address: "${baseUrl.slice(0, 80)}".`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw misconfigured(`${CORE_ENV.embeddedUrl} must be an http(s) address.`);
  // Never echo the value: a live key put here by mistake is a real secret.
  if (keyKindOf(testKey) !== 'test') throw misconfigured(`${CORE_ENV.embeddedTestKey} must be a test key (svc_test_…).`);
  return { baseUrl, testKey };
}

function misconfigured(message: string): Error {
  return Object.assign(new Error(message), { code: 'CORE_MISCONFIGURED' });
}

/** The starter the utility process uses, given the core facade's factory. */
export function starterFor(createCore: (options: CoreOptions) => Promise<Core>, env: NodeJS.ProcessEnv = process.env): CoreStarter {
  return async () => {
    const core = await createCore(await coreOptionsFromEnvironment(env));
    return { handlers: core.handlers, events: core.events, files: core.files };
  };
}

function post(port: ParentPortLike, message: ReplyMessage | EventMessage): void {
  try {
    port.postMessage(message);
  } catch (e) {
    // A value the structured clone cannot carry (a function, a class with private state) must not
    // leave main waiting for an answer that never comes.
    if ('id' in message) port.postMessage({ id: message.id, result: { ok: false, error: errorToData(e) } } satisfies ReplyMessage);
  }
}

function isCall(data: unknown): data is CallMessage {
  const m = data as Partial<CallMessage> | null;
  return !!m && typeof m === 'object' && Number.isSafeInteger(m.id) && typeof m.name === 'string';
}

function isPdfPath(data: unknown): data is PdfPathMessage {
  const m = data as Partial<PdfPathMessage> | null;
  return !!m && typeof m === 'object' && Number.isSafeInteger(m.id) && typeof m.pdfPath === 'string';
}

function isCancel(data: unknown): data is CancelMessage {
  const m = data as Partial<CancelMessage> | null;
  return !!m && typeof m === 'object' && Number.isSafeInteger(m.cancel);
}

// Loaded by utilityProcess.fork (core-process.ts): start serving. Imported anywhere else (tests),
// there is no parentPort and nothing starts.
if ((process as unknown as { parentPort?: unknown }).parentPort) startUtilityProcess(starterFor(createCore));
