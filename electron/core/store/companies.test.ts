import { describe, expect, it } from 'vitest';
import { CIN, CIN2, masterInput, useTempLibrary } from '../../../test/support/core/store-support';

describe('companies repository', () => {
  const t = useTempLibrary();

  it('stores a master read with typed columns, ISO dates and the JSON kept whole', () => {
    t.lib.companies.upsertMaster(masterInput());
    const c = t.lib.companies.get(CIN)!;
    expect(c).toMatchObject({
      id: CIN,
      idType: 'cin',
      name: 'Zenith Lotus Software Private Limited',
      dateOfIncorporation: '2009-03-24',
      paidUpCapitalPaisa: 10_000_000,
      masterRequestId: 'req_master_1',
      createdAt: '2026-11-21T10:00:00.000Z',
    });
    expect(c.master).toEqual(masterInput().master);
  });

  it('keeps fields a newer master read dropped, while explicit new values win', () => {
    t.lib.companies.upsertMaster(
      masterInput({
        master: { cin: CIN, masterData: { companyData: { paidupCapital: 100000, companyStatus: 'Active' }, commonData: { nic: '72200' } } },
      }),
    );
    t.lib.companies.upsertMaster(
      masterInput({
        status: 'Strike Off',
        knownAs: null,
        paidUpCapitalPaisa: undefined,
        master: { cin: CIN, masterData: { companyData: { companyStatus: 'Strike Off' }, commonData: null } },
        requestId: 'req_master_2',
      }),
    );
    const c = t.lib.companies.get(CIN)!;
    expect(c.status).toBe('Strike Off');
    expect(c.knownAs).toBe('Zenith Soft');
    expect(c.paidUpCapitalPaisa).toBe(10_000_000);
    expect(c.masterRequestId).toBe('req_master_2');
    expect(c.master).toEqual({ cin: CIN, masterData: { companyData: { paidupCapital: 100000, companyStatus: 'Strike Off' }, commonData: { nic: '72200' } } });
  });

  it('a summary row never wipes a master record, and a bare stub is filled in later', () => {
    t.lib.companies.upsertSummary({ id: 'F12345' });
    expect(t.lib.companies.get('F12345')).toMatchObject({ idType: 'fcin', name: null });
    t.lib.companies.upsertMaster(masterInput());
    t.lib.companies.upsertSummary({ id: CIN, name: '', city: 'Mysuru', sandbox: true });
    const c = t.lib.companies.get(CIN)!;
    expect(c.name).toBe('Zenith Lotus Software Private Limited');
    expect(c.city).toBe('Mysuru');
    expect(c.sandbox).toBe(true);
    expect(c.master).not.toBeNull();
  });

  it('keeps name and CIN history, finds a company by a former CIN, and makes former names searchable', () => {
    t.lib.companies.upsertMaster(
      masterInput({
        nameHistory: [{ name: 'Lotus Infotech Private Limited', changedOn: '2015-04-01' }],
        cinHistory: [{ oldId: 'U72200KA2009PTC000001', raw: { oldCIN: 'U72200KA2009PTC000001', toDate: '04/01/2015' } }],
      }),
    );
    t.lib.companies.upsertMaster(masterInput({ nameHistory: [], cinHistory: undefined }));
    expect(t.lib.companies.nameHistory(CIN)).toEqual([{ name: 'Lotus Infotech Private Limited', changedOn: '2015-04-01', raw: null }]);
    expect(t.lib.companies.idHistory(CIN)).toEqual([
      { oldId: 'U72200KA2009PTC000001', changedOn: null, raw: { oldCIN: 'U72200KA2009PTC000001', toDate: '04/01/2015' } },
    ]);
    expect(t.lib.search.typeahead('U72200KA2009PTC000001').map((h) => h.id)).toEqual([CIN]);
    expect(t.lib.search.ranked('infotech').map((h) => h.id)).toEqual([CIN]);
  });

  it('lists with the sorts the UI offers', () => {
    t.lib.companies.upsertMaster(masterInput());
    t.lib.companies.upsertMaster(masterInput({ id: CIN2, name: 'apex Finance Limited', state: 'Maharashtra', paidUpCapitalPaisa: 5 }));
    expect(t.lib.companies.list().map((c) => c.id)).toEqual([CIN2, CIN]); // case-insensitive name order
    expect(t.lib.companies.list({ sort: 'paidUpCapital', descending: true }).map((c) => c.id)).toEqual([CIN, CIN2]);
    expect(t.lib.companies.list({ state: 'Maharashtra' }).map((c) => c.id)).toEqual([CIN2]);
    expect(t.lib.companies.count()).toBe(2);
  });
});
