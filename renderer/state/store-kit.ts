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

/**
 * A re-read that never runs twice at once: asked while one is on its way, it runs once more when
 * that one lands (the answer on its way may predate the change that asked), however many asks came
 * meanwhile. A burst of events costs at most two reads at a time, and the last read is after the last ask.
 */
export function coalesce(read: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | null = null;
  let again: Promise<void> | null = null;
  const ask = (): Promise<void> => {
    if (running === null) {
      running = read().finally(() => {
        running = null;
      });
      return running;
    }
    again ??= running.then(() => {
      again = null;
      return ask();
    });
    return again;
  };
  return ask;
}

/**
 * A re-read at most once per `gapMs` while asks keep coming: the first ask runs at once, the asks
 * within the gap after a run become one more run at its end. For a view kept current by a stream of
 * events (the spend page while a mirror buys), so it moves a few times a second, not once an event.
 */
export function throttle(read: () => Promise<void>, gapMs: number): () => void {
  const coalesced = coalesce(read);
  let lastRun = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const run = () => {
    timer = null;
    lastRun = Date.now();
    void coalesced();
  };
  return () => {
    if (timer !== null) return;
    const wait = lastRun + gapMs - Date.now();
    if (wait <= 0) run();
    else timer = setTimeout(run, wait);
  };
}
