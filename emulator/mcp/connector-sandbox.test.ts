// Every connector tool on the sandbox with the test key: shapes of the four result kinds, the
// synthetic sandbox answers, and nothing ever charged to the shared wallet.
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EmulatorHandle, startEmulator } from '../index';
import { REFERENCE_DATE } from '../registry/types';
import { MAIN_ACCOUNT } from '../state/accounts';
import { pickCompany, pickDirector, pickExtraction, pickFiling } from '../../test/support/emulator/connector-fixtures';
import { callTool, connectConnector, successData } from '../../test/support/emulator/connector-client';

let emulator: EmulatorHandle;
let client: Client;
let openingBalance: number;

beforeAll(async () => {
  // A roomy rate limit: this file covers every tool; connectorBilling.test.ts checks the real limit.
  emulator = await startEmulator({ port: 0, rateTest: 1000 });
  client = await connectConnector(emulator.url, emulator.keys.test);
  openingBalance = emulator.state.balance(MAIN_ACCOUNT);
});
afterAll(async () => {
  await client?.close();
  await emulator?.close();
});

describe('connector on the sandbox (test key)', () => {
  it('lists the sandbox and finds sandbox companies and directors', async () => {
    const sandbox = successData(await callTool(client, 'list_sandbox_entities'));
    expect((sandbox['companies'] as unknown[]).length).toBe(emulator.registry.sandboxCompanies().length);

    const company = pickCompany(emulator.registry, true);
    const found = await callTool(client, 'find_company', { query: company.cin, limit: 5 });
    const candidates = successData(found)['candidates'] as Array<{ cin: string }>;
    expect(candidates[0]?.cin).toBe(company.cin);
    expect(found.structured['costPaisa']).toBe(0);

    const director = pickDirector(emulator.registry, true);
    const people = successData(await callTool(client, 'find_director', { query: director.din }));
    expect((people['candidates'] as Array<{ din: string }>)[0]?.din).toBe(director.din);
    const profile = successData(await callTool(client, 'get_director', { din: director.din }));
    expect(profile['din']).toBe(director.din);
  });

  it('reads the master record and the filing list unchanged', async () => {
    const { cin } = pickCompany(emulator.registry, true);
    const master = await callTool(client, 'get_company', { companyId: cin.toLowerCase() });
    expect(successData(master)['cin']).toBe(cin);
    expect(master.text).toContain(cin);

    const filings = await callTool(client, 'list_filings', { companyId: cin, limit: 3, page: 1 });
    const rows = successData(filings) as unknown as Array<{ filingId: string }>;
    expect(rows.length).toBeLessThanOrEqual(3);
    expect(filings.structured['meta']).toMatchObject({ page: 1, limit: 3 });
    const rest = await fetch(`${emulator.url}/v1/companies/${cin}/filings?limit=3&page=1`, { headers: { 'x-api-key': emulator.keys.test } });
    expect(((await rest.json()) as { data: unknown }).data).toEqual(rows);
  });

  it('quotes then runs unlock, refresh and fetch at no charge', async () => {
    const { cin } = pickCompany(emulator.registry, true);
    for (const tool of ['unlock_company', 'refresh_company', 'fetch_documents']) {
      const quote = await callTool(client, tool, { companyId: cin });
      expect(quote.kind, tool).toBe('quote');
      expect(quote.structured['pricePaisa'], tool).toBe(0);
      expect(quote.text, tool).toContain('confirm: true');
      expect(quote.text, tool).toContain('test key');
      const run = await callTool(client, tool, { companyId: cin, confirm: true });
      expect(run.kind, `${tool}: ${run.text}`).toBe('success');
      expect(run.structured['costPaisa'], tool).toBe(0);
    }
    const status = successData(await callTool(client, 'get_unlock_status', { companyId: cin }));
    expect(status).toMatchObject({ unlocked: true, sandbox: true });
    const fresh = successData(await callTool(client, 'check_freshness', { companyId: cin }));
    expect(fresh['cin']).toBe(cin);
  });

  it('returns a small filed PDF inline and describes one above 10 MB', async () => {
    const small = pickFiling(emulator.registry, true, false);
    const inline = await callTool(client, 'get_filing_document', { companyId: small.cin, filingId: small.filingId });
    expect(inline.kind, inline.text).toBe('file');
    expect(inline.structured).toMatchObject({ inline: true, mimeType: 'application/pdf', size: small.fileSize, name: `${small.filingId}.pdf` });
    const resource = inline.result.content[1];
    expect(resource?.type).toBe('resource');
    const blob = resource?.type === 'resource' && 'blob' in resource.resource ? resource.resource.blob : '';
    const bytes = Buffer.from(blob, 'base64');
    expect(bytes.byteLength).toBe(small.fileSize);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // A filing the sandbox holds no copy of: the API's unlock-state JSON, returned as a success.
    const uncached = emulator.registry.filings(small.cin).find((f) => !f.initiallyCached && f.row.createdAt <= REFERENCE_DATE);
    expect(uncached).toBeDefined();
    const none = await callTool(client, 'get_filing_document', { companyId: small.cin, filingId: uncached!.row.filingId });
    expect(none.kind).toBe('success');
    expect(none.text).toMatch(/sandbox holds no PDF/);

    const huge = pickFiling(emulator.registry, true, true);
    const described = await callTool(client, 'get_filing_document', { companyId: huge.cin, filingId: huge.filingId });
    expect(described.kind, described.text).toBe('file');
    expect(described.structured).toMatchObject({ inline: false, size: huge.fileSize, pages: huge.pages });
    expect(described.result.content).toHaveLength(1);
    expect(described.text).toContain(String(huge.fileSize));
  });

  it('reads extraction forms, years and data for the four forms', async () => {
    for (const formType of ['AOC-4', 'MGT-7', 'PAS-3', 'CHARGES'] as const) {
      const pick = pickExtraction(emulator.registry, true, formType);
      const forms = successData(await callTool(client, 'list_extraction_forms', { companyId: pick.cin }));
      expect(forms['availableFormTypes'], formType).toContain(formType);
      const years = await callTool(client, 'list_extraction_years', { companyId: pick.cin, formType: formType.toLowerCase() });
      expect(years.kind, years.text).toBe('success');
      const data = await callTool(client, 'get_extraction', { companyId: pick.cin, formType, year: pick.year });
      expect(successData(data)['cin'], `${formType} ${data.text}`).toBe(pick.cin);
    }
  });

  it('answers SANDBOX_ONLY for a live company and returns the account', async () => {
    const live = pickCompany(emulator.registry, false);
    const refused = await callTool(client, 'get_company', { companyId: live.cin });
    expect(refused.structured).toMatchObject({ kind: 'error', code: 'SANDBOX_ONLY', status: 403, checkedLocally: false });
    expect(refused.structured['extras']).toHaveProperty('sandboxCompanies');
    expect(refused.structured['instruction']).toMatch(/list_sandbox_entities/);

    const account = await callTool(client, 'get_account');
    expect(account.structured['walletBalancePaisa']).toBe(openingBalance);
    expect(emulator.state.balance(MAIN_ACCOUNT)).toBe(openingBalance);
  });
});
