/** The company unlock and its document job: purchase, progress by the clock, zips, downloads, expiry. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readZipEntries } from '../pdf/index';
import { DAY } from '../clock';
import type { EmulatorHandle } from '../index';
import { MAIN_ACCOUNT } from '../state/accounts';
import { hasUncached, liveCompanies, startTestEmulator, TestClient } from '../../test/support/emulator/server-support';

let emu: EmulatorHandle;
let live: TestClient;
let test: TestClient;

beforeAll(async () => {
  emu = await startTestEmulator({ speed: 1 });
  live = new TestClient(emu.url, emu.keys.live);
  test = new TestClient(emu.url, emu.keys.test);
});
afterAll(() => emu.close());

describe('company unlock', () => {
  it('moves from no unlock to active, and the job from pending through in_progress to success', async () => {
    const cin = liveCompanies(emu.registry, hasUncached(emu.registry))[0]!.cin;
    const before = await live.get(`/v1/companies/${cin}/unlock`);
    expect(before.body.data).toMatchObject({ cin, unlocked: false, unlockPrice: 33_000, job: null });
    expect(before.body.meta.priceChargedPaisa).toBeUndefined();

    const walletBefore = emu.state.balance(MAIN_ACCOUNT);
    const bought = await live.post(`/v1/companies/${cin}/unlock`);
    expect(bought.status).toBe(202);
    expect(bought.body.data).toMatchObject({ cin, unlocked: true, unlockPrice: 33_000, job: null });
    expect(Date.parse(bought.body.data.expiresAt) - Date.parse(bought.body.data.unlockedAt)).toBe(365 * DAY);
    expect(bought.body.meta).toMatchObject({ priceChargedPaisa: 33_000, walletBalanceAfterPaisa: walletBefore - 33_000 });

    const pending = (await live.get(`/v1/companies/${cin}/unlock`)).body.data.job;
    expect(pending.processingStages.documentDownloadV3.status).toBe('pending');
    expect(pending.processingStages.documentDownloadV3.zipFiles).toBeUndefined();
    expect(pending.processingStages.financialExTriggered).toBe(false);

    emu.clock.advance(2_100);
    const running = (await live.get(`/v1/companies/${cin}/unlock`)).body.data.job;
    expect(running.processingStages.documentDownloadV3.status).toBe('in_progress');
    const fresh = (await live.get(`/v1/companies/${cin}/freshness`)).body.data;
    expect(fresh.documentJob.status).toBe('in_progress');
    expect(fresh.unlock.active).toBe(true);

    emu.clock.advance(DAY);
    const done = (await live.get(`/v1/companies/${cin}/unlock`)).body.data.job;
    const stage = done.processingStages.documentDownloadV3;
    expect(stage.status).toBe('success');
    expect(stage.totalZipFiles).toBe(Math.ceil(emu.registry.filings(cin).filter((f) => Date.parse(f.row.createdAt) <= Date.parse('2026-11-01T00:00:00Z')).length / 100));
    expect(stage.zipFiles[0]).toMatchObject({ filename: 'batch_1.zip', container: 'company-documents' });
    expect(stage.zipFiles[0].blob_url.startsWith(emu.url)).toBe(true);
    expect(done.processingStages.financialExTriggered).toBe(true);

    const zip = await fetch(stage.zipFiles[0].blob_url);
    expect(zip.headers.get('content-type')).toBe('application/zip');
    const entries = await readZipEntries(new Uint8Array(await zip.arrayBuffer()));
    const first = emu.registry.filings(cin).find((f) => f.row.filingId === entries[0]!.name.replace('.pdf', ''))!;
    expect(entries[0]!.data.length).toBe(first.row.fileSize);
    expect(new TextDecoder().decode(entries[0]!.data.slice(0, 5))).toBe('%PDF-');
  });

  it('downloads a landed PDF for 5 paisa, and answers unlocked:false free without an unlock', async () => {
    const [unlocked, locked] = liveCompanies(emu.registry, hasUncached(emu.registry)).slice(1, 3).map((c) => c.cin);
    await live.post(`/v1/companies/${unlocked}/unlock`);
    emu.clock.advance(DAY);
    const row = (await live.get(`/v1/companies/${unlocked}/filings?limit=1`)).body.data[0];
    const pdf = await live.get(`/v1/companies/${unlocked}/filings/${row.filingId}/download`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.bytes?.length).toBe(row.fileSize);
    expect(pdf.headers.get('x-price-charged-paisa')).toBe('5');

    const wallet = emu.state.balance(MAIN_ACCOUNT);
    const lockedRow = emu.registry.filings(locked!).at(-1)!.row;
    const answer = await live.get(`/v1/companies/${locked}/filings/${lockedRow.filingId}/download`);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ unlocked: false, unlockPrice: 33_000 });
    expect(emu.state.balance(MAIN_ACCOUNT)).toBe(wallet);
  });

  it('expires after 365 days by the clock; the company can be bought again', async () => {
    const cin = liveCompanies(emu.registry)[5]!.cin;
    await live.post(`/v1/companies/${cin}/unlock`);
    emu.clock.advance(364 * DAY);
    expect((await live.get(`/v1/companies/${cin}/unlock`)).body.data.unlocked).toBe(true);
    expect((await live.post(`/v1/companies/${cin}/unlock`)).body.error.code).toBe('ALREADY_UNLOCKED');
    emu.clock.advance(DAY);
    expect((await live.get(`/v1/companies/${cin}/unlock`)).body.data).toMatchObject({ unlocked: false, job: null });
    expect((await live.get(`/v1/companies/${cin}/freshness`)).body.data.unlock.active).toBe(false);
    expect((await live.post(`/v1/companies/${cin}/unlock`)).status).toBe(202);
  });

  it('is synthetic on a test key: 200, sandbox, no writes, no charge', async () => {
    const cin = emu.registry.sandboxCompanies()[1]!.cin;
    const wallet = emu.state.balance(MAIN_ACCOUNT);
    const res = await test.post(`/v1/companies/${cin}/unlock`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ cin, unlocked: true, sandbox: true, job: null });
    expect((await test.get(`/v1/companies/${cin}/unlock`)).body.data).toMatchObject({ unlocked: true, sandbox: true });
    expect(emu.state.companyUnlocks.size).toBeGreaterThan(0);
    expect([...emu.state.companyUnlocks.values()].some((u) => u.cin === cin)).toBe(false);
    expect(emu.state.balance(MAIN_ACCOUNT)).toBe(wallet);
  });
});
