/**
 * Every error code of the shared ERROR_CODES table (the spec's Errors table plus the emulator's
 * METHOD_NOT_ALLOWED and BAD_REQUEST) provoked through real HTTP, with its status and extras. The
 * last test fails if a code was never seen, so a new code in the table needs a provocation here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODE_LIST, ERROR_CODES } from '../../shared/api/errors';
import type { EmulatorHandle } from '../index';
import { REFERENCE_DATE } from '../registry/types';
import { directorWith, hasUncached, liveCompanies, seenErrorCodes, startTestEmulator, TestClient, unknownCin, unknownDin } from '../../test/support/emulator/server-support';

let emu: EmulatorHandle;
let live: TestClient;
let test: TestClient;
let sandboxCin: string;
/** Distinct live companies with uncached filings, one per test that changes a company's state. */
let pool: string[];

beforeAll(async () => {
  emu = await startTestEmulator({ speed: 1 });
  live = new TestClient(emu.url, emu.keys.live);
  test = new TestClient(emu.url, emu.keys.test);
  sandboxCin = emu.registry.sandboxCompanies()[0]!.cin;
  pool = liveCompanies(emu.registry, hasUncached(emu.registry)).map((c) => c.cin);
});
afterAll(() => emu.close());

async function expectError(p: Promise<{ status: number; body: { error: { code: string } } }>, code: keyof typeof ERROR_CODES, status = ERROR_CODES[code].status) {
  const res = await p;
  expect(res.body?.error?.code, JSON.stringify(res.body)).toBe(code);
  expect(res.status).toBe(status);
  return res.body.error as Record<string, unknown>;
}

describe('key and account errors', () => {
  it('401s and 403 ACCOUNT_DISABLED', async () => {
    await expectError(live.withKey(undefined).get('/v1/sandbox'), 'MISSING_API_KEY');
    await expectError(live.withKey('svc_live_nope').get('/v1/sandbox'), 'INVALID_API_KEY');
    await expectError(live.withKey(emu.keys.revoked).get('/v1/sandbox'), 'API_KEY_REVOKED');
    await expectError(live.withKey(emu.keys.disabled).get('/v1/account/usage'), 'ACCOUNT_DISABLED');
  });

  it('402 with balance and price, 403 NO_ACCESS with the catalogue price', async () => {
    const cin = pool[0]!;
    const low = await expectError(live.withKey(emu.keys.lowBalance).post(`/v1/companies/${cin}/unlock`), 'INSUFFICIENT_BALANCE');
    expect(low).toMatchObject({ balancePaisa: 20_000, requiredPaisa: 33_000 });
    const denied = await expectError(live.withKey(emu.keys.noAccess).post(`/v1/companies/${cin}/unlock`), 'NO_ACCESS');
    expect(denied).toMatchObject({ endpoint: 'companies.unlock', catalogPricePaisa: 33_000 });
  });
});

describe('input errors', () => {
  it('identifiers, queries and bodies', async () => {
    await expectError(live.get('/v1/companies/NOT-A-CIN'), 'INVALID_CIN');
    await expectError(live.get(`/v1/companies/${sandboxCin}?idType=pan`), 'INVALID_ID_TYPE');
    await expectError(live.get('/v1/directors/1234'), 'INVALID_DIN');
    await expectError(live.get('/v1/companies/resolve'), 'MISSING_QUERY');
    await expectError(live.get(`/v1/companies/${sandboxCin}/filings/nope/download`), 'INVALID_FILING_ID');
    await expectError(test.get(`/v1/companies/${sandboxCin}/extractions/AOC-4/1899`), 'INVALID_YEAR');
    await expectError(test.get(`/v1/companies/${sandboxCin}/extractions/CHARGES/12ab`), 'INVALID_CHARGE_ID');
    await expectError(test.get(`/v1/companies/${sandboxCin}/extractions/aoc-4/2024?scope=group`), 'INVALID_QUERY');
    await expectError(live.post('/v1/account/wallet/recharge', '{"amountPaisa":'), 'BAD_REQUEST');
    await expectError(live.call('DELETE', '/v1/sandbox'), 'METHOD_NOT_ALLOWED');
  });
});

describe('scope and existence errors', () => {
  it('SANDBOX_ONLY lists the sandbox and the next step', async () => {
    const error = await expectError(test.get(`/v1/companies/${pool[0]}`), 'SANDBOX_ONLY');
    expect((error.sandboxCompanies as unknown[]).length).toBe(emu.registry.sandboxCompanies().length);
    expect((error.sandboxDirectors as unknown[]).length).toBe(emu.registry.sandboxDirectors().length);
    expect(error.nextStep).toContain('/v1/sandbox');
  });

  it('404s', async () => {
    await expectError(live.post(`/v1/companies/${unknownCin(emu.registry)}/unlock`), 'NOT_FOUND');
    await expectError(live.get(`/v1/companies/${unknownCin(emu.registry)}`), 'COMPANY_NOT_FOUND');
    await expectError(live.get(`/v1/directors/${unknownDin(emu.registry)}`), 'DIRECTOR_NOT_FOUND');
    await expectError(test.get(`/v1/companies/${sandboxCin}/extractions/ABC-1`), 'FORM_TYPE_NOT_AVAILABLE');
    await expectError(test.get(`/v1/companies/${sandboxCin}/extractions/AOC-4/1901`), 'EXTRACTION_NOT_AVAILABLE');
    await expectError(test.get(`/v1/companies/${sandboxCin}/extractions/PAS-3/flg_0000000000000000`), 'FILING_NOT_FOUND');
    await expectError(test.get(`/v1/companies/${sandboxCin}/extractions/CHARGES/987654321`), 'CHARGE_NOT_FOUND');
  });
});

describe('state errors', () => {
  it('UNLOCK_REQUIRED, ALREADY_UNLOCKED, DOC_NOT_AVAILABLE, NOTHING_TO_FETCH', async () => {
    const cin = pool[1]!;
    const fetchError = await expectError(live.post(`/v1/companies/${cin}/documents/fetch`), 'UNLOCK_REQUIRED');
    expect(fetchError).toMatchObject({ nextStep: `POST /v1/companies/${cin}/unlock`, unlockPrice: 33_000 });
    expect((await live.post(`/v1/companies/${cin}/unlock`)).status).toBe(202);
    await expectError(live.post(`/v1/companies/${cin}/unlock`), 'ALREADY_UNLOCKED');
    const uncached = emu.registry.filings(cin).find((f) => !f.initiallyCached && Date.parse(f.row.createdAt) <= Date.parse(REFERENCE_DATE))!;
    await expectError(live.get(`/v1/companies/${cin}/filings/${uncached.row.filingId}/download`), 'DOC_NOT_AVAILABLE');
    emu.clock.advance(24 * 3_600_000);
    const nothing = await expectError(live.post(`/v1/companies/${cin}/documents/fetch`), 'NOTHING_TO_FETCH');
    expect(nothing.filings).toMatchObject({ missing: 0 });
    expect(nothing.nextStep).toContain('/update');
  });

  it('REFRESH_IN_PROGRESS with Retry-After while a filing-list refresh runs', async () => {
    const cin = pool[2]!;
    expect((await live.post(`/v1/companies/${cin}/filings/refresh`)).status).toBe(202);
    const res = await live.post(`/v1/companies/${cin}/update`);
    await expectError(Promise.resolve(res), 'REFRESH_IN_PROGRESS');
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('CONTACT_NOT_AVAILABLE for an unseeded director, with the next step', async () => {
    const director = directorWith(emu.registry, (d) => d.contactPath === 'unseeded');
    const error = await expectError(live.post(`/v1/directors/${director.din}/unlock`), 'CONTACT_NOT_AVAILABLE');
    expect(error.nextStep).toMatch(/\/unlock/);
  });
});

describe('service errors by fault', () => {
  it('503s and 429', async () => {
    emu.faults.set({ searchDown: true, updateQueueDown: true, documentQueueDown: true, contactDown: true });
    try {
      await expectError(live.get('/v1/companies/resolve?q=steel'), 'SEARCH_UNAVAILABLE');
      await expectError(live.post(`/v1/companies/${pool[3]}/update`), 'UPDATE_QUEUE_UNAVAILABLE');
      await expectError(live.post(`/v1/directors/${directorWith(emu.registry, (d) => d.contactPath === 'hot').din}/unlock`), 'SERVICE_UNAVAILABLE');
    } finally {
      emu.faults.reset();
    }
    const limited = await startTestEmulator({ rateTest: 2 });
    try {
      const client = new TestClient(limited.url, limited.keys.test);
      await client.get('/v1/sandbox');
      await client.get('/v1/sandbox');
      const res = await client.get('/v1/sandbox');
      await expectError(Promise.resolve(res), 'RATE_LIMITED');
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    } finally {
      await limited.close();
    }
  });

  it('DOCUMENT_JOB_QUEUE_UNAVAILABLE when a fetch cannot be queued', async () => {
    const cin = pool[4]!;
    await live.post(`/v1/companies/${cin}/unlock`);
    emu.faults.set({ documentQueueDown: true });
    try {
      await expectError(live.post(`/v1/companies/${cin}/documents/fetch`), 'DOCUMENT_JOB_QUEUE_UNAVAILABLE');
    } finally {
      emu.faults.reset();
    }
  });
});

describe('coverage', () => {
  it('has provoked every code of the ERROR_CODES table', () => {
    expect(ERROR_CODE_LIST.filter((code) => !seenErrorCodes.has(code))).toEqual([]);
  });
});
