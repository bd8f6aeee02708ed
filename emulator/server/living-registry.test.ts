/**
 * The living registry over real HTTP: moving the clock by months makes companies file and change,
 * a refresh reveals it (master record, filing list, extraction years, director profiles follow),
 * injected events change exactly what they say, and injected events survive a restart with --data.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY } from '../clock';
import type { EmulatorHandle } from '../index';
import { REFERENCE_DATE } from '../registry/types';
import { startTestEmulator, TestClient } from '../../test/support/emulator/server-support';

let emu: EmulatorHandle;
let live: TestClient;
// biome-ignore lint/suspicious/noExplicitAny: payloads are read field by field after the client's schema checks
type Any = any;

beforeAll(async () => {
  emu = await startTestEmulator();
  live = new TestClient(emu.url, emu.keys.live);
});
afterAll(() => emu.close());

const admin = async (method: string, path: string, body?: unknown): Promise<{ status: number; body: Any }> => {
  const res = await fetch(`${emu.url}${path}`, { method, headers: body === undefined ? {} : { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: res.status, body: await res.json() };
};

/** A full refresh, run to completion by the clock. */
async function refresh(client: TestClient, cin: string): Promise<void> {
  expect((await client.post(`/v1/companies/${cin}/update`)).status).toBe(202);
  emu.clock.advance(10 * 60_000);
  expect((await client.get(`/v1/companies/${cin}/update/status`)).body.data.status).toBe('completed');
}

const currentDins = (master: Any): string[] => (master.masterData.directorData ?? []).map((d: Any) => d.DIN);

describe('a registry that moves with the clock', () => {
  it('files accounts, returns and record changes months later; a refresh reveals them, the profiles follow', async () => {
    // A live company whose next months hold an AOC-4 for a year with extractions and a new director.
    const start = emu.clock.now();
    const horizon = start + 400 * DAY;
    const cin = [...emu.registry.companies()]
      .filter((c) => !c.sandbox && c.idType === 'cin')
      .slice(0, 400)
      .find((c) => {
        const events = emu.registry.registryEvents(c.cin, horizon).filter((e) => Date.parse(e.at) > start);
        return events.some((e) => e.summary.startsWith('AOC-4')) && events.some((e) => e.kind === 'director.appointed') && emu.registry.extractionForms(c.cin).includes('AOC-4');
      })!.cin;
    const before = (await live.get(`/v1/companies/${cin}`)).body;
    const listBefore = (await live.get(`/v1/companies/${cin}/filings?limit=200`)).body.meta.total;
    const yearsBefore = (await live.get(`/v1/companies/${cin}/extractions/AOC-4`)).body.data.availableYears;

    emu.clock.advance(400 * DAY);
    // Nothing shows until a refresh re-reads the company.
    expect((await live.get(`/v1/companies/${cin}`)).body.data).toEqual(before.data);
    expect((await live.get(`/v1/companies/${cin}/filings`)).body.meta.total).toBe(listBefore);

    await refresh(live, cin);
    const recorded = emu.registry.registryEvents(cin, emu.clock.now()).filter((e) => Date.parse(e.at) > start);
    const after = (await live.get(`/v1/companies/${cin}`)).body;
    expect(Date.parse(after.meta.updatedAt)).toBeGreaterThan(Date.parse(before.meta.updatedAt));
    const appointed = recorded.filter((e) => e.kind === 'director.appointed').map((e) => /DIN (\d{8})/.exec(e.summary)![1]!);
    for (const din of appointed) expect(currentDins(after.data)).toContain(din);
    expect(after.data.masterData.commonData.dateOfLastAGM).not.toBe(before.data.masterData.commonData.dateOfLastAGM);

    const list = (await live.get(`/v1/companies/${cin}/filings?limit=200`)).body;
    // Rows recorded since the reference date (the list's last read before this refresh) are new to the list.
    const listedNew = list.data.filter((r: Any) => r.createdAt > REFERENCE_DATE);
    expect(list.meta.total).toBe(listBefore + listedNew.length);
    expect(listedNew.length).toBe(emu.registry.filingsUntil(cin, emu.clock.now()).filter((f) => f.row.createdAt > REFERENCE_DATE).length);
    const aoc4 = listedNew.find((r: Any) => /^AOC-4/.test(r.formId));
    expect(aoc4).toBeDefined();
    const yearsAfter = (await live.get(`/v1/companies/${cin}/extractions/AOC-4`)).body.data.availableYears;
    expect(yearsAfter.length).toBe(yearsBefore.length + 1);

    // The new director's profile names this company as current, as the master record does.
    const profile = (await live.get(`/v1/directors/${appointed[0]}`)).body;
    expect(profile.data.companyData.find((r: Any) => r.cin_LLPIN === cin)).toMatchObject({ cessationDate: null });
    expect(Date.parse(profile.meta.updatedAt)).toBe(Date.parse(after.meta.updatedAt));

    // The new AOC-4's PDF and extraction: bought, fetched, read back.
    expect((await live.post(`/v1/companies/${cin}/unlock`)).status).toBe(202);
    emu.clock.advance(DAY);
    const pdf = await live.get(`/v1/companies/${cin}/filings/${aoc4.filingId}/download`);
    expect(pdf.bytes?.length).toBe(aoc4.fileSize);
    expect((await PDFDocument.load(pdf.bytes!)).getPageCount()).toBe(aoc4.numberOfPages);
    const year = yearsAfter[0];
    const data = (await live.get(`/v1/companies/${cin}/extractions/AOC-4/${year}`)).body;
    expect(data.data.period_end).toBe(`${year}-03-31`);
  }, 60_000);
});

describe('POST /admin/registry/events', () => {
  const cin = () => [...emu.registry.companies()].find((c) => !c.sandbox && c.idType === 'cin' && c.companyStatus === 'Active' && (emu.registry.master(c.cin) as Any).masterData.indexChargesData.some((x: Any) => x.dateOfSatisfaction === null) && c.directorDins.length >= 3)!.cin;

  it('injects a director leaving, a charge satisfied and a new filing; a refresh shows each once, with its filing', async () => {
    const target = cin();
    await refresh(live, target);
    const master = (await live.get(`/v1/companies/${target}`)).body.data;
    const leaving = currentDins(master)[1]!;
    const charge = master.masterData.indexChargesData.find((x: Any) => x.dateOfSatisfaction === null);
    const total = (await live.get(`/v1/companies/${target}/filings`)).body.meta.total;

    const ceased = await admin('POST', '/admin/registry/events', { kind: 'director.ceased', cin: target, din: leaving });
    expect(ceased.status).toBe(201);
    expect(ceased.body.data).toMatchObject({ kind: 'director.ceased', filing: { formId: 'DIR-12', documentCategory: 'Change in Directors' } });
    const satisfied = await admin('POST', '/admin/registry/events', { kind: 'charge.satisfied', cin: target, chargeId: charge.chargeId });
    expect(satisfied.body.data.filing).toMatchObject({ formId: 'CHG-4' });
    const filed = await admin('POST', '/admin/registry/events', { kind: 'filing.new', cin: target, formId: 'MGT-14', description: 'Board resolution for borrowing' });
    expect(filed.body.data.filing).toMatchObject({ formId: 'MGT-14', description: 'Board resolution for borrowing' });

    emu.clock.advance(2 * DAY);
    await refresh(live, target);
    const after = (await live.get(`/v1/companies/${target}`)).body.data;
    expect(currentDins(after)).not.toContain(leaving);
    expect(currentDins(after)).toHaveLength(currentDins(master).length - 1);
    expect(after.masterData.indexChargesData.find((x: Any) => x.chargeId === charge.chargeId).dateOfSatisfaction).not.toBeNull();
    const rows = (await live.get(`/v1/companies/${target}/filings?limit=200`)).body;
    const ids = [ceased, satisfied, filed].map((r) => r.body.data.filing.filingId);
    for (const id of ids) expect(rows.data.filter((r: Any) => r.filingId === id)).toHaveLength(1);
    expect(rows.meta.total).toBeGreaterThanOrEqual(total + 3);
    const profile = (await live.get(`/v1/directors/${leaving}`)).body.data;
    const row = [...profile.companyData, ...profile.mcaSignatoryCessationMasterHistory].find((r: Any) => (r.cin_LLPIN ?? r.cin) === target);
    expect(row.cessationDate).not.toBeNull();
    const charges = (await live.get(`/v1/companies/${target}/extractions/CHARGES`)).body.data.charges;
    expect(charges.find((c: Any) => c.charge_id === String(charge.chargeId)).status).toBe('SATISFIED');
  }, 60_000);

  it('validates the event with zod and says what is wrong, changing nothing', async () => {
    const target = cin();
    const bad = await admin('POST', '/admin/registry/events', { kind: 'director.left', cin: target });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toMatch(/kind/);
    const noDin = await admin('POST', '/admin/registry/events', { kind: 'director.ceased', cin: target, din: '99999999' });
    expect(noDin.status).toBe(400);
    expect(noDin.body.error.message).toMatch(/not a current director/);
    const unknown = await admin('POST', '/admin/registry/events', { kind: 'name.changed', cin: 'U72200MH2009PTC999999', name: 'Nobody Limited' });
    expect(unknown.body.error.message).toMatch(/holds no company/);
    const early = await admin('POST', '/admin/registry/events', { kind: 'name.changed', cin: target, name: 'Earlier Name Limited', at: '2026-10-01T00:00:00Z' });
    expect(early.body.error.message).toMatch(/after the reference date/);
  });

  it('appoints a new person, renames, moves and raises capital; keeps injected events across a restart with --data', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'emu-living-'));
    try {
      const first = await startTestEmulator({ dataDir: dir });
      const target = [...first.registry.companies()].find((c) => !c.sandbox && c.idType === 'cin' && c.companyStatus === 'Active')!.cin;
      const post = (body: unknown) => fetch(`${first.url}/admin/registry/events`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then((r) => r.json() as Promise<Any>);
      const appointed = await post({ kind: 'director.appointed', cin: target, fullName: 'Meera Iyer', designation: 'Independent Director' });
      expect(appointed.data.summary).toMatch(/Meera Iyer \(DIN 12\d{6}\) appointed/);
      await post({ kind: 'name.changed', cin: target, name: 'Renamed Holdings Private Limited' });
      await post({ kind: 'address.changed', cin: target, streetAddress: 'Plot 9, Test Nagar', postalCode: '400001' });
      const authorised = (first.registry.master(target) as Any).masterData.companyData.authorisedCapital * 2;
      await post({ kind: 'capital.changed', cin: target, authorisedRupees: authorised });
      expect((await post({ kind: 'capital.changed', cin: target, authorisedRupees: 1000 })).error.message).toMatch(/authorised/);
      await first.close();

      const second = await startTestEmulator({ dataDir: dir });
      try {
        second.clock.advance(DAY);
        const client = new TestClient(second.url, second.keys.live);
        expect((await client.post(`/v1/companies/${target}/update`)).status).toBe(202);
        second.clock.advance(10 * 60_000);
        const master = (await client.get(`/v1/companies/${target}`)).body.data;
        expect(master.company).toBe('Renamed Holdings Private Limited');
        expect(master.nameHistory.at(-1).toDate).toBeDefined();
        expect(master.masterData.companyData.MCAMDSCompanyAddress.find((a: Any) => a.addressType === 'Registered Address')).toMatchObject({ streetAddress: 'Plot 9, Test Nagar', postalCode: '400001' });
        expect(master.masterData.companyData.authorisedCapital).toBe(authorised);
        const din = /DIN (\d{8})/.exec(appointed.data.summary)![1]!;
        expect(master.masterData.directorData.find((d: Any) => d.DIN === din)).toMatchObject({ FirstName: 'Meera', LastName: 'Iyer' });
        expect((await client.get(`/v1/directors/${din}`)).body.data.companyData[0]).toMatchObject({ cin_LLPIN: target, designation: 'Independent Director', cessationDate: null });
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
