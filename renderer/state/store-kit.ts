// Small helpers every domain store shares: calling the bridge without ever throwing, and the
// loading/error pair each store exposes.
import type { BridgeResult } from '../../shared/bridge/contract';
import type { AppError } from '../../shared/result';

export interface Loadable {
  loading: boolean;
  error: AppError | null;
}

export const idle: Loadable = { loading: false, error: null };

/** A bridge call as data, even if the transport itself throws (a preload bug, a closed port). */
export async function settle<T>(pending: Promise<BridgeResult<T>>): Promise<BridgeResult<T>> {
  try {
    return await pending;
  } catch (error) {
    return {
      ok: false,
      error: { code: 'BRIDGE_FAILED', message: error instanceof Error ? error.message : String(error) },
    };
  }
}
