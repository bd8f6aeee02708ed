// An in-memory RendererBridge for tests: canned handlers per call, a record of every call, and
// events and host-connection changes emitted on demand.
import type { BridgeResult, CallArgs, CallName, CallResult, EventName, EventPayload } from '../../../shared/bridge/contract';
import { EventListeners } from '../../../renderer/bridge/listeners';
import type { HostConnection, RendererBridge } from '../../../renderer/bridge/types';

type Handler<K extends CallName> = (args: CallArgs<K>) => BridgeResult<CallResult<K>> | Promise<BridgeResult<CallResult<K>>>;
export type Handlers = { [K in CallName]?: Handler<K> };

export interface MemoryBridge extends RendererBridge {
  calls: Array<{ name: CallName; args: unknown }>;
  callsTo(name: CallName): unknown[];
  emit<K extends EventName>(name: K, payload: EventPayload<K>): void;
  setConnection(connection: HostConnection): void;
  handlers: Handlers;
}

export function createMemoryBridge(handlers: Handlers = {}): MemoryBridge {
  const listeners = new EventListeners();
  const connectionListeners = new Set<(c: HostConnection) => void>();
  let connection: HostConnection = { online: true, reason: null };
  const calls: MemoryBridge['calls'] = [];
  const bridge: MemoryBridge = {
    calls,
    handlers,
    callsTo: (name) => calls.filter((c) => c.name === name).map((c) => c.args),
    async call<K extends CallName>(name: K, args: CallArgs<K>): Promise<BridgeResult<CallResult<K>>> {
      calls.push({ name, args });
      const handler = handlers[name] as Handler<K> | undefined;
      if (!handler) return { ok: false, error: { code: 'NOT_HANDLED', message: `no test handler for ${name}` } };
      return handler(args);
    },
    on: (name, listener) => listeners.on(name, listener),
    emit: (name, payload) => listeners.emit(name, payload),
    connection: () => connection,
    onConnection(listener) {
      connectionListeners.add(listener);
      return () => {
        connectionListeners.delete(listener);
      };
    },
    setConnection(next) {
      connection = next;
      for (const l of connectionListeners) l(next);
    },
    savesWithDialog: false,
    // As the browser host's bridge would build it (renderer/bridge/http-bridge.ts), minus the token.
    exportDownloadUrl: (exportId) => `/files/export/${exportId}`,
    pdfSource: (url) => ({ url }),
    close: () => {},
  };
  return bridge;
}

export const ok = <T>(value: T): BridgeResult<T> => ({ ok: true, value });
