/**
 * The BridgeApi the preload exposes, built from the contract: one invoker per call name and one
 * subscription channel per event name, nothing generic. A name the contract does not know never
 * reaches ipcRenderer. Kept free of the electron import so it can be tested with a fake IPC.
 */
import {
  type BridgeApi,
  type BridgeResult,
  type CallName,
  callNameOf,
  callNames,
  type EventName,
  type EventPayload,
  isEventName,
} from '../../shared/bridge/contract';
import { channelFor, eventChannelFor } from '../main/channels';

/** The two ipcRenderer methods the preload uses, in the shape Electron gives them. */
export interface RendererIpc {
  invoke(channel: string, ...args: unknown[]): Promise<unknown>;
  on(channel: string, listener: (event: unknown, ...args: unknown[]) => void): unknown;
  removeListener(channel: string, listener: (event: unknown, ...args: unknown[]) => void): unknown;
}

type Invoker = (args: unknown) => Promise<BridgeResult<unknown>>;

function failure(code: string, message: string): BridgeResult<never> {
  return { ok: false, error: { code, message } };
}

export function createPreloadApi(ipc: RendererIpc): BridgeApi {
  const invokers = new Map<CallName, Invoker>();
  for (const name of callNames) {
    const channel = channelFor(name);
    invokers.set(name, async (args) => {
      try {
        return (await ipc.invoke(channel, args ?? {})) as BridgeResult<unknown>;
      } catch (e) {
        // invoke rejects only when main has no handler or the window is closing.
        return failure('IPC_FAILED', `The app could not reach its core for ${name}: ${e instanceof Error ? e.message : String(e)}`);
      }
    });
  }

  const api: BridgeApi = {
    call(name, args) {
      const known = callNameOf(name);
      if (!known.ok) return Promise.resolve(known) as ReturnType<BridgeApi['call']>;
      return invokers.get(known.value)!(args) as ReturnType<BridgeApi['call']>;
    },
    on<K extends EventName>(name: K, listener: (payload: EventPayload<K>) => void): () => void {
      if (!isEventName(name) || typeof listener !== 'function') return () => {};
      const channel = eventChannelFor(name);
      // The IPC event object carries the sender; the renderer gets the payload only.
      const wrapped = (_event: unknown, payload: unknown) => listener(payload as EventPayload<K>);
      ipc.on(channel, wrapped);
      return () => {
        ipc.removeListener(channel, wrapped);
      };
    },
  };
  return Object.freeze(api);
}
