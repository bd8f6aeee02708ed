import { describe, expect, it } from 'vitest';
import { sampleCompanies, testRegistry } from '../../test/support/emulator/registry-fixture';

type Item = { qname: string; value: number; unit: string };
type Aoc4 = { cin: string; filing_scope: string; period_start: string; period_end: string; taxonomy_id: string; balance_sheet: Item[]; profit_and_loss: Item[]; cash_flow: Item[]; metadata: { source: { dateOfFiling: string; paymentDate: string; year: number } } };

/** Values by local name, whichever taxonomy the filing used. */
function figures(data: Aoc4): Record<string, number> {
  const out: Record<string, number> = {};
  for (const item of [...data.balance_sheet, ...data.profit_and_loss, ...data.cash_flow]) out[item.qname.split(':')[1]!] = item.value;
  return out;
}
const pick = (f: Record<string, number>, ...names: string[]) => {
  for (const n of names) if (n in f) return f[n]!;
  throw new Error(`none of ${names.join(', ')}`);
};

describe('AOC-4 extractions', () => {
  const r = testRegistry();
  const sample = sampleCompanies(r, 300);

  it('add up for every year and scope of a sample of 300 companies', () => {
    let statements = 0;
    let losses = 0;
    const taxonomies = new Set<string>();
    for (const c of sample) {
      const years = (r.extractionYears(c.cin, 'AOC-4') as { availableYears: number[] }).availableYears;
      for (const scope of ['standalone', 'consolidated'] as const) {
        let previousCash: number | null = null;
        for (const year of [...years].reverse()) {
          const hit = r.extraction(c.cin, 'AOC-4', String(year), scope);
          if (hit.data === undefined) {
            previousCash = null;
            continue;
          }
          statements++;
          const d = hit.data as unknown as Aoc4;
          const f = figures(d);
          const prefix = d.taxonomy_id.startsWith('ind-as') ? 'ind-as:' : 'in-gaap:';
          taxonomies.add(prefix);
          for (const item of [...d.balance_sheet, ...d.profit_and_loss, ...d.cash_flow]) {
            expect(item.qname.startsWith(prefix)).toBe(true);
            expect(item.unit).toBe('INR');
            expect(Number.isSafeInteger(item.value)).toBe(true);
          }
          expect(d.filing_scope).toBe(scope);
          expect(Number(d.period_end.slice(0, 4))).toBe(year);
          expect(d.period_end.slice(4)).toBe('-03-31');
          expect(d.period_start <= d.period_end).toBe(true);
          const equity = pick(f, 'ShareholdersFunds', 'Equity');
          expect(equity).toBe(pick(f, 'ShareCapital', 'EquityShareCapital') + pick(f, 'ReserveAndSurplus', 'OtherEquity'));
          expect(f.NoncurrentLiabilities).toBe(pick(f, 'LongTermBorrowings', 'BorrowingsNoncurrent') + pick(f, 'LongTermProvisions', 'ProvisionsNoncurrent'));
          expect(f.CurrentLiabilities).toBe(pick(f, 'ShortTermBorrowings', 'BorrowingsCurrent') + pick(f, 'TradePayables', 'TradePayablesCurrent') + f.OtherCurrentLiabilities! + pick(f, 'ShortTermProvisions', 'ProvisionsCurrent'));
          expect(f.EquityAndLiabilities).toBe(equity + f.NoncurrentLiabilities! + f.CurrentLiabilities!);
          expect(f.NoncurrentAssets).toBe(f.PropertyPlantAndEquipment! + pick(f, 'IntangibleAssets', 'OtherIntangibleAssets') + f.NoncurrentInvestments! + pick(f, 'LongTermLoansAndAdvances', 'LoansNoncurrent'));
          expect(f.CurrentAssets).toBe(f.CurrentInvestments! + f.Inventories! + pick(f, 'TradeReceivables', 'TradeReceivablesCurrent') + f.CashAndCashEquivalents! + pick(f, 'ShortTermLoansAndAdvances', 'LoansCurrent') + f.OtherCurrentAssets!);
          expect(f.Assets).toBe(f.NoncurrentAssets! + f.CurrentAssets!);
          expect(f.Assets).toBe(f.EquityAndLiabilities);
          const expenses = pick(f, 'TotalExpenses', 'Expenses');
          expect(expenses).toBe(f.CostOfMaterialsConsumed! + f.EmployeeBenefitExpense! + f.FinanceCosts! + f.DepreciationDepletionAndAmortisationExpense! + f.OtherExpenses!);
          expect(f.Income).toBe(f.RevenueFromOperations! + f.OtherIncome!);
          expect(f.ProfitBeforeTax).toBe(f.RevenueFromOperations! + f.OtherIncome! - expenses);
          expect(f.TaxExpense).toBe(f.CurrentTax! + f.DeferredTax!);
          expect(f.ProfitLossForPeriod).toBe(f.ProfitBeforeTax! - f.TaxExpense!);
          if (f.ProfitLossForPeriod! < 0) losses++;
          const opening = pick(f, 'CashAndCashEquivalentsAtBeginningOfPeriod', 'CashAndCashEquivalentsCashFlowStatementAtBeginningOfPeriod');
          const closing = pick(f, 'CashAndCashEquivalentsAtEndOfPeriod', 'CashAndCashEquivalentsCashFlowStatementAtEndOfPeriod');
          expect(f.IncreaseDecreaseInCashAndCashEquivalents).toBe(f.CashFlowsFromUsedInOperatingActivities! + f.CashFlowsFromUsedInInvestingActivities! + f.CashFlowsFromUsedInFinancingActivities!);
          expect(closing).toBe(opening + f.IncreaseDecreaseInCashAndCashEquivalents!);
          expect(closing).toBe(f.CashAndCashEquivalents);
          if (previousCash !== null && year > 0) expect(opening).toBe(previousCash);
          previousCash = closing;
        }
      }
    }
    expect(statements).toBeGreaterThan(500);
    expect(losses).toBeGreaterThan(0);
    expect(losses / statements).toBeLessThan(0.3);
    expect([...taxonomies].sort()).toEqual(['in-gaap:', 'ind-as:']);
  });

  it('exist only for years with an AOC-4 filing, which sourceFilingId names', () => {
    for (const c of sample) {
      const years = (r.extractionYears(c.cin, 'AOC-4') as { availableYears: number[] }).availableYears;
      expect(years).toEqual([...years].sort((a, b) => b - a));
      const rows = new Map(r.filings(c.cin).map((f) => [f.row.filingId, f.row]));
      for (const year of years) {
        const standalone = r.extraction(c.cin, 'AOC-4', String(year), 'standalone');
        const consolidated = r.extraction(c.cin, 'AOC-4', String(year), 'consolidated');
        const hit = standalone.data ? standalone : consolidated;
        if (hit.data === undefined) throw new Error(`no AOC-4 data for listed year ${year}`);
        const row = rows.get(hit.sourceFilingId!)!;
        expect(['AOC-4', 'AOC-4 XBRL', 'Form 23AC']).toContain(row.formId);
        const source = (hit.data as unknown as Aoc4).metadata.source;
        expect(source.dateOfFiling).toBe(row.dateOfFiling);
        expect(source.year).toBe(row.year);
        expect(hit.createdAt >= row.createdAt).toBe(true);
        if (standalone.data === undefined) expect(standalone.otherScopeExists).toBe(true);
        if (consolidated.data === undefined) expect(consolidated.otherScopeExists).toBe(true);
      }
      const absent = r.extraction(c.cin, 'AOC-4', '1901', 'standalone');
      expect(absent).toEqual({ data: undefined, otherScopeExists: false });
    }
  });

  it('include consolidated statements for some years of companies with subsidiaries', () => {
    const withGroup = sample.filter((c) => {
      const years = (r.extractionYears(c.cin, 'AOC-4') as { availableYears: number[] }).availableYears;
      return years.some((y) => r.extraction(c.cin, 'AOC-4', String(y), 'consolidated').data !== undefined);
    });
    expect(withGroup.length).toBeGreaterThan(3);
  });
});

describe('other extractions', () => {
  const r = testRegistry();
  const sample = sampleCompanies(r, 300);

  it('list forms sorted, each with a non-empty years view', () => {
    const seen = new Set<string>();
    for (const c of sample) {
      const forms = r.extractionForms(c.cin);
      expect(forms).toEqual([...forms].sort());
      for (const form of forms) {
        seen.add(form);
        const view = r.extractionYears(c.cin, form) as Record<string, unknown[]>;
        const list = view.availableYears ?? view.filings ?? view.charges;
        expect(list!.length).toBeGreaterThan(0);
      }
    }
    expect([...seen].sort()).toEqual(['AOC-4', 'CHARGES', 'MGT-7', 'PAS-3']);
    expect(r.extractionYears(sample[0]!.cin, 'XYZ-1')).toBeUndefined();
    expect(r.extractionYears(sample[0]!.cin, 'aoc-4')).toEqual(r.extractionYears(sample[0]!.cin, 'AOC-4'));
  });

  it('MGT-7 agrees with the same year AOC-4 and uses MGT-7A for one-person companies', () => {
    let checked = 0;
    for (const c of sample) {
      const years = (r.extractionYears(c.cin, 'MGT-7') as { availableYears: number[] }).availableYears;
      expect(years).toEqual([...years].sort((a, b) => b - a));
      for (const year of years) {
        const hit = r.extraction(c.cin, 'MGT-7', String(year), 'standalone');
        const d = hit.data!;
        expect(Number((d.fy_end as string).slice(0, 4))).toBe(year);
        const aoc4 = figures(r.extraction(c.cin, 'AOC-4', String(year), 'standalone').data as unknown as Aoc4);
        expect(d.turnover).toBe(aoc4.RevenueFromOperations);
        expect(d.net_worth).toBe(pick(aoc4, 'ShareholdersFunds', 'Equity'));
        const paid = (d.share_capital as { equity: { paid_up: { total: number } } }).equity.paid_up.total;
        expect(paid).toBe(pick(aoc4, 'ShareCapital', 'EquityShareCapital'));
        if (c.cin.includes('OPC') && year >= 2021) expect(d.form_type).toBe('MGT-7A');
        for (const key of ['srn', 'fy_start', 'agm_date', 'filing_date', 'is_opc', 'is_share_listed', 'number_stock_exchange', 'stock_exchanges', 'num_business_actv', 'business_activities', 'num_rtas', 'rtas', 'num_holding_subs', 'holding_subs', 'share_holding_pattern', 'meetings', 'kmp', 'remuneration']) expect(d).toHaveProperty(key);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('PAS-3 views sort filings newest first and each payload states its capital', () => {
    let checked = 0;
    for (const c of sample) {
      const view = r.extractionYears(c.cin, 'PAS-3') as { latest_snapshot: { filing_id: string } | null; filings: Array<{ filing_id: string; filing_date: string; allotment_count: number }> };
      const dates = view.filings.map((f) => f.filing_date);
      expect(dates).toEqual([...dates].sort().reverse());
      expect(view.latest_snapshot?.filing_id ?? null).toBe(view.filings[0]?.filing_id ?? null);
      const rows = new Map(r.filings(c.cin).map((f) => [f.row.filingId, f.row]));
      for (const f of view.filings) {
        expect(rows.get(f.filing_id)!.formId).toBe('PAS-3');
        const d = r.extraction(c.cin, 'PAS-3', f.filing_id, 'standalone').data!;
        const allotments = d.allotments as Array<{ num_securities_allotted: number; total_amount: string; nominal_per_security: string; premium_per_security: string }>;
        expect(allotments).toHaveLength(f.allotment_count);
        for (const a of allotments) {
          expect(a.total_amount).toMatch(/^\d+\.\d{2}$/);
          expect(Number(a.total_amount)).toBe(a.num_securities_allotted * (Number(a.nominal_per_security) + Number(a.premium_per_security)));
        }
        const paid = (d.capital_structure as { equity: { paid_up: { shares: number; nominal: string; total: string } } }).equity.paid_up;
        expect(Number(paid.total)).toBe(paid.shares * Number(paid.nominal));
        checked++;
      }
      expect(r.extraction(c.cin, 'PAS-3', 'flg_AAAAAAAAAAAAAAAAAAAA', 'standalone').data).toBeUndefined();
    }
    expect(checked).toBeGreaterThan(20);
  });

  it('CHARGES agree with the master record index of charges', () => {
    let checked = 0;
    for (const c of sample) {
      const view = r.extractionYears(c.cin, 'CHARGES') as { charges: Array<{ charge_id: string; status: string; amount_inr: number; latest_event_date: string; counts: Record<string, number> }> };
      const latest = view.charges.map((x) => x.latest_event_date);
      expect(latest).toEqual([...latest].sort().reverse());
      const index = ((r.master(c.cin)!.masterData as { indexChargesData: Array<{ chargeId: number; chargeAmount: number; dateOfSatisfaction: string | null }> }).indexChargesData);
      expect(index.map((x) => String(x.chargeId)).sort()).toEqual(view.charges.map((x) => x.charge_id).sort());
      for (const row of view.charges) {
        const d = r.extraction(c.cin, 'CHARGES', row.charge_id, 'standalone').data!;
        const events = d.events as Array<{ event_type: string; event_date: string }>;
        const dates = events.map((e) => e.event_date);
        expect(dates).toEqual([...dates].sort());
        expect(events[0]!.event_type).toBe('CREATION');
        const indexed = index.find((x) => String(x.chargeId) === row.charge_id)!;
        expect(indexed.chargeAmount).toBe(row.amount_inr);
        expect(row.status === 'SATISFIED').toBe(indexed.dateOfSatisfaction !== null);
        expect(row.status === 'SATISFIED').toBe(!('current' in d));
        expect(row.counts.modification).toBe(events.filter((e) => e.event_type === 'MODIFICATION').length);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(50);
  });
});
