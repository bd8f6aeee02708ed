/**
 * The Company Registry Data API client: one typed method per endpoint of the spec, built on the
 * endpoint catalogue. It paces and retries by the house rules, validates every answer, and never
 * writes anything: each ApiResponse carries `billing` so the caller writes the data and the spend
 * ledger row in one transaction.
 */
import { accountCalls } from './account-calls';
import { type ApiClientOptions, createEndpointCaller } from './endpoint-caller';
import { companyCalls } from './company-calls';
import { directorCalls } from './director-calls';
import type { KeyKind } from './mask';
import { paidCalls } from './paid-calls';

export type ApiClient = ReturnType<typeof companyCalls> &
  ReturnType<typeof directorCalls> &
  ReturnType<typeof accountCalls> &
  ReturnType<typeof paidCalls> & {
    readonly keyKind: KeyKind;
    /** `svc_live_…a1b2`, for display. */
    readonly maskedKey: string;
    /** SHA-256 prefix of the key: the id of its pacing state. */
    readonly keyId: string;
    /** When the key may next send (epoch ms), for a "waiting for the rate limit" hint. */
    nextSendAt(): number;
  };

/** Throws InvalidInputError (MISSING_API_KEY, INVALID_API_KEY) for a key without a known prefix. */
export function createApiClient(opts: ApiClientOptions): ApiClient {
  const caller = createEndpointCaller(opts);
  const companies = companyCalls(caller);
  const directors = directorCalls(caller);
  return {
    ...companies,
    ...directors,
    ...accountCalls(caller),
    ...paidCalls(caller, companies, directors),
    keyKind: caller.keyKind,
    maskedKey: caller.maskedKey,
    keyId: caller.keyId,
    nextSendAt: () => caller.pacer.nextSendAt,
  };
}
