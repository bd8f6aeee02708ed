/**
 * The emulator's Fastify app: the envelope and request id on every response, the error mapping,
 * 404/405 in the envelope, body parsing that never crashes, the fault hooks, and the route modules.
 *
 * Order of checks on a /v1 call (the spec is silent; chosen so a refusal never costs money and the
 * cheapest check runs first):
 *   1. injected failure (failNextRequests), latency
 *   2. auth: key present, known, not revoked (401)        3. account disabled (403)
 *   4. per-key rate limit (429)                            5. input validation (400)
 *   6. sandbox scope of a test key (403 SANDBOX_ONLY)      7. access: price row (403 NO_ACCESS)
 *   8. existence and state preconditions (404, 409 ALREADY_UNLOCKED / NOTHING_TO_FETCH /
 *      REFRESH_IN_PROGRESS, 403 UNLOCK_REQUIRED, refresh rate 429)
 *   9. balance (402)   10. the operation (503 queue faults, 422 contact)   11. charge
 */
import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { authenticate } from './auth';
import type { EmulatorContext } from './context';
import { ApiFailure, fail, failWithStatus } from './failure';
import { registerMcpRoutes } from '../mcp/routes';
import { registerV1Routes } from './routes';
import { adminRoutes } from './routes/admin';
import { adminRegistryRoutes } from './routes/admin-registry';
import { blobRoutes } from './routes/blobs';
import { portalRoutes } from './routes/portal';

export const BODY_LIMIT_BYTES = 64 * 1024;

export interface AppOptions {
  admin: boolean;
  logger: boolean;
}

function sendFailure(req: FastifyRequest, reply: FastifyReply, failure: ApiFailure): void {
  reply
    .code(failure.status)
    .headers({ ...failure.headers, 'X-Request-ID': req.id })
    .send({ error: { ...failure.extras, code: failure.code, message: failure.message }, meta: { requestId: req.id } });
}

function toFailure(error: FastifyError | Error): ApiFailure {
  if (error instanceof ApiFailure) return error;
  const code = (error as FastifyError).code;
  const status = (error as FastifyError).statusCode;
  if (code === 'FST_ERR_CTP_BODY_TOO_LARGE') return failWithStatus('BAD_REQUEST', 413, `Request body is larger than ${BODY_LIMIT_BYTES} bytes`);
  if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return failWithStatus('BAD_REQUEST', 415, 'Unsupported content type');
  if (typeof status === 'number' && status >= 400 && status < 500) return failWithStatus('BAD_REQUEST', status, error.message);
  return new ApiFailure('INTERNAL_ERROR', 'The emulator failed to handle the request', 500);
}

/** Path patterns by method, to answer 405 with Allow instead of 404 for a known path. */
class RouteTable {
  private readonly routes: Array<{ method: string; pattern: RegExp }> = [];
  add(methods: string | string[], url: string): void {
    const source = url.replace(/[.+?^$()|[\]\\]/g, '\\$&').replace(/:[A-Za-z_]+/g, '[^/]+').replace(/\*/g, '.*');
    for (const method of Array.isArray(methods) ? methods : [methods]) this.routes.push({ method, pattern: new RegExp(`^${source}$`) });
  }
  allowed(path: string): string[] {
    return [...new Set(this.routes.filter((r) => r.pattern.test(path)).map((r) => r.method))];
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function buildApp(ctx: EmulatorContext, options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ? { level: 'info', stream: process.stderr } : false,
    bodyLimit: BODY_LIMIT_BYTES,
    genReqId: () => `req_${randomBytes(10).toString('hex')}`,
    frameworkErrors: (error, req, reply) => sendFailure(req, reply, failWithStatus('BAD_REQUEST', 400, error.message)),
  });
  app.decorateRequest('caller', null);
  app.decorateRequest('usageEndpoint', null);
  app.decorateRequest('usageRecorded', false);
  app.decorateRequest('chargedPaisa', 0);
  const routes = new RouteTable();
  app.addHook('onRoute', (route) => {
    routes.add(route.method, route.url);
    for (const method of Array.isArray(route.method) ? route.method : [route.method]) ctx.routes.push({ method, url: route.url });
  });

  // "No body" POSTs often still say application/json: an empty body is no body, not an error.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(failWithStatus('BAD_REQUEST', 400, 'Request body is not valid JSON'), undefined);
    }
  });
  // Other bodies are read (so limits apply) and ignored: no endpoint takes anything but JSON.
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, _body, done) => done(null, undefined));

  app.addHook('onRequest', async (req, reply) => {
    reply.header('X-Request-ID', req.id);
    const path = req.url.split('?')[0] ?? '';
    if (path.startsWith('/admin/')) return;
    const { latencyMs } = ctx.faults.get();
    if (latencyMs > 0) await sleep(latencyMs);
    if (ctx.faults.takeFailure(path)) throw fail('SERVICE_UNAVAILABLE', 'Injected failure (failNextRequests): safe to retry');
  });

  app.addHook('onSend', async (req, _reply, payload) => {
    // The client's "timeout after a paid POST" case: the call ran and was charged, the answer is lost.
    if (req.method === 'POST' && req.chargedPaisa > 0 && ctx.faults.takeDrop(req.url.split('?')[0] ?? '')) req.raw.socket?.destroy();
    return payload;
  });

  app.addHook('onResponse', async (req, reply) => {
    if (req.usageEndpoint === null || req.usageRecorded || req.caller === null || reply.statusCode >= 400) return;
    ctx.state.recordUsage({ accountId: req.caller.account.id, endpoint: req.usageEndpoint, spendPaisa: 0, at: ctx.clock.now() });
  });

  app.setErrorHandler((error: FastifyError, req, reply) => {
    const failure = toFailure(error);
    if (failure.status >= 500 && failure.code === 'INTERNAL_ERROR') req.log.error({ err: error }, 'unhandled error');
    sendFailure(req, reply, failure);
  });

  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0] ?? '';
    const allowed = routes.allowed(path);
    if (allowed.length > 0) {
      reply.header('Allow', allowed.join(', '));
      return sendFailure(req, reply, fail('METHOD_NOT_ALLOWED', `${req.method} is not allowed on ${path}; use ${allowed.join(', ')}`));
    }
    sendFailure(req, reply, fail('NOT_FOUND', `No such endpoint: ${req.method} ${path}`));
  });

  await app.register(async (v1) => {
    v1.addHook('onRequest', async (req) => authenticate(ctx, req));
    registerV1Routes(v1, ctx);
  });
  blobRoutes(app, ctx);
  portalRoutes(app, ctx);
  if (options.admin) {
    adminRoutes(app, ctx);
    adminRegistryRoutes(app, ctx);
  }

  // MCP connector plug point (owned by emulator/mcp): `await registerMcpRoutes(app, ctx);` goes here.
  await registerMcpRoutes(app, ctx);

  return app;
}
