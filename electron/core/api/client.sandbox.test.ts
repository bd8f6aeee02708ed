/** Every method of the client against the emulator with a test key: sandbox data, nothing billed. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from './client';
import { readPdfBytes } from './download';
import { companyWithAllForms, type Fixture, hotDirector, startFixture } from '../../../test/support/core/emulator-fixture';

let fx: Fixture;
let client: ApiClient;
let cin: string;
let din: string;

beforeAll(async () => {
  fx = await startFixture();
  client = fx.client('test');
  cin = companyWithAllForms(fx.emu, true);
  din = hotDirector(fx.emu, true);
});

afterAll(async () => {
  await fx?.close();
});

describe('test key on the sandbox', () => {
  it('lists the sandbox and resolves within it', async () => {
    const sandbox = await client.getSandbox();
    expect(sandbox.data.companies).toHaveLength(52);
    expect(sandbox.meta.directors).toBe(451);
    expect(sandbox.billing).toBeNull();
    const name = sandbox.data.companies.find((c) => c.cin === cin)!.company;
    const found = await client.resolveCompanies({ q: name, limit: 5 });
    expect(found.data.sandbox).toBe(true);
    expect(found.data.candidates[0]?.cin).toBe(cin);
    const none = await client.resolveCompanies({ q: 'zzqx nothing like this' });
    expect(none.data.candidates).toEqual([]);
    expect(none.data.hint).toEqual(expect.any(String));
    const directors = await client.resolveDirectors({ q: din });
    expect(directors.data.candidates[0]?.din).toBe(din);
  });

  it('reads the register: master record, filings with paging and filters, director profile', async () => {
    const master = await client.getCompany(cin.toLowerCase());
    expect(master.data.cin).toBe(cin);
    expect(master.requestId).toMatch(/\S/);
    const page = await client.listFilings(cin, 1, 10);
    expect(page.data.length).toBeLessThanOrEqual(10);
    expect(page.meta).toMatchObject({ page: 1, limit: 10 });
    const formId = page.data[0]!.formId;
    const filtered = await client.listFilings(cin, 1, 200, { formId });
    expect(filtered.data.every((f) => f.formId === formId)).toBe(true);
    const profile = await client.getDirector(din);
    expect(profile.data.din).toBe(din);
  });

  it('downloads a cached filing as PDF bytes without a charge', async () => {
    const filings = await client.listFilings(cin, 1, 200);
    let pdfs = 0;
    for (const filing of filings.data.slice(0, 6)) {
      const download = await client.downloadFiling(cin, filing.filingId);
      expect(download.billing).toBeNull();
      if (download.data.kind === 'pdf') {
        pdfs += 1;
        const bytes = await readPdfBytes(download.data.body, 50 * 1024 * 1024);
        expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
      } else {
        expect(download.data.kind).toBe('not-cached');
      }
    }
    expect(pdfs).toBeGreaterThan(0);
  });

  it('reads every extraction form, its years and one extraction each', async () => {
    const forms = await client.listExtractionForms(cin);
    expect(forms.data.availableFormTypes).toEqual(['AOC-4', 'CHARGES', 'MGT-7', 'PAS-3']);
    const aoc = await client.listExtractionYears(cin, 'AOC-4');
    const year = (aoc.data as { availableYears: number[] }).availableYears[0]!;
    const statement = await client.getExtraction(cin, 'AOC-4', year, 'standalone');
    expect(statement.data).toHaveProperty('balance_sheet');
    const mgt = await client.listExtractionYears(cin, 'MGT-7');
    const mgtYear = (mgt.data as { availableYears: number[] }).availableYears[0]!;
    expect((await client.getExtraction(cin, 'MGT-7', String(mgtYear))).data).toHaveProperty('cin');
    const pas = await client.listExtractionYears(cin, 'PAS-3');
    const filingId = (pas.data as { filings: { filing_id: string }[] }).filings[0]!.filing_id;
    expect((await client.getExtraction(cin, 'PAS-3', filingId)).data).toHaveProperty('allotments');
    const charges = await client.listExtractionYears(cin, 'CHARGES');
    const chargeId = (charges.data as { charges: { charge_id: string }[] }).charges[0]!.charge_id;
    expect((await client.getExtraction(cin, 'CHARGES', chargeId)).data).toHaveProperty('events');
  });

  it('reads freshness, unlock and refresh status', async () => {
    expect((await client.getFreshness(cin)).data.sandbox).toBe(true);
    const unlock = await client.getUnlockStatus(cin);
    expect(unlock.data).toMatchObject({ unlocked: true, sandbox: true });
    const refresh = await client.getRefreshStatus(cin);
    expect(refresh.data.cin).toBe(cin);
  });

  it('runs every paid POST synthetically, uncharged', async () => {
    const unlock = await client.unlockCompany(cin);
    expect(unlock.outcome).toBe('performed');
    if (unlock.outcome === 'performed') expect(unlock.response.billing).toBeNull();
    const refresh = await client.refreshCompany(cin);
    expect(refresh.outcome).toBe('performed');
    const listRefresh = await client.refreshFilingList(cin);
    expect(listRefresh.outcome).toBe('performed');
    const fetched = await client.fetchDocuments(cin);
    expect(fetched.outcome).toBe('performed');
    if (fetched.outcome === 'performed') expect(fetched.response.data.sandbox).toBe(true);
    const director = await client.unlockDirector(din);
    expect(director.outcome).toBe('performed');
    const contact = await client.getDirectorContact(din);
    expect(contact.data).toHaveProperty('din', din);
    expect((await client.getDirectorUnlockStatus(din)).data.unlocked).toBe(true);
  });

  it('reads the account with a test key', async () => {
    const usage = await client.getUsage();
    expect(Number.isInteger(usage.data.wallet.balancePaisa)).toBe(true);
    const pricing = await client.getPricing();
    expect(pricing.data.some((row) => row.endpoint === 'companies.unlock')).toBe(true);
    const transactions = await client.listWalletTransactions(1, 10);
    expect(transactions.meta.page).toBe(1);
  });

  it('never charged the wallet', () => {
    expect(fx.emu.state.ledger('acc_main').filter((e) => e.keyKind === 'test')).toEqual([]);
  });
});
