// @vitest-environment jsdom
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebSocket as NodeWebSocket, type WebSocket as ServerSocket, WebSocketServer } from 'ws';
import type { SocketLike } from './event-socket';
import { createHttpBridge } from './http-bridge';
import type { RendererBridge } from './types';

interface Seen {
  path: string;
  authorization: string | undefined;
  body: unknown;
}

let server: Server;
let sockets: WebSocketServer;
let base: string;
const seen: Seen[] = [];
const socketTokens: Array<string | null> = [];
const openSockets = new Set<ServerSocket>();
const bridges: RendererBridge[] = [];

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null');
}

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const body = await readBody(req);
    seen.push({ path: req.url ?? '', authorization: req.headers.authorization, body });
    if (req.url === '/bridge/call/app.status') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ ok: true, value: { mode: 'sandbox' } }));
    } else if (req.url === '/bridge/call/key.clear') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ ok: false, error: { code: 'KEYCHAIN', message: 'The keychain is locked' } }));
    } else {
      res.writeHead(req.headers.authorization === 'Bearer secret-token' ? 500 : 401, { 'content-type': 'text/plain' });
      res.end('no');
    }
  });
  sockets = new WebSocketServer({ noServer: true });
  server.on('upgrade', (req, socket, head) => {
    const url = new URL(req.url ?? '/', 'http://x');
    socketTokens.push(url.searchParams.get('token'));
    if (url.pathname !== '/bridge/events') {
      socket.destroy();
      return;
    }
    sockets.handleUpgrade(req, socket, head, (ws) => {
      openSockets.add(ws);
      ws.on('close', () => openSockets.delete(ws));
      ws.send(JSON.stringify({ event: 'connectivity', payload: { online: true, reason: null } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(() => {
  for (const b of bridges.splice(0)) b.close();
});

afterAll(async () => {
  for (const ws of openSockets) ws.terminate();
  sockets.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

// The test environment's global WebSocket mixes undici with jsdom's events; the `ws` client has the
// same browser-style interface and talks to a real socket.
const createSocket = (url: string) => new NodeWebSocket(url) as unknown as SocketLike;

function open(): RendererBridge {
  const bridge = createHttpBridge(window.location, { baseUrl: base, reconnectMinMs: 20, createSocket });
  bridges.push(bridge);
  return bridge;
}

describe('createHttpBridge', () => {
  it('takes the token from the opening URL once and removes it from the address bar', async () => {
    window.history.replaceState(null, '', '/app?token=secret-token&view=1#/company/ABC');
    const bridge = open();
    expect(window.location.search).toBe('?view=1');
    expect(window.location.hash).toBe('#/company/ABC');
    expect(window.location.href).not.toContain('secret-token');
    expect(sessionStorage.getItem('dossier.hostToken')).toBe('secret-token');

    const result = await bridge.call('app.status', {});
    expect(result).toEqual({ ok: true, value: { mode: 'sandbox' } });
    const request = seen.find((s) => s.path === '/bridge/call/app.status')!;
    expect(request.authorization).toBe('Bearer secret-token');
    expect(request.body).toEqual({});
  });

  it('keeps working after a reload from the token kept in sessionStorage', async () => {
    window.history.replaceState(null, '', '/app#/library');
    const bridge = open();
    seen.length = 0;
    await bridge.call('search.local', { text: 'acme', limit: 5 });
    expect(seen[0]).toEqual({ path: '/bridge/call/search.local', authorization: 'Bearer secret-token', body: { text: 'acme', limit: 5 } });
  });

  it('passes errors through as data and names HTTP failures in words', async () => {
    const bridge = open();
    expect(await bridge.call('key.clear', {})).toEqual({ ok: false, error: { code: 'KEYCHAIN', message: 'The keychain is locked' } });
    const bad = await bridge.call('library.companies', { sort: 'name' });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error).toMatchObject({ code: 'HOST_BAD_RESPONSE', status: 500 });

    sessionStorage.removeItem('dossier.hostToken');
    window.history.replaceState(null, '', '/app');
    const anonymous = open();
    const refused = await anonymous.call('library.companies', { sort: 'name' });
    if (!refused.ok) expect(refused.error.code).toBe('HOST_UNAUTHORIZED');
    expect(refused.ok).toBe(false);
    sessionStorage.setItem('dossier.hostToken', 'secret-token');
  });

  it('refuses a name that is not call-shaped without sending it anywhere (the host answers for the rest)', async () => {
    const bridge = open();
    seen.length = 0;
    for (const name of ['../../files/pdf/x', 'app.status?x=1', 'svc_live_Secret123']) {
      const result = await bridge.call(name as 'app.status', {});
      expect(result).toMatchObject({ ok: false, error: { code: 'UNKNOWN_CALL' } });
      if (!result.ok) expect(result.error.message).not.toContain('Secret123');
    }
    expect(seen.filter((s) => s.path.startsWith('/bridge/call') || s.path.startsWith('/files'))).toEqual([]);
  });

  it('delivers events from the socket and reports the host connection, reconnecting after a drop', async () => {
    const bridge = open();
    const events: unknown[] = [];
    const states: boolean[] = [];
    bridge.on('connectivity', (payload) => events.push(payload));
    bridge.onConnection((c) => states.push(c.online));
    await vi.waitFor(() => expect(events).toEqual([{ online: true, reason: null }]));
    expect(bridge.connection().online).toBe(true);
    expect(socketTokens.at(-1)).toBe('secret-token');

    for (const ws of openSockets) ws.terminate();
    await vi.waitFor(() => expect(states).toContain(false));
    await vi.waitFor(() => expect(bridge.connection().online).toBe(true));
    expect(events.length).toBeGreaterThanOrEqual(2);
  });

  it('reports an unreachable host as an error value', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const bridge = createHttpBridge(window.location, { baseUrl: `http://127.0.0.1:${port}`, reconnectMinMs: 1000, createSocket });
    bridges.push(bridge);
    const result = await bridge.call('app.status', {});
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toBe('HOST_UNREACHABLE');
    expect(bridge.connection().online).toBe(false);
  });

  it('gives pdf.js the file URL with the token header', () => {
    const bridge = open();
    expect(bridge.pdfSource('/files/pdf/flg_abcd1234')).toEqual({ url: `${base}/files/pdf/flg_abcd1234`, httpHeaders: { authorization: 'Bearer secret-token' } });
  });
});
