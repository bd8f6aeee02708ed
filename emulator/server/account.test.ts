/** Account calls: usage over a rolling 30 days, rate card, ledger, recharge with tax and invoice, billing profile. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY } from '../clock';
import type { EmulatorHandle } from '../index';
import { startTestEmulator, TestClient } from '../../test/support/emulator/server-support';

let emu: EmulatorHandle;
let live: TestClient;
let cin: string;

beforeAll(async () => {
  emu = await startTestEmulator();
  live = new TestClient(emu.url, emu.keys.live);
  cin = [...emu.registry.companies()].find((c) => !c.sandbox)!.cin;
});
afterAll(() => emu.close());

describe('account', () => {
  it('reports 30-day usage by endpoint, sorted by spend, and forgets calls older than the window', async () => {
    await live.get(`/v1/companies/${cin}`);
    await live.get(`/v1/companies/${cin}/filings`);
    await live.get(`/v1/companies/${cin}/filings`);
    await live.get(`/v1/companies/${cin}/freshness`);
    const usage = await live.get('/v1/account/usage');
    expect(usage.body.meta.generatedAt).toBe(new Date(Date.parse(usage.body.meta.generatedAt)).toISOString());
    const { byEndpoint, totalSpendPaisa } = usage.body.data.usage.last30Days;
    expect(byEndpoint[0]).toEqual({ endpoint: 'companies.filings.list', calls: 2, spendPaisa: 1000 });
    expect(byEndpoint[1]).toEqual({ endpoint: 'companies.master', calls: 1, spendPaisa: 500 });
    expect(byEndpoint.find((r: { endpoint: string }) => r.endpoint === 'companies.freshness')).toMatchObject({ calls: 1, spendPaisa: 0 });
    expect(totalSpendPaisa).toBe(1500);
    expect(usage.body.data.wallet).toEqual({ balancePaisa: 100_000_000 - 1500, currency: 'INR' });
    emu.clock.advance(31 * DAY);
    const later = await live.get('/v1/account/usage');
    // A call is recorded once answered, so the read itself shows up only in the next one.
    expect(later.body.data.usage.last30Days).toMatchObject({ totalCalls: 0, totalSpendPaisa: 0, byEndpoint: [] });
  });

  it('shows the rate card with default prices; the no-access card lacks the unlock rows', async () => {
    const rows = (await live.get('/v1/account/pricing')).body.data;
    expect(rows).toContainEqual({ endpoint: 'companies.unlock', pricePaisa: 33_000, defaultPricePaisa: 33_000 });
    const limited = (await live.withKey(emu.keys.noAccess).get('/v1/account/pricing')).body.data;
    expect(limited.map((r: { endpoint: string }) => r.endpoint)).not.toContain('companies.unlock');
    expect((await live.withKey(emu.keys.disabled).get('/v1/account/pricing')).body.error.code).toBe('ACCOUNT_DISABLED');
  });

  it('recharges with 18% tax on top, credits the wallet, lists it and serves the invoice PDF', async () => {
    const before = emu.state.balance('acc_main');
    const order = await live.post('/v1/account/wallet/recharge', { amountPaisa: 1_000_00 });
    expect(order.status).toBe(201);
    expect(order.body.data).toMatchObject({ amountPaisa: 100_000, taxPaisa: 18_000, totalPaisa: 118_000, status: 'paid' });
    expect(emu.state.balance('acc_main')).toBe(before + 100_000);
    const status = await live.get(`/v1/account/wallet/recharge/${order.body.data.orderId}/status`);
    expect(status.body.data.orderId).toBe(order.body.data.orderId);
    expect((await live.get('/v1/account/recharges')).body.data[0].orderId).toBe(order.body.data.orderId);
    const pdf = await live.get(`/v1/account/invoices/${order.body.data.orderId}/pdf`);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(new TextDecoder().decode(pdf.bytes!.slice(0, 5))).toBe('%PDF-');
    expect((await live.get('/v1/account/wallet/recharge/ord_nope/status')).body.error.code).toBe('NOT_FOUND');
    expect((await live.post('/v1/account/wallet/recharge', { amountPaisa: -5 })).body.error.code).toBe('BAD_REQUEST');
    const txs = await live.get('/v1/account/wallet/transactions?limit=2');
    expect(txs.body.data[0]).toMatchObject({ type: 'credit', amountPaisa: 100_000, subject: order.body.data.orderId });
    expect(txs.body.meta).toMatchObject({ page: 1, limit: 2 });
    expect(txs.body.data[1]).toMatchObject({ type: 'debit', endpoint: expect.any(String) });
  });

  it('reads and writes the billing profile', async () => {
    expect((await live.get('/v1/account/billing')).body.data).toMatchObject({ name: 'Dossier Analyst LLP', gstin: null });
    const profile = { name: 'Acme Advisors LLP', gstin: '27AAPFA1234B1Z5', address: 'Mumbai', email: 'ap@acme.example' };
    expect((await live.put('/v1/account/billing', profile)).body.data).toEqual(profile);
    expect((await live.get('/v1/account/billing')).body.data).toEqual(profile);
    expect((await live.put('/v1/account/billing', { ...profile, gstin: 'bad' })).body.error.code).toBe('BAD_REQUEST');
  });
});
