import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmulatorHandle } from '../../../emulator/index';
import { ApiError, NetworkError } from '../api';
import { companyForMirror, mirror } from '../../../test/support/core/mirror-flow';
import { type CoreFixture, openCore, removeDir, startTestEmulator } from '../../../test/support/core/seeded-core';
import { createUsageReader, USAGE_MIN_INTERVAL_MS, type UsageResponse } from './usage-reader';

const answer = (balancePaisa: number): UsageResponse =>
  ({ data: { wallet: { balancePaisa, currency: 'INR' } }, meta: { requestId: 'req' }, billing: null }) as unknown as UsageResponse;

function sender(results: Array<UsageResponse | Error>) {
  let sent = 0;
  const send = async () => {
    const next = results[Math.min(sent, results.length - 1)]!;
    sent += 1;
    if (next instanceof Error) throw next;
    return next;
  };
  return { send, sent: () => sent };
}

describe('createUsageReader', () => {
  it('sends once for concurrent callers and once a minute, the wallet following spend events', async () => {
    let now = 1_000_000;
    const reader = createUsageReader(() => now);
    const registry = sender([answer(10_000), answer(7_000)]);
    const first = await Promise.all(Array.from({ length: 20 }, () => reader.read('r k', registry.send)));
    expect(registry.sent()).toBe(1);
    expect(first.every((r) => r.data.wallet.balancePaisa === 10_000)).toBe(true);
    reader.noteWallet(9_500);
    now += USAGE_MIN_INTERVAL_MS - 1;
    expect((await reader.read('r k', registry.send)).data.wallet.balancePaisa).toBe(9_500);
    expect(registry.sent()).toBe(1);
    now += 1;
    expect(reader.due('r k')).toBe(true);
    expect((await reader.read('r k', registry.send)).data.wallet.balancePaisa).toBe(7_000);
    expect(registry.sent()).toBe(2);
  });

  it('counts an answered failure toward the minute, serving the last good answer meanwhile', async () => {
    let now = 0;
    const reader = createUsageReader(() => now);
    const refused = new ApiError('RATE_LIMITED', 'slow down', 429, {}, 'req_2');
    const registry = sender([answer(500), refused, answer(400)]);
    await reader.read('r k', registry.send);
    now += USAGE_MIN_INTERVAL_MS;
    await expect(reader.read('r k', registry.send)).rejects.toBe(refused);
    expect((await reader.read('r k', registry.send)).data.wallet.balancePaisa).toBe(500);
    expect(registry.sent()).toBe(2);
  });

  it('does not count a request that never left (connection refused), and starts afresh for another key', async () => {
    const reader = createUsageReader(() => 0);
    const refused = new NetworkError('connect ECONNREFUSED', 'ECONNREFUSED', false);
    const registry = sender([refused, answer(300)]);
    await expect(reader.read('r k', registry.send)).rejects.toBe(refused);
    expect((await reader.read('r k', registry.send)).data.wallet.balancePaisa).toBe(300);
    const other = sender([answer(42)]);
    expect((await reader.read('r other', other.send)).data.wallet.balancePaisa).toBe(42);
    expect(registry.sent() + other.sent()).toBe(3);
  });
});

// The whole core with a fetch that counts usage requests: status polling, the spend view after
// every spend event and the quotes of a mirror share one read a minute.
let emu: EmulatorHandle;
let fx: CoreFixture;
let usageRequests = 0;

beforeAll(async () => {
  emu = await startTestEmulator();
  const counting: typeof fetch = async (input, init) => {
    if (new URL(input instanceof Request ? input.url : String(input)).pathname === '/v1/account/usage') usageRequests += 1;
    return fetch(input, init);
  };
  fx = await openCore({ embedded: { baseUrl: emu.url, testKey: emu.keys.test }, fetch: counting, now: () => emu.clock.now() });
});
afterAll(async () => {
  await fx?.close();
  if (fx) removeDir(fx.dataDir);
  await emu.close();
});

describe('usage reads across the core', () => {
  it('reads usage once for onboarding, polling, the spend view and a mirror, and once more a minute later', async () => {
    await fx.call('onboarding.useSandbox');
    expect(usageRequests).toBe(1);
    await Promise.all(Array.from({ length: 30 }, () => fx.call('app.status')));
    for (let i = 0; i < 10; i += 1) await fx.call('spend.summary', {});
    expect((await mirror(fx, companyForMirror(emu, true))).state).toBe('done');
    await fx.call('refresh.quote', { id: companyForMirror(emu, true) });
    await Promise.all([fx.call('app.status'), fx.call('spend.summary', {})]);
    expect(usageRequests).toBe(1);

    emu.clock.advance(USAGE_MIN_INTERVAL_MS);
    const [status] = await Promise.all([fx.call('app.status'), fx.call('app.status'), fx.call('spend.summary', {})]);
    expect(usageRequests).toBe(2);
    expect(status.walletPaisa).toBe(emu.state.balance('acc_main'));
  }, 60_000);
});
