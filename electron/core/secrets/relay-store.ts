/**
 * The desktop core's secret store: every get, set and delete is a request to Electron main over
 * the utility-process protocol, answered from main's safeStorage file. The core keeps no secret at
 * rest itself, and a main that does not answer in time is a keychain failure, never a hang.
 */
import type { MessageToMain, SecretAnswer, SecretOperation } from '../../../shared/process/utility-protocol';
import { assertSecretName, type SecretName, type SecretStore, type SecretStoreErrorCode, SecretStoreError } from './secret-store';

export interface RelayTimers {
  set(run: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

export interface SecretRelay {
  /** The store the core is given. */
  store: SecretStore;
  /** Hands main's answer to the request waiting for it; a late or unknown answer is dropped. */
  answer(message: SecretAnswer): void;
}

/** Long enough for a keychain that asks the analyst to unlock it first (macOS shows a prompt). */
export const SECRET_TIMEOUT_MS = 120_000;

const realTimers: RelayTimers = {
  set: (run, ms) => setTimeout(run, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

const KNOWN_CODES = new Set<string>(['KEYCHAIN_UNAVAILABLE', 'KEYCHAIN_FAILED', 'SECRET_READ_ONLY', 'DATA_KEY_CORRUPT', 'UNKNOWN_SECRET']);

export function createSecretRelay(post: (message: MessageToMain) => void, options: { timeoutMs?: number; timers?: RelayTimers } = {}): SecretRelay {
  const timeoutMs = options.timeoutMs ?? SECRET_TIMEOUT_MS;
  const timers = options.timers ?? realTimers;
  const waiting = new Map<number, { resolve(value: string | null): void; reject(error: Error): void; timer: unknown }>();
  let nextId = 1;

  const ask = (request: SecretOperation): Promise<string | null> => {
    assertSecretName(request.name);
    const id = nextId++;
    return new Promise((resolve, reject) => {
      const timer = timers.set(() => {
        waiting.delete(id);
        reject(new SecretStoreError('KEYCHAIN_FAILED', `The app's secret store did not answer within ${Math.round(timeoutMs / 1000)} s (${request.op} ${request.name}).`));
      }, timeoutMs);
      waiting.set(id, { resolve, reject, timer });
      try {
        post({ type: 'secret-request', id, request });
      } catch (e) {
        waiting.delete(id);
        timers.clear(timer);
        reject(new SecretStoreError('KEYCHAIN_FAILED', `Could not ask the app for a secret: ${e instanceof Error ? e.message : String(e)}`));
      }
    });
  };

  const store: SecretStore = {
    get: (name: SecretName) => ask({ op: 'get', name }),
    set: async (name: SecretName, value: string) => {
      await ask({ op: 'set', name, value });
    },
    delete: async (name: SecretName) => {
      await ask({ op: 'delete', name });
    },
    describe: () => 'encrypted file protected by the system keychain (Electron safeStorage)',
  };

  return {
    store,
    answer({ id, result }) {
      const entry = waiting.get(id);
      if (!entry) return;
      waiting.delete(id);
      timers.clear(entry.timer);
      if (result.ok) entry.resolve(result.value);
      else {
        const code = KNOWN_CODES.has(result.error.code) ? (result.error.code as SecretStoreErrorCode) : 'KEYCHAIN_FAILED';
        entry.reject(new SecretStoreError(code, result.error.message));
      }
    },
  };
}
