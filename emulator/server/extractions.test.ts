/** Extraction forms, years and data: per-form year slots, scope, unlock gate, AOC-4 scope hint. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmulatorHandle } from '../index';
import { startTestEmulator, TestClient } from '../../test/support/emulator/server-support';

let emu: EmulatorHandle;
let test: TestClient;
let live: TestClient;

beforeAll(async () => {
  emu = await startTestEmulator();
  test = new TestClient(emu.url, emu.keys.test);
  live = new TestClient(emu.url, emu.keys.live);
});
afterAll(() => emu.close());

function sandboxWith(form: string): string {
  const found = emu.registry.sandboxCompanies().find((c) => emu.registry.extractionForms(c.cin).includes(form));
  if (!found) throw new Error(`no sandbox company with ${form}`);
  return found.cin;
}

describe('extractions', () => {
  it('lists forms and years, and reads AOC-4 data with the other-scope hint', async () => {
    const cin = sandboxWith('AOC-4');
    const forms = (await test.get(`/v1/companies/${cin}/extractions`)).body.data.availableFormTypes;
    expect([...forms].sort()).toEqual(forms);
    const years = (await test.get(`/v1/companies/${cin}/extractions/aoc-4`)).body.data.availableYears;
    expect(years.length).toBeGreaterThan(0);
    const data = await test.get(`/v1/companies/${cin}/extractions/AOC-4/${years[0]}`);
    expect(data.status).toBe(200);
    expect(data.body.meta.createdAt).toBeTypeOf('string');
    const other = await test.get(`/v1/companies/${cin}/extractions/AOC-4/${years[0]}?scope=consolidated`);
    if (other.status === 404) expect(other.body.error.code).toBe('EXTRACTION_NOT_AVAILABLE');
  });

  it('reads PAS-3 by filing id and CHARGES by charge id', async () => {
    const pas = sandboxWith('PAS-3');
    const list = (await test.get(`/v1/companies/${pas}/extractions/PAS-3`)).body.data;
    const filingId = list.filings[0].filing_id;
    expect((await test.get(`/v1/companies/${pas}/extractions/PAS-3/${filingId}`)).status).toBe(200);
    const charges = sandboxWith('CHARGES');
    const chargeList = (await test.get(`/v1/companies/${charges}/extractions/charges`)).body.data.charges;
    const res = await test.get(`/v1/companies/${charges}/extractions/CHARGES/${chargeList[0].charge_id}`);
    expect(res.status).toBe(200);
  });

  it('answers unlocked:false without a live unlock and charges nothing', async () => {
    const company = [...emu.registry.companies()].find((c) => !c.sandbox && emu.registry.extractionForms(c.cin).includes('AOC-4'))!;
    const years = (await live.get(`/v1/companies/${company.cin}/extractions/AOC-4`)).body;
    expect(years.meta.priceChargedPaisa).toBe(5);
    const res = await live.get(`/v1/companies/${company.cin}/extractions/AOC-4/${years.data.availableYears[0]}`);
    expect(res.body.data).toEqual({ unlocked: false, unlockPrice: 33_000 });
    expect(res.body.meta.priceChargedPaisa).toBeUndefined();
    expect((await live.get(`/v1/companies/${company.cin}/extractions/MGT-7/2024?scope=bogus`)).status).not.toBe(400);
  });
});
