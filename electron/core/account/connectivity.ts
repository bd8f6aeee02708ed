/**
 * Online or offline, learnt from the calls themselves: a call that got no answer (network error,
 * timeout) flips the core offline; the next call that gets any answer flips it back. Every API
 * call goes through the tracked client below, the engine's included, so nobody has to remember
 * to report.
 */
import { type ApiClient, isOffline } from '../api';
import type { EventSink } from '../bridge-handlers';

export interface Connectivity {
  readonly online: boolean;
  /** Why Dossier thinks it is offline, in words; null when online. */
  readonly reason: string | null;
  succeeded(): void;
  failed(error: unknown): void;
}

export function createConnectivity(events: EventSink): Connectivity {
  let online = true;
  let reason: string | null = null;
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
    succeeded: () => set(true, null),
    failed(error) {
      // An error answer (401, 404, 503...) still proves the registry is reachable.
      if (isOffline(error)) set(false, `The registry cannot be reached: ${error instanceof Error ? error.message : String(error)}`);
      else if (isAnswer(error)) set(true, null);
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
            tracker.failed(error);
            throw error;
          },
        );
      };
    },
  });
}
