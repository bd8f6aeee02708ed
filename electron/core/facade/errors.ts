/**
 * The facade's typed errors. Every failure a handler throws has a `code` the UI can switch on, a
 * `message` that says what happened in words, and, when there is something to do, a `hint`.
 * dispatchCall (bridge-handlers.ts) turns them into `{ ok: false, error }` data.
 */
import { ApiError, isClientError, NetworkError, PurchaseUnknownError, ResponseValidationError, TimeoutError } from '../api';
import { toActionError } from '../mirror';

export class FacadeError extends Error {
  override readonly name = 'FacadeError';
  constructor(
    readonly code: string,
    message: string,
    readonly hint: string | null = null,
    readonly requestId: string | null = null,
  ) {
    super(message);
  }
  toData(): Record<string, unknown> {
    return {
      code: this.code,
      message: this.message,
      ...(this.hint ? { hint: this.hint } : {}),
      ...(this.requestId ? { requestId: this.requestId } : {}),
    };
  }
}

export const notInLibrary = (what: string, hint: string | null = null): FacadeError =>
  new FacadeError('NOT_IN_LIBRARY', `${what} is not in the library.`, hint);

/** True when a failure means no answer came back: the network is down or the registry unreachable. */
export function isOffline(error: unknown): boolean {
  if (error instanceof NetworkError || error instanceof TimeoutError) return true;
  if (error instanceof PurchaseUnknownError) return error.callError.kind === 'network' || error.callError.kind === 'timeout';
  return false;
}

/**
 * Any failure of an API call as a FacadeError: the API's code kept, the message in words, a hint
 * where the analyst can act, and the request id of an answer (to quote to the provider).
 */
export function fromApiFailure(error: unknown, doing: string): FacadeError {
  if (error instanceof FacadeError) return error;
  if (!isClientError(error)) throw error;
  const data = toActionError(error);
  const requestId =
    error instanceof ApiError ? error.requestId : error instanceof ResponseValidationError ? error.charge.requestId : null;
  const message = isOffline(error) ? `Dossier could not reach the registry while ${doing}: ${data.message}` : `${doing}: ${data.message}`;
  return new FacadeError(data.code, message, data.hint ?? null, requestId);
}
