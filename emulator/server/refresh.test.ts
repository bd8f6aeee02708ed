/** The refresh job: queue, join, alreadyFresh, failed/skipped stages, the 24 h window, list-only refresh. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY, MINUTE } from '../clock';
import type { EmulatorHandle } from '../index';
import { MAIN_ACCOUNT } from '../state/accounts';
import { REFERENCE_DATE } from '../registry/types';
import { liveCompanies, startTestEmulator, TEST_START, TestClient } from '../../test/support/emulator/server-support';

let emu: EmulatorHandle;
let live: TestClient;
let other: TestClient;
let pool: string[];

beforeAll(async () => {
  emu = await startTestEmulator({ speed: 1 });
  live = new TestClient(emu.url, emu.keys.live);
  other = new TestClient(emu.url, emu.keys.lowBalance);
  pool = liveCompanies(emu.registry).map((c) => c.cin);
});
afterAll(() => emu.close());

describe('refresh job', () => {
  it('queues, is joined by another account while running, completes, then answers alreadyFresh until the window ends', async () => {
    const cin = pool[0]!;
    const started = await live.post(`/v1/companies/${cin}/update`);
    expect(started.status).toBe(202);
    expect(started.body.data).toMatchObject({ cin, status: 'pending', joinedExisting: false, alreadyFresh: false, freshUntil: null });
    expect(started.body.meta.priceChargedPaisa).toBe(100);

    emu.clock.advance(40_000);
    const joined = await other.post(`/v1/companies/${cin}/update`);
    expect(joined.body.data).toMatchObject({ jobId: started.body.data.jobId, status: 'in_progress', joinedExisting: true, alreadyFresh: false });
    expect(joined.body.data.stages.masterData.status).toBe('completed');
    expect(joined.body.meta.priceChargedPaisa).toBe(100);

    emu.clock.advance(2 * MINUTE);
    const status = await live.get(`/v1/companies/${cin}/update/status`);
    expect(status.body.data.status).toBe('completed');
    expect(Object.values(status.body.data.stages).map((s) => (s as { status: string }).status)).toEqual(['completed', 'completed', 'completed', 'completed']);
    expect(status.body.data.freshUntil).toBe(status.body.data.cooldownUntil);
    expect(Date.parse(status.body.data.freshUntil) - Date.parse(status.body.data.lastCompletedAt)).toBe(DAY);
    expect(status.body.data.documents.missing).toBeTypeOf('number');
    expect(status.body.meta.priceChargedPaisa).toBeUndefined();

    const fresh = await live.post(`/v1/companies/${cin}/update`);
    expect(fresh.body.data).toMatchObject({ jobId: started.body.data.jobId, status: 'completed', joinedExisting: true, alreadyFresh: true });
    expect(fresh.body.meta.priceChargedPaisa).toBe(100);

    emu.clock.advance(DAY);
    const again = await live.post(`/v1/companies/${cin}/update`);
    expect(again.body.data).toMatchObject({ status: 'pending', joinedExisting: false, alreadyFresh: false });
    expect(again.body.data.jobId).not.toBe(started.body.data.jobId);
  });

  it('reveals filings recorded since the last list refresh and names the fetch call', async () => {
    // A company with rows recorded after the reference date (hidden until a list refresh) but before the clock.
    const target = liveCompanies(emu.registry, (c) =>
      emu.registry.filings(c.cin).some((f) => f.row.createdAt > REFERENCE_DATE && f.row.createdAt < TEST_START),
    )[0]!.cin;
    const before = (await live.get(`/v1/companies/${target}/filings?limit=200`)).body.meta.total;
    await live.post(`/v1/companies/${target}/update`);
    emu.clock.advance(3 * MINUTE);
    const status = (await live.get(`/v1/companies/${target}/update/status`)).body.data;
    const after = (await live.get(`/v1/companies/${target}/filings?limit=200`)).body.meta.total;
    expect(after - before).toBe(status.documents.newFilings);
    expect(status.documents.newFilings).toBeGreaterThan(0);
    expect(status.documents.missing).toBeGreaterThan(0);
    expect(status.documents.nextStep).toContain(`/v1/companies/${target}/documents/fetch`);
    const freshness = (await live.get(`/v1/companies/${target}/freshness`)).body.data;
    expect(freshness.refresh).toMatchObject({ status: 'completed', jobId: status.jobId });
    expect(freshness.filings.total).toBe(after);
  });

  it('fails with skipped directors when master data fails, and never blocks a retry', async () => {
    const cin = pool[2]!;
    emu.faults.set({ refreshStageFails: 'masterData' });
    const wallet = emu.state.balance(MAIN_ACCOUNT);
    await live.post(`/v1/companies/${cin}/update`);
    emu.faults.reset();
    emu.clock.advance(3 * MINUTE);
    const failed = (await live.get(`/v1/companies/${cin}/update/status`)).body.data;
    expect(failed.status).toBe('failed');
    expect(failed.stages).toMatchObject({ masterData: { status: 'failed' }, directors: { status: 'skipped' }, commonData: { status: 'completed' } });
    expect(failed.freshUntil).toBeNull();
    const retry = await live.post(`/v1/companies/${cin}/update`);
    expect(retry.body.data).toMatchObject({ joinedExisting: false, status: 'pending' });
    expect(emu.state.balance(MAIN_ACCOUNT)).toBe(wallet - 200);
  });

  it('runs a filing-list-only refresh as a one-stage job that blocks a full refresh with 409', async () => {
    const cin = pool[3]!;
    const list = await live.post(`/v1/companies/${cin}/filings/refresh`);
    expect(list.status).toBe(202);
    expect(list.body.data.stages).toMatchObject({ masterData: { status: 'skipped' }, documents: { status: 'pending' } });
    expect((await live.post(`/v1/companies/${cin}/update`)).body.error.code).toBe('REFRESH_IN_PROGRESS');
    emu.clock.advance(MINUTE);
    expect((await live.get(`/v1/companies/${cin}/update/status`)).body.data.status).toBe('completed');
    expect((await live.post(`/v1/companies/${cin}/update`)).status).toBe(202);
  });

  it('limits refreshes to N companies per minute per account, uncharged', async () => {
    const limited = await startTestEmulator({ refreshPerMinute: 2 });
    try {
      const client = new TestClient(limited.url, limited.keys.live);
      const [a, b, c] = liveCompanies(limited.registry).slice(10, 13).map((x) => x.cin);
      expect((await client.post(`/v1/companies/${a}/update`)).status).toBe(202);
      expect((await client.post(`/v1/companies/${b}/update`)).status).toBe(202);
      expect((await client.post(`/v1/companies/${a}/update`)).status).toBe(202);
      const wallet = limited.state.balance(MAIN_ACCOUNT);
      const refused = await client.post(`/v1/companies/${c}/update`);
      expect(refused.status).toBe(429);
      expect(refused.body.error.code).toBe('RATE_LIMITED');
      expect(limited.state.balance(MAIN_ACCOUNT)).toBe(wallet);
      limited.clock.advance(MINUTE + 1);
      expect((await client.post(`/v1/companies/${c}/update`)).status).toBe(202);
    } finally {
      await limited.close();
    }
  });

  it('is synthetic and free on a test key', async () => {
    const test = new TestClient(emu.url, emu.keys.test);
    const cin = emu.registry.sandboxCompanies()[0]!.cin;
    const res = await test.post(`/v1/companies/${cin}/update`);
    expect(res.status).toBe(202);
    expect(res.body.data).toMatchObject({ status: 'completed', sandbox: true });
    expect(res.body.meta.priceChargedPaisa).toBeUndefined();
    const fresh = await test.get(`/v1/companies/${cin}/freshness`);
    expect(fresh.body.data).toMatchObject({ cin, sandbox: true, unlock: { active: true } });
  });
});
