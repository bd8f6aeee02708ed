/**
 * Main's side of the utility-process protocol (shared/process/utility-protocol.ts): numbers each
 * call, waits for the matching reply, gives up after a timeout (and tells the core to abort), and
 * answers every pending call when the core process dies, so the renderer always gets a
 * BridgeResult and never hangs. It also answers the core's secret requests from main's own secret
 * store (safeStorage): the core never holds the desktop app's secrets at rest. No electron import:
 * the child is anything with postMessage and message/exit events (UtilityProcess fits).
 */
import { type BridgeResult, callNameOf, type EventName } from '../../shared/bridge/contract';
import { type MessageToCore, parseMessageToMain, type SecretRequest } from '../../shared/process/utility-protocol';
import type { AppError } from '../../shared/result';
import type { SecretStore } from '../core/secrets/secret-store';

export interface CoreChild {
  postMessage(message: unknown): void;
  on(event: 'message', listener: (message: unknown) => void): unknown;
  on(event: 'exit', listener: (code: number) => void): unknown;
}

export interface RelayTimers {
  set(run: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

export interface RelayOptions {
  /** How long a call may take before the renderer is told it timed out. */
  timeoutMs?: number;
  onEvent(name: EventName, payload: unknown): void;
  /** Told once when the core exits; pending calls have already been answered. */
  onExit?(code: number): void;
  timers?: RelayTimers;
  /** Where main keeps the core's secrets (safeStorage); without one, every secret request is refused. */
  secrets?: SecretStore;
}

export interface CoreRelay {
  call(name: string, args: unknown): Promise<BridgeResult<unknown>>;
  /** Where the library keeps a filing's PDF, for the dossier-file protocol; null when absent. */
  pdfPath(filingId: string): Promise<string | null>;
  pendingCount(): number;
  alive(): boolean;
}

const realTimers: RelayTimers = {
  set: (run, ms) => setTimeout(run, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

interface Pending<T> {
  resolve(result: T): void;
  timer: unknown;
}

/** File lookups are local disk reads in the core: a short wait is plenty. */
const PDF_PATH_TIMEOUT_MS = 10_000;

export function createCoreRelay(child: CoreChild, options: RelayOptions): CoreRelay {
  const timeoutMs = options.timeoutMs ?? 120_000;
  const timers = options.timers ?? realTimers;
  const calls = new Map<number, Pending<BridgeResult<unknown>>>();
  const lookups = new Map<number, Pending<string | null>>();
  let nextId = 1;
  let exitCode: number | null = null;

  const send = (message: MessageToCore) => child.postMessage(message);

  /** Answers a pending request once; a late answer after a timeout finds nothing and is dropped. */
  const settle = <T>(pending: Map<number, Pending<T>>, id: number, value: T) => {
    const entry = pending.get(id);
    if (!entry) return;
    pending.delete(id);
    timers.clear(entry.timer);
    entry.resolve(value);
  };

  const answerSecret = async ({ id, request }: SecretRequest) => {
    let result: { ok: true; value: string | null } | { ok: false; error: AppError };
    try {
      if (!options.secrets) throw Object.assign(new Error('This Dossier window keeps no secrets for its core.'), { code: 'KEYCHAIN_UNAVAILABLE' });
      if (request.op === 'get') result = { ok: true, value: await options.secrets.get(request.name) };
      else {
        if (request.op === 'set') await options.secrets.set(request.name, request.value);
        else await options.secrets.delete(request.name);
        result = { ok: true, value: null };
      }
    } catch (e) {
      result = { ok: false, error: secretFailure(e) };
    }
    try {
      send({ type: 'secret-answer', id, result });
    } catch {
      // The core has gone: its request died with it.
    }
  };

  child.on('message', (raw) => {
    const message = parseMessageToMain(raw);
    if (!message) return; // not of this protocol: nothing of ours to answer
    if (message.type === 'reply') settle(calls, message.id, message.result);
    else if (message.type === 'pdf-path-answer') settle(lookups, message.id, message.path);
    else if (message.type === 'event') options.onEvent(message.name, message.payload);
    else void answerSecret(message);
  });

  child.on('exit', (code) => {
    exitCode = code;
    for (const id of [...calls.keys()]) settle(calls, id, coreExited(code));
    for (const id of [...lookups.keys()]) settle(lookups, id, null);
    options.onExit?.(code);
  });

  return {
    call(name, args) {
      const known = callNameOf(name);
      if (!known.ok) return Promise.resolve(known);
      if (exitCode !== null) return Promise.resolve(coreExited(exitCode));
      const id = nextId++;
      return new Promise((resolve) => {
        const timer = timers.set(() => {
          send({ type: 'cancel', id });
          settle(calls, id, {
            ok: false,
            error: { code: 'CORE_TIMEOUT', message: `${name} took longer than ${Math.round(timeoutMs / 1000)} s and was abandoned.`, call: name },
          });
        }, timeoutMs);
        calls.set(id, { resolve, timer });
        try {
          send({ type: 'call', id, name, args });
        } catch (e) {
          settle(calls, id, { ok: false, error: { code: 'CORE_UNREACHABLE', message: `Could not send ${name} to the core: ${String(e)}` } });
        }
      });
    },
    pdfPath(filingId) {
      if (exitCode !== null) return Promise.resolve(null);
      const id = nextId++;
      return new Promise((resolve) => {
        const timer = timers.set(() => settle(lookups, id, null), PDF_PATH_TIMEOUT_MS);
        lookups.set(id, { resolve, timer });
        try {
          send({ type: 'pdf-path', id, filingId });
        } catch {
          settle(lookups, id, null);
        }
      });
    },
    pendingCount: () => calls.size + lookups.size,
    alive: () => exitCode === null,
  };
}

function coreExited(code: number): BridgeResult<never> {
  return {
    ok: false,
    error: { code: 'CORE_EXITED', message: `Dossier's core stopped (exit code ${code}). Restart Dossier; work already saved is kept.`, exitCode: code },
  };
}

/** A secret store's failure as data: its code (KEYCHAIN_UNAVAILABLE, ...) and words, never the secret. */
function secretFailure(e: unknown): AppError {
  const code = (e as { code?: unknown } | null)?.code;
  return {
    code: typeof code === 'string' && code !== '' ? code : 'KEYCHAIN_FAILED',
    message: e instanceof Error ? e.message : 'The secret store failed.',
  };
}
