/**
 * Sends one logical call through the key's pacer, with the retry rules of the house:
 * - 429 (never charged): the whole key pauses for Retry-After, then the call goes again, on every
 *   method including paid POSTs, up to `maxRateLimitRetries` times.
 * - 503 and no-answer failures (network, timeout): retried with full-jitter backoff only when the
 *   call is safe (a GET). A paid POST is never repeated here; paid-calls.ts settles it instead.
 */
import { type BackoffOptions, fullJitterDelayMs } from './backoff';
import { NetworkError, TimeoutError } from './errors';
import type { KeyPacer, Priority } from './pacer';
import { type HttpReply, type HttpRequest, sendHttp, type TransportOptions } from './transport';

export interface CallOptions {
  /** Manual calls go ahead of queued background (mirror) calls. Default 'interactive'. */
  priority?: Priority;
  /** Cancels a call still waiting for its turn (a sent request is always awaited). */
  signal?: AbortSignal;
}

export interface ExchangeContext {
  transport: TransportOptions;
  pacer: KeyPacer;
  backoff: BackoffOptions;
  maxRateLimitRetries: number;
  sleep: (ms: number) => Promise<void>;
  random: () => number;
}

/** Used when a 429 carries no usable Retry-After. */
export const DEFAULT_RETRY_AFTER_SECONDS = 5;

export async function exchange(
  ctx: ExchangeContext,
  request: HttpRequest,
  safe: boolean,
  options: CallOptions = {},
): Promise<HttpReply> {
  const priority = options.priority ?? 'interactive';
  let failures = 0;
  let rateLimited = 0;
  let retrying = false;
  for (;;) {
    await ctx.pacer.acquire(priority, { front: retrying, signal: options.signal });
    retrying = true;
    let reply: HttpReply;
    try {
      reply = await sendHttp(ctx.transport, request);
    } catch (error) {
      const noAnswer = error instanceof NetworkError || error instanceof TimeoutError;
      if (safe && noAnswer && ++failures < ctx.backoff.maxAttempts) {
        await ctx.sleep(fullJitterDelayMs(failures, ctx.backoff, ctx.random));
        continue;
      }
      throw error;
    }
    if (reply.status === 429 && rateLimited < ctx.maxRateLimitRetries) {
      rateLimited += 1;
      ctx.pacer.pauseFor((reply.retryAfterSeconds ?? DEFAULT_RETRY_AFTER_SECONDS) * 1000);
      continue;
    }
    if (reply.status === 503 && safe && ++failures < ctx.backoff.maxAttempts) {
      await ctx.sleep(fullJitterDelayMs(failures, ctx.backoff, ctx.random));
      continue;
    }
    return reply;
  }
}
