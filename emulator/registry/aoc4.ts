// AOC-4 extraction payloads: the financial series mapped to Indian GAAP or Ind AS taxonomy qnames.
import { dmy, fyEndDay, fyStartDay, indianGrouping, isoDate } from './format';
import type { Figures } from './financials';

interface Item {
  key: string;
  label: string;
  gaap: string;
  indAs: string;
}

const item = (key: string, label: string, indAs = key, gaap = key): Item => ({ key, label, gaap, indAs });

export const BALANCE_SHEET: Item[] = [
  item('ShareCapital', 'Share capital', 'EquityShareCapital'),
  item('ReserveAndSurplus', 'Reserves and surplus', 'OtherEquity'),
  item('ShareholdersFunds', "Total shareholders' funds", 'Equity'),
  item('LongTermBorrowings', 'Long-term borrowings', 'BorrowingsNoncurrent'),
  item('LongTermProvisions', 'Long-term provisions', 'ProvisionsNoncurrent'),
  item('NoncurrentLiabilities', 'Total non-current liabilities'),
  item('ShortTermBorrowings', 'Short-term borrowings', 'BorrowingsCurrent'),
  item('TradePayables', 'Trade payables', 'TradePayablesCurrent'),
  item('OtherCurrentLiabilities', 'Other current liabilities'),
  item('ShortTermProvisions', 'Short-term provisions', 'ProvisionsCurrent'),
  item('CurrentLiabilities', 'Total current liabilities'),
  item('EquityAndLiabilities', 'Total equity and liabilities'),
  item('PropertyPlantAndEquipment', 'Property, plant and equipment'),
  item('IntangibleAssets', 'Intangible assets', 'OtherIntangibleAssets'),
  item('NoncurrentInvestments', 'Non-current investments'),
  item('LongTermLoansAndAdvances', 'Long-term loans and advances', 'LoansNoncurrent'),
  item('NoncurrentAssets', 'Total non-current assets'),
  item('CurrentInvestments', 'Current investments'),
  item('Inventories', 'Inventories'),
  item('TradeReceivables', 'Trade receivables', 'TradeReceivablesCurrent'),
  item('CashAndCashEquivalents', 'Cash and cash equivalents'),
  item('ShortTermLoansAndAdvances', 'Short-term loans and advances', 'LoansCurrent'),
  item('OtherCurrentAssets', 'Other current assets'),
  item('CurrentAssets', 'Total current assets'),
  item('Assets', 'Total assets'),
];

export const PROFIT_AND_LOSS: Item[] = [
  item('RevenueFromOperations', 'Revenue from operations'),
  item('OtherIncome', 'Other income'),
  item('Income', 'Total income'),
  item('CostOfMaterialsConsumed', 'Cost of materials consumed'),
  item('EmployeeBenefitExpense', 'Employee benefit expense'),
  item('FinanceCosts', 'Finance costs'),
  item('DepreciationDepletionAndAmortisationExpense', 'Depreciation and amortisation expense'),
  item('OtherExpenses', 'Other expenses'),
  item('TotalExpenses', 'Total expenses', 'Expenses'),
  item('ProfitBeforeTax', 'Profit before tax'),
  item('CurrentTax', 'Current tax'),
  item('DeferredTax', 'Deferred tax'),
  item('TaxExpense', 'Total tax expense'),
  item('ProfitLossForPeriod', 'Profit (loss) for the period'),
];

export const CASH_FLOW: Item[] = [
  item('CashFlowsFromUsedInOperatingActivities', 'Net cash from operating activities'),
  item('CashFlowsFromUsedInInvestingActivities', 'Net cash used in investing activities'),
  item('CashFlowsFromUsedInFinancingActivities', 'Net cash from financing activities'),
  item('IncreaseDecreaseInCashAndCashEquivalents', 'Net increase (decrease) in cash and cash equivalents'),
  item('CashAndCashEquivalentsAtBeginningOfPeriod', 'Cash and cash equivalents at beginning of period', 'CashAndCashEquivalentsCashFlowStatementAtBeginningOfPeriod'),
  item('CashAndCashEquivalentsAtEndOfPeriod', 'Cash and cash equivalents at end of period', 'CashAndCashEquivalentsCashFlowStatementAtEndOfPeriod'),
];

export function qnameOf(entry: Item, indAs: boolean): string {
  return indAs ? `ind-as:${entry.indAs}` : `in-gaap:${entry.gaap}`;
}

export function taxonomyId(fyEnd: number, indAs: boolean): string {
  if (indAs) return fyEnd >= 2023 ? 'ind-as-2023' : 'ind-as-2019';
  return fyEnd >= 2016 ? 'in-gaap-2016' : 'in-gaap-2011';
}

export interface Aoc4Source {
  cin: string;
  scope: 'standalone' | 'consolidated';
  fyEnd: number;
  periodStartDay: number;
  indAs: boolean;
  figures: Figures;
  filingDay: number;
  paymentDay: number;
  filingYear: number;
}

const lines = (items: Item[], f: Figures, indAs: boolean) =>
  items.map((entry) => ({ qname: qnameOf(entry, indAs), value: f[entry.key] ?? 0, unit: 'INR' }));

export function aoc4Payload(s: Aoc4Source): Record<string, unknown> {
  return {
    cin: s.cin,
    filing_scope: s.scope,
    period_end: isoDate(fyEndDay(s.fyEnd)),
    period_start: isoDate(s.periodStartDay),
    taxonomy_id: taxonomyId(s.fyEnd, s.indAs),
    balance_sheet: lines(BALANCE_SHEET, s.figures, s.indAs),
    profit_and_loss: lines(PROFIT_AND_LOSS, s.figures, s.indAs),
    cash_flow: lines(CASH_FLOW, s.figures, s.indAs),
    metadata: { source: { dateOfFiling: dmy(s.filingDay), paymentDate: dmy(s.paymentDay), year: s.filingYear } },
  };
}

/** The printed statement lines, "Label (qname) .... 1,23,45,678", so a figure's value can be searched in the PDF. */
export function aoc4PrintedLines(scope: 'standalone' | 'consolidated', fyEnd: number, indAs: boolean, f: Figures): string[] {
  const heading = scope === 'standalone' ? 'Standalone' : 'Consolidated';
  const section = (title: string, items: Item[]) => [
    `${heading} ${title} for the year ended ${dmy(fyEndDay(fyEnd))} (amounts in INR)`,
    ...items.map((entry) => `${entry.label} (${qnameOf(entry, indAs)}) .... ${indianGrouping(f[entry.key] ?? 0)}`),
  ];
  return [...section('Balance Sheet', BALANCE_SHEET), ...section('Statement of Profit and Loss', PROFIT_AND_LOSS), ...section('Cash Flow Statement', CASH_FLOW)];
}

export function periodStart(fyEnd: number, incDay: number): number {
  return Math.max(fyStartDay(fyEnd), incDay);
}
