/**
 * Test-only: a company written straight into a library, with builders for the pieces each
 * findings rule reads, so every test states exactly the data that should (or should not) trigger it.
 */
import type { Library } from '../../../electron/core/store';

export const ID = 'U72200KA2009PTC049889';
export const NOW = '2026-11-21T10:00:00.000Z';
export const RECENT = '2026-11-19T10:00:00.000Z';

export function company(lib: Library, over: { status?: string; master?: Record<string, unknown>; readAt?: string; incorporated?: string } = {}) {
  lib.companies.upsertMaster({
    id: ID,
    name: 'Zenith Lotus Software Private Limited',
    status: over.status ?? 'Active',
    dateOfIncorporation: over.incorporated ?? '06/15/2009',
    master: over.master ?? { cin: ID, masterData: { companyData: { companyStatus: over.status ?? 'Active' } } },
    readAt: over.readAt ?? RECENT,
    requestId: 'req_master',
  });
}

type Figures = Partial<Record<'Assets' | 'EquityAndLiabilities' | 'ShareholdersFunds' | 'RevenueFromOperations' | 'ProfitLossForPeriod' | 'LongTermBorrowings' | 'ShortTermBorrowings', number | string>>;

/** An AOC-4 extraction for the FY starting `fyStart`, filed on 30 October after it closed. */
export function accounts(lib: Library, fyStart: number, scope: 'standalone' | 'consolidated', f: Figures) {
  const item = (qname: string) => ({ qname: `in-gaap:${qname}`, value: f[qname as keyof Figures] ?? null, unit: 'INR' });
  const bs = ['Assets', 'EquityAndLiabilities', 'ShareholdersFunds', 'LongTermBorrowings', 'ShortTermBorrowings'].filter((q) => q in f).map(item);
  const pl = ['RevenueFromOperations', 'ProfitLossForPeriod'].filter((q) => q in f).map(item);
  return lib.extractions.put({
    companyId: ID,
    formType: 'AOC-4',
    key: fyStart + 1,
    scope,
    payload: { cin: ID, filing_scope: scope, period_end: `${fyStart + 1}-03-31`, balance_sheet: bs, profit_and_loss: pl, metadata: { source: { dateOfFiling: `30/10/${fyStart + 1}` } } },
    readAt: RECENT,
    requestId: `req_aoc4_${fyStart}_${scope}`,
  });
}

let serial = 0;
/** Annual filings (accounts and return) for each FY start year given. */
export function annualFilings(lib: Library, years: number[], forms: Array<'AOC-4' | 'MGT-7'> = ['AOC-4', 'MGT-7']) {
  const rows = years.flatMap((fy) =>
    forms.map((form) => ({
      filingId: `flg_T${String(++serial).padStart(10, '0')}`,
      formId: form,
      dateOfFiling: `${form === 'AOC-4' ? 30 : 28}/${form === 'AOC-4' ? 10 : 11}/${fy + 1}`,
      year: fy + 1,
      description: `${form === 'AOC-4' ? 'Financial statements' : 'Annual return'} for FY ${fy}-${String((fy + 1) % 100).padStart(2, '0')}`,
    })),
  );
  lib.filings.upsertMany(ID, rows, { listedAt: RECENT, requestId: 'req_filings' });
}
