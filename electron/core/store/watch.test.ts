import { describe, expect, it } from 'vitest';
import { CIN, CIN2, masterInput, useTempLibrary } from '../../../test/support/core/store-support';
import type { WatchState } from './watch';

const change = (over: Partial<Parameters<ReturnType<typeof useTempLibrary>['lib']['watch']['addChanges']>[0][number]> = {}) => ({
  companyId: CIN,
  kind: 'filing.new',
  summary: 'New filing: MGT-14',
  before: null,
  after: { filingId: 'flg_1' },
  filingId: 'flg_1',
  requestId: 'req_1',
  detectedAt: '2027-03-01T10:00:00.000Z',
  runId: null,
  changeKey: `${CIN}|filing.new|flg_1`,
  ...over,
});

describe('watch store', () => {
  const t = useTempLibrary();

  it('adds, re-times, lists and removes watched companies (7 days by default)', () => {
    t.lib.companies.upsertMaster(masterInput());
    expect(t.lib.watch.add(CIN)).toMatchObject({ companyId: CIN, intervalDays: 7, lastCheckedAt: null });
    expect(t.lib.watch.add(CIN, 3).intervalDays).toBe(3);
    expect(() => t.lib.watch.add(CIN, 0)).toThrow(/1 to 365/);
    expect(() => t.lib.watch.add(CIN, 2.5)).toThrow(/whole number/);
    t.lib.watch.markChecked(CIN, '2027-03-01T00:00:00.000Z');
    expect(t.lib.watch.list()).toEqual([expect.objectContaining({ companyId: CIN, intervalDays: 3, lastCheckedAt: '2027-03-01T00:00:00.000Z' })]);
    expect(t.lib.watch.remove(CIN)).toBe(true);
    expect(t.lib.watch.remove(CIN)).toBe(false);
    expect(t.lib.watch.list()).toEqual([]);
  });

  it('tells the team of an entry set or removed, and takes a colleague\'s write only when it is the later one', () => {
    t.lib.companies.upsertMaster(masterInput());
    t.lib.watch.add(CIN, 7, '2027-03-01T10:00:00.000Z');
    expect(t.lib.watch.forTeam(CIN)).toEqual({ companyId: CIN, intervalDays: 7, addedAt: '2027-03-01T10:00:00.000Z', setAt: '2027-03-01T10:00:00.000Z', removedAt: null });
    // The same interval again is no new write; another one is.
    t.lib.watch.add(CIN, 7, '2027-03-02T10:00:00.000Z');
    expect(t.lib.watch.forTeam(CIN)?.setAt).toBe('2027-03-01T10:00:00.000Z');
    t.lib.watch.add(CIN, 3, '2027-03-03T10:00:00.000Z');
    expect(t.lib.watch.forTeam(CIN)).toMatchObject({ intervalDays: 3, addedAt: '2027-03-01T10:00:00.000Z', setAt: '2027-03-03T10:00:00.000Z' });
    const team = (over: Partial<WatchState>): WatchState => ({ companyId: CIN, intervalDays: 14, addedAt: '2027-02-01T10:00:00.000Z', setAt: null, removedAt: null, ...over });
    // An older colleague's interval, or removal, changes nothing here.
    expect(t.lib.watch.fromTeam(team({ setAt: '2027-03-02T10:00:00.000Z' }))).toBe(false);
    expect(t.lib.watch.fromTeam(team({ removedAt: '2027-03-02T10:00:00.000Z' }))).toBe(false);
    expect(t.lib.watch.get(CIN)?.intervalDays).toBe(3);
    // A later one is taken; the entry keeps when it was first added here.
    expect(t.lib.watch.fromTeam(team({ setAt: '2027-03-04T10:00:00.000Z' }))).toBe(true);
    expect(t.lib.watch.forTeam(CIN)).toMatchObject({ intervalDays: 14, addedAt: '2027-03-01T10:00:00.000Z', setAt: '2027-03-04T10:00:00.000Z' });
    expect(t.lib.watch.fromTeam(team({ removedAt: '2027-03-05T10:00:00.000Z' }))).toBe(true);
    expect(t.lib.watch.get(CIN)).toBeNull();
    expect(t.lib.watch.forTeam(CIN)).toEqual({ companyId: CIN, intervalDays: null, addedAt: null, setAt: null, removedAt: '2027-03-05T10:00:00.000Z' });
    // Removed: an entry set before the removal does not bring it back, one set after does.
    expect(t.lib.watch.fromTeam(team({ setAt: '2027-03-04T12:00:00.000Z' }))).toBe(false);
    expect(t.lib.watch.fromTeam(team({ setAt: '2027-03-06T10:00:00.000Z', intervalDays: 30 }))).toBe(true);
    expect(t.lib.watch.get(CIN)?.intervalDays).toBe(30);
    // Removed here: remembered with its time, and forgotten when the company is watched again.
    expect(t.lib.watch.remove(CIN, '2027-03-07T10:00:00.000Z')).toBe(true);
    expect(t.lib.watch.forTeam(CIN)?.removedAt).toBe('2027-03-07T10:00:00.000Z');
    t.lib.watch.add(CIN, 5, '2027-03-08T10:00:00.000Z');
    expect(t.lib.watch.forTeam(CIN)).toMatchObject({ intervalDays: 5, setAt: '2027-03-08T10:00:00.000Z', removedAt: null });
    // A colleague's entry for a company never watched here is added; a removal of one never watched here is nothing.
    expect(t.lib.watch.fromTeam(team({ companyId: CIN2, setAt: '2027-03-01T10:00:00.000Z' }))).toBe(true);
    expect(t.lib.watch.get(CIN2)?.intervalDays).toBe(14);
    expect(t.lib.watch.fromTeam(team({ companyId: 'U00000DL2000PTC000000', removedAt: '2027-03-01T10:00:00.000Z' }))).toBe(false);
  });

  it('keeps the monthly budget and counts only the ledger rows of actions a check started', () => {
    expect(t.lib.watch.budget().monthlyPaisa).toBe(0);
    t.lib.watch.setBudget(50_000);
    expect(t.lib.watch.budget().monthlyPaisa).toBe(50_000);
    expect(() => t.lib.watch.setBudget(-1)).toThrow(/non-negative/);
    t.lib.companies.upsertMaster(masterInput());
    t.lib.tx(() => {
      t.lib.watch.startRun({ id: 'run1', quote: { totalPaisa: 3000 }, quotedPaisa: 3000 });
      for (const id of ['act_watch', 'act_analyst']) t.lib.actions.create({ id, kind: 'refresh', subject: CIN, quote: {}, consentAt: 't', owner: null, acceptedPaisa: null });
    });
    const [a1, a2] = ['act_watch', 'act_analyst'];
    t.lib.watch.recordAction('run1', a1!, CIN);
    const row = (actionId: string, requestId: string, at: string) =>
      t.lib.ledger.record({ at, endpointKey: 'companies.update', subject: CIN, pricePaisa: 2000, walletAfterPaisa: null, requestId, keyKind: 'live', actionId });
    row(a1!, 'req_a', '2027-02-20T00:00:00.000Z');
    row(a1!, 'req_b', '2027-03-02T00:00:00.000Z');
    row(a2!, 'req_c', '2027-03-03T00:00:00.000Z');
    expect(t.lib.watch.spentSince('2027-03-01T00:00:00.000Z')).toBe(2000);
    expect(t.lib.watch.runOf(a1!)).toBe('run1');
    expect(t.lib.watch.runOf(a2!)).toBeNull();
    t.lib.watch.endRun('run1', 'stopped', 'over budget');
  });

  it('keeps snapshots newest last and records each change once', () => {
    t.lib.companies.upsertMaster(masterInput());
    t.lib.companies.upsertMaster(masterInput({ id: CIN2, name: 'Harbour Finance Limited' }));
    expect(t.lib.watch.latestSnapshot(CIN)).toBeNull();
    t.lib.watch.putSnapshot(CIN, null, { v: 1 });
    t.lib.watch.putSnapshot(CIN, null, { v: 2 });
    expect(t.lib.watch.latestSnapshot(CIN)?.payload).toEqual({ v: 2 });

    expect(t.lib.watch.addChanges([change(), change()])).toBe(1);
    expect(t.lib.watch.addChanges([change({ companyId: CIN2, kind: 'director.ceased', changeKey: 'k2', detectedAt: '2027-04-01T00:00:00.000Z', filingId: null })])).toBe(1);
    expect(t.lib.watch.changes().map((c) => c.kind)).toEqual(['director.ceased', 'filing.new']);
    expect(t.lib.watch.changes({ companyId: CIN })).toEqual([
      expect.objectContaining({ companyId: CIN, kind: 'filing.new', before: null, after: { filingId: 'flg_1' }, filingId: 'flg_1', requestId: 'req_1', read: false }),
    ]);
    expect(t.lib.watch.changes({ since: '2027-03-15T00:00:00.000Z' }).map((c) => c.companyId)).toEqual([CIN2]);
    expect(t.lib.watch.unreadCounts()).toEqual([
      { companyId: CIN2, unread: 1 },
      { companyId: CIN, unread: 1 },
    ].sort((a, b) => a.companyId.localeCompare(b.companyId)));
    const [first] = t.lib.watch.changes({ companyId: CIN });
    expect(t.lib.watch.markRead({ ids: [first!.id] })).toBe(1);
    expect(t.lib.watch.changes({ unread: true }).map((c) => c.companyId)).toEqual([CIN2]);
    expect(t.lib.watch.markRead({})).toBe(1);
    expect(t.lib.watch.changes({ unread: true })).toEqual([]);
  });
});
