import { describe, expect, it } from 'vitest';
import { useTempLibrary } from '../../../test/support/core/store-support';
import { computeFindings } from './compute';
import { lastDueFy } from './missing-annual-filings';
import { ID, NOW, RECENT, annualFilings, company } from '../../../test/support/core/findings-data';

const rules = (lib: Parameters<typeof computeFindings>[0]) => computeFindings(lib, ID, NOW).map((f) => f.rule);

describe('findings from the register', () => {
  const t = useTempLibrary();

  it('finds nothing on a clean, fresh, active company with every annual filing', () => {
    company(t.lib);
    annualFilings(t.lib, [2009, 2010, 2011, 2012, 2013, 2014, 2015, 2016, 2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024]);
    expect(computeFindings(t.lib, ID, NOW)).toEqual([]);
  });

  it('flags a company that is not active, with the master record as evidence, and skips the filing check', () => {
    company(t.lib, { status: 'Strike Off' });
    const [f] = computeFindings(t.lib, ID, NOW);
    expect(f).toMatchObject({ rule: 'company-not-active', severity: 'high', title: 'Company is not active: Strike Off' });
    expect(f!.evidence).toEqual([
      { kind: 'record', id: ID, label: 'Master record of Zenith Lotus Software Private Limited (read 19 Nov 2026)', reference: `company ${ID}, request req_master` },
    ]);
  });

  it('flags an active company the registry calls non-compliant', () => {
    company(t.lib, { master: { masterData: { companyData: { activeCompliance: 'ACTIVE non-compliant' } } } });
    expect(rules(t.lib)).toEqual(['company-non-compliant']);
  });

  it('flags disqualified directors by name and DIN, and not those marked "false"', () => {
    company(t.lib, {
      master: { masterData: { directorData: [
        { DIN: '01234567', FirstName: 'Asha', LastName: 'Rao', DirectorDisqualified: 'false' },
        { DIN: '07654321', FirstName: 'Vikram', LastName: 'Shah', DirectorDisqualified: 'true' },
      ] } },
    });
    const found = computeFindings(t.lib, ID, NOW).filter((f) => f.rule === 'director-disqualified');
    expect(found).toHaveLength(1);
    expect(found[0]!.detail).toContain('Vikram Shah (DIN 07654321)');
    expect(found[0]!.detail).not.toContain('Asha');
  });

  it('flags a director with 15 current directorships and not one with 14 (ceased ones do not count)', () => {
    company(t.lib);
    const profile = (current: number) => ({
      companyData: [
        ...Array.from({ length: current }, (_, i) => ({ cin_LLPIN: `U00000KA2000PTC${String(i).padStart(6, '0')}` })),
        ...Array.from({ length: 5 }, (_, i) => ({ cin_LLPIN: `U00000KA2000PTC${String(900 + i).padStart(6, '0')}`, cessationDate: '01/01/2020' })),
      ],
    });
    t.lib.directors.setMasterDirectors(ID, [
      { din: '01234567', fullName: 'Asha Rao', roles: [{ designation: 'Director' }] },
      { din: '07654321', fullName: 'Vikram Shah', roles: [{ designation: 'Director' }] },
    ]);
    t.lib.directors.upsertProfile({ din: '01234567', fullName: 'Asha Rao', profile: profile(15), readAt: RECENT, requestId: 'req_p1', roles: [] });
    t.lib.directors.upsertProfile({ din: '07654321', fullName: 'Vikram Shah', profile: profile(14), readAt: RECENT, requestId: 'req_p2', roles: [] });
    const found = computeFindings(t.lib, ID, NOW).filter((f) => f.rule === 'director-many-directorships');
    expect(found.map((f) => f.title)).toEqual(['Asha Rao holds 15 directorships']);
    expect(found[0]!.evidence[0]).toEqual({ kind: 'record', id: '01234567', label: 'Director profile of Asha Rao (read 19 Nov 2026)', reference: 'DIN 01234567, request req_p1' });
  });

  it('totals the exposure of open charges and leaves satisfied ones out', () => {
    company(t.lib);
    t.lib.charges.upsertMany(ID, [
      { chargeId: '1001', holder: 'State Bank of India', amountPaisa: 5_000_000_000, status: 'OPEN', createdOn: '02/11/2019', raw: {} },
      { chargeId: '1002', holder: 'HDFC Bank', amountPaisa: 2_500_000_000, status: 'ACTIVE', raw: {} },
      { chargeId: '1003', holder: 'Axis Bank', amountPaisa: 9_900_000_000, status: 'SATISFIED', satisfiedOn: '01/05/2022', raw: {} },
    ]);
    const [f] = computeFindings(t.lib, ID, NOW).filter((x) => x.rule === 'open-charges');
    expect(f!.title).toBe('2 open charges, exposure ₹7,50,00,000');
    expect(f!.evidence.map((e) => e.id)).toEqual(['1001', '1002']);
    t.lib.charges.upsertMany(ID, [
      { chargeId: '1001', status: 'SATISFIED', satisfiedOn: '01/05/2023', raw: {} },
      { chargeId: '1002', status: 'SATISFIED', satisfiedOn: '01/05/2023', raw: {} },
    ]);
    expect(rules(t.lib)).not.toContain('open-charges');
  });

  it('names the financial years with no AOC-4 or MGT-7 among those already due', () => {
    expect(lastDueFy(NOW)).toBe(2024); // FY 2025-26 is due only from 30 Nov 2026 plus grace
    company(t.lib, { incorporated: '06/15/2015' });
    annualFilings(t.lib, [2015, 2016, 2017, 2018, 2020, 2021, 2022, 2024]);
    annualFilings(t.lib, [2019, 2023], ['MGT-7']);
    const found = computeFindings(t.lib, ID, NOW).filter((f) => f.rule.startsWith('missing'));
    expect(found.map((f) => [f.rule, f.severity])).toEqual([['missing-accounts', 'high']]);
    expect(found[0]!.detail).toContain('FY 2019-20, FY 2023-24');
    expect(found[0]!.detail).toContain('checked FY 2017-18 to FY 2024-25');
  });

  it('reads a year only from what a filing says, and calls a gap missing only when no undated filing could fill it', () => {
    company(t.lib, { incorporated: '06/15/2015' });
    annualFilings(t.lib, [2015, 2016, 2017, 2018, 2019, 2021, 2022, 2023, 2024]);
    // An AOC-4 and an MGT-7 filed late (May 2022) that name no year: FY 2020-21, or an earlier one.
    t.lib.filings.upsertMany(ID, [
      { filingId: 'flg_LATE000000000000001', formId: 'AOC-4', dateOfFiling: '21/05/2022', year: 2022, attachmentLabel: 'Financial statements' },
      { filingId: 'flg_LATE000000000000002', formId: 'MGT-7', dateOfFiling: '21/05/2022', year: 2022, attachmentLabel: 'Annual Return' },
    ], { listedAt: RECENT, requestId: 'req_filings_late' });
    const found = computeFindings(t.lib, ID, NOW).filter((f) => f.rule.startsWith('missing'));
    expect(found.map((f) => [f.rule, f.severity, f.title])).toEqual([
      ['missing-accounts-untold', 'info', 'Annual accounts (AOC-4) for FY 2020-21: could not tell'],
      ['missing-annual-return-untold', 'info', 'Annual return (MGT-7) for FY 2020-21: could not tell'],
    ]);
    expect(found[0]!.evidence).toEqual([
      { kind: 'filing', id: 'flg_LATE000000000000001', label: 'AOC-4 Financial statements, filed 21 May 2022', reference: 'filing flg_LATE000000000000001' },
    ]);
  });

  it('still calls a year missing when every filing that names no year was filed before that year ended', () => {
    company(t.lib, { incorporated: '06/15/2015' });
    annualFilings(t.lib, [2015, 2016, 2017, 2018, 2019, 2020, 2021, 2022]);
    t.lib.filings.upsertMany(ID, [{ filingId: 'flg_OLD0000000000000001', formId: 'AOC-4', dateOfFiling: '30/10/2016', year: 2016 }], {
      listedAt: RECENT,
      requestId: 'req_filings_old',
    });
    const found = computeFindings(t.lib, ID, NOW).filter((f) => f.rule.startsWith('missing'));
    expect(found.map((f) => f.rule)).toEqual(['missing-accounts', 'missing-annual-return']);
    expect(found[0]!.detail).toContain('FY 2023-24, FY 2024-25');
  });

  it('warns of an unlock ending within 30 days, not of one ending in 31 or of the sandbox', () => {
    company(t.lib);
    t.lib.unlocks.put({ companyId: ID, unlockedAt: RECENT, expiresAt: '2026-12-10T00:00:00.000Z', pricePaisa: 33_000, readAt: RECENT });
    expect(computeFindings(t.lib, ID, NOW).find((f) => f.rule === 'unlock-expiring')?.title).toBe('Unlock expires in 19 days');
    // 10 Dec 2026, 00:20 IST is still 9 Dec in UTC: the analyst reads the 10th, as every other screen says.
    t.lib.unlocks.put({ companyId: ID, unlockedAt: RECENT, expiresAt: '2026-12-09T18:50:00.000Z', pricePaisa: 33_000, readAt: RECENT });
    const ending = computeFindings(t.lib, ID, NOW).find((f) => f.rule === 'unlock-expiring')!;
    expect(ending.detail).toContain('The unlock ends on 10 Dec 2026');
    expect(ending.evidence[0]!.label).toContain('expires 10 Dec 2026, 00:20 IST');
    t.lib.unlocks.put({ companyId: ID, unlockedAt: RECENT, expiresAt: '2026-12-22T11:00:00.000Z', pricePaisa: 33_000, readAt: RECENT });
    expect(rules(t.lib)).not.toContain('unlock-expiring');
    t.lib.unlocks.put({ companyId: ID, unlockedAt: RECENT, expiresAt: '2026-11-25T00:00:00.000Z', pricePaisa: 0, sandbox: true, readAt: RECENT });
    expect(rules(t.lib)).not.toContain('unlock-expiring');
  });

  it('flags data older than the freshness rule allows, and not data read last week', () => {
    company(t.lib, { readAt: '2026-07-01T10:00:00.000Z' });
    const stale = computeFindings(t.lib, ID, NOW).find((f) => f.rule === 'stale-data');
    expect(stale?.title).toBe('Data is stale (143 days old)');
    company(t.lib, { readAt: '2026-11-14T10:00:00.000Z' });
    expect(rules(t.lib)).not.toContain('stale-data');
  });
});
