/**
 * An engine action a watch check started is the check's: when it stops at a new quote (the
 * re-read found more than estimated) the check itself quotes what is left and resumes it within
 * the monitoring budget. Its error events say so (`watchCheck: true`), so the app neither offers
 * the analyst a resume dialog that would already be stale nor toasts a stop the check handles.
 */
import type { AppError } from '../../../shared/result';
import type { Library } from '../store';

export function markWatchOwned(library: Pick<Library, 'watch'>, error: AppError): AppError {
  const actionId = error['actionId'];
  if (typeof actionId !== 'string' || !library.watch.ownsAction(actionId)) return error;
  return { ...error, watchCheck: true };
}
