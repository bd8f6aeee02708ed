import { describe, expect, it } from 'vitest';
import { useTempLibrary } from '../../../../test/support/core/store-support';
import { CO, LIST_REQUEST, MASTER_REQUEST, NOW, seedCompany, seedFilings, seedPdfText } from '../../../../test/support/core/signals-data';
import type { ChangeInput, Library } from '../../store';
import { computeSignals } from '../registry';

const of = (lib: Library, rule: string) => computeSignals(lib, CO, NOW).filter((s) => s.rule === rule);

const change = (kind: string, detectedAt: string, over: Partial<ChangeInput> = {}): ChangeInput => ({
  companyId: CO,
  kind,
  summary: `${kind} seen`,
  before: null,
  after: null,
  filingId: null,
  requestId: `req_watch_${detectedAt.slice(0, 10)}`,
  detectedAt,
  runId: null,
  changeKey: `${CO}|${kind}|${detectedAt}`,
  ...over,
});

describe('registered office moved', () => {
  const t = useTempLibrary();

  it('an INC-22 after the first office’s notice is a move, cited to its page; the first notice (within 60 days of incorporation) is not', () => {
    seedCompany(t.lib, { incorporated: '01/10/2026' });
    seedFilings(t.lib, [
      { id: 'flg_FIRST', form: 'INC-22', filed: '11/03/2026', description: 'Notice of situation of registered office' },
      { id: 'flg_MOVE', form: 'INC-22', filed: '12/03/2026', description: 'Notice of change of registered office' },
    ]);
    seedPdfText(t.lib, 'flg_MOVE', ['New address: Unit 9, Marine Lines, Mumbai, Maharashtra 400002']);
    t.lib.watch.addChanges([change('address.changed', '2026-03-20T05:00:00.000Z', { filingId: 'flg_MOVE', after: 'Unit 9, Marine Lines, Mumbai 400002', summary: 'Registered office moved to Unit 9, Marine Lines, Mumbai 400002' })]);
    const moves = of(t.lib, 'office-moved');
    expect(moves.map((m) => m.since)).toEqual(['2026-03-12']);
    expect(moves[0]).toMatchObject({ severity: 'medium', title: 'Registered office moved (12 Mar 2026)' });
    expect(moves[0]!.evidence.map((e) => [e.kind, e.id, e.page, e.reference])).toEqual([
      ['filing', 'flg_MOVE', 1, `filing flg_MOVE, list request ${LIST_REQUEST}`],
      ['record', CO, undefined, `company ${CO}, request req_watch_2026-03-20, filing flg_MOVE`],
    ]);
    expect(moves[0]!.thresholds.map((x) => x.name)).toEqual(['EVENT_WINDOW_MONTHS', 'FIRST_OFFICE_NOTICE_DAYS']);
  });

  it('a move only a watch check saw is a move too, dated by the check; one seen before the window is not', () => {
    seedCompany(t.lib);
    t.lib.watch.addChanges([
      change('address.changed', '2026-07-01T05:00:00.000Z', { before: 'Old Road, Bengaluru 560001', after: 'New Road, Bengaluru 560002' }),
      change('address.changed', '2025-11-20T05:00:00.000Z'),
    ]);
    const moves = of(t.lib, 'office-moved');
    expect(moves).toHaveLength(1);
    expect(moves[0]).toMatchObject({ since: '2026-07-01', evidence: [{ kind: 'record', id: CO, reference: `company ${CO}, request req_watch_2026-07-01` }] });
    expect(moves[0]!.detail).toContain('from Old Road, Bengaluru 560001 to New Road, Bengaluru 560002');
  });
});

describe('name changed', () => {
  const t = useTempLibrary();

  it('a former name ending in the window and its INC-24 are one change, cited to the master record and the filing’s page naming the old name', () => {
    seedCompany(t.lib, {
      nameHistory: [
        { name: 'Lotus Soft Private Limited', fromDate: '03/24/2009', toDate: '06/30/2026' },
        { name: 'Lotus Systems Private Limited', fromDate: '01/01/2005', toDate: '03/24/2009' },
      ],
    });
    seedFilings(t.lib, [{ id: 'flg_INC24', form: 'INC-24', filed: '05/07/2026', description: 'Approval for change of name' }]);
    seedPdfText(t.lib, 'flg_INC24', ['Form INC-24', 'Existing name: Lotus Soft Private Limited']);
    const [signal, ...rest] = of(t.lib, 'name-changed');
    expect(rest).toEqual([]);
    expect(signal).toMatchObject({ severity: 'medium', since: '2026-06-30', title: 'Name changed from Lotus Soft Private Limited (30 Jun 2026)' });
    expect(signal!.evidence.map((e) => [e.kind, e.id, e.page, e.reference])).toEqual([
      ['record', CO, undefined, `company ${CO}, request ${MASTER_REQUEST}`],
      ['filing', 'flg_INC24', 2, `filing flg_INC24, list request ${LIST_REQUEST}`],
    ]);
    expect(signal!.evidence[0]!.label).toContain('former name Lotus Soft Private Limited, used until 30 Jun 2026');
  });

  it('an INC-24 60 days after the old name ended is the same change; 61 days after, another', () => {
    const history = [{ name: 'Lotus Soft Private Limited', fromDate: '03/24/2009', toDate: '06/30/2026' }];
    seedCompany(t.lib, { nameHistory: history });
    seedFilings(t.lib, [{ id: 'flg_N60', form: 'INC-24', filed: '29/08/2026' }]);
    expect(of(t.lib, 'name-changed').map((s) => s.evidence.map((e) => e.id))).toEqual([[CO, 'flg_N60']]);
    seedFilings(t.lib, [{ id: 'flg_N61', form: 'INC-24', filed: '30/08/2026' }]);
    expect(of(t.lib, 'name-changed').map((s) => s.evidence.map((e) => e.id))).toEqual([[CO, 'flg_N60'], ['flg_N61']]);
  });

  it('nothing for a change before the window', () => {
    seedCompany(t.lib, { nameHistory: [{ name: 'Lotus Soft Private Limited', fromDate: '03/24/2009', toDate: '11/20/2025' }] });
    seedFilings(t.lib, [{ id: 'flg_INC24', form: 'INC-24', filed: '20/11/2025' }]);
    expect(of(t.lib, 'name-changed')).toEqual([]);
  });
});

describe('capital changed', () => {
  const t = useTempLibrary();

  it('a PAS-3 in the window is info, with its allotment extraction; an SH-7 before it is not; a change only a check saw is dated by the check', () => {
    seedCompany(t.lib);
    seedFilings(t.lib, [
      { id: 'flg_PAS3', form: 'PAS-3', filed: '10/08/2026', description: 'Allotment of 50000 equity shares (rights issue)' },
      { id: 'flg_SH7', form: 'SH-7', filed: '20/11/2025', description: 'Increase in authorised share capital' },
    ]);
    const allotment = t.lib.extractions.put({ companyId: CO, formType: 'PAS-3', key: 'flg_PAS3', payload: { cin: CO, filing_id: 'flg_PAS3', allotments: [] }, sourceFilingId: 'flg_PAS3', readAt: NOW, requestId: 'req_pas3' });
    t.lib.watch.addChanges([change('capital.changed', '2026-09-01T05:00:00.000Z', { summary: 'Capital changed: paid-up ₹10,00,000.00 → ₹15,00,000.00' })]);
    const found = of(t.lib, 'capital-changed');
    expect(found.map((s) => [s.severity, s.since])).toEqual([
      ['info', '2026-08-10'],
      ['info', '2026-09-01'],
    ]);
    expect(found[0]!.evidence.map((e) => [e.kind, e.id, e.reference])).toEqual([
      ['filing', 'flg_PAS3', `filing flg_PAS3, list request ${LIST_REQUEST}`],
      ['extraction', String(allotment.id), 'filing flg_PAS3, request req_pas3'],
    ]);
    expect(found[0]!.detail).toContain('PAS-3 (return of allotment) filed 10 Aug 2026: “Allotment of 50000 equity shares (rights issue)”');
    expect(found[1]!.detail).toContain('paid-up ₹10,00,000.00 → ₹15,00,000.00');
  });
});
