/** Money: the ledger equals what the client was told it paid; refusals and failures never move the wallet. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY } from '../clock';
import type { EmulatorHandle } from '../index';
import { MAIN_ACCOUNT } from '../state/accounts';
import { type ApiResponse, chargedTotal, hasUncached, liveCompanies, startTestEmulator, TestClient } from '../../test/support/emulator/server-support';

let emu: EmulatorHandle;
let live: TestClient;

beforeAll(async () => {
  emu = await startTestEmulator({ speed: 1 });
  live = new TestClient(emu.url, emu.keys.live);
});
afterAll(() => emu.close());

describe('charges', () => {
  it('ledger total equals the sum of priceChargedPaisa the client saw; refused calls cost nothing', async () => {
    const [a, b] = liveCompanies(emu.registry, hasUncached(emu.registry)).map((c) => c.cin);
    const seen: ApiResponse[] = [];
    const run = async (p: Promise<ApiResponse>) => {
      const res = await p;
      seen.push(res);
      return res;
    };
    await run(live.get(`/v1/companies/${a}`));
    await run(live.get(`/v1/companies/${a}/filings`));
    await run(live.post(`/v1/companies/${a}/unlock`));
    await run(live.post(`/v1/companies/${a}/unlock`)); // 409
    await run(live.post(`/v1/companies/${b}/documents/fetch`)); // 403 UNLOCK_REQUIRED
    await run(live.get(`/v1/companies/${b}/filings?limit=500`)); // 400
    await run(live.post(`/v1/companies/${a}/update`));
    emu.clock.advance(DAY);
    const row = (await run(live.get(`/v1/companies/${a}/filings?limit=1`))).body.data[0];
    await run(live.get(`/v1/companies/${a}/filings/${row.filingId}/download`));
    const ledger = emu.state.ledger(MAIN_ACCOUNT);
    const total = ledger.reduce((sum, e) => sum + e.pricePaisa, 0);
    expect(total).toBe(chargedTotal(seen));
    expect(emu.state.balance(MAIN_ACCOUNT)).toBe(100_000_000 - total);
    expect(ledger.map((e) => e.endpoint)).toEqual([
      'companies.master', 'companies.filings.list', 'companies.unlock', 'companies.update', 'companies.filings.list', 'companies.filings.download',
    ]);
    const ids = new Set(seen.map((r) => r.requestId));
    for (const entry of ledger) expect(ids.has(entry.requestId)).toBe(true);
  });

  it('charges a document fetch that joins a running job at full price', async () => {
    const cin = liveCompanies(emu.registry, hasUncached(emu.registry))[3]!.cin;
    await live.post(`/v1/companies/${cin}/unlock`);
    const joined = await live.post(`/v1/companies/${cin}/documents/fetch`);
    expect(joined.status).toBe(202);
    expect(joined.body.data).toMatchObject({ cin, queued: true, joinedExisting: true, progress: `GET /v1/companies/${cin}/unlock` });
    expect(joined.body.meta.priceChargedPaisa).toBe(15_000);
  });

  it('answers a dropped paid POST with a broken connection after charging it', async () => {
    const cin = liveCompanies(emu.registry)[6]!.cin;
    emu.faults.dropConnection(1, '/update');
    const before = emu.state.ledger(MAIN_ACCOUNT).length;
    await expect(fetch(`${emu.url}/v1/companies/${cin}/update`, { method: 'POST', headers: { 'x-api-key': emu.keys.live } })).rejects.toThrow();
    expect(emu.state.ledger(MAIN_ACCOUNT).length).toBe(before + 1);
    const status = await live.get(`/v1/companies/${cin}/update/status`);
    expect(status.body.data.cin).toBe(cin);
  });

  it('fails the next N matching requests with 503, uncharged, then recovers', async () => {
    const cin = liveCompanies(emu.registry)[7]!.cin;
    emu.faults.failNextRequests(2, '/filings');
    const wallet = emu.state.balance(MAIN_ACCOUNT);
    expect((await live.get(`/v1/companies/${cin}/filings`)).status).toBe(503);
    expect((await live.get(`/v1/companies/${cin}`)).status).toBe(200);
    expect((await live.get(`/v1/companies/${cin}/filings`)).status).toBe(503);
    expect(emu.state.balance(MAIN_ACCOUNT)).toBe(wallet - 500);
    expect((await live.get(`/v1/companies/${cin}/filings`)).status).toBe(200);
  });

  it('never bills a test key', async () => {
    const test = new TestClient(emu.url, emu.keys.test);
    const cin = emu.registry.sandboxCompanies()[2]!.cin;
    const wallet = emu.state.balance(MAIN_ACCOUNT);
    for (const path of [`/v1/companies/${cin}`, `/v1/companies/${cin}/filings`, `/v1/companies/${cin}/extractions`]) {
      expect((await test.get(path)).body.meta.priceChargedPaisa).toBeUndefined();
    }
    const fetched = await test.post(`/v1/companies/${cin}/documents/fetch`);
    expect(fetched.body.data).toMatchObject({ sandbox: true, queued: true });
    expect(emu.state.balance(MAIN_ACCOUNT)).toBe(wallet);
  });
});
