/**
 * Spaces one key's requests evenly at ~95% of its per-minute limit, so a long mirror never meets a
 * 429 in steady state. No bursts: each send waits for the previous send plus one interval, even
 * after an idle spell. Interactive calls jump ahead of queued background calls. A 429 pushes the
 * whole key's next send time to the end of its Retry-After, so every queued call waits.
 *
 * The next send time is saved to the PacingStore on every grant and re-read before each one, so a
 * restart (or a second client on the same key and store) continues the same spacing.
 */
import type { PacingStore } from './pacing-store';

export type Priority = 'interactive' | 'background';

/** Fraction of the documented limit the client actually uses. */
export const PACING_HEADROOM = 0.95;

/** The longest wait a stored next-send time can impose (a Retry-After is seconds, not hours). */
const MAX_STORED_WAIT_MS = 15 * 60_000;

export function pacingIntervalMs(perMinute: number): number {
  return Math.ceil(60_000 / (perMinute * PACING_HEADROOM));
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
  resolve: (sendAt: number) => void;
  reject: (error: unknown) => void;
}

export class KeyPacer {
  private readonly queue: Waiter[] = [];
  private pumping = false;
  /** This pacer's own next send time; the stored one is read (and clamped) on every grant. */
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
      const waiter: Waiter = { priority, seq: options.front ? ++this.frontSeq : ++this.seq, resolve, reject };
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
    if (until > this.nextAt) this.persist(until);
  }

  /** When the next send may happen (for tests and diagnostics). */
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
        const waiter = this.takeNext();
        if (!waiter) break;
        try {
          this.persist(now + this.opts.intervalMs);
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
