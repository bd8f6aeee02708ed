import { describe, expect, it } from 'vitest';
import { createFakeClock } from '../../../test/support/core/fake-clock';
import { CATCH_UP_MS, KeyPacer, pacingIntervalMs, SEND_MARGIN_MS } from './pacer';
import { createMemoryPacingStore } from './pacing-store';

function pacerWith(perMinute: number, store = createMemoryPacingStore(), clock = createFakeClock()) {
  const pacer = new KeyPacer({ keyId: 'k1', intervalMs: pacingIntervalMs(perMinute), store, now: clock.now, sleep: clock.sleep });
  return { pacer, store, clock };
}

describe('pacingIntervalMs', () => {
  it('spaces at 96.5% of the limit', () => {
    expect(pacingIntervalMs(60)).toBe(1037);
    expect(pacingIntervalMs(30)).toBe(2073);
    expect(pacingIntervalMs(120)).toBe(519);
    expect(pacingIntervalMs(60)).toBeGreaterThanOrEqual(60_000 / 60 / 0.965);
  });

  it('leaves room for the catch-up and the send margin in every minute, at every limit', () => {
    for (let limit = 1; limit <= 5_000; limit++) {
      expect(limit * pacingIntervalMs(limit)).toBeGreaterThanOrEqual(60_000 + CATCH_UP_MS + SEND_MARGIN_MS);
    }
  });
});

describe('KeyPacer', () => {
  it('grants evenly spaced send times with no burst at the start', async () => {
    const { pacer } = pacerWith(60);
    const times = await Promise.all(Array.from({ length: 8 }, () => pacer.acquire('background')));
    const gaps = times.slice(1).map((t, i) => t - times[i]!);
    expect(gaps).toEqual(Array(7).fill(1037));
  });

  it('does not burst after an idle spell', async () => {
    const { pacer, clock } = pacerWith(60);
    const first = await pacer.acquire('background');
    clock.advance(500);
    const second = await pacer.acquire('background');
    expect(second - first).toBe(1037);
    clock.advance(10_000);
    const third = await pacer.acquire('background');
    expect(third).toBe(clock.now());
    expect(third - second).toBeGreaterThan(1037);
  });

  it('serves interactive calls before queued background calls', async () => {
    const { pacer } = pacerWith(60);
    const order: string[] = [];
    const calls = [
      ...['b1', 'b2', 'b3'].map((n) => pacer.acquire('background').then(() => order.push(n))),
      pacer.acquire('interactive').then(() => order.push('i1')),
    ];
    await Promise.all(calls);
    // b1 was granted at once (queue was empty when it arrived); i1 overtakes b2 and b3.
    expect(order).toEqual(['b1', 'i1', 'b2', 'b3']);
  });

  it('puts a retried call at the front of its priority', async () => {
    const { pacer } = pacerWith(60);
    const order: string[] = [];
    await pacer.acquire('background');
    const calls = [
      pacer.acquire('background').then(() => order.push('b1')),
      pacer.acquire('background', { front: true }).then(() => order.push('retry')),
    ];
    await Promise.all(calls);
    expect(order).toEqual(['retry', 'b1']);
  });

  it('pauses the whole key on pauseFor and keeps spacing after', async () => {
    const { pacer, clock } = pacerWith(60);
    const t0 = await pacer.acquire('background');
    pacer.pauseFor(5_000);
    const [t1, t2] = await Promise.all([pacer.acquire('interactive'), pacer.acquire('background')]);
    expect(t1).toBe(t0 + 5_000);
    expect(t2).toBe(t1 + 1037);
    expect(clock.now()).toBe(t2);
  });

  it('continues the spacing from the store after a restart', async () => {
    const store = createMemoryPacingStore();
    const clock = createFakeClock();
    const before = pacerWith(60, store, clock).pacer;
    const last = await before.acquire('background');
    expect(store.load('k1')).toBe(last + 1037);
    const after = pacerWith(60, store, clock).pacer;
    expect(await after.acquire('background')).toBe(last + 1037);
  });

  it('ignores a stored time absurdly far in the future (clock moved back)', async () => {
    const clock = createFakeClock();
    const store = createMemoryPacingStore({ k1: clock.now() + 24 * 3_600_000 });
    const { pacer } = pacerWith(60, store, clock);
    const start = clock.now();
    expect(await pacer.acquire('background')).toBeLessThanOrEqual(start + 15 * 60_000);
  });

  it('removes an aborted call from the queue', async () => {
    const { pacer } = pacerWith(60);
    await pacer.acquire('background');
    const controller = new AbortController();
    const aborted = pacer.acquire('background', { signal: controller.signal });
    controller.abort(new Error('cancelled'));
    await expect(aborted).rejects.toThrow('cancelled');
    expect(pacer.queued).toBe(0);
  });
});

describe('KeyPacer slots', () => {
  /** A fake clock whose timers wake `lateMs` after the time asked for. */
  function lateClock(lateMs: () => number) {
    const clock = createFakeClock();
    const sleep = async (ms: number) => {
      clock.advance(Math.max(0, ms) + lateMs());
      await Promise.resolve();
    };
    return { ...clock, sleep };
  }

  it('keeps the rate when timers wake late: each send fills the slot it waited for', async () => {
    const clock = lateClock(() => 40);
    const { pacer } = pacerWith(60, createMemoryPacingStore(), clock);
    const times = await Promise.all(Array.from({ length: 10 }, () => pacer.acquire('background')));
    // Every send after the first is 40 ms late, yet each slot is still the one before + 1037.
    expect(times[9]! - times[0]!).toBe(40 + 9 * 1037);
    expect(pacer.nextSendAt).toBe(times[0]! + 10 * 1037);
  });

  it('never lets a slot lag its send by more than the catch-up', async () => {
    const clock = lateClock(() => 5_000);
    const { pacer } = pacerWith(60, createMemoryPacingStore(), clock);
    await pacer.acquire('background');
    const pending = [pacer.acquire('background'), pacer.acquire('background')];
    const [second] = await Promise.all(pending);
    // The second woke 5 s late: its slot is pulled forward to CATCH_UP_MS before it, not 5 s.
    expect(pacer.nextSendAt).toBeGreaterThan(second! - CATCH_UP_MS);
  });
});

/** A small deterministic generator, so a failing pattern can be replayed from its seed. */
function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('KeyPacer sliding minute (property)', () => {
  it('never sends more than the limit in any 60 s window, whatever the arrivals, late timers, restarts and 429s', async () => {
    for (let seed = 1; seed <= 60; seed++) {
      const random = mulberry32(seed);
      const limit = [1, 2, 5, 30, 60, 120, 1200][Math.floor(random() * 7)]!;
      const clock = createFakeClock();
      const sleep = async (ms: number) => {
        // Timers wake on time, a little late or very late (a busy machine, a blocked event loop).
        const roll = random();
        clock.advance(Math.max(0, ms) + (roll < 0.6 ? 0 : roll < 0.9 ? random() * 200 : random() * 4_000));
        await Promise.resolve();
      };
      const store = createMemoryPacingStore();
      const make = () => new KeyPacer({ keyId: 'k1', intervalMs: pacingIntervalMs(limit), store, now: clock.now, sleep });
      let pacer = make();
      const sent: number[] = [];
      const record = (p: Promise<number>) => p.then((at) => sent.push(at));
      const pending: Promise<unknown>[] = [];
      for (let step = 0; step < 250; step++) {
        const roll = random();
        if (roll < 0.5) pending.push(record(pacer.acquire(random() < 0.2 ? 'interactive' : 'background')));
        else if (roll < 0.8) clock.advance(random() * (120_000 / limit));
        else if (roll < 0.85) clock.advance(random() * 90_000);
        else if (roll < 0.9) pacer.pauseFor(random() * 5_000);
        else if (roll < 0.93) {
          // A restart: what is queued still goes through the old pacer, new calls through a new one.
          await Promise.all(pending.splice(0));
          pacer = make();
        } else await Promise.all(pending.splice(0));
      }
      await Promise.all(pending);
      sent.sort((a, b) => a - b);
      // limit + 1 sends in a row always span more than a minute plus the send margin.
      for (let i = limit; i < sent.length; i++) {
        expect(sent[i]! - sent[i - limit]!, `seed ${seed}, limit ${limit}`).toBeGreaterThanOrEqual(60_000 + SEND_MARGIN_MS);
      }
    }
  });
});
