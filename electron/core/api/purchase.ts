/**
 * One paid POST, sent once. The answer decides the outcome; without an answer (timeout, dropped
 * connection) the free status call decides whether the purchase happened, and the POST is never
 * sent again by the client. The refusals a caller expects in normal work (ALREADY_UNLOCKED,
 * NOTHING_TO_FETCH, REFRESH_IN_PROGRESS, all uncharged) come back as outcomes, not errors.
 */
import type { z } from 'zod';
import { ENDPOINTS, type EndpointDataOf } from '../../../shared/api/endpoints';
import { fetchFilingCountsSchema } from '../../../shared/api/document-fetch';
import type { EndpointCaller } from './endpoint-caller';
import { type ClientError, isClientError, NetworkError, PurchaseUnknownError, RedirectRefusedError, TimeoutError } from './errors';
import type { CallOptions } from './exchange';
import { type ApiResponse, apiErrorFrom, isSuccess, jsonResponse } from './response';

export type PaidEndpointId = 'companies.unlock' | 'companies.refresh' | 'companies.filingsRefresh' | 'companies.documentsFetch' | 'directors.unlock';

export type PaidOutcome<T, S, J = never> =
  | { outcome: 'performed'; response: ApiResponse<T> }
  /** No answer, but the status call shows the purchase: record it (its requestId is unknown). */
  | { outcome: 'confirmed-after-timeout'; status: ApiResponse<S>; callError: ClientError }
  | { outcome: 'already-unlocked'; message: string; requestId: string | null }
  /** A refresh or document job is running; joining it would be charged again. Nothing was sent. */
  | { outcome: 'already-running'; job: J; requestId: string }
  | { outcome: 'nothing-to-fetch'; message: string; nextStep: string | null; filings: z.output<typeof fetchFilingCountsSchema> | null; requestId: string | null }
  | { outcome: 'refresh-in-progress'; message: string; retryAfterSeconds: number | null; requestId: string | null };

/** What the status read after a lost answer shows about the purchase. */
export type Verdict = 'performed' | 'not-visible' | 'ambiguous';

export interface PurchaseSpec<S> {
  id: PaidEndpointId;
  params: Record<string, string>;
  subject: string;
  readStatus: () => Promise<ApiResponse<S>>;
  judge: (after: S) => Verdict;
}

const REASONS: Record<Exclude<Verdict, 'performed'>, string> = {
  'not-visible': 'the status call does not show it yet (the request may still land)',
  ambiguous: 'the status call cannot tell this purchase from one that was already there',
};

async function settle<S>(spec: PurchaseSpec<S>, endpointKey: string, callError: ClientError): Promise<PaidOutcome<never, S>> {
  let status: ApiResponse<S>;
  try {
    status = await spec.readStatus();
  } catch (error) {
    if (!isClientError(error)) throw error;
    throw new PurchaseUnknownError(endpointKey, spec.subject, callError, 'the status call failed too', error, null);
  }
  const verdict = spec.judge(status.data);
  if (verdict === 'performed') return { outcome: 'confirmed-after-timeout', status, callError };
  throw new PurchaseUnknownError(endpointKey, spec.subject, callError, REASONS[verdict], null, status.data);
}

function stringOrNull(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

export async function purchase<Id extends PaidEndpointId, S>(
  caller: EndpointCaller,
  spec: PurchaseSpec<S> & { id: Id },
  options?: CallOptions,
): Promise<PaidOutcome<EndpointDataOf<Id>, S>> {
  const def = ENDPOINTS[spec.id];
  let sent: Awaited<ReturnType<EndpointCaller['raw']>>;
  try {
    sent = await caller.raw(spec.id, { params: spec.params, subject: spec.subject }, options);
  } catch (error) {
    // A refused redirect reached the registry too: whether it charged is for the status call to say.
    const lostAnswer = (error instanceof NetworkError && error.requestMayHaveBeenSent) || error instanceof TimeoutError || error instanceof RedirectRefusedError;
    if (!lostAnswer) throw error;
    return settle(spec, def.key, error);
  }
  const { reply, context } = sent;
  if (isSuccess(reply)) {
    return { outcome: 'performed', response: jsonResponse(context, reply, def.dataSchema as z.ZodType, def.metaSchema as z.ZodType) as ApiResponse<EndpointDataOf<Id>> };
  }
  const error = apiErrorFrom(context, reply);
  const { message, requestId, extras } = error;
  switch (error.code) {
    case 'ALREADY_UNLOCKED':
      return { outcome: 'already-unlocked', message, requestId };
    case 'REFRESH_IN_PROGRESS':
      return { outcome: 'refresh-in-progress', message, retryAfterSeconds: error.retryAfterSeconds, requestId };
    case 'NOTHING_TO_FETCH': {
      const filings = fetchFilingCountsSchema.safeParse(extras.filings);
      return { outcome: 'nothing-to-fetch', message, nextStep: stringOrNull(extras.nextStep), filings: filings.success ? filings.data : null, requestId };
    }
    default:
      throw error;
  }
}
