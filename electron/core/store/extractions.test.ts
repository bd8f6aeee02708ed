import { describe, expect, it } from 'vitest';
import { CIN, useTempLibrary } from '../../../test/support/core/store-support';

const aoc4 = (revenue: unknown) => ({
  cin: CIN,
  filing_scope: 'standalone',
  period_end: '2024-03-31',
  balance_sheet: [{ qname: 'in-gaap:CashAndCashEquivalents', value: '1200.50', unit: 'INR' }],
  profit_and_loss: [{ qname: 'in-gaap:RevenueFromOperations', value: revenue, unit: 'INR' }],
  cash_flow: [],
  metadata: { source: { dateOfFiling: '28/10/2024', year: 2024 } },
});

describe('extractions repository', () => {
  const t = useTempLibrary();
  const base = { companyId: CIN, formType: 'aoc-4', key: 2024, readAt: '2026-11-21T10:00:00.000Z', requestId: 'req_x' };

  it('stores an AOC-4 extraction with one row per line item, values as filed', () => {
    const row = t.lib.extractions.put({ ...base, payload: aoc4(98765432.1), apiUpdatedAt: '2025-01-01T00:00:00Z' });
    expect(row).toMatchObject({ formType: 'AOC-4', key: '2024', scope: 'standalone', requestId: 'req_x' });
    const items = t.lib.extractions.items(CIN);
    expect(items.map((i) => [i.statement, i.qname, i.label, i.value, i.unit])).toEqual([
      ['balance_sheet', 'in-gaap:CashAndCashEquivalents', 'Cash And Cash Equivalents', '1200.50', 'INR'],
      ['profit_and_loss', 'in-gaap:RevenueFromOperations', 'Revenue From Operations', '98765432.1', 'INR'],
    ]);
    expect(t.lib.search.ranked('revenue', { kinds: ['item'] }).map((h) => h.title)).toEqual(['Revenue From Operations']);
  });

  it('keeps standalone and consolidated apart, and re-reads replace items without duplicates', () => {
    t.lib.extractions.put({ ...base, payload: aoc4('1') });
    t.lib.extractions.put({ ...base, scope: 'consolidated', payload: aoc4('2') });
    t.lib.extractions.put({ ...base, payload: { profit_and_loss: [{ qname: 'in-gaap:RevenueFromOperations', value: '3', unit: 'INR' }] } });
    const standalone = t.lib.extractions.get(CIN, 'AOC-4', 2024, 'standalone')!;
    expect((standalone.payload as { period_end: string }).period_end).toBe('2024-03-31'); // dropped field kept
    expect(t.lib.extractions.items(CIN, { qname: 'in-gaap:RevenueFromOperations' }).map((i) => [i.scope, i.value])).toEqual([
      ['consolidated', '2'],
      ['standalone', '3'],
    ]);
    expect(t.lib.search.ranked('revenue', { kinds: ['item'] })).toHaveLength(2);
  });

  it('stores other forms with an empty scope, keyed by filing or charge id', () => {
    t.lib.extractions.put({ ...base, formType: 'CHARGES', key: '100', scope: 'consolidated', payload: { charge_id: '100' } });
    t.lib.extractions.put({ ...base, formType: 'PAS-3', key: 'flg_9', payload: { filing_id: 'flg_9' } });
    expect(t.lib.extractions.get(CIN, 'charges', '100')).toMatchObject({ scope: '', payload: { charge_id: '100' } });
    expect(t.lib.extractions.list(CIN).map((e) => e.formType)).toEqual(['CHARGES', 'PAS-3']);
    expect(t.lib.extractions.items(CIN)).toEqual([]);
  });
});
