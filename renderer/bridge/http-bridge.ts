// The bridge in browser mode: calls are POSTs to the host, events arrive over a WebSocket. Channel
// names and types come from the contract; this file only knows the HTTP framing.
import { CALL_NAME_SHAPE, unknownCallError } from '../../shared/bridge/call-name';
import type { BridgeResult, CallArgs, CallName, CallResult } from '../../shared/bridge/contract';
import { callPath, EVENTS_PATH, exportDownloadPath, TOKEN_HEADER, TOKEN_QUERY_PARAM } from '../../shared/bridge/http-protocol';
import { EventSocket, type SocketFactory, type SocketLike } from './event-socket';
import { EventListeners } from './listeners';
import { type TokenHistory, takeHostToken } from './token';
import type { HostConnection, RendererBridge } from './types';

export interface HttpBridgeOptions {
  /** Where the host listens; defaults to the page's own origin. */
  baseUrl?: string;
  history?: TokenHistory | null;
  fetch?: typeof fetch;
  createSocket?: SocketFactory;
  reconnectMinMs?: number;
}

function isBridgeResult(body: unknown): body is BridgeResult<unknown> {
  return !!body && typeof body === 'object' && typeof (body as { ok?: unknown }).ok === 'boolean';
}

function failure(code: string, message: string, extras: Record<string, unknown> = {}): BridgeResult<never> {
  return { ok: false, error: { ...extras, code, message } };
}

export function createHttpBridge(location: Pick<Location, 'href' | 'origin'>, options: HttpBridgeOptions = {}): RendererBridge {
  const history = options.history === undefined ? (typeof window === 'undefined' ? null : window.history) : options.history;
  const token = takeHostToken(location, history);
  const base = options.baseUrl ?? location.origin;
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const listeners = new EventListeners();
  const connectionListeners = new Set<(connection: HostConnection) => void>();
  const authHeader: Record<string, string> = token ? { [TOKEN_HEADER]: `Bearer ${token}` } : {};

  const socketUrl = new URL(EVENTS_PATH, base);
  socketUrl.protocol = socketUrl.protocol === 'https:' ? 'wss:' : 'ws:';
  if (token) socketUrl.searchParams.set(TOKEN_QUERY_PARAM, token);
  const createSocket: SocketFactory = options.createSocket ?? ((url) => new WebSocket(url) as unknown as SocketLike);

  const socket = new EventSocket({
    url: socketUrl.toString(),
    createSocket,
    minDelayMs: options.reconnectMinMs,
    onMessage: (message) => listeners.emit(message.event, message.payload),
    onConnection: (connection) => {
      for (const listener of [...connectionListeners]) listener(connection);
    },
  });

  async function call<K extends CallName>(name: K, args: CallArgs<K>): Promise<BridgeResult<CallResult<K>>> {
    // Only the name's shape is checked here (the contract's table would bring every schema into the
    // initial script); the host checks it against the table and answers UNKNOWN_CALL itself.
    if (typeof name !== 'string' || !CALL_NAME_SHAPE.test(name)) return { ok: false, error: unknownCallError(name) };
    let response: Response;
    try {
      response = await doFetch(new URL(callPath(name), base).toString(), {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...authHeader },
        body: JSON.stringify(args ?? {}),
      });
    } catch (error) {
      return failure('HOST_UNREACHABLE', 'The Dossier host did not answer. Check that it is still running, then try again.', {
        detail: error instanceof Error ? error.message : String(error),
      });
    }
    let body: unknown = null;
    try {
      body = await response.json();
    } catch {
      // fall through: a body that is not JSON is reported by status below
    }
    if (isBridgeResult(body)) return body as BridgeResult<CallResult<K>>;
    if (response.status === 401 || response.status === 403) {
      return failure('HOST_UNAUTHORIZED', 'The Dossier host refused this window. Open Dossier again from the link the host printed.', {
        status: response.status,
      });
    }
    return failure('HOST_BAD_RESPONSE', `The Dossier host answered ${name} with HTTP ${response.status} and no result.`, {
      status: response.status,
    });
  }

  return {
    call,
    savesWithDialog: false,
    on: (name, listener) => listeners.on(name, listener),
    connection: () => socket.connection(),
    onConnection(listener) {
      connectionListeners.add(listener);
      return () => {
        connectionListeners.delete(listener);
      };
    },
    exportDownloadUrl(exportId) {
      // A link the browser follows on its own carries no header: the token travels in the query.
      const url = new URL(exportDownloadPath(exportId), base);
      if (token) url.searchParams.set(TOKEN_QUERY_PARAM, token);
      return url.toString();
    },
    pdfSource: (url) => ({ url: new URL(url, base).toString(), httpHeaders: authHeader }),
    close: () => socket.close(),
  };
}
