/**
 * The event stream of browser mode: a WebSocket at EVENTS_PATH on the host's own HTTP server. The
 * upgrade bypasses Fastify's hooks, so it repeats the Host/Origin guard and the token check here,
 * before the handshake completes; a refused client never gets a socket.
 */
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { type WebSocket, WebSocketServer } from 'ws';
import type { EventMessage } from '../../shared/bridge/http-protocol';
import { EVENTS_PATH } from '../../shared/bridge/http-protocol';
import type { EventSource } from '../core/bridge-handlers';
import { checkHostAndOrigin, queryToken, tokenMatches } from './request-guard';

/** A client this far behind is not reading; dropping it beats holding the core's events in memory. */
const MAX_BUFFERED_BYTES = 8 * 1024 * 1024;

export interface EventSocketOptions {
  server: Server;
  port: number;
  token: string;
  events: EventSource;
}

export interface EventSocketHandle {
  clientCount(): number;
  close(): Promise<void>;
}

export function attachEventSocket({ server, port, token, events }: EventSocketOptions): EventSocketHandle {
  // Clients never send anything meaningful; a small payload limit keeps a bad one cheap.
  const wss = new WebSocketServer({ noServer: true, maxPayload: 4096 });
  const clients = new Set<WebSocket>();

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const pathname = (req.url ?? '').split('?')[0];
    const refusal =
      pathname !== EVENTS_PATH
        ? { status: 404, text: 'Not Found' }
        : checkHostAndOrigin(req.headers, port)
          ? { status: 403, text: 'Forbidden' }
          : !tokenMatches(token, queryToken(req.url))
            ? { status: 401, text: 'Unauthorized' }
            : null;
    if (refusal) {
      socket.end(`HTTP/1.1 ${refusal.status} ${refusal.text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      clients.add(ws);
      ws.on('close', () => clients.delete(ws));
      ws.on('error', () => ws.terminate());
    });
  };
  server.on('upgrade', onUpgrade);

  const unsubscribe = events.subscribe((event, payload) => {
    const message: EventMessage = { event, payload };
    const data = JSON.stringify(message);
    for (const ws of clients) {
      if (ws.readyState !== ws.OPEN) continue;
      if (ws.bufferedAmount > MAX_BUFFERED_BYTES) {
        ws.terminate();
        continue;
      }
      ws.send(data);
    }
  });

  return {
    clientCount: () => clients.size,
    async close() {
      unsubscribe();
      server.off('upgrade', onUpgrade);
      for (const ws of clients) ws.terminate();
      clients.clear();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
