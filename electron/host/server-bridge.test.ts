import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { callBridge, rawRequest, startTestHost, type TestHost } from '../../test/support/host/host-fixture';

let t: TestHost;
const searched: unknown[] = [];
let abortSeen: Promise<void>;
let callStarted: () => void;
const started = new Promise<void>((resolve) => {
  callStarted = resolve;
});

beforeAll(async () => {
  t = await startTestHost({
    'search.local': async (args) => {
      searched.push(args);
      return [{ kind: 'company', id: 'U12345MH2000PTC123456', title: args.text } as never];
    },
    'company.detail': async () => {
      throw Object.assign(new Error('No such company svc_live_SECRETKEY123456'), { code: 'COMPANY_NOT_FOUND', hint: 'Search first', stack: 'at x.ts:1' });
    },
    'action.list': async (_args, ctx) => {
      abortSeen = new Promise<void>((resolve) => ctx.signal?.addEventListener('abort', () => resolve()));
      callStarted();
      await abortSeen;
      return [];
    },
  });
});
afterAll(async () => {
  await t.close();
});

describe('host bridge calls', () => {
  it('relays a call with validated arguments and returns its BridgeResult', async () => {
    const res = await callBridge(t, 'search.local', { text: 'reliance' });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ ok: true, value: [{ kind: 'company', id: 'U12345MH2000PTC123456', title: 'reliance' }] });
    expect(searched).toEqual([{ text: 'reliance', limit: 20 }]);
  });

  it('answers errors as data: unknown call, bad arguments, bad JSON, thrown errors', async () => {
    expect((await callBridge(t, 'no.such', {})).json()).toMatchObject({ ok: false, error: { code: 'UNKNOWN_CALL' } });
    const badArgs = await callBridge(t, 'search.local', { text: 7 });
    expect(badArgs.status).toBe(200);
    expect(badArgs.json()).toMatchObject({ ok: false, error: { code: 'BAD_ARGUMENTS' } });
    const badJson = await callBridge(t, 'search.local', '{"text": ');
    expect(badJson.status).toBe(200);
    expect(badJson.json()).toMatchObject({ ok: false, error: { code: 'BAD_ARGUMENTS', message: expect.stringContaining('JSON') } });
    const thrown = await callBridge(t, 'company.detail', { id: 'U12345MH2000PTC123456' });
    expect(thrown.json()).toEqual({
      ok: false,
      error: { code: 'COMPANY_NOT_FOUND', message: 'No such company svc_live_…', hint: 'Search first' },
    });
  });

  it('treats an empty body as no arguments', async () => {
    const res = await rawRequest(t.host.port, {
      method: 'POST',
      path: '/bridge/call/app.status',
      headers: { authorization: `Bearer ${t.host.token}` },
    });
    expect(res.json()).toMatchObject({ ok: true, value: { mode: 'sandbox' } });
  });

  it('refuses an oversized body and a non-JSON content type as data with the HTTP status', async () => {
    const big = await callBridge(t, 'search.local', { text: 'x'.repeat(2 * 1024 * 1024) });
    expect(big.status).toBe(413);
    expect(big.json()).toMatchObject({ ok: false, error: { code: 'BAD_ARGUMENTS' } });
    const plain = await callBridge(t, 'search.local', 'text=x', { 'content-type': 'text/plain' });
    expect(plain.status).toBe(415);
    expect(plain.json()).toMatchObject({ ok: false, error: { code: 'BAD_ARGUMENTS' } });
  });

  it('aborts the handler when the browser drops the request', async () => {
    const { request } = await import('node:http');
    const req = request({
      host: '127.0.0.1',
      port: t.host.port,
      method: 'POST',
      path: '/bridge/call/action.list',
      headers: { host: `127.0.0.1:${t.host.port}`, authorization: `Bearer ${t.host.token}`, 'content-type': 'application/json' },
    });
    req.on('error', () => {});
    req.end('{}');
    await started;
    req.destroy();
    await abortSeen; // resolves only through the abort signal
  });
});

describe('host events', () => {
  it('delivers every core event to every connected socket as { event, payload }', async () => {
    const url = `ws://127.0.0.1:${t.host.port}/bridge/events?token=${t.host.token}`;
    const open = (ws: WebSocket) => new Promise<void>((resolve, reject) => ws.once('open', () => resolve()).once('error', reject));
    const collect = (ws: WebSocket, n: number) =>
      new Promise<unknown[]>((resolve) => {
        const got: unknown[] = [];
        ws.on('message', (data) => {
          got.push(JSON.parse(String(data)));
          if (got.length === n) resolve(got);
        });
      });
    const a = new WebSocket(url);
    const b = new WebSocket(url);
    await Promise.all([open(a), open(b)]);
    const fromA = collect(a, 2);
    const fromB = collect(b, 2);
    t.events.emit('connectivity', { online: false, reason: 'offline' });
    t.events.emit('library.changed', { companyId: 'U12345MH2000PTC123456', summary: null, parts: ['documents'] });
    const expected = [
      { event: 'connectivity', payload: { online: false, reason: 'offline' } },
      { event: 'library.changed', payload: { companyId: 'U12345MH2000PTC123456', summary: null, parts: ['documents'] } },
    ];
    expect(await fromA).toEqual(expected);
    expect(await fromB).toEqual(expected);
    a.close();
    b.close();
  });
});
