/**
 * The one error shape of the core. Every error class the core throws (api, store, secrets, mirror,
 * account, notes, export) extends DossierError, and `toData()` turns any of them into the AppError
 * data that crosses the bridge and lands in the action log: a code to switch on, a message in
 * words, a hint when the analyst can act, the registry's request id when there was an answer, and
 * the details of that kind of failure. Nothing in it ever holds a secret.
 */
import type { AppError } from '../../shared/result';

export interface ErrorExtras {
  hint?: string | null;
  requestId?: string | null;
  details?: Record<string, unknown>;
}

export class DossierError extends Error {
  override readonly name: string = 'DossierError';
  readonly code: string;
  /** What the analyst can do about it, when there is something; null otherwise. */
  readonly hint: string | null;
  /** The registry's request id of the answer behind it (to quote to the provider); null without one. */
  readonly requestId: string | null;
  readonly details: Readonly<Record<string, unknown>>;

  constructor(code: string, message: string, extras: ErrorExtras = {}) {
    super(message);
    this.code = code;
    this.hint = extras.hint ?? null;
    this.requestId = extras.requestId ?? null;
    this.details = extras.details ?? {};
  }

  /** The error as data: absent fields are left out rather than sent as null. */
  toData(): AppError {
    return {
      code: this.code,
      message: this.message,
      ...(this.hint ? { hint: this.hint } : {}),
      ...(this.requestId ? { requestId: this.requestId } : {}),
      ...(Object.keys(this.details).length > 0 ? { details: { ...this.details } } : {}),
    };
  }
}

export function isDossierError(e: unknown, code?: string): e is DossierError {
  return e instanceof DossierError && (code === undefined || e.code === code);
}
