import { describe, expect, it } from 'vitest';
import { useTempLibrary } from '../../../test/support/core/store-support';
import { computeFindings } from './compute';
import { ID, NOW, accounts, annualFilings, company } from '../../../test/support/core/findings-data';

const CRORE = 10_000_000; // rupees

describe('findings from the financial statements', () => {
  const t = useTempLibrary();
  const setup = () => {
    company(t.lib);
    annualFilings(t.lib, [2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024]);
  };
  const found = (rule: string) => computeFindings(t.lib, ID, NOW).filter((f) => f.rule === rule);

  it('flags a balance sheet whose assets differ from equity plus liabilities, citing the extraction', () => {
    setup();
    const x = accounts(t.lib, 2023, 'standalone', { Assets: 50 * CRORE, EquityAndLiabilities: 48 * CRORE });
    const [f] = found('balance-sheet-does-not-balance');
    expect(f).toMatchObject({ severity: 'high', title: 'FY 2023-24 standalone balance sheet does not balance' });
    expect(f!.detail).toContain('₹2,00,00,000');
    expect(f!.evidence).toEqual([
      {
        kind: 'extraction',
        id: String(x.id),
        label: 'AOC-4 Financial statements for FY 2023-24, standalone, filed 30 Oct 2024 (read 19 Nov 2026)',
        reference: expect.stringMatching(/^filing flg_T\d{10}, request req_aoc4_2023_standalone$/),
      },
    ]);
  });

  it('accepts a gap that rounding explains, and figures filed with paise', () => {
    setup();
    accounts(t.lib, 2023, 'standalone', { Assets: 50 * CRORE, EquityAndLiabilities: 50 * CRORE - 40_000 }); // 0.08%
    accounts(t.lib, 2022, 'standalone', { Assets: '123456789.50', EquityAndLiabilities: '123456789.50' });
    expect(found('balance-sheet-does-not-balance')).toEqual([]);
  });

  it('flags standalone revenue above consolidated for the same year, not the usual way round', () => {
    setup();
    accounts(t.lib, 2023, 'standalone', { RevenueFromOperations: 80 * CRORE });
    accounts(t.lib, 2023, 'consolidated', { RevenueFromOperations: 70 * CRORE });
    accounts(t.lib, 2022, 'standalone', { RevenueFromOperations: 60 * CRORE });
    accounts(t.lib, 2022, 'consolidated', { RevenueFromOperations: 75 * CRORE });
    const list = found('standalone-above-consolidated');
    expect(list.map((f) => f.title)).toEqual(['FY 2023-24: standalone revenue from operations above consolidated']);
    expect(list[0]!.evidence).toHaveLength(2);
  });

  it('flags a 50% swing in revenue, a profit turning into a loss, and borrowings doubling', () => {
    setup();
    accounts(t.lib, 2022, 'standalone', { RevenueFromOperations: 100 * CRORE, ProfitLossForPeriod: 5 * CRORE, LongTermBorrowings: 10 * CRORE, ShareholdersFunds: 40 * CRORE });
    accounts(t.lib, 2023, 'standalone', { RevenueFromOperations: 45 * CRORE, ProfitLossForPeriod: -2 * CRORE, LongTermBorrowings: 12 * CRORE, ShortTermBorrowings: 9 * CRORE, ShareholdersFunds: 38 * CRORE });
    const titles = found('year-on-year-swing').map((f) => f.title);
    expect(titles).toEqual([
      'Revenue from operations fell in FY 2023-24 (−55.0%)',
      'Profit for the year turned negative in FY 2023-24 (−140.0%)',
      'Borrowings rose in FY 2023-24 (+110.0%)',
    ]);
    expect(found('year-on-year-swing')[1]!.detail).toContain('(₹2,00,00,000)');
  });

  it('leaves ordinary growth, small bases and years that are not consecutive alone', () => {
    setup();
    accounts(t.lib, 2020, 'standalone', { RevenueFromOperations: 100 * CRORE });
    accounts(t.lib, 2022, 'standalone', { RevenueFromOperations: 300 * CRORE, ProfitLossForPeriod: 500_000 });
    accounts(t.lib, 2023, 'standalone', { RevenueFromOperations: 340 * CRORE, ProfitLossForPeriod: 900_000 });
    expect(found('year-on-year-swing')).toEqual([]);
  });
});
