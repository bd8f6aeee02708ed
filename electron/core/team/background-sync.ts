/**
 * The app's team sync while it runs (issue 12): every minute while a team is configured, a few
 * seconds after a purchase is stored (so colleagues see it and this desktop sees theirs), and at
 * the analyst's "Sync now". One sync at a time: a second ask joins the one running (and another
 * process's sync of the same library is refused by sync-lock.ts, then simply tried again later).
 * While the team is out of reach the next try backs off (doubling, up to 15 minutes), so a desktop
 * on a train does not knock on the door every minute. Syncs run beside the analyst's calls, never
 * in front of them: the bridge answers reads from the local library while a sync awaits the team.
 * Progress goes out as `team.sync` events and the status after each sync as `team.status`.
 */
import type { TeamStatusView, TeamSyncProgress, TeamSyncTrigger, TeamSyncView } from '../../../shared/bridge/team';
import { DossierError, isDossierError } from '../app-error';
import type { TeamLibrary } from './team-library';

export const DEFAULT_TEAM_SYNC_MS = 60_000;
export const TEAM_SYNC_AFTER_PURCHASE_MS = 3_000;
export const MAX_TEAM_BACKOFF_MS = 15 * 60_000;

export interface BackgroundSyncOptions {
  /** The timer's period; false: syncs only when asked (the CLI, most tests). */
  everyMs: number | false;
  afterPurchaseMs?: number;
  maxBackoffMs?: number;
  now: () => number;
  /** Progress events are sent at most this often while changes are pulled (the last one always). */
  progressEveryMs?: number;
}

/** Where the sync's events go (the core's event sink; team/ does not import the bridge's rooms). */
export interface TeamSyncEvents {
  emit(name: 'team.sync', payload: TeamSyncProgress): void;
  emit(name: 'team.status', payload: TeamStatusView): void;
}

export type BackgroundSync = ReturnType<typeof startBackgroundSync>;

class SyncCancelled extends DossierError {
  constructor(applied: number) {
    super('TEAM_SYNC_CANCELLED', `Sync stopped by you after ${applied} change${applied === 1 ? '' : 's'}; the next sync goes on from there.`);
  }
}

export function startBackgroundSync(team: TeamLibrary, events: TeamSyncEvents, opts: BackgroundSyncOptions) {
  const maxBackoff = opts.maxBackoffMs ?? MAX_TEAM_BACKOFF_MS;
  const iso = () => new Date(opts.now()).toISOString();
  let running: Promise<TeamSyncView> | null = null;
  let progress: TeamSyncProgress | null = null;
  let cancelAsked = false;
  let stopped = false;
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let nextAt: number | null = null;

  function plan(ms: number | false): void {
    if (timer) clearTimeout(timer);
    timer = null;
    nextAt = null;
    if (stopped || ms === false) return;
    nextAt = opts.now() + ms;
    timer = setTimeout(() => {
      timer = null;
      nextAt = null;
      if (!team.configured()) return plan(opts.everyMs);
      run('background').catch(() => {}); // remembered in the status and sent as an event
    }, ms);
    timer.unref?.();
  }

  /** The regular period, doubled for each sync that failed in a row, within the ceiling. */
  function nextDelay(): number | false {
    if (opts.everyMs === false) return false;
    return failures === 0 ? opts.everyMs : Math.min(maxBackoff, opts.everyMs * 2 ** Math.min(failures, 16));
  }

  function send(p: TeamSyncProgress): void {
    progress = p;
    events.emit('team.sync', p);
  }

  async function sendStatus(): Promise<void> {
    if (stopped) return;
    try {
      events.emit('team.status', await status());
    } catch {
      // the library closed under us: nothing to tell
    }
  }

  function run(trigger: TeamSyncTrigger): Promise<TeamSyncView> {
    if (running) return running;
    if (stopped) return Promise.reject(new DossierError('CORE_CLOSED', 'Dossier is shutting down: the sync was not started.'));
    cancelAsked = false;
    let current: TeamSyncProgress = { state: 'running', trigger, startedAt: iso(), endedAt: null, from: 0, head: null, applied: 0, error: null };
    let lastSent = 0;
    send(current);
    running = (async () => {
      try {
        // What was just bought is being published: the sync starts after it, not beside it.
        await team.settled();
        const view = await team.sync({
          onStart: ({ from, head }) => {
            current = { ...current, from, head };
            send(current);
          },
          onApplied: () => {
            if (cancelAsked) throw new SyncCancelled(current.applied);
            current = { ...current, applied: current.applied + 1 };
            if (opts.now() - lastSent >= (opts.progressEveryMs ?? 250)) {
              lastSent = opts.now();
              send(current);
            }
          },
        });
        failures = 0;
        send({ ...current, state: 'done', endedAt: iso(), applied: view.pulled.changes, head: view.head });
        return view;
      } catch (error) {
        const e = isDossierError(error) ? error : new DossierError('TEAM_SYNC_FAILED', error instanceof Error ? error.message : String(error));
        const cancelled = error instanceof SyncCancelled;
        // A cancel or a sync of another process is not the team failing: the period stays as it was.
        if (!cancelled && e.code !== 'TEAM_SYNC_BUSY') failures++;
        send({ ...current, state: cancelled ? 'cancelled' : 'failed', endedAt: iso(), error: { code: e.code, message: e.message } });
        throw e;
      } finally {
        running = null;
        plan(nextDelay());
        await sendStatus();
      }
    })();
    return running;
  }

  async function status(): Promise<TeamStatusView> {
    const view = await team.status();
    return { ...view, sync: progress, nextSyncAt: nextAt === null ? null : new Date(nextAt).toISOString() };
  }

  if (team.configured()) plan(opts.everyMs === false ? false : Math.min(opts.everyMs, 2_000));
  else plan(opts.everyMs);

  return {
    /** A sync now (the analyst's "Sync now", the bridge's team.sync): joins the one running. */
    syncNow: () => run('now'),
    /** A purchase was stored: sync soon (one timer, however many purchases end meanwhile). */
    afterPurchase(): void {
      if (!team.configured() || running) return;
      const soon = opts.afterPurchaseMs ?? TEAM_SYNC_AFTER_PURCHASE_MS;
      if (nextAt === null || nextAt - opts.now() > soon) {
        if (timer) clearTimeout(timer);
        timer = setTimeout(() => {
          timer = null;
          nextAt = null;
          run('purchase').catch(() => {});
        }, soon);
        timer.unref?.();
        nextAt = opts.now() + soon;
      }
    },
    /** Stops the running sync after the change it is applying; false when none was running. */
    cancel(): boolean {
      if (!running) return false;
      cancelAsked = true;
      return true;
    },
    /** The team status with the background sync's own state. */
    status,
    /** The team was connected or disconnected: start (or stop) the timer afresh. */
    reconfigured(): void {
      failures = 0;
      plan(team.configured() ? (opts.everyMs === false ? false : Math.min(opts.everyMs, 2_000)) : false);
    },
    /** Cancels the running sync, if any, and waits for it to end (before a disconnect). */
    async stopRunning(): Promise<void> {
      if (!running) return;
      cancelAsked = true;
      await running.catch(() => {});
    },
    /** No new sync starts; resolves when the running one has ended (the core closes the library after). */
    async stop(): Promise<void> {
      stopped = true;
      plan(false);
      if (running) {
        cancelAsked = true;
        await running.catch(() => {});
      }
    },
  };
}
