/**
 * The payload faults drop only what the shared schemas accept without: a sweep of every registry
 * endpoint over the sandbox companies and directors, with the faults on, passes the schemas (the
 * TestClient checks each answer), and the fault still drops something on each kind of payload.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmulatorHandle } from '../index';
import { DROPPABLE_PATHS, messUp, pathPattern } from './payload-faults';
import { startTestEmulator, TestClient } from '../../test/support/emulator/server-support';

let emu: EmulatorHandle;
let test: TestClient;

beforeAll(async () => {
  emu = await startTestEmulator();
  test = new TestClient(emu.url, emu.keys.test);
});
afterAll(() => emu.close());

/** Every key of every object in a payload, by path pattern. */
function fieldPaths(value: unknown, path = '', out = new Map<string, number>()): Map<string, number> {
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) fieldPaths(item, `${path}[${i}]`, out);
  } else if (typeof value === 'object' && value !== null) {
    for (const [k, v] of Object.entries(value)) {
      const pattern = pathPattern(`${path}.${k}`);
      out.set(pattern, (out.get(pattern) ?? 0) + 1);
      fieldPaths(v, `${path}.${k}`, out);
    }
  }
  return out;
}

/** Keys of each extraction list that name the items to read (years, filing ids, charge ids). */
function extractionKeys(formType: string, data: Record<string, unknown>): string[] {
  if (formType === 'PAS-3') return ((data.filings as Array<{ filing_id: string }>) ?? []).map((f) => f.filing_id);
  if (formType === 'CHARGES') return ((data.charges as Array<{ charge_id: string }>) ?? []).map((c) => String(c.charge_id));
  return ((data.availableYears as unknown[]) ?? []).map(String);
}

/** Reads every registry endpoint for the sandbox set; returns the data of each answer by path. */
async function sweep(): Promise<Map<string, unknown>> {
  const answers = new Map<string, unknown>();
  const read = async (path: string) => {
    const res = await test.get(path);
    expect(res.status, path).toBe(200);
    answers.set(path, res.body.data);
    return res.body.data;
  };
  const companies = emu.registry.sandboxCompanies();
  for (const c of companies) {
    await read(`/v1/companies/resolve?q=${encodeURIComponent(c.company)}`);
    await read(`/v1/companies/${c.cin}`);
    await read(`/v1/companies/${c.cin}/filings?limit=200`);
    const forms = (await read(`/v1/companies/${c.cin}/extractions`)).availableFormTypes as string[];
    for (const form of forms) {
      const keys = extractionKeys(form, await read(`/v1/companies/${c.cin}/extractions/${form}`));
      for (const key of keys.slice(0, 3)) {
        await read(`/v1/companies/${c.cin}/extractions/${form}/${encodeURIComponent(key)}`);
        if (form === 'AOC-4') await test.get(`/v1/companies/${c.cin}/extractions/${form}/${key}?scope=consolidated`);
      }
    }
  }
  for (const d of emu.registry.sandboxDirectors().slice(0, 60)) {
    await read(`/v1/directors/resolve?q=${d.din}`);
    await read(`/v1/directors/${d.din}`);
  }
  return answers;
}

describe('payload faults against the shared schemas', () => {
  it('never drops a field a schema requires, even where an optional field of the same name may drop', () => {
    const charges = Array.from({ length: 30 }, (_, i) => ({ charge_id: String(i), status: 'ACTIVE', holder_name: 'Bank' }));
    const candidates = Array.from({ length: 30 }, (_, i) => ({ din: String(10_000_000 + i), status: 'Approved' }));
    const list = messUp({ form_type: 'CHARGES', charges }, { drop: true, messy: false }) as { charges: Array<{ status?: string }> };
    expect(list.charges.every((c) => c.status === 'ACTIVE')).toBe(true);
    const resolved = messUp({ query: 'x', candidates }, { drop: true, messy: false }) as { candidates: Array<{ status?: string }> };
    expect(resolved.candidates.some((c) => c.status === undefined)).toBe(true);
    expect(resolved.candidates.some((c) => c.status === 'Approved')).toBe(true);
    expect(DROPPABLE_PATHS.has('.charges[].status')).toBe(false);
  });

  it.each([
    ['dropped optional fields', { dropOptionalFields: true }],
    ['dropped fields and messy values', { dropOptionalFields: true, messyValues: true }],
  ])('every answer of a sweep of the sandbox passes the schemas with %s, and fields did drop', async (_name, faults) => {
    const clean = await sweep();
    emu.faults.set(faults);
    let faulty: Map<string, unknown>;
    try {
      faulty = await sweep();
    } finally {
      emu.faults.reset();
    }
    expect([...faulty.keys()]).toEqual([...clean.keys()]);
    // What disappeared is only ever a droppable path, and each kind of payload lost some fields.
    const lostByKind = new Map<string, number>();
    for (const [path, data] of clean) {
      const before = fieldPaths(data);
      const after = fieldPaths(faulty.get(path));
      for (const [pattern, count] of before) {
        const lost = count - (after.get(pattern) ?? 0);
        if (lost <= 0) continue;
        const dropped = DROPPABLE_PATHS.has(pattern) || [...DROPPABLE_PATHS].some((p) => pattern.startsWith(`${p}.`) || pattern.startsWith(`${p}[`));
        expect(dropped, `${path}: ${pattern}`).toBe(true);
        const kind = path.split('?')[0]!.replace(/\/(companies|directors)\/(?!resolve)[^/]+/, '/$1/{id}');
        lostByKind.set(kind, (lostByKind.get(kind) ?? 0) + lost);
      }
    }
    expect([...lostByKind.keys()].sort()).toEqual(
      expect.arrayContaining(['/v1/companies/resolve', '/v1/companies/{id}', '/v1/companies/{id}/filings', '/v1/directors/resolve', '/v1/directors/{id}']),
    );
  }, 120_000);
});
