// The assistant connector over MCP Streamable HTTP at `/mcp` and `/mcp/k/<API_KEY>` (spec,
// "Assistant connector" and Authentication rule 7). Every HTTP request gets its own MCP server
// and stateless transport bound to the caller's key; the tools reach the REST routes in-process.
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { callerKey } from './caller-key';
import { createConnectorServer } from './connector-server';
import { injectCaller } from './rest-call';
import { INLINE_PDF_LIMIT_BYTES, keyKindOf } from './tool-kit';

/**
 * What the connector needs from the emulator: its keys (to refuse a missing, unknown or revoked
 * key with 401 before any MCP work) and its clock (the year checks of rule 3). Structural, so the
 * EmulatorContext passes as is.
 */
export interface ConnectorHost {
  keys: ReadonlyMap<string, { revoked: boolean; kind: 'live' | 'test' }>;
  clock: { now(): number };
}

export interface McpRouteOptions {
  /** Largest PDF returned inline; the spec's 10 MB by default. */
  inlineLimitBytes?: number;
}

type KeyRefusal = { code: 'MISSING_API_KEY' | 'INVALID_API_KEY' | 'API_KEY_REVOKED'; message: string };

/**
 * The three 401s of the API, with the API's own codes. Checked here rather than through a REST
 * call: every /v1 call takes a slot of the per-key rate limit, and the MCP handshake alone is
 * several HTTP requests, so only tool calls may count, exactly as the REST calls they make.
 */
export function keyRefusal(host: ConnectorHost, key: string | undefined): KeyRefusal | null {
  if (key === undefined) {
    return { code: 'MISSING_API_KEY', message: 'Send your API key as Authorization: Bearer <key>, x-api-key, or in the address /mcp/k/<key>' };
  }
  const known = host.keys.get(key);
  if (known === undefined) return { code: 'INVALID_API_KEY', message: 'The API key is not recognised' };
  if (known.revoked) return { code: 'API_KEY_REVOKED', message: 'The API key was revoked' };
  return null;
}

/** Answers a refused key with 401 in the API's error envelope; false when the key is accepted. */
function refusedKey(host: ConnectorHost, key: string | undefined, request: FastifyRequest, reply: FastifyReply): boolean {
  const refusal = keyRefusal(host, key);
  if (refusal === null) return false;
  reply
    .code(401)
    .header('x-request-id', request.id)
    .header('www-authenticate', `Bearer realm="company-registry", error="invalid_token", error_description="${refusal.code}"`)
    .type('application/json; charset=utf-8')
    .send({ error: refusal, meta: { requestId: request.id } });
  return true;
}

function keyOf(request: FastifyRequest): string | undefined {
  const params = request.params as { key?: string } | undefined;
  return callerKey({
    pathKey: params?.key,
    authorization: request.headers.authorization,
    apiKeyHeader: request.headers['x-api-key'],
  });
}

function jsonRpcError(reply: FastifyReply, status: number, code: number, message: string): void {
  reply.code(status).type('application/json').send({ jsonrpc: '2.0', error: { code, message }, id: null });
}

export async function registerMcpRoutes(app: FastifyInstance, host: ConnectorHost, options: McpRouteOptions = {}): Promise<void> {
  const currentYear = () => new Date(host.clock.now()).getUTCFullYear();
  const inlineLimitBytes = options.inlineLimitBytes ?? INLINE_PDF_LIMIT_BYTES;

  const handlePost = async (request: FastifyRequest, reply: FastifyReply) => {
    const key = keyOf(request);
    // refusedKey answers a missing key too; the second test only narrows the type.
    if (refusedKey(host, key, request, reply) || key === undefined) return reply;
    const server = createConnectorServer({ rest: injectCaller(app, key), keyKind: host.keys.get(key)?.kind ?? keyKindOf(key), currentYear, inlineLimitBytes });
    // Stateless: no session id, and plain JSON answers since no tool streams progress.
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    reply.hijack();
    reply.raw.on('close', () => {
      void transport.close();
      void server.close();
    });
    try {
      await server.connect(transport);
      await transport.handleRequest(request.raw, reply.raw, request.body);
    } catch (error) {
      request.log.error({ err: error }, 'MCP request failed');
      if (!reply.raw.headersSent) {
        reply.raw.writeHead(500, { 'content-type': 'application/json' });
        reply.raw.end(JSON.stringify({ jsonrpc: '2.0', error: { code: -32603, message: 'Internal server error' }, id: null }));
      }
    }
    return reply;
  };

  // A stateless connector has no server-initiated stream to open (GET) and no session to end (DELETE).
  const refuseMethod = async (request: FastifyRequest, reply: FastifyReply) => {
    if (refusedKey(host, keyOf(request), request, reply)) return reply;
    reply.header('allow', 'POST');
    jsonRpcError(reply, 405, -32000, 'Method not allowed: this connector is stateless; send JSON-RPC messages with POST.');
    return reply;
  };

  for (const url of ['/mcp', '/mcp/k/:key']) {
    app.post(url, handlePost);
    app.get(url, refuseMethod);
    app.delete(url, refuseMethod);
  }
}
