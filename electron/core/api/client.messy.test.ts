/** Registry data as it really arrives (messy spellings, dropped optional fields) still parses. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from './client';
import { companyWithAllForms, type Fixture, startFixture } from '../../../test/support/core/emulator-fixture';

let fx: Fixture;
let client: ApiClient;
let cin: string;
let din: string;

beforeAll(async () => {
  fx = await startFixture();
  client = fx.client('test');
  cin = companyWithAllForms(fx.emu, true);
  din = fx.emu.registry.sandboxDirectors()[0]!.din;
});

afterAll(async () => {
  await fx?.close();
});

async function readEverything() {
  const company = fx.emu.registry.company(cin)!;
  expect((await client.resolveCompanies({ q: company.company })).data.candidates.length).toBeGreaterThan(0);
  expect((await client.getCompany(cin)).data.cin).toBe(cin);
  const filings = await client.listFilings(cin, 1, 200);
  expect(filings.data.every((f) => f.filingId.startsWith('flg_'))).toBe(true);
  expect((await client.resolveDirectors({ q: din })).data.candidates[0]?.din).toBe(din);
  expect((await client.getDirector(din)).data.din).toBe(din);
  const years = await client.listExtractionYears(cin, 'AOC-4');
  const year = (years.data as { availableYears: number[] }).availableYears[0]!;
  expect(await client.getExtraction(cin, 'AOC-4', year)).toHaveProperty('data');
  const charges = await client.listExtractionYears(cin, 'CHARGES');
  const rows = (charges.data as { charges: { charge_id: string; status: string }[] }).charges;
  expect(rows.every((row) => ['ACTIVE', 'SATISFIED', 'OPEN'].includes(row.status))).toBe(true);
  expect((await client.getExtraction(cin, 'CHARGES', rows[0]!.charge_id)).data).toHaveProperty('charge_id');
  return filings.data;
}

describe('payload faults', () => {
  it('parses messy values', async () => {
    fx.emu.faults.set({ messyValues: true });
    const filings = await readEverything();
    // Messy numbers such as "1,20,000" arrive as integers after validation.
    expect(filings.every((f) => f.fileSize === undefined || f.fileSize === null || Number.isInteger(f.fileSize))).toBe(true);
  });

  it('parses payloads with optional fields dropped', async () => {
    fx.emu.faults.set({ messyValues: false, dropOptionalFields: true });
    await readEverything();
  });

  it('parses both at once', async () => {
    fx.emu.faults.set({ messyValues: true, dropOptionalFields: true });
    await readEverything();
  });
});
