/**
 * Pacing against the emulator's own per-minute limit. The client's clock is the emulator's, so
 * the asserted send times are exactly the ones the emulator's rate limiter saw.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { companyWithAllForms, type Fixture, startFixture } from '../../../test/support/core/emulator-fixture';
import { pacingIntervalMs } from './pacer';
import { createMemoryPacingStore } from './pacing-store';
import type { Billing } from './response';

let fx: Fixture | undefined;

afterEach(async () => {
  await fx?.close();
  fx = undefined;
});

interface Sent {
  at: number;
  path: string;
  status: number;
}

/** A fetch that records the emulated send time and the status of every request. */
function recordingFetch(clock: { now(): number }, log: Sent[]): typeof fetch {
  // Stamped with the clients' virtual clock: the send time the pacer granted.
  return async (input, init) => {
    const entry: Sent = { at: clock.now(), path: new URL(String(input)).pathname, status: 0 };
    log.push(entry);
    const response = await fetch(input, init);
    entry.status = response.status;
    return response;
  };
}

const gaps = (sent: Sent[]) => sent.slice(1).map((s, i) => s.at - sent[i]!.at);

describe('pacing', () => {
  it('spaces a live key at 96.5% of 60/min and never meets a 429 over 70 calls', async () => {
    fx = await startFixture();
    const log: Sent[] = [];
    const client = fx.client('live', { fetch: recordingFetch(fx, log) });
    await Promise.all(Array.from({ length: 70 }, () => client.getUsage({ priority: 'background' })));
    expect(log).toHaveLength(70);
    expect(log.every((s) => s.status === 200)).toBe(true);
    for (const gap of gaps(log)) expect(gap).toBeGreaterThanOrEqual(60_000 / 60 / 0.965);
    expect(pacingIntervalMs(60)).toBe(1037);
    // 61 sends in a row (the limit + 1) span more than the emulator's sliding minute.
    for (let i = 60; i < log.length; i++) expect(log[i]!.at - log[i - 60]!.at).toBeGreaterThan(60_000);
  });

  it('spaces a test key at 96.5% of 30/min', async () => {
    fx = await startFixture();
    const log: Sent[] = [];
    const client = fx.client('test', { fetch: recordingFetch(fx, log) });
    await Promise.all(Array.from({ length: 35 }, () => client.getSandbox({ priority: 'background' })));
    expect(log.every((s) => s.status === 200)).toBe(true);
    for (const gap of gaps(log)) expect(gap).toBeGreaterThanOrEqual(60_000 / 30 / 0.965);
  });

  it('sends a manual call ahead of queued background calls', async () => {
    fx = await startFixture();
    const log: Sent[] = [];
    const client = fx.client('live', { fetch: recordingFetch(fx, log) });
    const background = Array.from({ length: 5 }, () => client.getUsage({ priority: 'background' }));
    const manual = client.getPricing({ priority: 'interactive' });
    await Promise.all([...background, manual]);
    expect(log.map((s) => s.path).indexOf('/v1/account/pricing')).toBe(1);
  });

  it('keeps the spacing across a restart through the pacing store', async () => {
    fx = await startFixture();
    const store = createMemoryPacingStore();
    const log: Sent[] = [];
    const first = fx.client('live', { pacingStore: store, fetch: recordingFetch(fx, log) });
    await Promise.all([first.getUsage(), first.getUsage(), first.getUsage()]);
    expect(store.snapshot()).toEqual({ [first.keyId]: log[2]!.at + 1037 });
    expect(JSON.stringify(store.snapshot())).not.toContain(fx.emu.keys.live);
    const restarted = fx.client('live', { pacingStore: store, fetch: recordingFetch(fx, log) });
    await restarted.getUsage();
    expect(log[3]!.at - log[2]!.at).toBeGreaterThanOrEqual(1037);
  });
});

describe('429 storm', () => {
  it('pauses the whole key for Retry-After and charges no call twice', async () => {
    // The service allows 5/min while the client believes 60/min: a storm of 429s.
    fx = await startFixture({ rateLive: 5 });
    const cin = companyWithAllForms(fx.emu, false);
    const log: Sent[] = [];
    const client = fx.client('live', { fetch: recordingFetch(fx, log), maxRateLimitRetries: 20 });
    const responses = await Promise.all(Array.from({ length: 12 }, () => client.getCompany(cin, { priority: 'background' })));
    const rateLimited = log.filter((s) => s.status === 429);
    expect(rateLimited.length).toBeGreaterThan(0);
    // After each 429 nothing was sent before its Retry-After (at least a second) had passed.
    for (const hit of rateLimited) {
      const next = log.find((s) => s.at > hit.at);
      if (next) expect(next.at - hit.at).toBeGreaterThanOrEqual(1000);
    }
    const billings = responses.map((r) => r.billing as Billing);
    const ledger = fx.emu.state.ledger('acc_main');
    expect(ledger).toHaveLength(12);
    expect(new Set(ledger.map((e) => e.requestId))).toEqual(new Set(billings.map((b) => b.requestId)));
  });

  it('gives up with RATE_LIMITED after maxRateLimitRetries, uncharged', async () => {
    fx = await startFixture({ rateLive: 1 });
    const client = fx.client('live', { maxRateLimitRetries: 0 });
    await client.getUsage();
    const error = await client.getUsage().catch((e) => e);
    expect(error.toData()).toMatchObject({ code: 'RATE_LIMITED', details: { kind: 'api', status: 429 } });
    expect(error.retryAfterSeconds).toBeGreaterThan(0);
    expect(fx.emu.state.ledger('acc_main')).toEqual([]);
  });
});
