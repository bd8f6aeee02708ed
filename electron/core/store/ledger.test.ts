import { describe, expect, it } from 'vitest';
import { CIN, CIN2, masterInput, useTempLibrary } from '../../../test/support/core/store-support';
import { rawDatabase } from './library';

const entry = (requestId: string, pricePaisa = 500, at = '2026-11-21T10:00:00.000Z') => ({
  at,
  endpointKey: 'companies.master',
  subject: CIN,
  pricePaisa,
  walletAfterPaisa: 99_500,
  requestId,
  keyKind: 'live' as const,
  actionId: 'act_1',
});

describe('spend ledger', () => {
  const t = useTempLibrary();
  /** Every subject's kept total, as the table holds it. */
  const totals = () =>
    Object.fromEntries(
      (rawDatabase(t.lib).prepare('SELECT subject, spend_paisa AS paisa FROM spend_totals').all() as { subject: string; paisa: number }[]).map((r) => [r.subject, r.paisa]),
    );

  it('is idempotent on requestId', () => {
    expect(t.lib.ledger.record(entry('req_1')).recorded).toBe(true);
    const again = t.lib.ledger.record({ ...entry('req_1'), pricePaisa: 999 });
    expect(again.recorded).toBe(false);
    expect(again.entry.pricePaisa).toBe(500);
    expect(t.lib.ledger.total()).toEqual({ calls: 1, spendPaisa: 500 });
  });

  it('is written in the same transaction as the data it paid for', () => {
    expect(() =>
      t.lib.tx(() => {
        t.lib.companies.upsertMaster(masterInput());
        t.lib.ledger.record(entry('req_2'));
        throw new Error('crash before commit');
      }),
    ).toThrow();
    expect(t.lib.ledger.get('req_2')).toBeNull();
    expect(t.lib.companies.get(CIN)).toBeNull();
    t.lib.tx(() => {
      t.lib.companies.upsertMaster(masterInput());
      t.lib.ledger.record(entry('req_2'));
    });
    expect(t.lib.ledger.get('req_2')?.subject).toBe(CIN);
  });

  it('refuses fractional paisa and sums by filter and endpoint', () => {
    expect(() => t.lib.ledger.record(entry('req_f', 4.5))).toThrow(expect.objectContaining({ code: 'INVALID_AMOUNT' }));
    t.lib.ledger.record(entry('a', 500, '2026-11-01T00:00:00.000Z'));
    t.lib.ledger.record({ ...entry('b', 5, '2026-11-02T00:00:00.000Z'), endpointKey: 'companies.filings.download' });
    t.lib.ledger.record({ ...entry('c', 5, '2026-12-02T00:00:00.000Z'), endpointKey: 'companies.filings.download', actionId: null });
    expect(t.lib.ledger.total({ from: '2026-11-01', to: '2026-12-01' })).toEqual({ calls: 2, spendPaisa: 505 });
    expect(t.lib.ledger.total({ actionId: 'act_1' })).toEqual({ calls: 2, spendPaisa: 505 });
    expect(t.lib.ledger.byEndpoint()).toEqual([
      { endpointKey: 'companies.master', calls: 1, spendPaisa: 500 },
      { endpointKey: 'companies.filings.download', calls: 2, spendPaisa: 10 },
    ]);
    expect(t.lib.ledger.list({ limit: 1 }).map((e) => e.requestId)).toEqual(['c']);
  });

  it('lists every read of a company with its kind of key: sandbox actions (no ledger rows), paid actions with their spend, calls outside actions', () => {
    const sandbox = t.lib.actions.create({ kind: 'mirror', subject: CIN, quote: { quote: { sandbox: true }, plan: { sandbox: true } } });
    const live = t.lib.actions.create({ kind: 'mirror', subject: CIN, quote: { quote: { sandbox: false }, plan: { sandbox: false } } });
    const copied = t.lib.actions.create({ kind: 'refresh', subject: CIN, quote: { plan: { sandbox: false, fromTeam: true } } });
    // The paid reads come after the sandbox one, whatever the day the test runs.
    const later = new Date(Date.parse(sandbox.createdAt) + 60_000).toISOString();
    t.lib.ledger.record({ ...entry('l1', 30_000, later), actionId: live.id });
    t.lib.ledger.record({ ...entry('l2', 4_065, later), actionId: live.id });
    t.lib.ledger.record({ ...entry('lookup', 500, '2030-01-01T00:00:00.000Z'), actionId: null });
    t.lib.ledger.record({ ...entry('other', 700), subject: CIN2, actionId: null });
    const reads = t.lib.ledger.readsOf(CIN);
    expect(reads.map((r) => [r.keyKind, r.spendPaisa])).toEqual([
      ['test', 0],
      ['live', 34_065],
      ['live', 500],
    ]);
    expect(reads[0]!.at).toBe(sandbox.createdAt);
    expect(copied.id).not.toBe(live.id);
    expect(t.lib.ledger.readsOf(CIN2)).toEqual([{ keyKind: 'live', at: '2026-11-21T10:00:00.000Z', lastAt: '2026-11-21T10:00:00.000Z', spendPaisa: 700 }]);
  });

  it('sums per company the library holds, per subject, and gives every amount with its time for the day chart', () => {
    t.lib.companies.upsertMaster(masterInput());
    t.lib.ledger.record(entry('a', 500, '2026-11-02T00:00:00.000Z'));
    t.lib.ledger.record(entry('b', 33_000, '2026-11-01T20:00:00.000Z'));
    t.lib.ledger.record({ ...entry('c', 700, '2026-11-03T00:00:00.000Z'), subject: CIN2 });
    t.lib.ledger.record({ ...entry('d', 100, '2026-11-03T00:00:00.000Z'), subject: '01234567', endpointKey: 'directors.master' });
    t.lib.ledger.record({ ...entry('e', 0, '2026-11-03T00:00:00.000Z'), subject: null, endpointKey: 'companies.resolve' });
    // CIN2 and the DIN are not library companies: the company table leaves them out, the subject sums do not.
    expect(t.lib.ledger.byCompany()).toEqual([{ companyId: CIN, name: 'Zenith Lotus Software Private Limited', spendPaisa: 33_500 }]);
    expect(t.lib.ledger.byCompany(CIN2)).toEqual([]);
    expect(totals()).toEqual({ [CIN]: 33_500, [CIN2]: 700, '01234567': 100 });
    expect(t.lib.ledger.amounts(CIN)).toEqual([
      { at: '2026-11-01T20:00:00.000Z', pricePaisa: 33_000 },
      { at: '2026-11-02T00:00:00.000Z', pricePaisa: 500 },
    ]);
    expect(t.lib.ledger.amounts()).toHaveLength(5);
  });

  it("keeps each subject's total with its row: a repeated request id, a refused amount or a rolled-back write moves nothing", () => {
    t.lib.ledger.record(entry('a', 500));
    t.lib.ledger.record(entry('a', 500));
    expect(() => t.lib.ledger.record(entry('b', 0.5))).toThrow(expect.objectContaining({ code: 'INVALID_AMOUNT' }));
    expect(() =>
      t.lib.tx(() => {
        t.lib.ledger.record(entry('c', 33_000));
        throw new Error('the PDF could not be stored');
      }),
    ).toThrow(/could not be stored/);
    expect(totals()).toEqual({ [CIN]: 500 });
    t.lib.ledger.record({ ...entry('d', 700), subject: CIN2 });
    expect(totals()).toEqual({ [CIN]: 500, [CIN2]: 700 });
    // What the Library list reads them through.
    t.lib.companies.upsertMaster(masterInput());
    expect(t.lib.companySummaries.get(CIN)?.spendPaisa).toBe(500);
  });
});
