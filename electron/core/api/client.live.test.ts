/**
 * Every method of the client against the emulator with a live key: billed calls report their
 * charge in `billing`, and those reports match the emulator's own ledger one for one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from './client';
import { companyWithAllForms, type Fixture, hotDirector, startFixture } from '../../../test/support/core/emulator-fixture';
import { ApiError } from './errors';
import type { Billing } from './response';

let fx: Fixture;
let client: ApiClient;
let cin: string;
let din: string;
const billed: Billing[] = [];

function keep<T extends { billing: Billing | null }>(response: T): T {
  if (response.billing) billed.push(response.billing);
  return response;
}

beforeAll(async () => {
  fx = await startFixture();
  client = fx.client('live');
  cin = companyWithAllForms(fx.emu, false);
  din = hotDirector(fx.emu, false);
});

afterAll(async () => {
  await fx?.close();
});

describe('live key', () => {
  it('bills register reads and reports the charge', async () => {
    const found = keep(await client.resolveCompanies({ q: cin }));
    expect(found.data.candidates[0]?.cin).toBe(cin);
    expect(found.billing).toMatchObject({ endpointKey: 'companies.resolve', priceChargedPaisa: 500, subject: cin });
    expect(found.billing?.requestId).toBe(found.requestId);
    const master = keep(await client.getCompany(cin));
    expect(master.billing).toMatchObject({ endpointKey: 'companies.master', subject: cin });
    const filings = keep(await client.listFilings(cin, 1, 50));
    expect(filings.billing?.endpointKey).toBe('companies.filings.list');
  });

  it('answers locked documents and extractions for free before the unlock', async () => {
    const filings = await client.listFilings(cin, 1, 5).then(keep);
    const download = await client.downloadFiling(cin, filings.data[0]!.filingId);
    expect(download.data).toEqual({ kind: 'locked', unlockPrice: 33000 });
    expect(download.billing).toBeNull();
    const status = await client.getUnlockStatus(cin);
    expect(status.data).toMatchObject({ unlocked: false, unlockPrice: 33000, job: null });
    const years = keep(await client.listExtractionYears(cin, 'MGT-7'));
    const year = (years.data as { availableYears: number[] }).availableYears[0]!;
    const extraction = await client.getExtraction(cin, 'MGT-7', year);
    expect(extraction.data).toEqual({ unlocked: false, unlockPrice: 33000 });
    expect(extraction.billing).toBeNull();
  });

  it('unlocks once, then knows it is unlocked without paying again', async () => {
    const unlock = await client.unlockCompany(cin);
    expect(unlock.outcome).toBe('performed');
    if (unlock.outcome !== 'performed') return;
    keep(unlock.response);
    expect(unlock.response.status).toBe(202);
    expect(unlock.response.billing).toMatchObject({ endpointKey: 'companies.unlock', priceChargedPaisa: 33000 });
    const posts = fx.requests.filter((r) => r.startsWith('POST')).length;
    const again = await client.unlockCompany(cin);
    expect(again.outcome).toBe('already-unlocked');
    expect(fx.requests.filter((r) => r.startsWith('POST')).length).toBe(posts);
  });

  it('downloads PDFs and reads extractions after the unlock, billed per call', async () => {
    const filings = await client.listFilings(cin, 1, 200).then(keep);
    const kinds = new Set<string>();
    for (const filing of filings.data.slice(0, 8)) {
      try {
        const download = keep(await client.downloadFiling(cin, filing.filingId));
        kinds.add(download.data.kind);
        if (download.data.kind === 'pdf') expect(download.billing).toMatchObject({ endpointKey: 'companies.filings.download', priceChargedPaisa: 5 });
      } catch (error) {
        expect(error).toBeInstanceOf(ApiError);
        expect((error as ApiError).code).toBe('DOC_NOT_AVAILABLE');
      }
    }
    expect(kinds.has('pdf')).toBe(true);
    // Extractions are read from landed PDFs: let the unlock's document job finish.
    fx.advance(6 * 3_600_000);
    const forms = keep(await client.listExtractionForms(cin));
    expect(forms.billing?.endpointKey).toBe('companies.extractions.list');
    const years = keep(await client.listExtractionYears(cin, 'AOC-4'));
    const year = (years.data as { availableYears: number[] }).availableYears[0]!;
    const data = keep(await client.getExtraction(cin, 'aoc-4' as 'AOC-4', year));
    expect(data.data).toHaveProperty('profit_and_loss');
    expect(data.billing?.endpointKey).toBe('companies.extractions.data');
  });

  it('refuses to join a running refresh without consent, reads freshness and refresh status', async () => {
    await expect(client.getRefreshStatus(cin)).rejects.toMatchObject({ code: 'NOT_FOUND', status: 404 });
    const fetched = await client.fetchDocuments(cin);
    // The unlock's document job has landed every PDF: a typed, uncharged refusal.
    expect(fetched).toMatchObject({ outcome: 'nothing-to-fetch', filings: { missing: 0 } });
    const refresh = await client.refreshCompany(cin);
    expect(refresh.outcome).toBe('performed');
    if (refresh.outcome === 'performed') keep(refresh.response);
    expect((await client.refreshCompany(cin)).outcome).toBe('already-running');
    expect((await client.refreshFilingList(cin)).outcome).toBe('already-running');
    const freshness = await client.getFreshness(cin);
    expect(freshness.data.unlock?.active).toBe(true);
    expect(freshness.billing).toBeNull();
    expect((await client.getRefreshStatus(cin)).data.cin).toBe(cin);
  });

  it('unlocks a director contact and reads it', async () => {
    keep(await client.resolveDirectors({ q: din }));
    keep(await client.getDirector(din));
    const before = await client.getDirectorContact(din);
    expect(before.data).toMatchObject({ unlocked: false });
    expect(before.billing).toBeNull();
    const unlock = await client.unlockDirector(din);
    expect(unlock.outcome).toBe('performed');
    if (unlock.outcome === 'performed') keep(unlock.response);
    const contact = keep(await client.getDirectorContact(din));
    expect(contact.billing).toMatchObject({ endpointKey: 'directors.contact', subject: din });
    expect((await client.getDirectorUnlockStatus(din)).data.unlocked).toBe(true);
  });

  it('runs the account calls', async () => {
    const usage = await client.getUsage();
    expect(usage.data.usage?.last30Days.byEndpoint.length).toBeGreaterThan(0);
    expect((await client.getPricing()).data.length).toBeGreaterThan(0);
    const order = await client.createRecharge({ amountPaisa: 100_000 });
    expect(order.data.totalPaisa).toBe(118_000);
    expect((await client.getRechargeStatus(order.data.orderId)).data.orderId).toBe(order.data.orderId);
    expect((await client.listRecharges()).data.some((r) => r.orderId === order.data.orderId)).toBe(true);
    const invoice = await client.downloadInvoice(order.data.orderId);
    expect(new TextDecoder().decode(invoice.data.bytes.slice(0, 5))).toBe('%PDF-');
    const profile = { name: 'Dossier Analyst LLP', gstin: null, address: '1 MG Road, Bengaluru', email: 'accounts@example.in' };
    await client.setBillingProfile(profile);
    expect((await client.getBillingProfile()).data).toMatchObject(profile);
    const transactions = await client.listWalletTransactions(1, 200);
    expect(transactions.data.some((t) => t.type === 'credit')).toBe(true);
  });

  it('reported every charge the emulator made, exactly once', () => {
    const ledger = fx.emu.state.ledger('acc_main');
    expect(ledger.map((e) => e.requestId).sort()).toEqual(billed.map((b) => b.requestId).sort());
    for (const entry of ledger) {
      const report = billed.find((b) => b.requestId === entry.requestId)!;
      expect(report).toMatchObject({ endpointKey: entry.endpoint, priceChargedPaisa: entry.pricePaisa, walletBalanceAfterPaisa: entry.balanceAfterPaisa });
    }
  });
});
