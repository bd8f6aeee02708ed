import { describe, expect, it } from 'vitest';
import { CIN, useTempLibrary } from '../../../test/support/core/store-support';

const row = (id: string, over: Record<string, unknown> = {}) => ({
  filingId: id,
  formId: 'AOC-4',
  documentCategory: 'Annual Returns and Balance Sheet eForms',
  attachmentLabel: 'Financial Statements',
  dateOfFiling: '28/10/2024',
  year: 2024,
  fileSize: 1234,
  fileType: 'pdf',
  numberOfPages: 3,
  description: null,
  createdAt: '2024-10-29T00:00:00Z',
  updatedAt: '2024-10-29T00:00:00Z',
  ...over,
});

describe('filings repository', () => {
  const t = useTempLibrary();

  it('stores a filing list page with ISO dates, creating a stub company when needed, and keeps counts', () => {
    const r = t.lib.filings.upsertMany(CIN, [row('flg_a'), row('flg_b', { dateOfFiling: '05/01/2025', formId: 'MGT-7' })], {
      listedAt: '2026-11-21T10:00:00.000Z',
      requestId: 'req_list',
    });
    expect(r.added).toBe(2);
    expect(t.lib.filings.get('flg_a')).toMatchObject({ dateOfFiling: '2024-10-28', companyId: CIN, listRequestId: 'req_list', hasDocument: false });
    expect(t.lib.filings.listByCompany(CIN).map((f) => f.filingId)).toEqual(['flg_b', 'flg_a']);
    expect(t.lib.filings.listByCompany(CIN, { formId: 'MGT-7' }).map((f) => f.filingId)).toEqual(['flg_b']);
    expect(t.lib.companies.get(CIN)).toMatchObject({ filingCount: 2, latestFilingOn: '2025-01-05' });
  });

  it('a re-listing updates changed fields, keeps dropped ones and the first sighting, and re-indexes', () => {
    t.lib.filings.upsertMany(CIN, [row('flg_a')], { listedAt: '2026-01-01T00:00:00.000Z', requestId: 'r1' });
    t.clock.now = new Date('2026-02-01T00:00:00.000Z');
    const r = t.lib.filings.upsertMany(CIN, [{ filingId: 'flg_a', attachmentLabel: 'Revised Statements', fileSize: null }], {
      listedAt: '2026-02-01T00:00:00.000Z',
      requestId: 'r2',
    });
    expect(r.added).toBe(0);
    expect(t.lib.filings.get('flg_a')).toMatchObject({ attachmentLabel: 'Revised Statements', fileSize: 1234, listedAt: '2026-01-01T00:00:00.000Z' });
    expect(t.lib.search.ranked('revised', { kinds: ['filing'] }).map((h) => h.id)).toEqual(['flg_a']);
    expect(t.lib.search.ranked('financial', { kinds: ['filing'] })).toEqual([]);
  });

  it('lists the filings whose PDF is missing', () => {
    t.lib.filings.upsertMany(CIN, [row('flg_a'), row('flg_b')], { listedAt: 't', requestId: null });
    expect(t.lib.filings.missingDocuments(CIN).map((f) => f.filingId).sort()).toEqual(['flg_a', 'flg_b']);
  });
});

describe('charges repository', () => {
  const t = useTempLibrary();

  it('upserts charges, keeping fields and rows a later read dropped', () => {
    t.lib.charges.upsertMany(CIN, [
      { chargeId: '100', holder: 'State Bank of India', amountPaisa: 5_000_000_00, status: 'OPEN', createdOn: '06/15/2018', raw: { chargeId: '100' } },
      { chargeId: '101', holder: 'HDFC Bank', raw: {} },
    ]);
    t.lib.charges.upsertMany(CIN, [{ chargeId: '100', satisfiedOn: '01/02/2023', status: 'SATISFIED', raw: { chargeId: '100', x: 1 } }]);
    const list = t.lib.charges.list(CIN);
    expect(list).toHaveLength(2);
    expect(list.find((c) => c.chargeId === '100')).toMatchObject({
      holder: 'State Bank of India',
      amountPaisa: 500_000_000,
      createdOn: '2018-06-15',
      satisfiedOn: '2023-01-02',
      status: 'SATISFIED',
      raw: { chargeId: '100', x: 1 },
    });
  });
});
