/**
 * Online or offline, learnt from the calls themselves: a call that got no answer (network error,
 * timeout) flips the core offline; the next call that gets any answer flips it back. Every API
 * call goes through the tracked client below, the engine's included, so nobody has to remember
 * to report. An answer that refuses the key itself (revoked, unknown, the account deactivated)
 * proves the registry is online but not that Dossier can use it: that is kept too, for the key
 * the call carried, until a call with a key is accepted.
 */
import { type ApiClient, ApiError, isOffline } from '../api';
import type { EventSink } from '../bridge-handlers';

/** The registry's answers that refuse the key rather than the request. */
export const KEY_REFUSAL_CODES: ReadonlySet<string> = new Set(['INVALID_API_KEY', 'API_KEY_REVOKED', 'ACCOUNT_DISABLED']);

export interface KeyRefusal {
  code: string;
  /** The registry's own message. */
  message: string;
  requestId: string | null;
  /** The masked key the refused call carried (status shows the refusal only while that key is in use). */
  keyMasked: string;
}

export interface Connectivity {
  readonly online: boolean;
  /** Why Dossier thinks it is offline, in words; null when online. */
  readonly reason: string | null;
  /** The last refusal of a key, until a call is accepted; null when none. */
  readonly keyRefusal: KeyRefusal | null;
  succeeded(): void;
  /** `keyMasked`: the key the failed call carried, when the caller knows it. */
  failed(error: unknown, keyMasked?: string): void;
}

export function createConnectivity(events: EventSink): Connectivity {
  let online = true;
  let reason: string | null = null;
  let keyRefusal: KeyRefusal | null = null;
  const set = (next: boolean, why: string | null) => {
    const changed = next !== online;
    online = next;
    reason = why;
    if (changed) events.emit('connectivity', { online, reason });
  };
  return {
    get online() {
      return online;
    },
    get reason() {
      return reason;
    },
    get keyRefusal() {
      return keyRefusal;
    },
    succeeded: () => {
      keyRefusal = null;
      set(true, null);
    },
    failed(error, keyMasked) {
      // An error answer (401, 404, 503...) still proves the registry is reachable.
      if (isOffline(error)) set(false, `The registry cannot be reached: ${error instanceof Error ? error.message : String(error)}`);
      else if (isAnswer(error)) set(true, null);
      if (error instanceof ApiError && KEY_REFUSAL_CODES.has(error.code) && keyMasked) {
        keyRefusal = { code: error.code, message: error.message, requestId: error.requestId ?? null, keyMasked };
      }
    },
  };
}

function isAnswer(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { kind?: unknown }).kind === 'api';
}

/**
 * The client with every asynchronous method reporting its outcome to the tracker. Synchronous
 * members (keyKind, maskedKey, nextSendAt) pass through untouched.
 */
export function trackedClient(client: ApiClient, tracker: Connectivity): ApiClient {
  return new Proxy(client, {
    get(target, prop, receiver) {
      const value: unknown = Reflect.get(target, prop, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const result: unknown = value.apply(target, args);
        if (!(result instanceof Promise)) return result;
        return result.then(
          (answer) => {
            tracker.succeeded();
            return answer;
          },
          (error: unknown) => {
            tracker.failed(error, target.maskedKey);
            throw error;
          },
        );
      };
    },
  });
}
