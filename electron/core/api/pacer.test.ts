import { describe, expect, it } from 'vitest';
import { createFakeClock } from './fake-clock';
import { KeyPacer, pacingIntervalMs } from './pacer';
import { createMemoryPacingStore } from './pacing-store';

function pacerWith(perMinute: number, store = createMemoryPacingStore(), clock = createFakeClock()) {
  const pacer = new KeyPacer({ keyId: 'k1', intervalMs: pacingIntervalMs(perMinute), store, now: clock.now, sleep: clock.sleep });
  return { pacer, store, clock };
}

describe('pacingIntervalMs', () => {
  it('spaces at 95% of the limit', () => {
    expect(pacingIntervalMs(60)).toBe(1053);
    expect(pacingIntervalMs(30)).toBe(2106);
    expect(pacingIntervalMs(60)).toBeGreaterThanOrEqual(60_000 / 60 / 0.95);
  });
});

describe('KeyPacer', () => {
  it('grants evenly spaced send times with no burst at the start', async () => {
    const { pacer } = pacerWith(60);
    const times = await Promise.all(Array.from({ length: 8 }, () => pacer.acquire('background')));
    const gaps = times.slice(1).map((t, i) => t - times[i]!);
    expect(gaps).toEqual(Array(7).fill(1053));
  });

  it('does not burst after an idle spell', async () => {
    const { pacer, clock } = pacerWith(60);
    const first = await pacer.acquire('background');
    clock.advance(500);
    const second = await pacer.acquire('background');
    expect(second - first).toBe(1053);
    clock.advance(10_000);
    const third = await pacer.acquire('background');
    expect(third).toBe(clock.now());
    expect(third - second).toBeGreaterThan(1053);
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
    expect(t2).toBe(t1 + 1053);
    expect(clock.now()).toBe(t2);
  });

  it('continues the spacing from the store after a restart', async () => {
    const store = createMemoryPacingStore();
    const clock = createFakeClock();
    const before = pacerWith(60, store, clock).pacer;
    const last = await before.acquire('background');
    expect(store.load('k1')).toBe(last + 1053);
    const after = pacerWith(60, store, clock).pacer;
    expect(await after.acquire('background')).toBe(last + 1053);
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
