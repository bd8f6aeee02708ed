/**
 * The engine's own errors and the translation of any failure into the `{ code, message, hint,
 * requestId }` an action shows. Retryable failures (rate limit, 503, lost answers on safe calls)
 * are told apart from the ones that stop an action, because only the latter need the analyst.
 */
import type { AppError } from '../../../shared/result';
import { ApiError, isClientError, isOffline, NetworkError, PurchaseUnknownError, TimeoutError } from '../api';
import { DossierError, isDossierError } from '../app-error';
import type { MirrorErrorCode } from './types';

export class MirrorError extends DossierError {
  override readonly name = 'MirrorError';
  declare readonly code: MirrorErrorCode;
  constructor(code: MirrorErrorCode, message: string, hint: string | null = null) {
    super(code, message, { hint });
  }
}

const HINTS: Record<string, string> = {
  INSUFFICIENT_BALANCE: 'Top up the wallet, then resume the action.',
  MISSING_API_KEY: 'Add an API key in Settings.',
  INVALID_API_KEY: 'Check the API key in Settings.',
  API_KEY_REVOKED: 'The key was revoked: add a current key in Settings.',
  NO_ACCESS: 'Your account has no price for this endpoint; ask the provider to enable it.',
  ACCOUNT_DISABLED: 'The account is deactivated; contact the provider.',
  SANDBOX_ONLY: 'A test key works only on sandbox companies: use a live key for this one.',
  UNLOCK_REQUIRED: 'Mirror the company first: the mirror buys the unlock.',
  NOT_UNLOCKED: 'The company unlock is not active: mirror the company again to renew it.',
  PURCHASE_UNKNOWN: 'Check the wallet and the unlock status before repeating this purchase.',
  NETWORK_ERROR: 'Dossier could not reach the registry; resume when you are online.',
  TIMEOUT: 'The registry did not answer in time; resume the action later.',
  INVALID_RESPONSE: "The registry's answer was malformed; what was stored before is kept.",
  COMPANY_NOT_FOUND: 'Check the company identifier.',
  NOT_FOUND: 'Check the company identifier.',
  SESSION_CAP_REACHED: 'Raise the session cap in Settings, then resume the action.',
  REFRESH_FAILED: 'A failed refresh never blocks a retry: quote the refresh again.',
  CONTACT_NOT_AVAILABLE:
    "Nothing was charged. The registry holds no fresh contact for this director; mirroring a company they serve (its unlock seeds its directors' contacts) may make it available later.",
  NO_CONTACT_KEY: 'Contact details are kept encrypted with a key from the keychain: check that the keychain is reachable, then quote again.',
};

/** Codes after which the whole action stops (the next step would fail the same way). */
const FATAL_CODES = new Set([
  'INSUFFICIENT_BALANCE',
  'MISSING_API_KEY',
  'INVALID_API_KEY',
  'API_KEY_REVOKED',
  'NO_ACCESS',
  'ACCOUNT_DISABLED',
  'SANDBOX_ONLY',
  'UNLOCK_REQUIRED',
  'NOT_UNLOCKED',
  'PURCHASE_UNKNOWN',
  'COMPANY_NOT_FOUND',
  'SESSION_CAP_REACHED',
  // A book's next company does not fit what was accepted: the book waits for a new quote.
  'QUOTE_EXCEEDED',
  'NO_CLIENT',
  'CONTACT_NOT_AVAILABLE',
  'NO_CONTACT_KEY',
]);

/** Codes worth trying again later without asking anyone; none of them was charged. */
const RETRYABLE_CODES = new Set([
  'RATE_LIMITED',
  'SERVICE_UNAVAILABLE',
  'UPDATE_QUEUE_UNAVAILABLE',
  'DOCUMENT_JOB_QUEUE_UNAVAILABLE',
  'SEARCH_UNAVAILABLE',
  'HTTP_502',
  'HTTP_503',
  'HTTP_504',
]);

/**
 * Any failure as the error an action shows: code, message, the hint of its code when it brought
 * none, and the request id (details stay with the error itself).
 */
export function toActionError(error: unknown): AppError {
  if (isDossierError(error)) {
    const hint = error.hint ?? HINTS[error.code];
    return { code: error.code, message: error.message, ...(hint ? { hint } : {}), ...(error.requestId ? { requestId: error.requestId } : {}) };
  }
  const message = error instanceof Error ? error.message : String(error);
  return { code: 'INTERNAL', message };
}

/**
 * A failed API call as an error in words: the API's code kept, the message saying what was being
 * done (`doing`), the hint of its code, and the request id of an answer (to quote to the provider).
 */
export function inWords(error: unknown, doing: string): DossierError {
  if (!isClientError(error)) {
    if (error instanceof DossierError) return error;
    throw error;
  }
  const data = toActionError(error);
  const message = isOffline(error) ? `Dossier could not reach the registry while ${doing}: ${data.message}` : `${doing}: ${data.message}`;
  return new DossierError(data.code, message, { hint: data.hint ?? null, requestId: error.requestId });
}

/** Runs `run`; a failed API call comes out as an error in words about `doing` (see inWords). */
export async function inWordsWhile<T>(doing: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw inWords(error, doing);
  }
}

export type FailureVerdict = 'retry' | 'fatal' | 'item';

/**
 * What a failure means for the action: `retry` the step later, `fatal` stop the action, or `item`
 * give up on this one step and carry on with the rest.
 */
export function classify(error: unknown): FailureVerdict {
  if (error instanceof PurchaseUnknownError) return 'fatal';
  if (error instanceof NetworkError || error instanceof TimeoutError) return 'retry';
  if (error instanceof ApiError) {
    if (RETRYABLE_CODES.has(error.code) || error.status === 429 || error.status >= 500) return 'retry';
    if (FATAL_CODES.has(error.code) || error.status === 401 || error.status === 402) return 'fatal';
    return 'item';
  }
  if (error instanceof MirrorError) return FATAL_CODES.has(error.code) ? 'fatal' : 'item';
  if (isClientError(error) && error.kind === 'invalid-input') return 'fatal';
  return 'item';
}

/** A Retry-After the service gave, in ms, when the failure carried one. */
export function retryAfterMs(error: unknown): number | null {
  return error instanceof ApiError && error.retryAfterSeconds !== null ? error.retryAfterSeconds * 1000 : null;
}
