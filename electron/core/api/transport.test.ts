import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NetworkError, RedirectRefusedError, TimeoutError } from './errors';
import { buildUrl, parseRetryAfter, sendHttp } from './transport';

const KEY = 'svc_live_transporttestkey0000a1b2';
let server: FastifyInstance;
let baseUrl: string;
const seenKeys: string[] = [];
/** Another address a hostile or misconfigured registry redirects to: it records what reaches it. */
let elsewhere: FastifyInstance;
let elsewhereUrl: string;
const elsewhereSaw: Array<{ url: string; key: string | undefined }> = [];
const endlessClosed: boolean[] = [];

beforeAll(async () => {
  elsewhere = Fastify({ forceCloseConnections: true });
  elsewhere.addHook('onRequest', async (request) => {
    elsewhereSaw.push({ url: request.url, key: request.headers['x-api-key'] as string | undefined });
  });
  elsewhere.all('/*', async () => ({ data: 'stolen', meta: {} }));
  elsewhereUrl = await elsewhere.listen({ host: '127.0.0.1', port: 0 });
  server = Fastify({ forceCloseConnections: true });
  server.get('/moved', async (_req, reply) => reply.redirect(`${elsewhereUrl}/collect?q=1`, 302));
  server.post('/moved-post', async (_req, reply) => reply.redirect(`${elsewhereUrl}/collect`, 307));
  server.get('/same', async (_req, reply) => reply.redirect('/json', 301));
  server.post('/same-post', async (_req, reply) => reply.redirect('/json', 302));
  server.get('/loop', async (_req, reply) => reply.redirect('/loop', 302));
  server.addHook('onRequest', async (request) => {
    seenKeys.push(String(request.headers['x-api-key']));
  });
  server.get('/json', async (_req, reply) => reply.header('x-request-id', 'req_1').header('retry-after', '7').send({ data: 1, meta: {} }));
  server.get('/pdf', async (_req, reply) => reply.type('application/pdf').send(Buffer.from('%PDF-1.4 x')));
  server.get('/badjson', async (_req, reply) => reply.type('application/json').send('{"data":'));
  server.get('/slow', async () => new Promise(() => {}));
  // Half a body, then silence: a download that stalls mid-way.
  server.get('/stall', async (_req, reply) => {
    reply.raw.writeHead(200, { 'content-type': 'application/pdf', 'content-length': '1000' });
    reply.raw.write(Buffer.from('%PDF-1.4 half'));
    return reply.hijack();
  });
  // An endless body: only the reader stopping it ends it.
  server.get('/endless', async (req, reply) => {
    reply.hijack();
    reply.raw.writeHead(200, { 'content-type': 'application/pdf' });
    const piece = Buffer.alloc(64 * 1024, 0x41);
    const more = () => {
      while (!req.raw.destroyed && reply.raw.write(piece)) {}
      if (!req.raw.destroyed) reply.raw.once('drain', more);
    };
    reply.raw.on('close', () => endlessClosed.push(true));
    more();
  });
  server.post('/drop', async (request) => {
    request.raw.socket.destroy();
    return new Promise(() => {});
  });
  baseUrl = await server.listen({ host: '127.0.0.1', port: 0 });
});

afterAll(async () => {
  await server.close();
  await elsewhere.close();
});

const opts = (overrides: Partial<Parameters<typeof sendHttp>[0]> = {}) => ({ baseUrl, apiKey: KEY, timeoutMs: 2_000, fetch, ...overrides });

describe('sendHttp', () => {
  it('sends the key in x-api-key and reads JSON with request id and Retry-After', async () => {
    const reply = await sendHttp(opts(), { method: 'GET', path: '/json' });
    expect(seenKeys.at(-1)).toBe(KEY);
    expect(reply.status).toBe(200);
    expect(reply.requestId).toBe('req_1');
    expect(reply.retryAfterSeconds).toBe(7);
    expect(reply.body).toEqual({ kind: 'json', value: { data: 1, meta: {} } });
  });

  it('reads a PDF as bytes and malformed JSON as bad-json', async () => {
    const pdf = await sendHttp(opts(), { method: 'GET', path: '/pdf' });
    expect(pdf.body.kind).toBe('bytes');
    expect(pdf.contentType).toContain('application/pdf');
    const bad = await sendHttp(opts(), { method: 'GET', path: '/badjson' });
    expect(bad.body.kind).toBe('bad-json');
  });

  it('hands a PDF over as a stream when asked, with its declared length, and closes the connection when the reader stops', async () => {
    const pdf = await sendHttp(opts(), { method: 'GET', path: '/pdf', streamBinary: true });
    if (pdf.body.kind !== 'stream') throw new Error(`expected a stream, got ${pdf.body.kind}`);
    expect(pdf.body.stream.contentLength).toBe(10);
    const pieces: Uint8Array[] = [];
    for await (const piece of pdf.body.stream.chunks) pieces.push(piece);
    expect(Buffer.concat(pieces).toString('latin1')).toBe('%PDF-1.4 x');
    // JSON answers are read whole as before, even when a stream was asked for.
    expect((await sendHttp(opts(), { method: 'GET', path: '/json', streamBinary: true })).body.kind).toBe('json');

    const endless = await sendHttp(opts(), { method: 'GET', path: '/endless', streamBinary: true });
    if (endless.body.kind !== 'stream') throw new Error('expected a stream');
    expect(endless.body.stream.contentLength).toBeNull();
    let read = 0;
    for await (const piece of endless.body.stream.chunks) {
      read += piece.byteLength;
      if (read > 1_000_000) break;
    }
    // The server sees its connection closed: waited for, however long the close takes.
    while (endlessClosed.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(endlessClosed).toEqual([true]);
  });

  it('times out a stream that stalls mid-body, as a TimeoutError from the reader', async () => {
    const stall = await sendHttp(opts({ timeoutMs: 200 }), { method: 'GET', path: '/stall', streamBinary: true });
    if (stall.body.kind !== 'stream') throw new Error('expected a stream');
    const error = await (async () => {
      for await (const _piece of stall.body.kind === 'stream' ? stall.body.stream.chunks : []) {
        // the first half arrives, then nothing
      }
    })().catch((e) => e);
    expect(error).toBeInstanceOf(TimeoutError);
  });

  it('times out with a TimeoutError', async () => {
    const error = await sendHttp(opts({ timeoutMs: 150 }), { method: 'GET', path: '/slow' }).catch((e) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error.toData()).toMatchObject({ code: 'TIMEOUT', details: { kind: 'timeout', timeoutMs: 150 } });
  });

  it('reports a dropped connection as a NetworkError that may have been sent', async () => {
    const error = await sendHttp(opts(), { method: 'POST', path: '/drop' }).catch((e) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error.requestMayHaveBeenSent).toBe(true);
  });

  it('reports a refused connection as never sent', async () => {
    const probe = Fastify();
    const closedUrl = await probe.listen({ host: '127.0.0.1', port: 0 });
    await probe.close();
    const error = await sendHttp(opts({ baseUrl: closedUrl }), { method: 'POST', path: '/x' }).catch((e) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error.causeCode).toBe('ECONNREFUSED');
    expect(error.requestMayHaveBeenSent).toBe(false);
  });
});

// Issue 14 item 2: a registry answering 302 to another address received the x-api-key.
describe('redirects and the key', () => {
  it('refuses a redirect to another origin, naming both addresses, and the key never reaches it', async () => {
    for (const [method, path] of [['GET', '/moved'], ['POST', '/moved-post']] as const) {
      const error = await sendHttp(opts(), { method, path, ...(method === 'POST' ? { body: {} } : {}) }).catch((e) => e);
      expect(error).toBeInstanceOf(RedirectRefusedError);
      expect(error.toData()).toMatchObject({ code: 'REDIRECT_REFUSED', details: { from: `${baseUrl}${path}`, to: `${elsewhereUrl}/collect` } });
      expect(error.message).toContain(`${baseUrl}${path}`);
      expect(error.message).toContain(`${elsewhereUrl}/collect`);
    }
    expect(elsewhereSaw).toEqual([]);
  });

  it('follows a redirect on the same origin for a GET, with the key, and refuses one that would change a POST or loop', async () => {
    const reply = await sendHttp(opts(), { method: 'GET', path: '/same' });
    expect(reply.body).toEqual({ kind: 'json', value: { data: 1, meta: {} } });
    expect(seenKeys.at(-1)).toBe(KEY);
    const post = await sendHttp(opts(), { method: 'POST', path: '/same-post', body: {} }).catch((e) => e);
    expect(post).toBeInstanceOf(RedirectRefusedError);
    const loop = await sendHttp(opts(), { method: 'GET', path: '/loop' }).catch((e) => e);
    expect(loop).toBeInstanceOf(RedirectRefusedError);
    expect(loop.message).toContain('too many redirects');
  });
});

describe('buildUrl / parseRetryAfter', () => {
  it('joins base, path and defined query values', () => {
    expect(buildUrl('http://h/api/', '/v1/x', { a: 1, b: undefined, c: 'p q' })).toBe('http://h/api/v1/x?a=1&c=p+q');
    expect(buildUrl('http://h', '/v1/x')).toBe('http://h/v1/x');
  });
  it('accepts only a number of seconds', () => {
    expect(parseRetryAfter('12')).toBe(12);
    expect(parseRetryAfter('Wed, 21 Oct 2015 07:28:00 GMT')).toBeNull();
    expect(parseRetryAfter(null)).toBeNull();
  });
});
