/** Register reads: sandbox list, resolve (live and test keys), master, filing list, director profile, payload faults. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmulatorHandle } from '../index';
import type { SyntheticRegistry } from '../registry/index';
import { MAIN_ACCOUNT } from '../state/accounts';
import { directorWith, startTestEmulator, TestClient } from '../../test/support/emulator/server-support';

let emu: EmulatorHandle;
let live: TestClient;
let test: TestClient;
let registry: SyntheticRegistry;

beforeAll(async () => {
  emu = await startTestEmulator();
  live = new TestClient(emu.url, emu.keys.live);
  test = new TestClient(emu.url, emu.keys.test);
  registry = emu.registry as SyntheticRegistry;
});
afterAll(() => emu.close());

describe('sandbox and resolve', () => {
  it('lists the sandbox free and does not record it in usage', async () => {
    const res = await test.get('/v1/sandbox');
    expect(res.body.meta).toMatchObject({ companies: 52, directors: 451 });
    expect(res.body.data.companies).toHaveLength(52);
    const usage = (await live.get('/v1/account/usage')).body.data.usage.last30Days.byEndpoint;
    expect(usage.map((r: { endpoint: string }) => r.endpoint)).not.toContain('sandbox');
  });

  it('resolves by name (billed) and by exact id even while name search is down', async () => {
    const company = registry.company(registry.bigFiler)!;
    const byName = await live.get(`/v1/companies/resolve?q=${encodeURIComponent(company.company)}&limit=3`);
    expect(byName.body.data.candidates[0].cin).toBe(company.cin);
    expect(byName.body.data.candidates.length).toBeLessThanOrEqual(3);
    expect(byName.body.meta.priceChargedPaisa).toBe(500);
    emu.faults.set({ searchDown: true });
    try {
      const exact = await live.get(`/v1/companies/resolve?name=${company.cin}`);
      expect(exact.body.data.candidates).toHaveLength(1);
      expect((await live.get('/v1/directors/resolve?q=kumar')).status).toBe(503);
    } finally {
      emu.faults.reset();
    }
    expect((await live.get('/v1/companies/resolve?q=x&limit=21')).body.error.code).toBe('INVALID_QUERY');
  });

  it('scopes a test key to the sandbox, free, with a hint on no match', async () => {
    const live0 = registry.company(registry.bigFiler)!;
    const miss = await test.get(`/v1/companies/resolve?q=${live0.cin}`);
    expect(miss.body.data).toMatchObject({ sandbox: true, candidates: [] });
    expect(miss.body.data.hint).toContain('/v1/sandbox');
    const hit = await test.get(`/v1/companies/resolve?q=${encodeURIComponent(registry.sandboxCompanies()[0]!.company)}`);
    expect(hit.body.data.candidates[0].cin).toBe(registry.sandboxCompanies()[0]!.cin);
    const director = registry.sandboxDirectors()[0]!;
    const dir = await test.get(`/v1/directors/resolve?q=${director.din}`);
    expect(dir.body.data).toMatchObject({ sandbox: true, candidates: [{ din: director.din }] });
    expect(dir.body.meta.priceChargedPaisa).toBeUndefined();
  });
});

describe('master, filings, director profile', () => {
  it('reads the master record with idType checks', async () => {
    const cin = registry.bigFiler;
    const res = await live.get(`/v1/companies/${cin}?idType=cin`);
    expect(res.body.data.cin).toBe(cin);
    expect(res.body.meta).toMatchObject({ priceChargedPaisa: 500 });
    expect(res.body.meta.updatedAt).toBeTypeOf('string');
    expect((await live.get(`/v1/companies/${cin}?idType=llpin`)).body.error.code).toBe('INVALID_CIN');
  });

  it('pages the big filer and filters exactly', async () => {
    const cin = registry.bigFiler;
    const first = await live.get(`/v1/companies/${cin}/filings?limit=200`);
    expect(first.body.meta).toMatchObject({ page: 1, limit: 200 });
    expect(first.body.meta.total).toBeGreaterThan(1200);
    expect(first.body.meta.totalPages).toBe(Math.ceil(first.body.meta.total / 200));
    const createdAt = first.body.data.map((r: { createdAt: string }) => r.createdAt);
    expect([...createdAt].sort().reverse()).toEqual(createdAt);
    const last = await live.get(`/v1/companies/${cin}/filings?limit=200&page=${first.body.meta.totalPages}`);
    expect(last.body.data.length).toBe(first.body.meta.total - 200 * (first.body.meta.totalPages - 1));
    const defaults = await live.get(`/v1/companies/${cin}/filings`);
    expect(defaults.body.meta).toMatchObject({ page: 1, limit: 50 });
    const row = first.body.data[0];
    const filtered = await live.get(`/v1/companies/${cin}/filings?formId=${encodeURIComponent(row.formId)}&year=${row.year}&documentCategory=${encodeURIComponent(row.documentCategory)}`);
    for (const r of filtered.body.data) expect(r).toMatchObject({ formId: row.formId, year: row.year, documentCategory: row.documentCategory });
    for (const bad of ['limit=0', 'limit=201', 'page=0', 'year=abc']) {
      expect((await live.get(`/v1/companies/${cin}/filings?${bad}`)).body.error.code).toBe('INVALID_QUERY');
    }
    const none = await test.get(`/v1/companies/${registry.sandboxNoFilings}/filings`);
    expect(none.body).toMatchObject({ data: [], meta: { total: 0 } });
  });

  it('reads a director profile; a test key is kept to sandbox directors', async () => {
    const director = directorWith(registry, () => true);
    const res = await live.get(`/v1/directors/${director.din}`);
    expect(res.body.data.din).toBe(director.din);
    expect(res.body.data.pan).toBeUndefined();
    expect(res.body.meta.priceChargedPaisa).toBe(500);
    expect((await test.get(`/v1/directors/${director.din}`)).body.error.code).toBe('SANDBOX_ONLY');
  });
});

describe('payload faults', () => {
  it('messy values and dropped fields still pass the shared schemas, deterministically', async () => {
    const cin = registry.bigFiler;
    emu.faults.set({ messyValues: true, dropOptionalFields: true });
    try {
      const a = await live.get(`/v1/companies/${cin}`);
      const b = await live.get(`/v1/companies/${cin}`);
      expect(a.body.data).toEqual(b.body.data);
      const rows = (await live.get(`/v1/companies/${cin}/filings?limit=200`)).body.data;
      expect(rows.some((r: { year: unknown }) => typeof r.year === 'string')).toBe(true);
      const resolve = await live.get(`/v1/companies/resolve?q=${cin}`);
      expect(resolve.body.data.candidates[0].matchScore).toBeTypeOf('number');
      await live.get(`/v1/directors/${directorWith(registry, () => true).din}`);
    } finally {
      emu.faults.reset();
    }
    expect(emu.state.balance(MAIN_ACCOUNT)).toBeLessThan(100_000_000);
  });
});
