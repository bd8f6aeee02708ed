/**
 * Turns one HTTP reply into a validated ApiResponse or a typed error. A 2xx body is validated
 * whole (data with the endpoint's schema, meta with its meta schema); anything that fails is a
 * ResponseValidationError and nothing of it is passed on. Error envelopes become ApiError, with
 * everything the service sent passed through redactKey first.
 */
import type { z } from 'zod';
import { describeZodError } from '../../../shared/api/describe';
import { errorEnvelope, successEnvelope } from '../../../shared/api/envelope';
import { apiErrorSchema } from '../../../shared/api/errors';
import type { EndpointKey } from '../../../shared/api/prices';
import { ApiError, type ChargeSeen, ResponseValidationError } from './errors';
import { redactKey } from './mask';
import type { HttpReply } from './transport';

/** What a billed call cost, for the spend ledger row the caller writes with the data. */
export interface Billing {
  endpointKey: EndpointKey;
  /** What the call was about: a company id, DIN, `cin/filingId`, or a search query. */
  subject: string;
  priceChargedPaisa: number;
  walletBalanceAfterPaisa: number;
  requestId: string;
}

export interface ApiResponse<T, M = Record<string, unknown>> {
  data: T;
  meta: M;
  requestId: string;
  status: number;
  /** Null on free calls and on test keys (no billing fields in meta). */
  billing: Billing | null;
}

export interface ReplyContext {
  endpointKey: EndpointKey | null;
  /** The endpoint id, for messages. */
  label: string;
  subject: string;
  apiKey: string;
}

const errorBody = errorEnvelope(apiErrorSchema);

const intOrNull = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) ? v : null);

/** The charge a reply reports, read field by field so it survives a body that fails validation. */
export function chargeSeen(reply: HttpReply): ChargeSeen {
  const body = reply.body.kind === 'json' ? reply.body.value : null;
  const meta = body && typeof body === 'object' ? (body as { meta?: unknown }).meta : null;
  const m = meta && typeof meta === 'object' ? (meta as Record<string, unknown>) : {};
  return {
    requestId: typeof m.requestId === 'string' ? m.requestId : reply.requestId,
    priceChargedPaisa: intOrNull(m.priceChargedPaisa),
    walletBalanceAfterPaisa: intOrNull(m.walletBalanceAfterPaisa),
  };
}

export function isSuccess(reply: HttpReply): boolean {
  return reply.status >= 200 && reply.status < 300;
}

export function invalidReply(ctx: ReplyContext, reply: HttpReply, issues: string): ResponseValidationError {
  return new ResponseValidationError(redactKey(issues, ctx.apiKey), ctx.label, reply.status, chargeSeen(reply));
}

/** An ApiError from a non-2xx reply: from its error envelope, or a generic one when it has none. */
export function apiErrorFrom(ctx: ReplyContext, reply: HttpReply): ApiError {
  const parsed = reply.body.kind === 'json' ? errorBody.safeParse(reply.body.value) : null;
  if (parsed?.success) {
    const { code, message, ...extras } = parsed.data.error as { code: string; message: string } & Record<string, unknown>;
    const requestId = parsed.data.meta?.requestId ?? reply.requestId;
    return new ApiError(
      code,
      redactKey(message, ctx.apiKey),
      reply.status,
      redactKey(extras, ctx.apiKey),
      requestId,
      reply.retryAfterSeconds,
    );
  }
  const why = parsed ? describeZodError(parsed.error) : `a ${reply.contentType || 'body without content type'}`;
  return new ApiError(
    `HTTP_${reply.status}`,
    redactKey(`${ctx.label} failed with HTTP ${reply.status} and no readable error (${why})`, ctx.apiKey),
    reply.status,
    {},
    reply.requestId,
    reply.retryAfterSeconds,
  );
}

export function billingFrom(ctx: ReplyContext, meta: Record<string, unknown>, requestId: string): Billing | null {
  const price = intOrNull(meta.priceChargedPaisa);
  const after = intOrNull(meta.walletBalanceAfterPaisa);
  if (ctx.endpointKey === null || price === null || after === null) return null;
  return { endpointKey: ctx.endpointKey, subject: ctx.subject, priceChargedPaisa: price, walletBalanceAfterPaisa: after, requestId };
}

/** Validates a 2xx JSON reply into an ApiResponse; throws ResponseValidationError otherwise. */
export function jsonResponse<D extends z.ZodType, M extends z.ZodType>(
  ctx: ReplyContext,
  reply: HttpReply,
  dataSchema: D,
  metaSchema: M,
): ApiResponse<z.output<D>, z.output<M>> {
  if (reply.body.kind !== 'json') {
    const what = reply.body.kind === 'bad-json' ? 'malformed JSON' : `non-JSON content (${reply.contentType || 'no content type'})`;
    throw invalidReply(ctx, reply, `(root): expected a JSON envelope, got ${what}`);
  }
  const parsed = successEnvelope(dataSchema, metaSchema).safeParse(reply.body.value);
  if (!parsed.success) throw invalidReply(ctx, reply, describeZodError(parsed.error));
  const { data, meta } = parsed.data as { data: z.output<D>; meta: z.output<M> & { requestId: string } };
  return { data, meta, requestId: meta.requestId, status: reply.status, billing: billingFrom(ctx, meta, meta.requestId) };
}
