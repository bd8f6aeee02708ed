// Every connector tool on the live universe with the live key, following an analyst's path:
// look up, quote, unlock, download, read extractions, refresh, fetch. Prices are the default rate
// card of the main account.
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY } from '../clock';
import { type EmulatorHandle, startEmulator } from '../index';
import { REFERENCE_DATE } from '../registry/types';
import { MAIN_ACCOUNT } from '../state/accounts';
import { DEFAULT_PRICES_PAISA } from '../../shared/api/prices';
import { hasUnlistedFilings, pickDirector, pickExtraction } from '../../test/support/emulator/connector-fixtures';
import { callTool, connectConnector, successData, type ToolAnswer } from '../../test/support/emulator/connector-client';

let emulator: EmulatorHandle;
let client: Client;

beforeAll(async () => {
  // A roomy rate limit: this file covers every tool; connectorBilling.test.ts checks the real limit.
  emulator = await startEmulator({ port: 0, rateLive: 1000 });
  client = await connectConnector(emulator.url, emulator.keys.live, 'x-api-key');
});
afterAll(async () => {
  await client?.close();
  await emulator?.close();
});

const balance = () => emulator.state.balance(MAIN_ACCOUNT);

/** Calls a tool and checks what it says it cost against what the wallet actually lost. */
async function charged(name: string, args: Record<string, unknown>, expectedPaisa: number): Promise<ToolAnswer> {
  const before = balance();
  const answer = await callTool(client, name, args);
  expect(before - balance(), `${name}: ${answer.text}`).toBe(expectedPaisa);
  expect(answer.structured['costPaisa'], name).toBe(expectedPaisa);
  if (expectedPaisa > 0) expect(answer.structured['walletBalancePaisa'], name).toBe(balance());
  return answer;
}

/** A live company with a readable AOC-4 extraction, a small cached PDF and filings a refresh will list. */
function analystCompany(): { cin: string; filingId: string; year: number } {
  const aoc4 = pickExtraction(emulator.registry, false, 'AOC-4', (cin) => hasUnlistedFilings(emulator.registry, cin));
  const filing = emulator.registry
    .filings(aoc4.cin)
    .find((f) => f.initiallyCached && f.row.createdAt <= REFERENCE_DATE && f.row.fileSize < 2_000_000);
  if (filing === undefined) throw new Error(`no small cached filing for ${aoc4.cin}`);
  return { cin: aoc4.cin, filingId: filing.row.filingId, year: Number(aoc4.year) };
}

describe('connector on the live universe (live key)', () => {
  it('runs the lookups at the rate-card prices', async () => {
    const { cin } = analystCompany();
    const name = emulator.registry.company(cin)!.company;
    await charged('list_sandbox_entities', {}, 0);
    const found = await charged('find_company', { query: name, limit: 3 }, DEFAULT_PRICES_PAISA['companies.resolve']);
    expect((successData(found)['candidates'] as Array<{ cin: string }>).map((c) => c.cin)).toContain(cin);
    expect(successData(await charged('get_company', { companyId: cin, idType: 'cin' }, 500))['cin']).toBe(cin);
    const filings = await charged('list_filings', { companyId: cin, limit: 10 }, DEFAULT_PRICES_PAISA['companies.filings.list']);
    expect(filings.structured['meta']).toMatchObject({ limit: 10 });
    const director = pickDirector(emulator.registry, false);
    await charged('find_director', { query: director.fullName, limit: 2 }, DEFAULT_PRICES_PAISA['directors.resolve']);
    expect(successData(await charged('get_director', { din: director.din }, 500))['din']).toBe(director.din);
  });

  it('quotes an unlock for free, then unlocks on confirm and reads documents and extractions', async () => {
    const { cin, filingId, year } = analystCompany();
    const locked = await charged('get_filing_document', { companyId: cin, filingId }, 0);
    expect(successData(locked)).toMatchObject({ unlocked: false, unlockPrice: 33000 });
    expect(successData(await charged('get_extraction', { companyId: cin, formType: 'AOC-4', year }, 0))['unlocked']).toBe(false);

    const wallet = balance();
    const quote = await charged('unlock_company', { companyId: cin }, 0);
    expect(quote.structured).toMatchObject({
      kind: 'quote',
      endpoint: 'companies.unlock',
      pricePaisa: DEFAULT_PRICES_PAISA['companies.unlock'],
      walletBalancePaisa: wallet,
      walletAfterPaisa: wallet - DEFAULT_PRICES_PAISA['companies.unlock'],
    });
    expect(quote.text).toMatch(/What it buys: .+\n/);
    expect(successData(await charged('get_unlock_status', { companyId: cin }, 0))['unlocked']).toBe(false);

    const unlocked = await charged('unlock_company', { companyId: cin, confirm: true }, DEFAULT_PRICES_PAISA['companies.unlock']);
    expect(successData(unlocked)).toMatchObject({ cin, unlocked: true, job: null });
    const again = await charged('unlock_company', { companyId: cin, confirm: true }, 0);
    expect(again.structured).toMatchObject({ kind: 'error', code: 'ALREADY_UNLOCKED', status: 409 });
    const quoteAgain = await charged('unlock_company', { companyId: cin }, 0);
    expect(quoteAgain.text).toContain('ALREADY_UNLOCKED');

    const pdf = await charged('get_filing_document', { companyId: cin, filingId }, DEFAULT_PRICES_PAISA['companies.filings.download']);
    expect(pdf.structured).toMatchObject({ kind: 'file', inline: true, mimeType: 'application/pdf' });
    const forms = await charged('list_extraction_forms', { companyId: cin }, 5);
    expect(successData(forms)['availableFormTypes']).toContain('AOC-4');
    const years = await charged('list_extraction_years', { companyId: cin, formType: 'AOC-4' }, 5);
    expect(successData(years)['availableYears']).toContain(year);
    const extraction = await charged('get_extraction', { companyId: cin, formType: 'AOC-4', year, scope: 'standalone' }, 5);
    expect(successData(extraction)['cin']).toBe(cin);
    expect(successData(await charged('check_freshness', { companyId: cin }, 0))['unlock']).toMatchObject({ active: true });
  });

  it('quotes and runs a refresh, then fetches the filings it listed', async () => {
    const { cin } = analystCompany();
    const refreshQuote = await charged('refresh_company', { companyId: cin }, 0);
    expect(refreshQuote.structured).toMatchObject({ kind: 'quote', endpoint: 'companies.update', pricePaisa: DEFAULT_PRICES_PAISA['companies.update'] });
    const refresh = await charged('refresh_company', { companyId: cin, confirm: true }, DEFAULT_PRICES_PAISA['companies.update']);
    expect(successData(refresh)['cin']).toBe(cin);

    // Let the unlock's document job and the refresh finish (background work follows the clock).
    emulator.clock.advance(2 * DAY);
    const fetchQuote = await charged('fetch_documents', { companyId: cin }, 0);
    expect(fetchQuote.structured).toMatchObject({ kind: 'quote', pricePaisa: DEFAULT_PRICES_PAISA['companies.documents.fetch'] });
    const freshness = successData(await charged('check_freshness', { companyId: cin }, 0));
    expect((freshness['filings'] as { missing: number }).missing).toBeGreaterThan(0);
    const fetched = await charged('fetch_documents', { companyId: cin, confirm: true }, DEFAULT_PRICES_PAISA['companies.documents.fetch']);
    expect(successData(fetched)).toMatchObject({ cin, queued: true, joinedExisting: false });

    // Once that job has landed everything, a fetch finds nothing and charges nothing.
    emulator.clock.advance(2 * DAY);
    const nothingQuote = await charged('fetch_documents', { companyId: cin }, 0);
    expect(nothingQuote.text).toContain('NOTHING_TO_FETCH');
    const nothing = await charged('fetch_documents', { companyId: cin, confirm: true }, 0);
    expect(nothing.structured).toMatchObject({ kind: 'error', code: 'NOTHING_TO_FETCH', status: 409 });
  });

  it('returns the account with usage and the rate card', async () => {
    const account = await charged('get_account', {}, 0);
    const data = successData(account) as { usage: { wallet: { balancePaisa: number } }; pricing: unknown[] };
    expect(data.usage.wallet.balancePaisa).toBe(balance());
    expect(account.structured['walletBalancePaisa']).toBe(balance());
    expect(data.pricing.length).toBe(Object.keys(DEFAULT_PRICES_PAISA).length);
  });
});
