/**
 * Browser mode: the bridge over HTTP + WebSocket on 127.0.0.1 and the renderer build for any
 * browser. The host is a generic relay: it knows the contract's framing (http-protocol.ts), not
 * what any call does; dispatchCall validates and runs them.
 */
import { createReadStream } from 'node:fs';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import type { BridgeResult } from '../../shared/bridge/contract';
import { CALL_PATH_PREFIX, EXPORTS_PATH_PREFIX, FILES_PATH_PREFIX, TOKEN_QUERY_PARAM } from '../../shared/bridge/http-protocol';
import { normaliseFilingId } from '../../shared/ids';
import { type BridgeHandlers, dispatchCall, type EventSource } from '../core/bridge-handlers';
import { downloadHeaders } from './download-headers';
import { attachEventSocket } from './event-socket';
import { pdfResponse } from './pdf-response';
import { bearerToken, checkHostAndOrigin, contentSecurityPolicy, createSessionToken, queryToken, tokenMatches } from './request-guard';
import { mimeTypeOf, readStaticFile, resolveStaticFile, staticCacheControl } from './static-files';

export interface HostFiles {
  /** The library path of a filing's PDF, or null when the library does not hold it. */
  pdfPath(filingId: string): Promise<string | null>;
  /** A file an export.run of this core wrote, unchanged since (Core.files); absent or null: no download. */
  exportFile?(exportId: string): Promise<{ path: string; bytes: number } | null>;
}

export interface HostOptions {
  handlers: BridgeHandlers;
  events: EventSource;
  files: HostFiles;
  /** The renderer build (dist/renderer). */
  rendererDir: string;
  /** 0 (the default) picks a free port. */
  port?: number;
  /** Largest call body in bytes; calls carry small argument objects. */
  bodyLimit?: number;
}

export interface RunningHost {
  /** Open this in a browser: it carries the session token once. */
  url: string;
  port: number;
  token: string;
  close(): Promise<void>;
}

function refuse(reply: FastifyReply, status: number, code: string, message: string): FastifyReply {
  const body: BridgeResult<never> = { ok: false, error: { code, message } };
  return reply.code(status).header('content-type', 'application/json; charset=utf-8').send(body);
}

export async function startHost(options: HostOptions): Promise<RunningHost> {
  const token = createSessionToken();
  // Assigned once listening; no request is answered before that (the guard needs the port).
  let port = -1;
  // Closing cuts calls still in flight (one may be waiting minutes on the registry's rate limit):
  // the host closes when the app quits, and the browser tab has nothing left to talk to.
  const app = Fastify({ logger: false, bodyLimit: options.bodyLimit ?? 1024 * 1024, forceCloseConnections: true });

  // JSON only (text/plain is the content type of cross-site "simple" requests), parsed by the route
  // so malformed JSON becomes BAD_ARGUMENTS data rather than a 400 page.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'no-referrer');
    reply.header('content-security-policy', contentSecurityPolicy(port));
    const refusal = checkHostAndOrigin(request.headers, port);
    if (refusal) return refuse(reply, refusal.status, refusal.code, refusal.message);
    // The token before the body: a caller without it gets 401 before a byte of its body is read.
    if (request.method === 'POST' && request.url.startsWith(CALL_PATH_PREFIX) && !tokenMatches(token, bearerToken(request.headers))) {
      return refuse(reply, 401, 'UNAUTHORIZED', 'A valid session token is required.');
    }
  });

  app.setErrorHandler((error: { statusCode?: number; message?: string }, _request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) return refuse(reply, 500, 'INTERNAL', 'The host failed to answer this request.');
    return refuse(reply, status, 'BAD_ARGUMENTS', error.message ?? 'The request was refused.');
  });

  app.post<{ Params: { name: string } }>(`${CALL_PATH_PREFIX}:name`, async (request, reply) => {
    const args = parseJsonBody(request.body);
    if (args === BAD_JSON) return refuse(reply, 200, 'BAD_ARGUMENTS', `${request.params.name}: the body is not valid JSON.`);
    const controller = new AbortController();
    // The browser gave up (tab closed, fetch aborted): let the core stop what it was doing.
    reply.raw.on('close', () => {
      if (!reply.raw.writableFinished) controller.abort();
    });
    const result = await dispatchCall(options.handlers, request.params.name, args, { signal: controller.signal });
    return reply.header('cache-control', 'no-store').send(result);
  });

  const servePdf = async (request: FastifyRequest<{ Params: { filingId: string } }>, reply: FastifyReply) => {
    const presented = queryToken(request.url) ?? bearerToken(request.headers);
    if (!tokenMatches(token, presented)) return refuse(reply, 401, 'UNAUTHORIZED', 'A valid session token is required.');
    const id = normaliseFilingId(request.params.filingId);
    const path = id.ok ? await options.files.pdfPath(id.id) : null;
    const range = request.headers.range;
    const answer = await pdfResponse(path, typeof range === 'string' ? range : undefined, request.method);
    if (answer.status === 404) return refuse(reply, 404, 'DOCUMENT_NOT_FOUND', 'This filing is not in the library.');
    reply.code(answer.status).headers(answer.headers);
    return answer.body ? reply.send(answer.body) : reply.send();
  };
  app.get(`${FILES_PATH_PREFIX}:filingId`, servePdf);

  // A finished export as a browser download: named by its export id, never by a path.
  app.get<{ Params: { exportId: string } }>(`${EXPORTS_PATH_PREFIX}:exportId`, async (request, reply) => {
    const presented = queryToken(request.url) ?? bearerToken(request.headers);
    if (!tokenMatches(token, presented)) return refuse(reply, 401, 'UNAUTHORIZED', 'A valid session token is required.');
    const file = (await options.files.exportFile?.(request.params.exportId)) ?? null;
    if (!file) return refuse(reply, 404, 'EXPORT_NOT_FOUND', 'No export of this session has that id, or its file has changed since it was written.');
    reply.code(200).headers(downloadHeaders(file.path, file.bytes));
    return reply.send(request.method === 'HEAD' ? undefined : createReadStream(file.path));
  });

  app.get('/*', async (request, reply) => {
    const hit = await resolveStaticFile(options.rendererDir, request.url.split('?')[0] ?? '/');
    if (!hit) return refuse(reply, 404, 'NOT_FOUND', 'No such file.');
    reply.header('content-type', mimeTypeOf(hit.file)).header('content-length', String(hit.size));
    reply.header('cache-control', staticCacheControl(hit));
    return reply.send(request.method === 'HEAD' ? undefined : await readStaticFile(hit));
  });

  await app.listen({ host: '127.0.0.1', port: options.port ?? 0 });
  port = (app.server.address() as AddressInfo).port;
  const socket = attachEventSocket({ server: app.server, port, token, events: options.events });

  return {
    url: `http://127.0.0.1:${port}/?${TOKEN_QUERY_PARAM}=${token}`,
    port,
    token,
    async close() {
      await socket.close();
      await app.close();
    },
  };
}

const BAD_JSON = Symbol('bad json');

function parseJsonBody(body: unknown): unknown {
  if (body === undefined || body === null || body === '') return {};
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body);
  } catch {
    return BAD_JSON;
  }
}
