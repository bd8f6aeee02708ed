/**
 * Diffs of snapshots built the way a check builds them: a master record as the emulator's registry
 * serves it (GET /v1/companies/{cin} data), validated by the shared schema, written through the
 * engine's mapping into a real library, then read back as a snapshot.
 */
import { describe, expect, it } from 'vitest';
import { companyMasterSchema } from '../../../shared/api/company-master';
import { createRegistry } from '../../../emulator/registry/index';
import { masterInputs } from '../mirror/map-master';
import { useTempLibrary } from '../../../test/support/core/store-support';
import { diffSnapshots } from './diff';
import { takeSnapshot, type WatchSnapshot } from './snapshot';

// biome-ignore lint/suspicious/noExplicitAny: raw API payloads, edited as the registry would send them
type Any = any;

const registry = createRegistry('dossier');
const company = [...registry.companies()].find(
  (c) =>
    !c.sandbox &&
    c.idType === 'cin' &&
    c.companyStatus === 'Active' &&
    c.directorDins.length >= 3 &&
    (registry.master(c.cin) as Any).masterData.indexChargesData.some((x: Any) => x.dateOfSatisfaction === null),
)!;
const cin = company.cin;
const payload = (): Any => structuredClone(registry.master(cin));

/** Every object's keys in reverse order: the same record, sent in another field order. */
function reversed(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(reversed);
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).reverse().map(([k, x]) => [k, reversed(x)]));
  return v;
}

describe('snapshot diffs', () => {
  const t = useTempLibrary();
  let reads = 0;
  const snapshotOf = (raw: Any, at = '2027-03-01T10:00:00.000Z'): WatchSnapshot => {
    const inputs = masterInputs(companyMasterSchema.parse(raw), cin, { readAt: at, requestId: `req_${++reads}` });
    t.lib.tx(() => {
      t.lib.companies.upsertMaster(inputs.company);
      if (inputs.directors) t.lib.directors.setMasterDirectors(cin, inputs.directors);
      if (inputs.charges) t.lib.charges.upsertMany(cin, inputs.charges);
    });
    return takeSnapshot(t.lib, cin, at);
  };

  it('sets a baseline on the first check and sees no change in a re-spelled, re-ordered read', () => {
    const first = snapshotOf(payload());
    expect(diffSnapshots(null, first)).toEqual([]);
    const messy = payload();
    const data = messy.masterData.companyData;
    data.companyName = `  ${data.companyName}  `;
    data.companySubcategory = '';
    for (const d of messy.masterData.directorData) {
      d.DirectorDisqualified = d.DirectorDisqualified === 'false' ? 'N' : d.DirectorDisqualified;
      for (const r of d.MCAUserRole ?? []) r.kmpFlag = r.kmpFlag === true ? 'Y' : r.kmpFlag;
    }
    data.MCAMDSCompanyAddress[0].city = data.MCAMDSCompanyAddress[0].city.toUpperCase();
    const again = snapshotOf(reversed(messy));
    expect(diffSnapshots(first, again)).toEqual([]);
  });

  it('names each record change by its kind, with the read it was seen in', () => {
    const before = snapshotOf(payload());
    const raw = payload();
    const md = raw.masterData;
    const [leaving] = md.directorData.splice(2, 1);
    md.directorData.push({ DIN: '12000101', FirstName: 'Asha', LastName: 'Menon', dateOfAppointment: '03/01/2027', MCAUserRole: [{ role: 'Director', designation: 'Additional Director', cin }] });
    const open = md.indexChargesData.filter((c: Any) => c.dateOfSatisfaction === null);
    open[0].dateOfSatisfaction = '02/20/2027';
    if (open[1]) open[1].chargeAmount = Number(open[1].chargeAmount) + 1_000_000;
    md.indexChargesData.push({ chargeId: 99000001, chName: 'State Bank of India', chargeAmount: 50_000_000, dateOfCreation: '02/25/2027', dateOfModification: null, dateOfSatisfaction: null });
    raw.company = 'Renamed Industries Limited';
    md.companyData.companyName = 'Renamed Industries Limited';
    md.companyData.companyStatus = 'Strike Off';
    md.companyData.MCAMDSCompanyAddress[0].streetAddress = '4th Floor, New Tower, Ring Road';
    md.companyData.authorisedCapital = Number(md.companyData.authorisedCapital) * 2;
    const after = snapshotOf(raw);

    const changes = diffSnapshots(before, after);
    // The findings recomputed on the new record (a struck-off status, a recent name change) are new too.
    expect(changes.filter((c) => c.kind === 'finding.new').length).toBeGreaterThan(0);
    const kinds = changes.map((c) => c.kind).filter((k) => k !== 'finding.new').sort();
    expect(kinds).toEqual(
      [
        'address.changed',
        'capital.changed',
        'charge.created',
        'charge.satisfied',
        'director.appointed',
        'director.ceased',
        'name.changed',
        'status.changed',
        ...(open[1] ? ['charge.modified'] : []),
      ].sort(),
    );
    for (const c of changes) expect(c.requestId).toBe(after.masterRequestId);
    expect(changes.find((c) => c.kind === 'director.ceased')).toMatchObject({ before: { din: leaving.DIN }, after: null });
    expect(changes.find((c) => c.kind === 'charge.satisfied')!.summary).toContain(String(open[0].chargeId));
    expect(changes.find((c) => c.kind === 'status.changed')).toMatchObject({ before: 'Active', after: 'Strike Off' });
    expect(changes.find((c) => c.kind === 'capital.changed')!.summary).toMatch(/₹[\d,]+\.\d\d → ₹/);
    expect(new Set(changes.map((c) => c.key)).size).toBe(changes.length);
  });

  it('flags an unlock ending within 30 days once, with its renewal price, and new filings with their list read', () => {
    const base = snapshotOf(payload());
    const expiring: WatchSnapshot = { ...base, unlockExpiresAt: '2027-03-20T00:00:00.000Z' };
    const [warning] = diffSnapshots(base, expiring, { renewalPaisa: 33_000 });
    expect(warning).toMatchObject({ kind: 'unlock.expiring', after: { expiresAt: '2027-03-20T00:00:00.000Z', renewalPaisa: 33_000 } });
    expect(warning!.summary).toMatch(/20 Mar 2027.*₹330\.00.*not renewed/);
    expect(diffSnapshots(expiring, { ...expiring, takenAt: '2027-03-05T00:00:00.000Z' })).toEqual([]);
    expect(diffSnapshots(base, { ...base, unlockExpiresAt: '2027-06-20T00:00:00.000Z' })).toEqual([]);

    const filed = { ...base, filings: { ...base.filings, flg_NEW1: { formId: 'CHG-4', dateOfFiling: '2027-02-21', year: 2027, description: null, requestId: 'req_list' } } };
    expect(diffSnapshots(base, filed)).toEqual([expect.objectContaining({ kind: 'filing.new', filingId: 'flg_NEW1', requestId: 'req_list' })]);
  });
});
