// Year-by-year financial statements that add up: assets equal equity plus liabilities, every subtotal
// is the sum of its parts, revenue + other income - expenses = profit before tax, and reserves carry
// forward year to year (opening reserves + profit - dividends + share premium).
import { capitalOn } from './capital';
import { fyEndDay } from './format';
import type { CompanyPlan } from './plan';
import { type Rng, rngFor } from './prng';

export type Figures = Record<string, number>;

export interface YearFigures {
  fyEnd: number;
  figures: Figures;
}

const ASSET_PARTS = [
  'PropertyPlantAndEquipment', 'IntangibleAssets', 'NoncurrentInvestments', 'LongTermLoansAndAdvances',
  'CurrentInvestments', 'Inventories', 'TradeReceivables', 'CashAndCashEquivalents', 'ShortTermLoansAndAdvances',
  'OtherCurrentAssets',
] as const;

interface Profile {
  margin: number;
  assetWeights: number[];
  leverage: number;
  payables: number;
  dividendShare: number;
}

function profile(rng: Rng, plan: CompanyPlan): Profile {
  const heavy = plan.sk.nic.inventoryHeavy;
  const troubled = plan.sk.status !== 'Active' && plan.sk.status !== 'Dormant';
  return {
    margin: troubled ? rng.range(-0.04, 0.05) : rng.range(0.02, 0.16),
    assetWeights: [rng.range(0.15, 0.5), rng.range(0, 0.05), rng.range(0, 0.15), rng.range(0, 0.05), rng.range(0, 0.05),
      heavy ? rng.range(0.08, 0.25) : rng.range(0, 0.03), rng.range(0.08, 0.25), rng.range(0.02, 0.1), rng.range(0.01, 0.05), rng.range(0.01, 0.03)],
    leverage: rng.range(0, 0.45),
    payables: rng.range(0.05, 0.2),
    dividendShare: plan.sk.listed ? rng.range(0.1, 0.35) : rng.chance(0.2) ? rng.range(0.05, 0.2) : 0,
  };
}

/** Splits `total` over weights with integer parts; the rounding remainder goes to the last part. */
function split(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const parts = weights.map((w) => Math.floor((total * w) / sum));
  parts[parts.length - 1]! += total - parts.reduce((a, b) => a + b, 0);
  return parts;
}

/**
 * The whole series for one scope. Consolidated figures run on their own stream and a larger base so the
 * group is bigger than the parent, but share the parent's share capital.
 */
export function financialSeries(seed: string, plan: CompanyPlan, scope: 'standalone' | 'consolidated'): YearFigures[] {
  const years = plan.extractionYears;
  if (years.length === 0 || !plan.capital) return [];
  const rng = rngFor(seed, 'fin', plan.sk.index, scope);
  const p = profile(rngFor(seed, 'fin', plan.sk.index, 'profile'), plan);
  const first = years[0]!;
  const capitalAtStart = capitalOn(plan.capital, fyEndDay(first)).paidUp;
  let revenue = Math.max(2e6, Math.round(capitalAtStart * rng.logRange(1.5, 12) * (scope === 'consolidated' ? rng.range(1.1, 1.6) : 1)));
  let reserves = Math.round(revenue * rng.range(0.05, 0.5));
  let cash = 0;
  let margin = p.margin;
  let premiumsSeen = 0;
  const out: YearFigures[] = [];
  for (let i = 0; i < years.length; i++) {
    const fyEnd = years[i]!;
    if (i > 0) {
      const shock = rng.chance(0.08) ? rng.pick([-0.45, -0.3, 0.6, 0.9]) : 0;
      revenue = Math.max(1e6, Math.round(revenue * (1 + 0.09 + rng.gauss() * 0.1 + shock)));
    }
    margin = 0.7 * margin + 0.3 * p.margin + rng.gauss() * 0.02;
    const yearMargin = rng.chance(0.1) ? -rng.range(0.03, 0.2) : margin;
    const cap = capitalOn(plan.capital, fyEndDay(fyEnd));
    const premiums = plan.capital.allotments.filter((a) => a.day <= fyEndDay(fyEnd)).reduce((s, a) => s + a.premium * a.shares, 0);
    const f: Figures = {};
    f.RevenueFromOperations = revenue;
    f.OtherIncome = Math.round(revenue * rng.range(0.003, 0.04));
    f.Income = f.RevenueFromOperations + f.OtherIncome;
    f.ProfitBeforeTax = Math.round(f.Income * yearMargin);
    f.TotalExpenses = f.Income - f.ProfitBeforeTax;
    const [materials, employees, finance, depreciation, other] = split(f.TotalExpenses, [
      p.assetWeights[5]! > 0.05 ? rng.range(0.4, 0.6) : rng.range(0.05, 0.2), rng.range(0.1, 0.35), rng.range(0.01, 0.06) + p.leverage * 0.05, rng.range(0.02, 0.06), rng.range(0.08, 0.2)]);
    Object.assign(f, { CostOfMaterialsConsumed: materials, EmployeeBenefitExpense: employees, FinanceCosts: finance, DepreciationDepletionAndAmortisationExpense: depreciation, OtherExpenses: other });
    f.CurrentTax = f.ProfitBeforeTax > 0 ? Math.round(f.ProfitBeforeTax * rng.range(0.22, 0.3)) : 0;
    f.DeferredTax = Math.round(Math.abs(f.ProfitBeforeTax) * rng.range(-0.03, 0.03));
    f.TaxExpense = f.CurrentTax + f.DeferredTax;
    f.ProfitLossForPeriod = f.ProfitBeforeTax - f.TaxExpense;
    const dividend = f.ProfitLossForPeriod > 0 ? Math.round(f.ProfitLossForPeriod * p.dividendShare) : 0;
    reserves += f.ProfitLossForPeriod - dividend + (premiums - premiumsSeen);
    premiumsSeen = premiums;
    f.ShareCapital = cap.paidUp;
    f.ReserveAndSurplus = reserves;
    f.ShareholdersFunds = f.ShareCapital + f.ReserveAndSurplus;
    f.LongTermBorrowings = Math.round(revenue * p.leverage * rng.range(0.8, 1.2));
    f.LongTermProvisions = Math.round(revenue * rng.range(0, 0.02));
    f.NoncurrentLiabilities = f.LongTermBorrowings + f.LongTermProvisions;
    f.TradePayables = Math.round(revenue * p.payables * rng.range(0.85, 1.15));
    f.OtherCurrentLiabilities = Math.round(revenue * rng.range(0.02, 0.1));
    f.ShortTermProvisions = Math.round(revenue * rng.range(0, 0.02));
    // A company that has lost its net worth keeps going on borrowed money: the gap shows as short-term debt.
    const floor = Math.round(revenue * 0.3) - (f.ShareholdersFunds + f.NoncurrentLiabilities + f.TradePayables + f.OtherCurrentLiabilities + f.ShortTermProvisions);
    f.ShortTermBorrowings = Math.max(Math.round(revenue * p.leverage * rng.range(0, 0.4)), floor);
    f.CurrentLiabilities = f.ShortTermBorrowings + f.TradePayables + f.OtherCurrentLiabilities + f.ShortTermProvisions;
    f.EquityAndLiabilities = f.ShareholdersFunds + f.NoncurrentLiabilities + f.CurrentLiabilities;
    const weights = p.assetWeights.map((w) => w * rng.range(0.85, 1.15) + 0.0001);
    split(f.EquityAndLiabilities, weights).forEach((v, k) => { f[ASSET_PARTS[k]!] = v; });
    f.NoncurrentAssets = f.PropertyPlantAndEquipment! + f.IntangibleAssets! + f.NoncurrentInvestments! + f.LongTermLoansAndAdvances!;
    f.CurrentAssets = f.CurrentInvestments! + f.Inventories! + f.TradeReceivables! + f.CashAndCashEquivalents! + f.ShortTermLoansAndAdvances! + f.OtherCurrentAssets!;
    f.Assets = f.NoncurrentAssets + f.CurrentAssets;
    const opening = i === 0 ? Math.round(f.CashAndCashEquivalents! * rng.range(0.6, 1.4)) : cash;
    cash = f.CashAndCashEquivalents!;
    f.CashAndCashEquivalentsAtBeginningOfPeriod = opening;
    f.CashAndCashEquivalentsAtEndOfPeriod = cash;
    f.IncreaseDecreaseInCashAndCashEquivalents = cash - opening;
    f.CashFlowsFromUsedInOperatingActivities = f.ProfitLossForPeriod + depreciation! + Math.round(revenue * rng.range(-0.05, 0.05));
    f.CashFlowsFromUsedInFinancingActivities = Math.round(revenue * rng.range(-0.08, 0.05)) - dividend;
    f.CashFlowsFromUsedInInvestingActivities = f.IncreaseDecreaseInCashAndCashEquivalents - f.CashFlowsFromUsedInOperatingActivities - f.CashFlowsFromUsedInFinancingActivities;
    out.push({ fyEnd, figures: f });
  }
  return out;
}
