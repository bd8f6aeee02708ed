/**
 * The OpenAPI 3.0.3 description the spec's Versioning section names, generated (never written by
 * hand) from two sources: the emulator's route catalogue (what the server really registers) and the
 * shared endpoint catalogue with its zod schemas (shared/api/endpoints.ts). zod 4 converts each
 * schema (`z.toJSONSchema`, target `openapi-3.0`: `nullable`, `enum` for literals); the input side
 * is used, since a response is what arrives on the wire before the client normalises it.
 */
import { z } from 'zod';
import { type EndpointDef, ENDPOINTS, endpointErrors, type EndpointId } from '../../shared/api/endpoints';
import { apiErrorBodySchema, ERROR_CODES } from '../../shared/api/errors';
import { pathParamNames, toRoutePattern } from '../../shared/api/paths';

export interface RouteRecord {
  method: string;
  url: string;
}

type Json = Record<string, unknown>;

export const OPENAPI_VERSION = '3.0.3';
export const API_VERSION = '1.0';

/** A branch that accepts null alone, in 3.0.3 terms (3.0 has no null type; `nullable` needs a `type`). */
const NULL_ONLY: Json = { type: 'string', nullable: true, enum: [null] };

/**
 * Where zod's openapi-3.0 output still differs from what 3.0.3 allows: `nullable` only counts next to a
 * `type`, so a nullable union gains a null-only branch, and a nullable schema with neither (anything)
 * drops the keyword.
 */
function to303(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(to303);
  if (typeof node !== 'object' || node === null) return node;
  const out: Json = {};
  for (const [k, v] of Object.entries(node)) out[k] = to303(v);
  if (out.nullable === true && out.type === undefined) {
    delete out.nullable;
    const union = Array.isArray(out.anyOf) ? 'anyOf' : Array.isArray(out.oneOf) ? 'oneOf' : null;
    if (union) out[union] = [...(out[union] as unknown[]), NULL_ONLY];
  }
  return out;
}

function schemaOf(schema: z.ZodType): Json {
  const out = to303(z.toJSONSchema(schema, { target: 'openapi-3.0', io: 'input', unrepresentable: 'any' })) as Json;
  delete out.$schema;
  return out;
}

const pascal = (id: string) => id.replace(/(^|[.\-_])(\w)/g, (_, _sep: string, c: string) => c.toUpperCase());

/** The endpoint a registered route serves, by method and path pattern. */
export function endpointFor(route: RouteRecord): [EndpointId, EndpointDef] | undefined {
  return (Object.entries(ENDPOINTS) as Array<[EndpointId, EndpointDef]>).find(([, def]) => def.method === route.method && toRoutePattern(def.path) === route.url);
}

function queryParameters(def: EndpointDef): Json[] {
  if (!def.querySchema) return [];
  const schema = schemaOf(def.querySchema) as { properties?: Record<string, Json>; required?: string[] };
  return Object.entries(schema.properties ?? {}).map(([name, s]) => ({ name, in: 'query', required: schema.required?.includes(name) ?? false, schema: s }));
}

function errorResponses(id: EndpointId): Record<string, Json> {
  const byStatus = new Map<number, string[]>();
  for (const code of endpointErrors(id)) {
    const status = ERROR_CODES[code].status;
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  const out: Record<string, Json> = {};
  for (const [status, codes] of [...byStatus].sort((a, b) => a[0] - b[0])) {
    out[String(status)] = { description: codes.join(', '), content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } } };
  }
  return out;
}

function operation(id: EndpointId, def: EndpointDef, components: Record<string, Json>): Json {
  const name = pascal(id);
  components[`${name}Data`] = schemaOf(def.dataSchema);
  components[`${name}Meta`] = schemaOf(def.metaSchema);
  const envelope = { type: 'object', required: ['data', 'meta'], properties: { data: { $ref: `#/components/schemas/${name}Data` }, meta: { $ref: `#/components/schemas/${name}Meta` } } };
  const pdf = { 'application/pdf': { schema: { type: 'string', format: 'binary' } } };
  const content = def.response === 'pdf' ? pdf : def.response === 'pdf-or-json' ? { ...pdf, 'application/json': { schema: envelope } } : { 'application/json': { schema: envelope } };
  const responses: Record<string, Json> = {};
  for (const status of def.successStatus) responses[String(status)] = { description: def.response === 'json' ? 'Success envelope' : 'The document, or the envelope', content };
  const op: Json = {
    operationId: id,
    summary: def.key === null ? `${id} (free)` : `${id} (billed at ${def.key}, default ${def.defaultPricePaisa} paisa)`,
    'x-billing-key': def.key,
    'x-default-price-paisa': def.defaultPricePaisa,
    parameters: [
      ...pathParamNames(def.path).map((n) => ({ name: n, in: 'path', required: true, schema: { type: 'string' } })),
      ...queryParameters(def),
    ],
    responses: { ...responses, ...errorResponses(id) },
    security: [{ ApiKey: [] }],
  };
  if (def.bodySchema) op.requestBody = { required: true, content: { 'application/json': { schema: schemaOf(def.bodySchema) } } };
  return op;
}

/** The zip archives behind `zipFiles[].blob_url`: storage addresses, no key, Range honoured. */
function blobOperation(): Json {
  const xml = { 'application/xml': { schema: { type: 'string' } } };
  return {
    operationId: 'blobs.zip',
    summary: 'A batch zip of a document job (the address comes from the unlock status; not billed)',
    parameters: [
      { name: 'jobId', in: 'path', required: true, schema: { type: 'string' } },
      { name: 'file', in: 'path', required: true, schema: { type: 'string', pattern: '^batch_\\d+\\.zip$' } },
      { name: 'Range', in: 'header', required: false, schema: { type: 'string', example: 'bytes=1048576-' } },
    ],
    responses: {
      200: { description: 'The whole archive', content: { 'application/zip': { schema: { type: 'string', format: 'binary' } } } },
      206: { description: 'The requested byte range (Content-Range)', content: { 'application/zip': { schema: { type: 'string', format: 'binary' } } } },
      403: { description: 'An expired or used-up signed address', content: xml },
      404: { description: 'No such archive, not ready yet, or an expired address', content: { ...xml, 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } } },
      416: { description: 'A range starting past the end', content: xml },
    },
    security: [],
  };
}

/** OpenAPI paths use `{name}`; the route catalogue uses fastify's `:name`. */
const templateOf = (url: string) => url.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');

/**
 * The public description: every `/v1` route and the blob route the server registers, each with the
 * schemas of its endpoint. A registered `/v1` route the catalogue lacks is a defect: it throws.
 */
export function buildOpenApi(routes: readonly RouteRecord[], serverUrl: string): Json {
  const components: Record<string, Json> = { ErrorEnvelope: schemaOf(apiErrorBodySchema) };
  const paths: Record<string, Record<string, Json>> = {};
  for (const route of routes) {
    if (route.method === 'HEAD') continue;
    const template = templateOf(route.url);
    if (route.url.startsWith('/v1/')) {
      const found = endpointFor(route);
      if (!found) throw new Error(`route ${route.method} ${route.url} is registered but not in the endpoint catalogue`);
      paths[template] ??= {};
      paths[template][route.method.toLowerCase()] = operation(found[0], found[1], components);
    } else if (route.url.startsWith('/blobs/')) {
      paths[template] = { get: blobOperation() };
    }
  }
  const sorted = Object.fromEntries(Object.entries(paths).sort(([a], [b]) => (a < b ? -1 : 1)));
  return {
    openapi: OPENAPI_VERSION,
    info: {
      title: 'Company Registry Data API',
      version: API_VERSION,
      description: 'Companies, LLPs, foreign companies and directors of the Indian corporate registry (MCA): register reads, filed PDFs and extracted data, billed per call against a prepaid wallet in paisa. Generated by the emulator from its routes and the shared zod schemas.',
    },
    servers: [{ url: serverUrl }],
    paths: sorted,
    components: { schemas: components, securitySchemes: { ApiKey: { type: 'apiKey', in: 'header', name: 'x-api-key' } } },
  };
}
