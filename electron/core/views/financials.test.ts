import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { labelFromQname } from './labels';
import { CO, F, LOCKED_CO } from '../../../test/support/core/library-seed';
import { type CoreFixture, closeAndRemove, openSeededCore } from '../../../test/support/core/seeded-core';

describe('labelFromQname', () => {
  it.each([
    ['in-gaap:TradeReceivables', 'Trade receivables'],
    ['ind-as:BorrowingsNoncurrent', 'Borrowings non-current'],
    ['in-gaap:NoncurrentInvestments', 'Non-current investments'],
    ['in-gaap:CashFlowsFromUsedInOperatingActivities', 'Cash flows from (used in) operating activities'],
    ['in-gaap:IncreaseDecreaseInCashAndCashEquivalents', 'Increase (decrease) in cash and cash equivalents'],
    ['ind-as:ProfitLossForPeriod', 'Profit (loss) for period'],
    ['in-gaap:GSTPayable', 'GST payable'],
    ['RevenueFromOperations', 'Revenue from operations'],
  ])('%s → %s', (qname, label) => {
    expect(labelFromQname(qname)).toBe(label);
  });
});

let fx: CoreFixture;
beforeEach(async () => {
  fx = await openSeededCore();
});
afterEach(() => closeAndRemove(fx));

describe('company.financials', () => {
  it('pivots standalone line items into FY columns with labels, values as filed and sources', async () => {
    const view = await fx.call('company.financials', { id: CO });
    expect(view.scope).toBe('standalone');
    expect(view.availableScopes).toEqual(['standalone', 'consolidated']);
    // period_end 2023-03-31 is FY 2022-23, 2024-03-31 is FY 2023-24.
    expect(view.years).toEqual([2022, 2023]);
    expect(view.rows.map((r) => [r.statement, r.qname])).toEqual([
      ['balance_sheet', 'in-gaap:ShareCapital'],
      ['balance_sheet', 'in-gaap:TradeReceivables'],
      ['profit_and_loss', 'in-gaap:RevenueFromOperations'],
      ['profit_and_loss', 'in-gaap:ProfitLossForPeriod'],
      ['cash_flow', 'in-gaap:CashFlowsFromUsedInOperatingActivities'],
    ]);
    const row = (q: string) => view.rows.find((r) => r.qname === q)!;
    expect(row('in-gaap:TradeReceivables')).toEqual({
      statement: 'balance_sheet',
      concept: 'trade-receivables',
      qname: 'in-gaap:TradeReceivables',
      qnames: { '2022': 'in-gaap:TradeReceivables', '2023': 'in-gaap:TradeReceivables' },
      label: 'Trade receivables',
      unit: 'INR',
      values: { '2022': '250000', '2023': '500000' },
    });
    expect(row('in-gaap:RevenueFromOperations').values).toEqual({ '2022': '12345678.50', '2023': '12345678.50' });
    expect(row('in-gaap:ProfitLossForPeriod').values).toEqual({ '2022': '-42', '2023': '-84' });
    expect(view.sources).toEqual({
      '2022': { filingId: F.aoc2023, dateOfFiling: '2023-10-20', readAt: expect.any(String), requestId: 'req_x2023s' },
      '2023': { filingId: F.aoc2024, dateOfFiling: '2024-10-28', readAt: expect.any(String), requestId: 'req_x2024s' },
    });
  });

  it('gives the consolidated statements on their own, with only the years filed in that scope', async () => {
    const view = await fx.call('company.financials', { id: CO, scope: 'consolidated' });
    expect(view.years).toEqual([2023]);
    expect(view.rows.find((r) => r.qname === 'in-gaap:TradeReceivables')!.values).toEqual({ '2023': '750000' });
    expect(view.rows.some((r) => r.statement === 'cash_flow')).toBe(false);
    expect(view.sources['2023']!.requestId).toBe('req_x2024c');
  });

  it('is empty, not an error, for a company without extractions; an error for one not in the library', async () => {
    expect(await fx.call('company.financials', { id: LOCKED_CO })).toMatchObject({ years: [], rows: [], availableScopes: [], sources: {} });
    expect((await fx.fail('company.financials', { id: 'U01100DL2001PTC111111' })).code).toBe('NOT_IN_LIBRARY');
  });
});

describe('filing.figures and company.extraction', () => {
  it('gives the items read out of one filing, both scopes, keyed like the financials columns', async () => {
    const figures = await fx.call('filing.figures', { filingId: F.aoc2024 });
    expect(new Set(figures.map((f) => f.scope))).toEqual(new Set(['standalone', 'consolidated']));
    expect(figures.every((f) => f.year === '2023')).toBe(true);
    expect(figures).toContainEqual({
      statement: 'balance_sheet',
      qname: 'in-gaap:TradeReceivables',
      label: 'Trade receivables',
      value: '750000',
      unit: 'INR',
      scope: 'consolidated',
      year: '2023',
    });
    expect(await fx.call('filing.figures', { filingId: F.mgt7 })).toEqual([]);
  });

  it('lists the stored payloads of a form', async () => {
    const rows = await fx.call('company.extraction', { id: CO, formType: 'AOC-4' });
    expect(rows.map((r) => [r.key, r.scope])).toEqual([
      ['2024', 'consolidated'],
      ['2024', 'standalone'],
      ['2023', 'standalone'],
    ]);
    expect(rows[0]!.payload).toMatchObject({ filing_scope: 'consolidated', period_end: '2024-03-31' });
    expect(rows.map((r) => r.sourceFilingId)).toEqual([F.aoc2024, F.aoc2024, F.aoc2023]);
    expect(await fx.call('company.extraction', { id: CO, formType: 'PAS-3' })).toEqual([]);
  });
});
