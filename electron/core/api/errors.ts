/**
 * Everything the client throws. Each error has a `kind` to switch on and serialises (toJSON,
 * toData) to plain `{ kind, code, message, ... }` data for the bridge. None of them ever holds the
 * API key: messages are built here from parts that never contain it, and anything the service sent
 * back is passed through redactKey before it gets here.
 */

export type ClientErrorKind = 'api' | 'network' | 'timeout' | 'invalid-response' | 'invalid-input' | 'purchase-unknown';

export interface ClientErrorData {
  kind: ClientErrorKind;
  code: string;
  message: string;
  [extra: string]: unknown;
}

export abstract class ClientError extends Error {
  abstract readonly kind: ClientErrorKind;
  readonly code: string;

  protected constructor(code: string, message: string) {
    super(message);
    this.code = code;
  }

  /** Extra fields of this kind of error, already safe to send anywhere. */
  protected abstract details(): Record<string, unknown>;

  toData(): ClientErrorData {
    return { ...this.details(), kind: this.kind, code: this.code, message: this.message };
  }

  toJSON(): ClientErrorData {
    return this.toData();
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
    readonly requestId: string | null,
    /** From the Retry-After header (429, 409 REFRESH_IN_PROGRESS), in seconds. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(code, message);
  }
  protected details() {
    return { status: this.status, extras: this.extras, requestId: this.requestId, retryAfterSeconds: this.retryAfterSeconds };
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
    super('NETWORK_ERROR', message);
  }
  protected details() {
    return { causeCode: this.causeCode, requestMayHaveBeenSent: this.requestMayHaveBeenSent };
  }
}

export class TimeoutError extends ClientError {
  override readonly name = 'TimeoutError';
  readonly kind = 'timeout' as const;
  constructor(
    message: string,
    readonly timeoutMs: number,
  ) {
    super('TIMEOUT', message);
  }
  protected details() {
    return { timeoutMs: this.timeoutMs };
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
    super('INVALID_RESPONSE', `The registry's answer to ${endpointKey} did not match the spec: ${issues}`);
  }
  protected details() {
    return { issues: this.issues, endpointKey: this.endpointKey, status: this.status, charge: this.charge, requestId: this.charge.requestId };
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
    super(code, message);
  }
  protected details() {
    return { rule: this.rule };
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
    readonly callError: ClientErrorData,
    /** Why the status did not settle it, in words. */
    readonly reason: string,
    /** The status call's own error, when it failed. */
    readonly statusError: ClientErrorData | null,
    /** What the status call said, when it answered but could not tell. */
    readonly statusSeen: unknown,
  ) {
    super(
      'PURCHASE_UNKNOWN',
      `${endpointKey} for ${subject} got no answer (${callError.message}) and ${reason}; it may have been charged: check before repeating it`,
    );
  }
  protected details() {
    return {
      endpointKey: this.endpointKey,
      subject: this.subject,
      callError: this.callError,
      reason: this.reason,
      statusError: this.statusError,
      statusSeen: this.statusSeen,
    };
  }
}

export function isClientError(e: unknown): e is ClientError {
  return e instanceof ClientError;
}
