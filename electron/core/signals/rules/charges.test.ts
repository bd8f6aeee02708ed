import { describe, expect, it } from 'vitest';
import { useTempLibrary } from '../../../../test/support/core/store-support';
import { CO, LIST_REQUEST, MASTER_REQUEST, NOW, seedCharges, seedCompany, seedFilings, seedPdfText } from '../../../../test/support/core/signals-data';
import type { Library } from '../../store';
import { computeSignals } from '../registry';

const of = (lib: Library, rule: string) => computeSignals(lib, CO, NOW).filter((s) => s.rule === rule);

describe('charges in favour of a new lender, and charges modified', () => {
  const t = useTempLibrary();

  it('a new lender beside an open charge is medium and supports the RBI item on collateral charged to many lenders; the same lender spelt "M/s … Ltd" is not new', () => {
    seedCompany(t.lib);
    seedCharges(t.lib, [
      { id: '100001', holder: 'State Bank of India', created: '11/02/2019', rupees: 5_00_00_000 },
      { id: '200002', holder: 'HDFC Bank Limited', created: '03/10/2026', rupees: 2_00_00_000 },
      { id: '200003', holder: 'M/s. State Bank of India', created: '04/01/2026' },
    ]);
    seedFilings(t.lib, [
      { id: 'flg_CHG_A', form: 'CHG-1', filed: '25/03/2026', label: 'Instrument of creation or modification of charge' },
      { id: 'flg_CHG_B', form: 'CHG-1', filed: '12/03/2026', description: 'Creation of charge 200003 in favour of State Bank of India' },
    ]);
    seedPdfText(t.lib, 'flg_CHG_A', ['Form CHG-1', 'Particulars of the charge holder', 'Charge ID 200002 created on 10/03/2026 in favour of HDFC BANK LIMITED']);
    const found = of(t.lib, 'charge-new-lender');
    expect(found).toHaveLength(1);
    const [signal] = found;
    expect(signal).toMatchObject({ severity: 'medium', since: '2026-03-10', title: 'New lender: HDFC Bank Limited (charge created 10 Mar 2026)' });
    expect(signal!.rbi).toEqual({ words: 'Exclusive collateral charged to a number of lenders without NOC of existing charge holders.', source: expect.stringContaining('RBI/2014-15/590') });
    expect(signal!.detail).toContain('Earlier charges were in favour of State Bank of India; 1 of them still open when it was created');
    // The master record lists the charge; the CHG-1 that states its id (on page 3) is its filing, not the one naming another charge.
    expect(signal!.evidence.map((e) => [e.kind, e.id, e.page, e.reference])).toEqual([
      ['record', CO, undefined, `company ${CO}, request ${MASTER_REQUEST}`],
      ['filing', 'flg_CHG_A', 3, `filing flg_CHG_A, list request ${LIST_REQUEST}`],
    ]);
    expect(signal!.evidence[0]!.label).toContain('charge 200002 in favour of HDFC Bank Limited, ₹2,00,00,000, created 10 Mar 2026');
    expect(t.lib.search.pageText('flg_CHG_A', 3)).toContain('200002');
  });

  it("a company's first charge is info; a new lender's charge before the window is nothing", () => {
    seedCompany(t.lib);
    seedCharges(t.lib, [{ id: '300001', holder: 'Axis Bank Limited', created: '06/01/2026' }]);
    expect(of(t.lib, 'charge-new-lender')).toEqual([expect.objectContaining({ severity: 'info', rbi: null, since: '2026-06-01' })]);
    t.lib.charges.upsertMany(CO, [{ chargeId: '300002', holder: 'Canara Bank', createdOn: '11/20/2025', raw: {} }]);
    expect(of(t.lib, 'charge-new-lender').map((s) => s.title)).toEqual(['New lender: Axis Bank Limited (charge created 1 Jun 2026)']);
  });

  it("a new lender's charge within 90 days of an earlier lender's being satisfied supports the RBI item on other banks' funds; 91 days does not", () => {
    seedCompany(t.lib);
    seedCharges(t.lib, [
      { id: '400001', holder: 'ICICI Bank Limited', created: '01/05/2018', satisfied: '04/16/2026' },
      { id: '400002', holder: 'Axis Bank Limited', created: '07/15/2026' },
    ]);
    const [within] = of(t.lib, 'charge-new-lender');
    expect(within!.rbi?.words).toBe('Funds coming from other banks to liquidate the outstanding loan amount unless in normal course.');
    expect(within!.thresholds).toContainEqual({ name: 'REFINANCE_DAYS', value: 90, unit: 'days' });
  });

  it('91 days after the satisfaction: no RBI item (the earlier charge was closed, none open)', () => {
    seedCompany(t.lib);
    seedCharges(t.lib, [
      { id: '400001', holder: 'ICICI Bank Limited', created: '01/05/2018', satisfied: '04/15/2026' },
      { id: '400002', holder: 'Axis Bank Limited', created: '07/15/2026' },
    ]);
    expect(of(t.lib, 'charge-new-lender')[0]).toMatchObject({ severity: 'medium', rbi: null });
  });

  it("a CHG-1 naming nothing is the charge's filing up to 120 days after its creation, not 121", () => {
    seedCompany(t.lib);
    seedCharges(t.lib, [{ id: '500001', holder: 'Indian Bank', created: '03/10/2026' }]);
    seedFilings(t.lib, [{ id: 'flg_C121', form: 'CHG-1', filed: '09/07/2026' }]);
    expect(of(t.lib, 'charge-new-lender')[0]!.evidence.map((e) => e.id)).toEqual([CO]);
    seedFilings(t.lib, [{ id: 'flg_C120', form: 'CHG-1', filed: '08/07/2026' }]);
    expect(of(t.lib, 'charge-new-lender')[0]!.evidence.map((e) => e.id)).toEqual([CO, 'flg_C120']);
  });

  it('a charge modified in the window is info, with the CHG-1 that names it and what the extraction says', () => {
    seedCompany(t.lib);
    seedCharges(t.lib, [
      { id: '100001', holder: 'State Bank of India', created: '11/02/2019', modified: '05/05/2026' },
      { id: '100009', holder: 'Canara Bank', created: '11/02/2019', modified: '11/20/2025' },
    ]);
    seedFilings(t.lib, [{ id: 'flg_MOD', form: 'CHG-1', filed: '20/05/2026', description: 'Modification of charge 100001 in favour of State Bank of India' }]);
    const extraction = t.lib.extractions.put({
      companyId: CO,
      formType: 'CHARGES',
      key: '100001',
      payload: { charge_id: '100001', events: [{ event_type: 'CREATION', event_date: '2019-11-02' }, { event_type: 'MODIFICATION', event_date: '2026-05-05', desc_of_modification: 'Enhancement of the limit to ₹7 crore' }] },
      readAt: NOW,
      requestId: 'req_charges_100001',
    });
    const found = of(t.lib, 'charge-modified');
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ severity: 'info', since: '2026-05-05', title: 'Charge 100001 (State Bank of India) modified 5 May 2026' });
    expect(found[0]!.detail).toContain('“Enhancement of the limit to ₹7 crore”');
    expect(found[0]!.evidence.map((e) => [e.kind, e.id])).toEqual([
      ['record', CO],
      ['filing', 'flg_MOD'],
      ['extraction', String(extraction.id)],
    ]);
  });
});
