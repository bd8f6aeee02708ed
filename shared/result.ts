/**
 * The one success-or-failure shape used across the bridge, the core and the CLI: errors travel as
 * data (design.md, "Errors cross the bridge as data"), never as thrown exceptions between layers.
 */

/**
 * An error the UI can show: a machine code, a message in words, what the analyst can do (hint),
 * the registry's request id when an answer was involved, and the details of that kind of failure.
 * Every error class of the core produces exactly this (DossierError.toData, electron/core/app-error.ts);
 * errors made elsewhere (the renderer's transport, the CLI) may carry a few named extras of their own.
 */
export interface AppError {
  code: string;
  message: string;
  hint?: string;
  requestId?: string;
  details?: Record<string, unknown>;
  [extra: string]: unknown;
}

export type Result<T, E = AppError> = { ok: true; value: T } | { ok: false; error: E };
