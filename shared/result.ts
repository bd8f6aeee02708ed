/**
 * The one success-or-failure shape used across the bridge, the core and the CLI: errors travel as
 * data (design.md, "Errors cross the bridge as data"), never as thrown exceptions between layers.
 */

/** An error the UI can show: a machine code, a human message, and any extras the source supplied. */
export interface AppError {
  code: string;
  message: string;
  [extra: string]: unknown;
}

export type Result<T, E = AppError> = { ok: true; value: T } | { ok: false; error: E };

export function ok<T>(value: T): { ok: true; value: T } {
  return { ok: true, value };
}

export function err<E = AppError>(error: E): { ok: false; error: E } {
  return { ok: false, error };
}

/** Builds an AppError; extras cannot overwrite `code` or `message`. */
export function appError(code: string, message: string, extras: Record<string, unknown> = {}): AppError {
  return { ...extras, code, message };
}
