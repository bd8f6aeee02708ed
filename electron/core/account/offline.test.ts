import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmulatorHandle } from '../../../emulator/index';
import { ApiError, NetworkError, TimeoutError } from '../api';
import { createEventHub } from '../bridge-handlers';
import { createConnectivity } from './connectivity';
import { companyForMirror, mirror } from '../../../test/support/core/mirror-flow';
import { type CoreFixture, openCore, removeDir, startTestEmulator } from '../../../test/support/core/seeded-core';

describe('connectivity', () => {
  it('flips offline on no answer and back on any answer, telling listeners only on a change', () => {
    const hub = createEventHub();
    const seen: unknown[] = [];
    hub.subscribe((name, payload) => seen.push([name, payload]));
    const c = createConnectivity(hub);
    c.succeeded();
    c.failed(new NetworkError('connect ECONNREFUSED 127.0.0.1:9', 'ECONNREFUSED', false));
    c.failed(new TimeoutError('no answer in 30000 ms', 30_000));
    expect(c.online).toBe(false);
    expect(c.reason).toMatch(/no answer in 30000 ms/);
    c.failed(new ApiError('COMPANY_NOT_FOUND', 'not held', 404, {}, 'req_1'));
    expect(c.online).toBe(true);
    expect(seen).toEqual([
      ['connectivity', { online: false, reason: expect.stringMatching(/ECONNREFUSED/) }],
      ['connectivity', { online: true, reason: null }],
    ]);
  });
});

// A sandbox mirror, then the registry goes away: the library still answers, paid quotes do not.
let emu: EmulatorHandle;
let fx: CoreFixture;
let cin: string;
let filingId: string;
/** The core's clock runs this far ahead of real time: the last test moves it past the usage minute. */
let skew = 0;

beforeAll(async () => {
  emu = await startTestEmulator();
  fx = await openCore({ embedded: { baseUrl: emu.url, testKey: emu.keys.test }, now: () => Date.now() + skew });
  await fx.call('onboarding.useSandbox');
  cin = companyForMirror(emu, true);
  const action = await mirror(fx, cin);
  if (action.state !== 'done') throw new Error(`mirror ended ${action.state}`);
  const financials = await fx.call('company.financials', { id: cin });
  filingId = financials.sources[String(financials.years[0])]!.filingId!;
  await emu.close();
}, 120_000);

afterAll(async () => {
  await fx?.close();
  if (fx) removeDir(fx.dataDir);
});

describe('offline', () => {
  it('still serves every view of the library', async () => {
    expect((await fx.call('library.companies', { sort: 'name' })).map((c) => c.id)).toContain(cin);
    expect((await fx.call('company.detail', { id: cin })).directors.length).toBeGreaterThan(0);
    expect((await fx.call('company.filings', { id: cin })).length).toBeGreaterThan(0);
    expect((await fx.call('company.financials', { id: cin })).rows.length).toBeGreaterThan(0);
    expect((await fx.call('filing.figures', { filingId })).length).toBeGreaterThan(0);
    expect((await fx.call('company.extraction', { id: cin, formType: 'AOC-4' })).length).toBeGreaterThan(0);
    expect((await fx.call('search.local', { text: cin })).map((h) => h.id)).toContain(cin);
    expect((await fx.call('action.list')).some((a) => a.subject === cin && a.state === 'done')).toBe(true);
  });

  it('blocks paid quotes with the reason instead of failing', async () => {
    const din = (await fx.call('company.detail', { id: cin })).directors[0]!.din;
    const quotes = await Promise.all([
      fx.call('mirror.quote', { id: cin }),
      fx.call('refresh.quote', { id: cin }),
      fx.call('fetch.quote', { id: cin }),
      fx.call('directorProfile.quote', { din }),
      fx.call('registry.quoteResolve', { query: 'software' }),
      fx.call('directorContact.quote', { din }),
    ]);
    for (const q of quotes) expect(q.blockedReason).toMatch(/cannot reach the registry/i);
    expect((await fx.fail('action.run', { quoteId: quotes[0]!.quoteId })).code).toBe('QUOTE_BLOCKED');
  }, 60_000);

  it('says so in the status once a call got no answer, with the reason, and tells listeners', async () => {
    const status = await fx.call('app.status');
    expect(status.online).toBe(false);
    expect(status.mode).toBe('sandbox');
    expect(status.walletPaisa).not.toBeNull();
    expect(status.notices?.some((n) => /cannot be reached/.test(n))).toBe(true);
    expect(fx.events).toContainEqual({ name: 'connectivity', payload: { online: false, reason: expect.any(String) } });
  }, 60_000);

  it('explains free calls that need the registry, and shows the usage as last read', async () => {
    const error = await fx.fail('registry.sandbox');
    expect(error.code).toBe('NETWORK_ERROR');
    expect(error.message).toMatch(/could not reach the registry while Reading the sandbox list/);
    // Read during the mirror, under a minute ago: kept, with its time, rather than asked again.
    const spend = await fx.call('spend.summary', {});
    expect(Date.parse(spend.apiUsage!.readAt)).toBeLessThanOrEqual(Date.now());
    expect(spend.differences).toEqual([]);
  }, 60_000);

  it('compares no usage once the last reading is over a minute old and the registry does not answer', async () => {
    skew += 61_000;
    const spend = await fx.call('spend.summary', {});
    expect(spend.apiUsage).toBeNull();
    expect(spend.differences).toEqual([expect.stringMatching(/usage could not be read, so the ledger was not compared/)]);
  }, 60_000);

  it('is back online with the next call that gets an answer', async () => {
    // The embedded sandbox's address is this launch's: the registry comes back where it was.
    const again = await startTestEmulator({ port: Number(new URL(emu.url).port) });
    try {
      const status = await fx.call('app.status');
      expect(status.online).toBe(true);
      expect(status.notices).toBeUndefined();
      expect(fx.events.at(-1)).toEqual({ name: 'connectivity', payload: { online: true, reason: null } });
    } finally {
      await again.close();
    }
  }, 60_000);
});
