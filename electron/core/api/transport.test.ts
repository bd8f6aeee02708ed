import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NetworkError, TimeoutError } from './errors';
import { buildUrl, parseRetryAfter, sendHttp } from './transport';

const KEY = 'svc_live_transporttestkey0000a1b2';
let server: FastifyInstance;
let baseUrl: string;
const seenKeys: string[] = [];

beforeAll(async () => {
  server = Fastify({ forceCloseConnections: true });
  server.addHook('onRequest', async (request) => {
    seenKeys.push(String(request.headers['x-api-key']));
  });
  server.get('/json', async (_req, reply) => reply.header('x-request-id', 'req_1').header('retry-after', '7').send({ data: 1, meta: {} }));
  server.get('/pdf', async (_req, reply) => reply.type('application/pdf').send(Buffer.from('%PDF-1.4 x')));
  server.get('/badjson', async (_req, reply) => reply.type('application/json').send('{"data":'));
  server.get('/slow', async () => new Promise(() => {}));
  server.post('/drop', async (request) => {
    request.raw.socket.destroy();
    return new Promise(() => {});
  });
  baseUrl = await server.listen({ host: '127.0.0.1', port: 0 });
});

afterAll(async () => {
  await server.close();
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
