// Every connector tool is an ordinary REST call made with the caller's key (spec, "Assistant
// connector"). Calling the routes in-process through Fastify's inject keeps billing, usage, the
// sandbox rules and the rate limit exactly those of the REST API: the tool layer never touches the
// server's state itself.
import type { FastifyInstance } from 'fastify';

export type HttpMethod = 'GET' | 'POST';

export interface RestRequest {
  method: HttpMethod;
  /** Path under the base address, segments already encoded (see `pathOf`). */
  path: string;
  query?: Record<string, string | number | undefined>;
}

export interface RestResponse {
  status: number;
  headers: Record<string, string | undefined>;
  contentType: string;
  body: Uint8Array;
  /** Parsed body when the response is JSON, otherwise undefined. */
  json: unknown;
}

export type RestCaller = (request: RestRequest) => Promise<RestResponse>;

/** Joins path segments, encoding each one so a caller's identifier can never add a path level. */
export function pathOf(...segments: string[]): string {
  return `/${segments.map((s) => encodeURIComponent(s)).join('/')}`;
}

export function urlOf(request: RestRequest): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(request.query ?? {})) {
    if (value !== undefined) params.set(name, String(value));
  }
  const query = params.toString();
  return query === '' ? request.path : `${request.path}?${query}`;
}

function headerText(value: string | string[] | number | undefined): string | undefined {
  if (value === undefined) return undefined;
  return Array.isArray(value) ? value.join(', ') : String(value);
}

function parseJson(contentType: string, body: Uint8Array): unknown {
  if (!contentType.includes('json')) return undefined;
  try {
    return JSON.parse(new TextDecoder().decode(body));
  } catch {
    return undefined;
  }
}

/**
 * A caller bound to one API key that reaches the REST routes of `app` without a socket. Without a
 * key it sends none, so the API itself answers MISSING_API_KEY.
 */
export function injectCaller(app: FastifyInstance, apiKey: string | undefined): RestCaller {
  return async (request) => {
    const response = await app.inject({
      method: request.method,
      url: urlOf(request),
      headers: apiKey === undefined ? {} : { 'x-api-key': apiKey },
    });
    const headers: Record<string, string | undefined> = {};
    for (const [name, value] of Object.entries(response.headers)) headers[name.toLowerCase()] = headerText(value);
    const contentType = headers['content-type'] ?? '';
    const body = new Uint8Array(response.rawPayload);
    return { status: response.statusCode, headers, contentType, body, json: parseJson(contentType, body) };
  };
}
