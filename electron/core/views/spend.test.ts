import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmulatorHandle } from '../../../emulator/index';
import { createApiClient } from '../api';
import { companyForMirror, mirror } from '../../../test/support/core/mirror-flow';
import { describeDifferences } from './spend-differences';
import { type CoreFixture, openCore, removeDir, startTestEmulator } from '../../../test/support/core/seeded-core';

describe('describeDifferences', () => {
  it('finds nothing when the money agrees, even when the API counts free or test-key calls', () => {
    const api = [
      { endpoint: 'companies.master', calls: 3, spendPaisa: 1000 },
      { endpoint: 'companies.freshness', calls: 9, spendPaisa: 0 },
    ];
    expect(describeDifferences(api, [{ endpointKey: 'companies.master', calls: 2, spendPaisa: 1000 }])).toEqual([]);
  });

  it('says when the API reports spend the ledger does not have, and the other way round', () => {
    const out = describeDifferences(
      [
        { endpoint: 'companies.master', calls: 3, spendPaisa: 1500 },
        { endpoint: 'companies.unlock', calls: 1, spendPaisa: 33_000 },
      ],
      [
        { endpointKey: 'companies.master', calls: 2, spendPaisa: 1000 },
        { endpointKey: 'companies.unlock', calls: 2, spendPaisa: 66_000 },
      ],
    );
    expect(out).toEqual([
      'The API reports 3 calls to companies.master costing ₹15.00 in 30 days; the local ledger has 2 calls costing ₹10.00: ₹5.00 was spent outside this library (a call made outside Dossier, from another copy of Dossier, or through the assistant connector?).',
      "The local ledger has 2 calls to companies.unlock costing ₹660.00 in the last 30 days; the API reports 1 call costing ₹330.00: the ledger has ₹330.00 more (paid with a key of another account, or recorded just outside the API's 30-day window?).",
    ]);
  });
});

// A live mirror, then the ledger beside the registry's usage: equal, until a call is paid outside Dossier.
let emu: EmulatorHandle;
let fx: CoreFixture;
let cin: string;

function anotherLiveCompany(): string {
  for (const entry of emu.registry.companies()) if (!entry.sandbox && entry.idType === 'cin' && entry.cin !== cin) return entry.cin;
  throw new Error('no other live company');
}

beforeAll(async () => {
  emu = await startTestEmulator();
  // One clock for both sides: the test moves it past the minute the usage reading is kept.
  fx = await openCore({ now: () => emu.clock.now() });
  await fx.call('settings.update', { baseUrl: emu.url });
  await fx.call('key.set', { apiKey: emu.keys.live });
  cin = companyForMirror(emu, false, 25);
  const action = await mirror(fx, cin);
  if (action.state !== 'done') throw new Error(`mirror ended ${action.state}: ${JSON.stringify(action.error)}`);
}, 120_000);

afterAll(async () => {
  await fx?.close();
  if (fx) removeDir(fx.dataDir);
  await emu.close();
});

describe('spend.summary after a live mirror', () => {
  it('agrees with the registry: no differences, and totals equal to what the emulator charged', async () => {
    const spend = await fx.call('spend.summary', {});
    expect(spend.differences).toEqual([]);
    const charged = emu.state.usageSince('acc_main', 0).reduce((sum, u) => sum + u.spendPaisa, 0);
    expect(spend.totalPaisa).toBe(charged);
    expect(spend.totalPaisa).toBeGreaterThanOrEqual(33_000);
    expect(spend.sessionSpendPaisa).toBe(spend.totalPaisa);
    expect(spend.walletPaisa).toBe(emu.state.balance('acc_main'));
    expect(spend.byEndpoint.find((r) => r.endpointKey === 'companies.unlock')).toEqual({ endpointKey: 'companies.unlock', calls: 1, spendPaisa: 33_000 });
    expect(spend.byCompany).toEqual([{ companyId: cin, name: expect.any(String), spendPaisa: spend.totalPaisa }]);
    expect(spend.byDay.reduce((sum, d) => sum + d.spendPaisa, 0)).toBe(spend.totalPaisa);
    expect(spend.recent[0]).toMatchObject({ subject: cin, keyKind: 'live', requestId: expect.any(String) });
    const summary = (await fx.call('library.companies', { sort: 'spend' })).find((c) => c.id === cin)!;
    expect(summary.spendPaisa).toBe(spend.totalPaisa);
    expect((await fx.call('app.status')).sessionSpendPaisa).toBe(spend.totalPaisa);
  });

  it('filters by company', async () => {
    const mine = await fx.call('spend.summary', { companyId: cin });
    const other = await fx.call('spend.summary', { companyId: 'U01100DL2001PTC111111' });
    expect(mine.totalPaisa).toBe((await fx.call('spend.summary', {})).totalPaisa);
    expect(other).toMatchObject({ totalPaisa: 0, byEndpoint: [], byCompany: [], recent: [], differences: [] });
  });

  it('points out a paid call made directly with the client, outside the facade', async () => {
    const outside = createApiClient({ baseUrl: emu.url, apiKey: emu.keys.live });
    const res = await outside.getCompany(anotherLiveCompany());
    expect(res.billing?.priceChargedPaisa).toBe(500);
    const cached = await fx.call('spend.summary', {});
    expect(cached.differences).toEqual([]); // the registry is asked about usage at most once a minute
    emu.clock.advance(61_000);
    const spend = await fx.call('spend.summary', {});
    expect(spend.differences).toHaveLength(1);
    expect(spend.differences[0]).toMatch(/^The API reports 2 calls to companies\.master costing ₹10\.00 in 30 days; the local ledger has 1 call costing ₹5\.00: ₹5\.00 was spent outside this library/);
    expect(fx.transcript()).not.toContain(emu.keys.live);
  });
});
