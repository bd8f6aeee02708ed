/**
 * One HTTP exchange with the registry: builds the URL, sends the key in `x-api-key`, enforces the
 * timeout over headers and body, and turns fetch's failures into NetworkError / TimeoutError.
 * Redirects are never followed by fetch (its default would carry the key to any address): one to
 * the same origin is followed here, a few hops at most; any other is refused, naming both ends.
 * It knows nothing of envelopes, schemas, pacing or retries.
 */
import { NetworkError, RedirectRefusedError, TimeoutError } from './errors';

export type QueryValue = string | number | boolean | undefined;

export interface HttpRequest {
  method: 'GET' | 'POST' | 'PUT';
  /** Path under the base URL with identifiers already encoded, e.g. `/v1/companies/U72200KA2009PTC049889`. */
  path: string;
  query?: Record<string, QueryValue>;
  /** Sent as JSON. */
  body?: unknown;
  /**
   * A binary answer (a PDF) is handed over as a stream instead of being read whole: the caller
   * writes it to disk as it arrives and can stop it early. The timeout then applies to each wait
   * for the next piece, and ends when the stream is read to the end or cancelled.
   */
  streamBinary?: boolean;
}

export type ReplyBody =
  | { kind: 'json'; value: unknown }
  | { kind: 'bad-json'; text: string }
  | { kind: 'bytes'; bytes: Uint8Array }
  | { kind: 'stream'; stream: BodyStream };

/** A binary body being received (see HttpRequest.streamBinary). */
export interface BodyStream {
  /** Content-Length when the answer declared one. */
  contentLength: number | null;
  /** The pieces as they arrive; leaving the loop early closes the connection. */
  chunks: AsyncIterable<Uint8Array>;
  /** Stops receiving and closes the connection. */
  cancel(): void;
}

export interface HttpReply {
  status: number;
  contentType: string;
  /** `X-Request-ID` header; the envelope's meta.requestId is preferred when present. */
  requestId: string | null;
  /** `Retry-After` in seconds when the header is a number of seconds. */
  retryAfterSeconds: number | null;
  body: ReplyBody;
  /** Billing of a binary answer (a PDF has no envelope): `X-Price-Charged-Paisa`, `X-Wallet-Balance-After-Paisa`. */
  headerBilling: { priceChargedPaisa: number | null; walletBalanceAfterPaisa: number | null };
}

export interface TransportOptions {
  baseUrl: string;
  apiKey: string;
  timeoutMs: number;
  fetch: typeof fetch;
}

/** Connection-level failures that happen before a request can have reached the service. */
const NOT_SENT_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ENETUNREACH', 'EHOSTUNREACH', 'UND_ERR_CONNECT_TIMEOUT']);

export function buildUrl(baseUrl: string, path: string, query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) params.set(name, String(value));
  }
  const search = params.toString();
  return `${baseUrl.replace(/\/+$/, '')}${path}${search ? `?${search}` : ''}`;
}

function headerInt(value: string | null): number | null {
  return value !== null && /^-?\d+$/.test(value.trim()) ? Number(value) : null;
}

export function parseRetryAfter(header: string | null): number | null {
  if (header === null || !/^\s*\d+(\.\d+)?\s*$/.test(header)) return null;
  return Number(header);
}

function systemCode(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

function hostOf(baseUrl: string): string {
  try {
    return new URL(baseUrl).host;
  } catch {
    return 'the registry';
  }
}

interface Timer {
  restart(): void;
  stop(): void;
  timedOut: boolean;
}

/** A body handed over as it arrives; every failure is a NetworkError or a TimeoutError like a buffered one. */
function bodyStream(response: Response, controller: AbortController, timer: Timer, fail: (error: unknown) => Error): BodyStream {
  const reader = response.body!.getReader();
  let finished = false;
  const end = () => {
    if (finished) return;
    finished = true;
    timer.stop();
    controller.abort();
  };
  async function* chunks(): AsyncGenerator<Uint8Array> {
    try {
      for (;;) {
        let piece: Awaited<ReturnType<typeof reader.read>>;
        try {
          piece = await reader.read();
        } catch (error) {
          throw fail(error);
        }
        if (piece.done) return;
        timer.restart();
        yield piece.value;
      }
    } finally {
      end();
    }
  }
  const length = response.headers.get('content-length');
  return { contentLength: length !== null && /^\d+$/.test(length.trim()) ? Number(length) : null, chunks: chunks(), cancel: end };
}

async function readBody(response: Response, stream: { controller: AbortController; timer: Timer; fail: (error: unknown) => Error } | null): Promise<ReplyBody> {
  const contentType = response.headers.get('content-type') ?? '';
  if (stream && response.ok && response.body && !/\bjson\b/i.test(contentType)) {
    return { kind: 'stream', stream: bodyStream(response, stream.controller, stream.timer, stream.fail) };
  }
  if (/\bjson\b/i.test(contentType)) {
    const text = await response.text();
    try {
      return { kind: 'json', value: JSON.parse(text) };
    } catch {
      return { kind: 'bad-json', text: text.slice(0, 200) };
    }
  }
  return { kind: 'bytes', bytes: new Uint8Array(await response.arrayBuffer()) };
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const MAX_SAME_ORIGIN_REDIRECTS = 3;

/** An address as it may be shown: no user or password, no query (it may carry search terms). */
function shown(url: URL): string {
  return `${url.origin}${url.pathname}`;
}

/**
 * Where a redirect may be followed, or the refusal naming both addresses. Same origin only, and a
 * request with a body only when the status keeps method and body (307, 308).
 */
function redirectTarget(from: URL, status: number, location: string | null, method: HttpRequest['method'], hops: number): URL {
  let to: URL | null = null;
  try {
    to = location ? new URL(location, from) : null;
  } catch {
    to = null;
  }
  const where = `${method} ${shown(from)}`;
  if (!to) throw new RedirectRefusedError(`The registry answered ${where} with a redirect (${status}) without a usable address; the call was not completed.`, shown(from), null, status);
  if (to.origin !== from.origin) {
    throw new RedirectRefusedError(
      `The registry answered ${where} with a redirect (${status}) to ${shown(to)}, another address. Dossier does not send the API key there, so the call was not completed.`,
      shown(from),
      shown(to),
      status,
    );
  }
  if (hops >= MAX_SAME_ORIGIN_REDIRECTS || (method !== 'GET' && status !== 307 && status !== 308)) {
    throw new RedirectRefusedError(
      `The registry answered ${where} with a redirect (${status}) to ${shown(to)} that Dossier does not follow (${hops >= MAX_SAME_ORIGIN_REDIRECTS ? 'too many redirects' : `a ${method} would not be repeated as sent`}).`,
      shown(from),
      shown(to),
      status,
    );
  }
  return to;
}

/** Sends the request, following same-origin redirects only; the response is not a redirect. */
async function fetchWithoutForeignRedirects(options: TransportOptions, request: HttpRequest, signal: AbortSignal): Promise<Response> {
  let url = new URL(buildUrl(options.baseUrl, request.path, request.query));
  for (let hops = 0; ; hops++) {
    const response = await options.fetch(url.toString(), {
      method: request.method,
      headers: {
        'x-api-key': options.apiKey,
        accept: 'application/json, application/pdf',
        ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      redirect: 'manual',
      signal,
    });
    if (!REDIRECT_STATUSES.has(response.status)) return response;
    await response.body?.cancel().catch(() => {});
    url = redirectTarget(url, response.status, response.headers.get('location'), request.method, hops);
  }
}

export async function sendHttp(options: TransportOptions, request: HttpRequest): Promise<HttpReply> {
  const controller = new AbortController();
  const where = `${request.method} ${request.path}`;
  let handle: ReturnType<typeof setTimeout> | null = null;
  const timer: Timer = {
    timedOut: false,
    restart() {
      if (handle !== null) clearTimeout(handle);
      handle = setTimeout(() => {
        timer.timedOut = true;
        controller.abort();
      }, options.timeoutMs);
    },
    stop() {
      if (handle !== null) clearTimeout(handle);
      handle = null;
    },
  };
  const fail = (error: unknown): Error => {
    if (timer.timedOut) return new TimeoutError(`${where} got no complete answer within ${options.timeoutMs} ms`, options.timeoutMs);
    const code = systemCode(error);
    const sent = code === null || !NOT_SENT_CODES.has(code);
    return new NetworkError(`${where}: could not talk to ${hostOf(options.baseUrl)}${code ? ` (${code})` : ''}`, code, sent);
  };
  timer.restart();
  let streaming = false;
  try {
    const response = await fetchWithoutForeignRedirects(options, request, controller.signal);
    const body = await readBody(response, request.streamBinary ? { controller, timer, fail } : null);
    // A streamed body keeps the timer until it is read or cancelled.
    streaming = body.kind === 'stream';
    return {
      status: response.status,
      contentType: response.headers.get('content-type') ?? '',
      requestId: response.headers.get('x-request-id'),
      retryAfterSeconds: parseRetryAfter(response.headers.get('retry-after')),
      body,
      headerBilling: {
        priceChargedPaisa: headerInt(response.headers.get('x-price-charged-paisa')),
        walletBalanceAfterPaisa: headerInt(response.headers.get('x-wallet-balance-after-paisa')),
      },
    };
  } catch (error) {
    if (error instanceof RedirectRefusedError) throw error;
    throw fail(error);
  } finally {
    if (!streaming) timer.stop();
  }
}
