/**
 * Spaces one key's requests evenly at ~96.5% of its per-minute limit, so a long mirror never meets
 * a 429 in steady state. Each send is given a slot: the previous slot plus one interval, or the
 * moment a call arrived at an idle key. A call that waited for its slot keeps that slot even when
 * the timer woke late (so late wake-ups do not add up to a lower rate), but never a slot more than
 * CATCH_UP_MS before the real send. No bursts after an idle spell: a call arriving at an idle key
 * gets "now", not a slot from the past. Interactive calls jump ahead of queued background calls. A
 * 429 pushes the whole key's next slot to the end of its Retry-After, so every queued call waits.
 *
 * Why no sliding minute ever holds more than the limit: slots are at least one interval apart, and
 * each send happens within CATCH_UP_MS after its slot. So the sends of any window of 60 s have their
 * slots in a span of 60 s + CATCH_UP_MS, which holds at most `limit` slots while
 * limit * interval >= 60 s + CATCH_UP_MS + SEND_MARGIN_MS; `pacingIntervalMs` guarantees that, and
 * leaves SEND_MARGIN_MS for the time between the grant and the request reaching the service.
 *
 * The next send time is saved to the PacingStore on every grant and re-read before each one, so a
 * restart (or a second client on the same key and store) continues the same spacing.
 */
import type { PacingStore } from './pacing-store';

export type Priority = 'interactive' | 'background';

/** Fraction of the documented limit the client actually uses. */
export const PACING_HEADROOM = 0.965;

/** How far behind its real send time a slot may lie (a timer that woke late). */
export const CATCH_UP_MS = 1_000;

/** Left between the grant and the service's clock (request set-up, network), on top of the catch-up. */
export const SEND_MARGIN_MS = 1_000;

/** The longest wait a stored next-send time can impose (a Retry-After is seconds, not hours). */
const MAX_STORED_WAIT_MS = 15 * 60_000;

export function pacingIntervalMs(perMinute: number): number {
  const headroom = 60_000 / (perMinute * PACING_HEADROOM);
  // At 96.5% this bound already holds (60 s / 0.965 is 62.2 s); it is checked here so that a change
  // of headroom can never break the sliding-minute guarantee.
  const window = (60_000 + CATCH_UP_MS + SEND_MARGIN_MS) / perMinute;
  return Math.ceil(Math.max(headroom, window));
}

export interface PacerOptions {
  keyId: string;
  intervalMs: number;
  store: PacingStore;
  now: () => number;
  sleep: (ms: number) => Promise<void>;
}

interface Waiter {
  priority: Priority;
  seq: number;
  /** When the call asked for its turn: a slot is never earlier than the oldest waiting call. */
  arrivedAt: number;
  resolve: (sendAt: number) => void;
  reject: (error: unknown) => void;
}

export class KeyPacer {
  private readonly queue: Waiter[] = [];
  private pumping = false;
  /** This pacer's own next slot; the stored one is read (and clamped) on every grant. */
  private nextAt = 0;
  private seq = 0;
  private frontSeq = Number.MIN_SAFE_INTEGER;

  constructor(private readonly opts: PacerOptions) {}

  /**
   * Resolves with the send time when this call may go. `front` puts a retried call ahead of others
   * of its priority (it has waited already). An aborted signal removes the call from the queue.
   */
  acquire(priority: Priority, options: { front?: boolean; signal?: AbortSignal } = {}): Promise<number> {
    const { signal } = options;
    if (signal?.aborted) return Promise.reject(signal.reason);
    return new Promise<number>((resolve, reject) => {
      const seq = options.front ? ++this.frontSeq : ++this.seq;
      const waiter: Waiter = { priority, seq, arrivedAt: this.opts.now(), resolve, reject };
      if (signal) {
        const onAbort = () => {
          const index = this.queue.indexOf(waiter);
          if (index >= 0) this.queue.splice(index, 1);
          reject(signal.reason);
        };
        signal.addEventListener('abort', onAbort, { once: true });
        waiter.resolve = (at) => {
          signal.removeEventListener('abort', onAbort);
          resolve(at);
        };
      }
      this.queue.push(waiter);
      void this.pump();
    });
  }

  /** A 429: nothing on this key is sent before now + ms. */
  pauseFor(ms: number): void {
    const until = this.opts.now() + Math.max(0, ms);
    // Compared with the stored slot too: a fresh pacer (after a restart) must not pull it earlier.
    if (until > Math.max(this.nextAt, this.storedOrZero())) this.persist(until);
  }

  private storedOrZero(): number {
    try {
      return this.opts.store.load(this.opts.keyId) ?? 0;
    } catch {
      // An unreadable store fails the next grant, where the caller sees the error.
      return 0;
    }
  }

  /** The next slot: when the next send may happen (for tests and diagnostics). */
  get nextSendAt(): number {
    return this.nextAt;
  }

  get queued(): number {
    return this.queue.length;
  }

  private persist(nextAt: number): void {
    this.nextAt = nextAt;
    this.opts.store.save(this.opts.keyId, nextAt);
  }

  private takeNext(): Waiter | undefined {
    let best = 0;
    for (let i = 1; i < this.queue.length; i++) {
      const a = this.queue[i]!;
      const b = this.queue[best]!;
      const aFirst = a.priority !== b.priority ? a.priority === 'interactive' : a.seq < b.seq;
      if (aFirst) best = i;
    }
    return this.queue.splice(best, 1)[0];
  }

  private async pump(): Promise<void> {
    if (this.pumping) return;
    this.pumping = true;
    try {
      while (this.queue.length > 0) {
        const now = this.opts.now();
        let readyAt: number;
        try {
          let stored = this.opts.store.load(this.opts.keyId) ?? 0;
          // A time saved under a clock that has since moved back must not stall the key for hours.
          if (stored > now + MAX_STORED_WAIT_MS) {
            stored = now + MAX_STORED_WAIT_MS;
            this.persist(stored);
          }
          readyAt = Math.max(this.nextAt, stored);
        } catch (error) {
          this.takeNext()?.reject(error);
          continue;
        }
        if (readyAt > now) {
          // Re-evaluated after the sleep: a 429 may have pushed readyAt, an interactive call may have arrived.
          await this.opts.sleep(readyAt - now);
          continue;
        }
        // The slot this send fills: readyAt when a call was already waiting for it (a late timer
        // costs nothing), the oldest call's arrival when the key was idle, never older than the catch-up.
        const oldest = Math.min(...this.queue.map((w) => w.arrivedAt));
        const slot = Math.max(readyAt, oldest, now - CATCH_UP_MS);
        const waiter = this.takeNext();
        if (!waiter) break;
        try {
          this.persist(slot + this.opts.intervalMs);
          waiter.resolve(now);
        } catch (error) {
          waiter.reject(error);
        }
      }
    } finally {
      this.pumping = false;
    }
  }
}
