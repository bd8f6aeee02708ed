import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { callBridge, rawRequest, startTestHost, type TestHost } from '../../test/support/host/host-fixture';

let t: TestHost;
beforeAll(async () => {
  t = await startTestHost();
});
afterAll(async () => {
  await t.close();
});

/** Resolves with the HTTP status the server refused the handshake with, or 101 when it opened. */
function handshakeStatus(url: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers });
    ws.on('open', () => {
      ws.close();
      resolve(101);
    });
    ws.on('unexpected-response', (_req, res) => {
      resolve(res.statusCode ?? 0);
      ws.terminate();
    });
    ws.on('error', (e) => reject(e));
  });
}

describe('host token', () => {
  it('listens on 127.0.0.1 and hands out a URL carrying a 32-byte base64url token', () => {
    expect(t.host.url).toBe(`http://127.0.0.1:${t.host.port}/?token=${t.host.token}`);
    expect(t.host.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('refuses calls without the token or with a wrong one (401), accepts the right one', async () => {
    const none = await callBridge(t, 'app.status', {}, { authorization: '' });
    expect(none.status).toBe(401);
    expect(none.json()).toMatchObject({ ok: false, error: { code: 'UNAUTHORIZED' } });
    const wrong = await callBridge(t, 'app.status', {}, { authorization: `Bearer ${t.host.token.slice(0, -1)}x` });
    expect(wrong.status).toBe(401);
    const notBearer = await callBridge(t, 'app.status', {}, { authorization: t.host.token });
    expect(notBearer.status).toBe(401);
    const right = await callBridge(t, 'app.status', {});
    expect(right.status).toBe(200);
    expect(right.json()).toMatchObject({ ok: true, value: { mode: 'sandbox' } });
  });

  // Issue 14 item 9: the host read a body before checking the token (413 before 401).
  it('checks the token before reading the body: a caller without it gets 401 for any size', async () => {
    const big = 'x'.repeat(2 * 1024 * 1024);
    const none = await callBridge(t, 'app.status', big, { authorization: '' }).catch((e: unknown) => e);
    expect(none).toMatchObject({ status: 401 });
    expect((none as { json(): unknown }).json()).toMatchObject({ ok: false, error: { code: 'UNAUTHORIZED' } });
    // With the token, the size limit still holds.
    expect((await callBridge(t, 'app.status', big)).status).toBe(413);
  });

  it('requires the token for PDFs, as ?token= or as a bearer header', async () => {
    const path = '/files/pdf/flg_ABCD1234';
    expect((await rawRequest(t.host.port, { path })).status).toBe(401);
    expect((await rawRequest(t.host.port, { path: `${path}?token=wrong` })).status).toBe(401);
    expect((await rawRequest(t.host.port, { path: `${path}?token=${t.host.token}` })).status).toBe(200);
    const bearer = await rawRequest(t.host.port, { path, headers: { authorization: `Bearer ${t.host.token}` } });
    expect(bearer.status).toBe(200);
  });

  it('requires the token on the event socket', async () => {
    const base = `ws://127.0.0.1:${t.host.port}/bridge/events`;
    expect(await handshakeStatus(base)).toBe(401);
    expect(await handshakeStatus(`${base}?token=nope`)).toBe(401);
    expect(await handshakeStatus(`${base}?token=${t.host.token}`)).toBe(101);
    expect(await handshakeStatus(`ws://127.0.0.1:${t.host.port}/elsewhere?token=${t.host.token}`)).toBe(404);
  });
});

describe('host Host/Origin guard', () => {
  it('refuses a foreign Host header (DNS rebinding), even with the token', async () => {
    for (const host of ['evil.example', `evil.example:${t.host.port}`, `127.0.0.1:${t.host.port + 1}`, '127.0.0.1']) {
      const res = await callBridge(t, 'app.status', {}, { host });
      expect(res.status, host).toBe(403);
      expect(res.json()).toMatchObject({ ok: false, error: { code: 'FORBIDDEN_HOST' } });
    }
    const page = await rawRequest(t.host.port, { path: '/', headers: { host: 'rebound.attacker.test' } });
    expect(page.status).toBe(403);
    expect((await callBridge(t, 'app.status', {}, { host: `localhost:${t.host.port}` })).status).toBe(200);
  });

  it('refuses a foreign Origin (CSRF), even with the token', async () => {
    for (const origin of ['http://evil.example', 'null', `https://127.0.0.1:${t.host.port}`, `http://127.0.0.1:${t.host.port + 1}`]) {
      const res = await callBridge(t, 'app.status', {}, { origin });
      expect(res.status, origin).toBe(403);
      expect(res.json()).toMatchObject({ ok: false, error: { code: 'FORBIDDEN_ORIGIN' } });
    }
    expect((await callBridge(t, 'app.status', {}, { origin: `http://127.0.0.1:${t.host.port}` })).status).toBe(200);
    expect((await callBridge(t, 'app.status', {}, { origin: `http://localhost:${t.host.port}` })).status).toBe(200);
  });

  it('applies both checks to the WebSocket handshake', async () => {
    const url = `ws://127.0.0.1:${t.host.port}/bridge/events?token=${t.host.token}`;
    expect(await handshakeStatus(url, { origin: 'http://evil.example' })).toBe(403);
    expect(await handshakeStatus(url, { host: 'evil.example' })).toBe(403);
    expect(await handshakeStatus(url, { origin: `http://127.0.0.1:${t.host.port}` })).toBe(101);
  });
});
