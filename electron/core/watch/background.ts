/**
 * Checks while the app is open: on a timer, after the analyst's own work (nothing runs while an
 * action is queued or running), and only within the monthly monitoring budget the analyst set
 * (the standing consent: with the default ₹0 nothing is bought, and a check that needs more than
 * is left waits for `watch check`). New changes are announced as `watch.changes`, so the renderer
 * refreshes its feed and says so, and main can raise a desktop notification.
 */
import type { WatchCheckResult } from '../../../shared/bridge/watch';
import type { EventSink } from '../bridge-handlers';
import type { MirrorEngine } from '../mirror';
import type { Watcher } from './watcher';

export const DEFAULT_BACKGROUND_CHECK_MS = 15 * 60_000;

export interface BackgroundChecks {
  /** One look now (the timer calls it; tests do too): the check it ran, or null when none was due or allowed. */
  tick(): Promise<WatchCheckResult | null>;
  stop(): void;
}

export function startBackgroundChecks(watcher: Watcher, engine: MirrorEngine, events: EventSink, opts: { everyMs: number | false }): BackgroundChecks {
  let running = false;
  let stopped = false;
  async function tick(): Promise<WatchCheckResult | null> {
    if (running || stopped) return null;
    if (engine.list().some((a) => a.state === 'queued' || a.state === 'running')) return null;
    const { entries, budget } = watcher.list();
    if (entries.length === 0 || budget.monthlyPaisa === 0) return null;
    running = true;
    try {
      const quote = await watcher.quoteCheck();
      if (quote.blockedReason || quote.totalPaisa > budget.leftPaisa || quote.lines.every((l) => l.plan === 'skip')) return null;
      const result = await watcher.runCheck(quote.checkId);
      if (result.changes.length > 0) {
        const unread = watcher.list().entries.reduce((n, e) => n + e.unread, 0);
        events.emit('watch.changes', { newChanges: result.changes.length, unread, companies: [...new Set(result.changes.map((c) => c.companyId))] });
      }
      return result;
    } catch (error) {
      events.emit('error', { code: 'WATCH_CHECK_FAILED', message: `A background check of the watchlist stopped: ${error instanceof Error ? error.message : String(error)}` });
      return null;
    } finally {
      running = false;
    }
  }
  const timer = opts.everyMs === false ? null : setInterval(() => void tick(), opts.everyMs);
  timer?.unref?.();
  return {
    tick,
    stop() {
      stopped = true;
      if (timer) clearInterval(timer);
    },
  };
}
