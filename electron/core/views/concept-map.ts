/**
 * One chart of accounts for AOC-4 figures filed under either Indian taxonomy. Companies moved from
 * Indian GAAP (`in-gaap`, Schedule III Division I) to Ind AS (`ind-as`, Division II) from FY
 * 2016-17 onwards, phase by phase; the same line of the accounts then comes under another element
 * (`in-gaap:LongTermBorrowings` became `ind-as:BorrowingsNoncurrent`) or the same local name under
 * the other prefix (`in-gaap:Inventories`, `ind-as:Inventories`). Each concept below names its
 * elements in both taxonomies, so a table shows one row per line across the switch while every
 * cell still cites the element it was filed under.
 *
 * Kept as data: one row per concept, in the order the statements print them. Labels are short and
 * distinct within a statement (concept-map.test.ts checks both), so a reader never sees two rows
 * that read the same.
 */

export type Statement = 'balance_sheet' | 'profit_and_loss' | 'cash_flow';

export interface ConceptRow {
  /** Stable id of the concept, written in no file: rows are keyed by it, exports name the elements. */
  id: string;
  statement: Statement;
  label: string;
  /** Local names of the concept's elements in the Indian GAAP taxonomy (in-gaap). */
  inGaap: readonly string[];
  /** Local names in the Ind AS taxonomy (ind-as). */
  indAs: readonly string[];
}

const row = (id: string, statement: Statement, label: string, inGaap: string | readonly string[], indAs: string | readonly string[] = inGaap): ConceptRow => ({
  id,
  statement,
  label,
  inGaap: typeof inGaap === 'string' ? [inGaap] : inGaap,
  indAs: typeof indAs === 'string' ? [indAs] : indAs,
});

const BS: Statement = 'balance_sheet';
const PL: Statement = 'profit_and_loss';
const CF: Statement = 'cash_flow';

export const CONCEPTS: readonly ConceptRow[] = [
  // Balance sheet: equity and liabilities
  row('share-capital', BS, 'Share capital', 'ShareCapital', 'EquityShareCapital'),
  row('other-equity', BS, 'Reserves and surplus (other equity)', ['ReservesAndSurplus', 'ReserveAndSurplus'], 'OtherEquity'),
  row('equity', BS, "Total equity (shareholders' funds)", 'ShareholdersFunds', 'Equity'),
  row('share-application-money', BS, 'Share application money pending allotment', 'ShareApplicationMoneyPendingAllotment'),
  row('minority-interest', BS, 'Minority (non-controlling) interest', 'MinorityInterest', 'NonControllingInterest'),
  row('borrowings-noncurrent', BS, 'Long-term borrowings', 'LongTermBorrowings', 'BorrowingsNoncurrent'),
  row('deferred-tax-liabilities', BS, 'Deferred tax liabilities (net)', 'DeferredTaxLiabilitiesNet'),
  row('other-noncurrent-liabilities', BS, 'Other long-term liabilities', 'OtherLongTermLiabilities', 'OtherNoncurrentLiabilities'),
  row('provisions-noncurrent', BS, 'Long-term provisions', 'LongTermProvisions', 'ProvisionsNoncurrent'),
  row('noncurrent-liabilities', BS, 'Total non-current liabilities', 'NoncurrentLiabilities'),
  row('borrowings-current', BS, 'Short-term borrowings', 'ShortTermBorrowings', 'BorrowingsCurrent'),
  row('trade-payables', BS, 'Trade payables', 'TradePayables', 'TradePayablesCurrent'),
  row('other-current-liabilities', BS, 'Other current liabilities', 'OtherCurrentLiabilities'),
  row('provisions-current', BS, 'Short-term provisions', 'ShortTermProvisions', 'ProvisionsCurrent'),
  row('current-liabilities', BS, 'Total current liabilities', 'CurrentLiabilities'),
  row('equity-and-liabilities', BS, 'Total equity and liabilities', 'EquityAndLiabilities'),
  // Balance sheet: assets
  row('ppe', BS, 'Property, plant and equipment', ['PropertyPlantAndEquipment', 'TangibleAssets'], 'PropertyPlantAndEquipment'),
  row('capital-wip', BS, 'Capital work-in-progress', 'CapitalWorkInProgress'),
  row('goodwill', BS, 'Goodwill', 'Goodwill'),
  row('intangible-assets', BS, 'Intangible assets', 'IntangibleAssets', 'OtherIntangibleAssets'),
  row('investments-noncurrent', BS, 'Non-current investments', 'NoncurrentInvestments'),
  row('deferred-tax-assets', BS, 'Deferred tax assets (net)', 'DeferredTaxAssetsNet'),
  row('loans-noncurrent', BS, 'Long-term loans and advances', 'LongTermLoansAndAdvances', 'LoansNoncurrent'),
  row('other-noncurrent-assets', BS, 'Other non-current assets', 'OtherNoncurrentAssets'),
  row('noncurrent-assets', BS, 'Total non-current assets', 'NoncurrentAssets'),
  row('investments-current', BS, 'Current investments', 'CurrentInvestments'),
  row('inventories', BS, 'Inventories', 'Inventories'),
  row('trade-receivables', BS, 'Trade receivables', 'TradeReceivables', 'TradeReceivablesCurrent'),
  row('cash', BS, 'Cash and cash equivalents', 'CashAndCashEquivalents'),
  row('bank-balances-other', BS, 'Other bank balances', 'BankBalanceOtherThanCashAndCashEquivalents'),
  row('loans-current', BS, 'Short-term loans and advances', 'ShortTermLoansAndAdvances', 'LoansCurrent'),
  row('other-current-assets', BS, 'Other current assets', 'OtherCurrentAssets'),
  row('current-assets', BS, 'Total current assets', 'CurrentAssets'),
  row('assets', BS, 'Total assets', 'Assets'),
  // Statement of profit and loss
  row('revenue', PL, 'Revenue from operations', 'RevenueFromOperations'),
  row('other-income', PL, 'Other income', 'OtherIncome'),
  row('income', PL, 'Total income', ['Income', 'Revenue'], 'Income'),
  row('materials', PL, 'Cost of materials consumed', 'CostOfMaterialsConsumed'),
  row('purchases', PL, 'Purchases of stock-in-trade', 'PurchasesOfStockInTrade'),
  row('inventory-change', PL, 'Changes in inventories', 'ChangesInInventoriesOfFinishedGoodsWorkInProgressAndStockInTrade'),
  row('employee-expense', PL, 'Employee benefit expense', 'EmployeeBenefitExpense'),
  row('finance-costs', PL, 'Finance costs', 'FinanceCosts'),
  row('depreciation', PL, 'Depreciation and amortisation', 'DepreciationDepletionAndAmortisationExpense'),
  row('other-expenses', PL, 'Other expenses', 'OtherExpenses'),
  row('expenses', PL, 'Total expenses', ['TotalExpenses', 'Expenses'], 'Expenses'),
  row('exceptional-items', PL, 'Exceptional items', 'ExceptionalItemsBeforeTax'),
  row('profit-before-tax', PL, 'Profit before tax', 'ProfitBeforeTax'),
  row('current-tax', PL, 'Current tax', 'CurrentTax'),
  row('deferred-tax', PL, 'Deferred tax', 'DeferredTax'),
  row('tax-expense', PL, 'Total tax expense', 'TaxExpense'),
  row('profit', PL, 'Profit (loss) for the year', 'ProfitLossForPeriod', ['ProfitLossForPeriod', 'ProfitLoss']),
  row('other-comprehensive-income', PL, 'Other comprehensive income', [], 'OtherComprehensiveIncomeNetOfTaxes'),
  row('comprehensive-income', PL, 'Total comprehensive income', [], 'ComprehensiveIncomeForThePeriod'),
  row('eps-basic', PL, 'Basic earnings per share', 'BasicEarningsPerShareBeforeExtraordinaryItems', 'BasicEarningsLossPerShareFromContinuingOperations'),
  // Cash flow statement
  row('cash-from-operations', CF, 'Net cash from (used in) operating activities', 'CashFlowsFromUsedInOperatingActivities'),
  row('cash-from-investing', CF, 'Net cash from (used in) investing activities', 'CashFlowsFromUsedInInvestingActivities'),
  row('cash-from-financing', CF, 'Net cash from (used in) financing activities', 'CashFlowsFromUsedInFinancingActivities'),
  row('cash-change', CF, 'Net increase (decrease) in cash', 'IncreaseDecreaseInCashAndCashEquivalents'),
  row(
    'cash-opening',
    CF,
    'Opening cash and cash equivalents',
    ['CashAndCashEquivalentsAtBeginningOfPeriod', 'CashAndCashEquivalentsCashFlowStatementAtBeginningOfPeriod'],
    ['CashAndCashEquivalentsCashFlowStatementAtBeginningOfPeriod', 'CashAndCashEquivalentsAtBeginningOfPeriod'],
  ),
  row(
    'cash-closing',
    CF,
    'Closing cash and cash equivalents',
    ['CashAndCashEquivalentsAtEndOfPeriod', 'CashAndCashEquivalentsCashFlowStatementAtEndOfPeriod'],
    ['CashAndCashEquivalentsCashFlowStatementAtEndOfPeriod', 'CashAndCashEquivalentsAtEndOfPeriod'],
  ),
];
