import { describe, expect, it } from 'vitest';
import { useTempLibrary } from '../../../test/support/core/store-support';
import { CO, LIST_REQUEST, MASTER_REQUEST, NOW, seedCompany, seedFilings } from '../../../test/support/core/signals-data';
import type { StatutoryObligation } from '../../../shared/bridge/signals';
import { statutoryStatus } from './statutory';

const pick = (o: StatutoryObligation) => ({ kind: o.kind, fyStart: o.fyStart, form: o.form, dueDate: o.dueDate, state: o.state, doneOn: o.doneOn, overdueDays: o.overdueDays, lateByDays: o.lateByDays });
const masterRef = `company ${CO}, request ${MASTER_REQUEST}`;
const listRef = `company ${CO}, list request ${LIST_REQUEST}`;

describe('statutory filing status of a company', () => {
  const t = useTempLibrary();

  it('takes the AGM from commonData and the MGT-7 extraction, and dates AOC-4 and MGT-7 from it: on time, a day late, not yet due', () => {
    seedCompany(t.lib, { commonData: { dateOfLastAGM: '09/27/2026', dateOfBalanceSheet: '03/31/2026' } });
    const mgt7 = t.lib.extractions.put({
      companyId: CO,
      formType: 'MGT-7',
      key: 2025,
      payload: { cin: CO, fy_start: '2024-04-01', fy_end: '2025-03-31', agm_date: '2025-09-29' },
      readAt: '2026-11-20T10:00:00.000Z',
      requestId: 'req_mgt7_2025',
    });
    seedFilings(t.lib, [
      { id: 'flg_AOC2026', form: 'AOC-4', filed: '28/10/2026', description: 'Financial statements for FY 2025-26' },
      { id: 'flg_AOC2025', form: 'AOC-4 XBRL', filed: '29/10/2025', description: 'Financial statements for FY 2024-25' },
      { id: 'flg_MGT2025', form: 'MGT-7', filed: '29/11/2025', description: 'Annual return for FY 2024-25' },
    ]);
    const status = statutoryStatus(t.lib, CO, NOW);
    expect(status).toMatchObject({ regime: 'company', notApplicable: null, asOf: '2026-11-21' });
    expect(status.obligations.map(pick)).toEqual([
      { kind: 'agm', fyStart: 2025, form: null, dueDate: '2026-09-30', state: 'done', doneOn: '2026-09-27', overdueDays: null, lateByDays: null },
      { kind: 'accounts', fyStart: 2025, form: 'AOC-4', dueDate: '2026-10-27', state: 'late', doneOn: '2026-10-28', overdueDays: null, lateByDays: 1 },
      { kind: 'annual-return', fyStart: 2025, form: 'MGT-7', dueDate: '2026-11-26', state: 'pending', doneOn: null, overdueDays: null, lateByDays: null },
      { kind: 'agm', fyStart: 2024, form: null, dueDate: '2025-09-30', state: 'done', doneOn: '2025-09-29', overdueDays: null, lateByDays: null },
      { kind: 'accounts', fyStart: 2024, form: 'AOC-4', dueDate: '2025-10-29', state: 'done', doneOn: '2025-10-29', overdueDays: null, lateByDays: null },
      { kind: 'annual-return', fyStart: 2024, form: 'MGT-7', dueDate: '2025-11-28', state: 'late', doneOn: '2025-11-29', overdueDays: null, lateByDays: 1 },
    ]);
    const [agm, accounts, , agm2024, accounts2024] = status.obligations;
    expect(agm!.section).toBe('Section 96 of the Companies Act, 2013 (annual general meeting)');
    expect(agm!.dueRule).toBe("six months after the year's close (31 Mar 2026)");
    // Cited to the record that states it: the master record's commonData, the MGT-7 extraction, the filing row.
    expect(agm!.evidence).toEqual([{ kind: 'record', id: CO, label: expect.stringContaining('last AGM 27 Sep 2026, balance sheet as at 31 Mar 2026'), reference: masterRef }]);
    expect(agm2024!.evidence).toEqual([{ kind: 'extraction', id: String(mgt7.id), label: expect.stringContaining('AGM held 29 Sep 2025 for the year ended 31 Mar 2025'), reference: 'request req_mgt7_2025' }]);
    expect(accounts!.evidence[0]).toMatchObject({ kind: 'filing', id: 'flg_AOC2026', reference: `filing flg_AOC2026, list request ${LIST_REQUEST}` });
    expect(accounts!.dueRule).toBe('30 days after the AGM of 27 Sep 2026');
    expect(accounts!.words).toBe('AOC-4 filed 28 Oct 2026, 1 day late (due 27 Oct 2026).');
    expect(accounts2024!.evidence[0]).toMatchObject({ kind: 'filing', id: 'flg_AOC2025' });
  });

  it('with no AGM on record and past due: the AGM overdue, AOC-4 and MGT-7 counted from the day it was due', () => {
    seedCompany(t.lib);
    seedFilings(t.lib, [{ id: 'flg_INC22', form: 'INC-22', filed: '20/06/2009', description: 'Notice of situation of registered office' }]);
    const status = statutoryStatus(t.lib, CO, NOW);
    expect(status.obligations.map(pick)).toEqual([
      { kind: 'agm', fyStart: 2025, form: null, dueDate: '2026-09-30', state: 'overdue', doneOn: null, overdueDays: 52, lateByDays: null },
      { kind: 'accounts', fyStart: 2025, form: 'AOC-4', dueDate: '2026-10-30', state: 'overdue', doneOn: null, overdueDays: 22, lateByDays: null },
      { kind: 'annual-return', fyStart: 2025, form: 'MGT-7', dueDate: '2026-11-29', state: 'pending', doneOn: null, overdueDays: null, lateByDays: null },
      { kind: 'agm', fyStart: 2024, form: null, dueDate: '2025-09-30', state: 'overdue', doneOn: null, overdueDays: 417, lateByDays: null },
      { kind: 'accounts', fyStart: 2024, form: 'AOC-4', dueDate: '2025-10-30', state: 'overdue', doneOn: null, overdueDays: 387, lateByDays: null },
      { kind: 'annual-return', fyStart: 2024, form: 'MGT-7', dueDate: '2025-11-29', state: 'overdue', doneOn: null, overdueDays: 357, lateByDays: null },
    ]);
    const [agm, accounts] = status.obligations;
    expect(agm!.words).toBe('No AGM for FY 2025-26 on record: overdue by 52 days (due 30 Sep 2026).');
    expect(accounts!.dueRule).toBe('30 days after the day the AGM was due (30 Sep 2026): no AGM for FY 2025-26 is on record');
    expect(accounts!.evidence.map((e) => e.reference)).toEqual([masterRef, listRef]);
    expect(accounts!.evidence[1]!.label).toBe('Filing list of Zenith Lotus Software Private Limited, 1 filing (read 20 Nov 2026)');
  });

  it("holds an AGM as held, undated, when the year's accounts were filed; and cannot tell for a filing that names no year", () => {
    seedCompany(t.lib);
    seedFilings(t.lib, [
      { id: 'flg_AOC2026', form: 'AOC-4', filed: '15/10/2026', description: 'Financial statements for FY 2025-26' },
      { id: 'flg_MGTX', form: 'MGT-7A', filed: '10/01/2026' },
    ]);
    const [agm, accounts, ret, , , ret2024] = statutoryStatus(t.lib, CO, NOW).obligations;
    expect(agm).toMatchObject({ state: 'undated', overdueDays: null, evidence: [expect.objectContaining({ kind: 'filing', id: 'flg_AOC2026' })] });
    expect(agm!.words).toContain('The AGM for FY 2025-26 was held, its date not in the library');
    // Counted from the AGM's due date, 15 Oct 2026 is on time.
    expect(accounts).toMatchObject({ dueDate: '2026-10-30', state: 'done', doneOn: '2026-10-15' });
    // The MGT-7A filed 10 Jan 2026 says no year: filed after FY 2024-25 closed, it could be that year's; FY 2025-26 had not closed.
    expect(ret).toMatchObject({ fyStart: 2025, state: 'pending' });
    expect(ret2024).toMatchObject({ fyStart: 2024, state: 'unknown', overdueDays: null, evidence: [expect.objectContaining({ id: 'flg_MGTX' }), expect.anything(), expect.anything()] });
  });

  it('gives the first AGM nine months after the first year, which ends the next March for a company incorporated from January', () => {
    seedCompany(t.lib, { incorporated: '02/10/2025' });
    const first = statutoryStatus(t.lib, CO, NOW).obligations;
    expect(first.map(pick)).toEqual([
      { kind: 'agm', fyStart: 2025, form: null, dueDate: '2026-12-31', state: 'pending', doneOn: null, overdueDays: null, lateByDays: null },
      { kind: 'accounts', fyStart: 2025, form: 'AOC-4', dueDate: '2027-01-30', state: 'unknown', doneOn: null, overdueDays: null, lateByDays: null },
      { kind: 'annual-return', fyStart: 2025, form: 'MGT-7', dueDate: '2027-03-01', state: 'unknown', doneOn: null, overdueDays: null, lateByDays: null },
    ]);
    expect(first[0]!.dueRule).toBe('nine months after the close of the first financial year (31 Mar 2026)');
    // No filing list read: nothing is called overdue or done.
    expect(first[1]!.words).toContain("The company's filing list is not in the library");
  });

  it('incorporated in June 2024: the first AGM was due 31 Dec 2025 and the second 30 Sep 2026', () => {
    seedCompany(t.lib, { incorporated: '06/10/2024' });
    seedFilings(t.lib, [{ id: 'flg_INC', form: 'INC-32', filed: '10/06/2024', description: 'Incorporation' }]);
    const agms = statutoryStatus(t.lib, CO, NOW).obligations.filter((o) => o.kind === 'agm');
    expect(agms.map(pick)).toEqual([
      { kind: 'agm', fyStart: 2025, form: null, dueDate: '2026-09-30', state: 'overdue', doneOn: null, overdueDays: 52, lateByDays: null },
      { kind: 'agm', fyStart: 2024, form: null, dueDate: '2025-12-31', state: 'overdue', doneOn: null, overdueDays: 325, lateByDays: null },
    ]);
  });

  it('reads the day asked in India: 31 Mar 2026 at 20:00 UTC is 1 April, when FY 2025-26 has ended', () => {
    seedCompany(t.lib);
    seedFilings(t.lib, [{ id: 'flg_X', form: 'INC-22', filed: '20/06/2009' }]);
    const before = statutoryStatus(t.lib, CO, '2026-03-31T18:00:00.000Z').obligations; // 23:30 IST, 31 Mar
    const after = statutoryStatus(t.lib, CO, '2026-03-31T18:30:00.000Z').obligations; // 00:00 IST, 1 Apr
    expect(before.map((o) => o.fyStart)).toEqual([2024, 2024, 2024, 2023, 2023, 2023]);
    expect(after.map((o) => o.fyStart)).toEqual([2025, 2025, 2025, 2024, 2024, 2024, 2023, 2023, 2023]);
    expect(after[0]).toMatchObject({ fyStart: 2025, dueDate: '2026-09-30', state: 'pending' });
  });

  it('a one person company: no AGM, AOC-4 180 days after the year, MGT-7A 60 days after the day its AGM would have been due', () => {
    const opc = seedCompany(t.lib, { id: 'U72200KA2020OPC049889', incorporated: '06/15/2020' });
    seedFilings(t.lib, [{ id: 'flg_OPCAOC', form: 'AOC-4', filed: '01/10/2026', description: 'Financial statements for FY 2025-26' }], opc);
    const status = statutoryStatus(t.lib, opc, NOW);
    expect(status.regime).toBe('one-person-company');
    expect(status.obligations.slice(0, 2).map(pick)).toEqual([
      { kind: 'accounts', fyStart: 2025, form: 'AOC-4', dueDate: '2026-09-27', state: 'late', doneOn: '2026-10-01', overdueDays: null, lateByDays: 4 },
      { kind: 'annual-return', fyStart: 2025, form: 'MGT-7A', dueDate: '2026-11-29', state: 'pending', doneOn: null, overdueDays: null, lateByDays: null },
    ]);
  });

  it('an LLP: Form 11 by 30 May, Form 8 by 30 October', () => {
    const llp = seedCompany(t.lib, { id: 'AAB-1234', name: 'Kemi Trading LLP', incorporated: '05/20/2015' });
    seedFilings(
      t.lib,
      [
        { id: 'flg_F11', form: 'LLP Form 11', filed: '15/05/2026', description: 'Annual return for FY 2025-26' },
        { id: 'flg_F11B', form: 'LLP Form 11', filed: '02/06/2025', description: 'Annual return for FY 2024-25' },
        { id: 'flg_F8B', form: 'LLP Form 8', filed: '30/10/2025', description: 'Statement of account and solvency for FY 2024-25' },
      ],
      llp,
    );
    const status = statutoryStatus(t.lib, llp, NOW);
    expect(status.regime).toBe('llp');
    expect(status.obligations.map(pick)).toEqual([
      { kind: 'annual-return', fyStart: 2025, form: 'LLP Form 11', dueDate: '2026-05-30', state: 'done', doneOn: '2026-05-15', overdueDays: null, lateByDays: null },
      { kind: 'accounts', fyStart: 2025, form: 'LLP Form 8', dueDate: '2026-10-30', state: 'overdue', doneOn: null, overdueDays: 22, lateByDays: null },
      { kind: 'annual-return', fyStart: 2024, form: 'LLP Form 11', dueDate: '2025-05-30', state: 'late', doneOn: '2025-06-02', overdueDays: null, lateByDays: 3 },
      { kind: 'accounts', fyStart: 2024, form: 'LLP Form 8', dueDate: '2025-10-30', state: 'done', doneOn: '2025-10-30', overdueDays: null, lateByDays: null },
    ]);
    expect(status.obligations[0]!.section).toBe('Section 35 of the Limited Liability Partnership Act, 2008 (annual return)');
  });

  it('marks a foreign company, a struck-off company and one not mirrored not applicable, in words', () => {
    const foreign = seedCompany(t.lib, { id: 'F12345', name: 'Overseas Holdings Inc' });
    expect(statutoryStatus(t.lib, foreign, NOW)).toMatchObject({ regime: 'not-applicable', obligations: [], notApplicable: expect.stringContaining('FC-3 (annual accounts) and FC-4 (annual return)') });
    const struck = seedCompany(t.lib, { id: 'U72200KA2009PTC049890', status: 'Strike Off' });
    expect(statutoryStatus(t.lib, struck, NOW).notApplicable).toBe('The registry records the company as "Strike Off": annual filing obligations of an active company are not computed.');
    expect(statutoryStatus(t.lib, 'U72200KA2009PTC000001', NOW).notApplicable).toContain('not mirrored');
  });
});
