/**
 * The machinery every endpoint method shares: options and defaults, the key's pacer, and one
 * generic JSON call built from the endpoint catalogue (shared/api/endpoints.ts), so a path,
 * method, billing key or schema is never written twice.
 */
import type { z } from 'zod';
import { ENDPOINTS, type EndpointDataOf, type EndpointDef, type EndpointId, type EndpointMetaOf } from '../../../shared/api/endpoints';
import { buildPath } from '../../../shared/api/paths';
import { type BackoffOptions, DEFAULT_BACKOFF } from './backoff';
import { InvalidInputError } from './errors';
import { type CallOptions, type ExchangeContext, exchange } from './exchange';
import { type KeyKind, keyIdOf, keyKindOf, maskKey } from './mask';
import { KeyPacer, pacingIntervalMs } from './pacer';
import { createMemoryPacingStore, type PacingStore } from './pacing-store';
import { type ApiResponse, apiErrorFrom, isSuccess, jsonResponse, type ReplyContext } from './response';
import type { HttpReply, QueryValue } from './transport';

export interface ApiClientOptions {
  baseUrl: string;
  apiKey: string;
  /** Requests per minute per key kind; the client uses 96.5% of them. Default 60 live, 30 test. */
  limits?: { livePerMinute: number; testPerMinute: number };
  /** Per request, headers and body. Default 30 s (the director contact cold path polls ~10 s). */
  timeoutMs?: number;
  /** Where the next send time per key survives a restart. Default: in memory. */
  pacingStore?: PacingStore;
  /** Attempts (including the first) for safe calls failing with 503 or no answer. Default 4. */
  maxAttempts?: number;
  /** How many 429s one call survives before it gives up with RATE_LIMITED. Default 10. */
  maxRateLimitRetries?: number;
  fetch?: typeof fetch;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
}

export const DEFAULT_LIMITS = { livePerMinute: 60, testPerMinute: 30 };
export const DEFAULT_TIMEOUT_MS = 30_000;

export interface JsonCall {
  params?: Record<string, string>;
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** What the call is about, for the spend ledger (company id, DIN, query). */
  subject: string;
  /** Replaces the catalogue's data schema when it depends on a path value (`{formType}`). */
  dataSchema?: z.ZodType;
  /** Hand a binary answer over as a stream (a PDF download), not read whole into memory. */
  streamBinary?: boolean;
}

export interface EndpointCaller {
  readonly keyKind: KeyKind;
  readonly keyId: string;
  readonly maskedKey: string;
  readonly pacer: KeyPacer;
  now(): number;
  currentYear(): number;
  json<Id extends EndpointId>(id: Id, call: JsonCall, options?: CallOptions): Promise<ApiResponse<EndpointDataOf<Id>, EndpointMetaOf<Id>>>;
  /** The reply as it came (after pacing and retries), for binary answers. */
  raw(id: EndpointId, call: JsonCall, options?: CallOptions): Promise<{ reply: HttpReply; context: ReplyContext }>;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function checkedKey(apiKey: string): KeyKind {
  if (apiKey === '') throw new InvalidInputError('MISSING_API_KEY', 'No API key is set: add one in Settings', 'apiKey');
  const kind = keyKindOf(apiKey);
  if (kind === null) throw new InvalidInputError('INVALID_API_KEY', 'An API key starts with svc_live_ or svc_test_', 'apiKey');
  return kind;
}

export function createEndpointCaller(opts: ApiClientOptions): EndpointCaller {
  const { apiKey } = opts;
  const keyKind = checkedKey(apiKey);
  const keyId = keyIdOf(apiKey);
  const limits = opts.limits ?? DEFAULT_LIMITS;
  const now = opts.now ?? Date.now;
  const sleep = opts.sleep ?? realSleep;
  const backoff: BackoffOptions = { ...DEFAULT_BACKOFF, maxAttempts: opts.maxAttempts ?? DEFAULT_BACKOFF.maxAttempts };
  const pacer = new KeyPacer({
    keyId,
    intervalMs: pacingIntervalMs(keyKind === 'live' ? limits.livePerMinute : limits.testPerMinute),
    store: opts.pacingStore ?? createMemoryPacingStore(),
    now,
    sleep,
  });
  const exchangeContext: ExchangeContext = {
    transport: { baseUrl: opts.baseUrl, apiKey, timeoutMs: opts.timeoutMs ?? DEFAULT_TIMEOUT_MS, fetch: opts.fetch ?? globalThis.fetch },
    pacer,
    backoff,
    maxRateLimitRetries: opts.maxRateLimitRetries ?? 10,
    sleep,
    random: opts.random ?? Math.random,
  };

  async function raw(id: EndpointId, call: JsonCall, options?: CallOptions) {
    const def: EndpointDef = ENDPOINTS[id];
    const path = buildPath(def.path, (call.params ?? {}) as never);
    const request = { method: def.method, path, query: call.query, body: call.body, streamBinary: call.streamBinary };
    // Only GETs are repeated after a 503 or a lost answer: a POST or PUT may have done its work.
    const reply = await exchange(exchangeContext, request, def.method === 'GET', options);
    const context: ReplyContext = { endpointKey: def.key, label: id, subject: call.subject, apiKey };
    return { reply, context };
  }

  return {
    keyKind,
    keyId,
    maskedKey: maskKey(apiKey),
    pacer,
    now,
    currentYear: () => new Date(now()).getUTCFullYear(),
    raw,
    async json(id, call, options) {
      const { reply, context } = await raw(id, call, options);
      if (!isSuccess(reply)) throw apiErrorFrom(context, reply);
      const def: EndpointDef = ENDPOINTS[id];
      return jsonResponse(context, reply, call.dataSchema ?? def.dataSchema, def.metaSchema) as never;
    },
  };
}
