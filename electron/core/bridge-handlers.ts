/**
 * The shape the core facade implements (one async handler per bridge call) and the one entry point
 * every transport uses to run a call: the Electron utility process, the browser host and tests all
 * go through dispatchCall, so name checks, argument validation and error-to-data conversion happen
 * in exactly one place.
 */
import {
  type BridgeResult,
  type CallName,
  type CallResult,
  callNameOf,
  type EventName,
  type EventPayload,
  type ParsedCallArgs,
  parseCallArgs,
} from '../../shared/bridge/contract';
import { maskSecrets } from '../../shared/mask-secrets';
import type { AppError } from '../../shared/result';

export interface CallContext {
  /** Aborted when the caller gives up (renderer closed, relay timeout). */
  signal?: AbortSignal;
}

export type BridgeHandlers = {
  [K in CallName]: (args: ParsedCallArgs<K>, ctx: CallContext) => Promise<CallResult<K>>;
};

/** Where the core pushes events; each transport supplies one (IPC, WebSocket, a test array). */
export interface EventSink {
  emit<K extends EventName>(name: K, payload: EventPayload<K>): void;
}

/**
 * Runs one bridge call from untrusted input. Never throws and never rejects: an unknown name, bad
 * arguments and anything the handler throws all come back as `{ ok: false, error }`.
 */
export async function dispatchCall(
  handlers: BridgeHandlers,
  name: unknown,
  rawArgs: unknown,
  ctx: CallContext = {},
): Promise<BridgeResult<unknown>> {
  const known = callNameOf(name);
  if (!known.ok) return known;
  const parsed = parseCallArgs(known.value, rawArgs);
  // Validation messages may echo the input, so they pass through the same masking as thrown errors.
  if (!parsed.ok) return { ok: false, error: errorToData(parsed.error) };
  try {
    // The mapped type cannot correlate K across the lookup and the argument; callNameOf and
    // parseCallArgs above guarantee they match.
    const handler = handlers[known.value] as (args: unknown, ctx: CallContext) => Promise<unknown>;
    const value = await handler(parsed.value, ctx);
    return { ok: true, value };
  } catch (e) {
    return { ok: false, error: errorToData(e) };
  }
}

/** Fields never sent across the bridge even when an error carries them. */
const DROPPED_FIELDS = new Set(['stack', 'name', 'cause', 'code', 'message']);

/**
 * Turns anything thrown into bridge data. Errors with a string `code` keep it, their message and
 * their JSON-safe extras (a client error's toData() when it has one); everything else becomes
 * INTERNAL with its message. Stack traces never leave, and key-shaped strings are masked.
 */
export function errorToData(thrown: unknown): AppError {
  if (thrown instanceof Error && thrown.name === 'AbortError') {
    return { code: 'ABORTED', message: maskSecrets(thrown.message || 'The call was cancelled.') };
  }
  if (isObject(thrown) && typeof thrown['code'] === 'string' && thrown['code'] !== '') {
    const source = typeof thrown['toData'] === 'function' ? safeToData(thrown) : thrown;
    const extras: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(source)) {
      if (DROPPED_FIELDS.has(k)) continue;
      const safe = toJsonSafe(v, 0, new WeakSet());
      if (safe !== undefined) extras[k] = safe;
    }
    return { ...extras, code: maskSecrets(thrown['code']), message: maskSecrets(messageOf(thrown)) };
  }
  return { code: 'INTERNAL', message: maskSecrets(messageOf(thrown)) };
}

function safeToData(thrown: Record<string, unknown>): Record<string, unknown> {
  try {
    const data = (thrown['toData'] as () => unknown).call(thrown);
    return isObject(data) ? data : thrown;
  } catch {
    return thrown;
  }
}

function messageOf(thrown: unknown): string {
  if (isObject(thrown) && typeof thrown['message'] === 'string' && thrown['message'] !== '') return thrown['message'];
  if (typeof thrown === 'string' && thrown !== '') return thrown;
  return 'An unexpected error occurred in the core.';
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null;
}

/** A deep copy that JSON can carry: no functions, symbols, cycles, bigints, class instances' methods. */
function toJsonSafe(v: unknown, depth: number, seen: WeakSet<object>): unknown {
  if (v === null || typeof v === 'boolean') return v;
  if (typeof v === 'string') return maskSecrets(v);
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v === 'bigint') return v.toString();
  if (typeof v !== 'object') return undefined; // functions, symbols, undefined
  if (depth >= 8 || seen.has(v)) return undefined;
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? null : v.toISOString();
  if (v instanceof Error) return errorToData(v);
  seen.add(v); // only the current path: a value shared by two fields is not a cycle
  let out: unknown;
  if (Array.isArray(v)) {
    out = v.map((item) => toJsonSafe(item, depth + 1, seen) ?? null);
  } else {
    const obj: Record<string, unknown> = {};
    for (const [k, item] of Object.entries(v)) {
      if (k === 'stack') continue;
      const safe = toJsonSafe(item, depth + 1, seen);
      if (safe !== undefined) obj[maskSecrets(k)] = safe;
    }
    out = obj;
  }
  seen.delete(v);
  return out;
}

export type EventListener = <K extends EventName>(name: K, payload: EventPayload<K>) => void;

/** Something transports subscribe to for core events (the host's WebSocket, the utility entry). */
export interface EventSource {
  subscribe(listener: EventListener): () => void;
}

/**
 * An EventSink the core writes to and an EventSource transports read from. A listener that throws
 * does not stop the others: one broken socket must not silence the rest.
 */
export function createEventHub(): EventSink & EventSource {
  const listeners = new Set<EventListener>();
  return {
    emit(name, payload) {
      for (const listener of [...listeners]) {
        try {
          listener(name, payload);
        } catch {
          // A transport's own failure is its business; the core keeps running.
        }
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
