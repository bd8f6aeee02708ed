/**
 * Everything the client throws. Each error has a `kind` to switch on and is a DossierError, so
 * `toData()` gives the one AppError shape (`details` carries the kind and its fields). None of
 * them ever holds the API key: messages are built here from parts that never contain it, and
 * anything the service sent back is passed through redactKey before it gets here.
 */
import { DossierError, type ErrorExtras } from '../app-error';

export type ClientErrorKind = 'api' | 'network' | 'timeout' | 'redirect' | 'invalid-response' | 'invalid-input' | 'purchase-unknown';

export abstract class ClientError extends DossierError {
  abstract readonly kind: ClientErrorKind;

  protected constructor(kind: ClientErrorKind, code: string, message: string, extras: ErrorExtras = {}) {
    super(code, message, { ...extras, details: { kind, ...extras.details } });
  }
}

/** The service answered with an error envelope (or a non-2xx status without one). */
export class ApiError extends ClientError {
  override readonly name = 'ApiError';
  readonly kind = 'api' as const;
  constructor(
    code: string,
    message: string,
    readonly status: number,
    readonly extras: Record<string, unknown>,
    requestId: string | null,
    /** From the Retry-After header (429, 409 REFRESH_IN_PROGRESS), in seconds. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super('api', code, message, { requestId, details: { status, extras, retryAfterSeconds } });
  }
}

/** No HTTP answer: connection refused or reset, DNS failure, socket closed mid-response. */
export class NetworkError extends ClientError {
  override readonly name = 'NetworkError';
  readonly kind = 'network' as const;
  constructor(
    message: string,
    /** The system error code when one is known (ECONNREFUSED, ECONNRESET, ENOTFOUND...). */
    readonly causeCode: string | null,
    /**
     * Whether the request may have reached the service. False only when the connection was never
     * made (refused, DNS): then a paid call certainly did not run.
     */
    readonly requestMayHaveBeenSent: boolean,
  ) {
    super('network', 'NETWORK_ERROR', message, { details: { causeCode, requestMayHaveBeenSent } });
  }
}

export class TimeoutError extends ClientError {
  override readonly name = 'TimeoutError';
  readonly kind = 'timeout' as const;
  constructor(
    message: string,
    readonly timeoutMs: number,
  ) {
    super('timeout', 'TIMEOUT', message, { details: { timeoutMs } });
  }
}

/**
 * The registry answered with a redirect Dossier will not follow: to another origin (the API key
 * would go with it), or one a request cannot safely repeat. The request did reach the registry,
 * so a paid call that meets one is settled by its status call like a lost answer.
 */
export class RedirectRefusedError extends ClientError {
  override readonly name = 'RedirectRefusedError';
  readonly kind = 'redirect' as const;
  constructor(
    message: string,
    readonly from: string,
    readonly to: string | null,
    readonly status: number,
  ) {
    super('redirect', 'REDIRECT_REFUSED', message, {
      hint: 'Check the registry address in Settings: it should be the address the provider gave, not one that forwards elsewhere.',
      details: { from, to, status },
    });
  }
}

/** What a billed response said about its charge, read field by field even when `data` was bad. */
export interface ChargeSeen {
  requestId: string | null;
  priceChargedPaisa: number | null;
  walletBalanceAfterPaisa: number | null;
}

/**
 * The service answered 2xx with a body the shared schemas refuse. Nothing of `data` is passed on.
 * `charge` matters: a 2xx on a billed call was charged, so the caller must still record it.
 */
export class ResponseValidationError extends ClientError {
  override readonly name = 'ResponseValidationError';
  readonly kind = 'invalid-response' as const;
  constructor(
    /** `describeZodError` output: `data.candidates[0].cin: expected string`. */
    readonly issues: string,
    readonly endpointKey: string,
    readonly status: number,
    readonly charge: ChargeSeen,
  ) {
    super('invalid-response', 'INVALID_RESPONSE', `The registry's answer to ${endpointKey} did not match the spec: ${issues}`, {
      requestId: charge.requestId,
      details: { issues, endpointKey, status, charge: { ...charge } },
    });
  }
}

/** An argument the client refused before any network call (bad CIN, DIN, filing id, page...). */
export class InvalidInputError extends ClientError {
  override readonly name = 'InvalidInputError';
  readonly kind = 'invalid-input' as const;
  constructor(
    code: string,
    message: string,
    /** Which rule was broken (shared/ids.ts rule names, or the option name). */
    readonly rule: string,
  ) {
    super('invalid-input', code, message, { details: { rule } });
  }
}

/**
 * A paid call got no answer and the free status call could not settle whether it ran. The caller
 * must not repeat it; it should show the analyst the uncertainty and check status or usage later.
 */
export class PurchaseUnknownError extends ClientError {
  override readonly name = 'PurchaseUnknownError';
  readonly kind = 'purchase-unknown' as const;
  constructor(
    readonly endpointKey: string,
    readonly subject: string,
    /** Why the paid call has no answer (timeout, dropped connection). */
    readonly callError: ClientError,
    /** Why the status did not settle it, in words. */
    readonly reason: string,
    /** The status call's own error, when it failed. */
    readonly statusError: ClientError | null,
    /** What the status call said, when it answered but could not tell. */
    readonly statusSeen: unknown,
  ) {
    super(
      'purchase-unknown',
      'PURCHASE_UNKNOWN',
      `${endpointKey} for ${subject} got no answer (${callError.message}) and ${reason}; it may have been charged: check before repeating it`,
      { details: { endpointKey, subject, callError: callError.toData(), reason, statusError: statusError?.toData() ?? null, statusSeen } },
    );
  }
}

export function isClientError(e: unknown): e is ClientError {
  return e instanceof ClientError;
}

/** True when a failure means no answer came back: the network is down or the registry unreachable. */
export function isOffline(error: unknown): boolean {
  if (error instanceof NetworkError || error instanceof TimeoutError) return true;
  if (error instanceof PurchaseUnknownError) return isOffline(error.callError);
  return false;
}
