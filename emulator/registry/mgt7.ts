// MGT-7 / MGT-7A annual return payloads, consistent with the same year's AOC-4 figures and capital.
import { capitalOn } from './capital';
import { type CompanyContext, entryByKey } from './context';
import { fyEndDay, fyStartDay, isoDate, REFERENCE_DAY } from './format';
import { buildSrn } from './ids';
import { rngFor } from './prng';

/** Year keys (calendar year of fy_end) with an MGT-7 or MGT-7A extraction, ascending. */
export function mgt7Years(ctx: CompanyContext): number[] {
  const filedReturns = new Set(ctx.plan.annual.filter((a) => a.returnDay !== null && a.fyEnd >= 2015).map((a) => a.fyEnd));
  return ctx.plan.extractionYears.filter((y) => filedReturns.has(y));
}

function equityBlock(shares: number, nominal: number) {
  return { shares, nominal, total: shares * nominal };
}

export function mgt7Payload(ctx: CompanyContext, year: number): { data: Record<string, unknown>; createdAt: string; sourceFilingId: string } | undefined {
  if (!mgt7Years(ctx).includes(year)) return undefined;
  const { plan, u } = ctx;
  const sk = plan.sk;
  const source = entryByKey(ctx, `ret-${year}`);
  const annual = plan.annual.find((a) => a.fyEnd === year);
  const figures = ctx.series('standalone').find((y) => y.fyEnd === year)?.figures;
  if (!source || !annual || !figures || !plan.capital) return undefined;
  const rng = rngFor(u.seed, 'mgt7', sk.index, year);
  const cap = capitalOn(plan.capital, fyEndDay(year));
  const nominal = plan.capital.nominal;
  const authorisedShares = Math.floor(cap.authorised / nominal);
  const promoterPct = sk.listed ? rng.range(35, 75) : rng.range(70, 100);
  const promoterShares = Math.round((cap.shares * promoterPct) / 100);
  const current = plan.appointments.filter((a) => a.fromDay <= fyEndDay(year) && (a.toDay === null || a.toDay > fyStartDay(year)));
  const boardMeetings = Array.from({ length: rng.int(4, 8) }, (_, i) => ({
    date: isoDate(fyStartDay(year) + Math.floor(((i + rng.float()) * 365) / 8)),
    total_directors: current.length,
    attendance: Math.max(1, current.length - rng.int(0, 2)),
  }));
  const subs = plan.subsidiaries.map((i) => u.companies[i]!).map((c) => ({ name: c.name, cin: c.cin, type: 'Subsidiary', percent_shares_held: Math.round(rng.range(51, 100) * 100) / 100 }));
  const isOpc = sk.kind === 'OPC';
  const formType = source.entry.row.formId === 'MGT-7A' ? 'MGT-7A' : 'MGT-7';
  const data: Record<string, unknown> = {
    cin: sk.cin,
    form_type: formType,
    srn: buildSrn(rngFor(u.seed, 'srn', source.entry.row.filingId), Number(source.entry.row.year)),
    fy_start: isoDate(fyStartDay(year)),
    fy_end: isoDate(fyEndDay(year)),
    agm_date: isOpc ? null : isoDate(annual.agmDay),
    filing_date: isoDate(annual.returnDay ?? annual.accountsDay),
    is_opc: isOpc,
    is_share_listed: sk.listed,
    number_stock_exchange: sk.listed ? 2 : 0,
    stock_exchanges: sk.listed ? [{ name: 'BSE Limited', code: '1' }, { name: 'National Stock Exchange of India Limited', code: '1024' }] : [],
    num_business_actv: 1,
    business_activities: [{ main_activity_group_code: sk.nic.section, description_main_activity_group: sk.nic.sectionDescription, business_activity_code: sk.nicCode, description_business_activity: sk.nic.description, percent_turnover: 100 }],
    num_rtas: sk.listed ? 1 : 0,
    rtas: sk.listed ? [{ name: `${sk.coined} Registry Services Private Limited`, address: `${sk.city.name}, ${sk.state.name}` }] : [],
    num_holding_subs: subs.length,
    holding_subs: subs,
    share_capital: {
      equity: { authorised: equityBlock(authorisedShares, nominal), issued: equityBlock(cap.shares, nominal), subscribed: equityBlock(cap.shares, nominal), paid_up: equityBlock(cap.shares, nominal) },
      preference: { authorised: equityBlock(0, 100), issued: equityBlock(0, 100), subscribed: equityBlock(0, 100), paid_up: equityBlock(0, 100) },
      unclassified_total: 0,
    },
    share_holding_pattern: {
      promoter: { equity_shares: promoterShares, percentage: Math.round((promoterShares / cap.shares) * 10000) / 100 },
      public: { equity_shares: cap.shares - promoterShares, percentage: Math.round(((cap.shares - promoterShares) / cap.shares) * 10000) / 100 },
    },
    turnover: figures.RevenueFromOperations,
    net_worth: figures.ShareholdersFunds,
    meetings: { members: isOpc ? [] : [{ type: 'Annual General Meeting', date: isoDate(annual.agmDay), attendance: rng.int(2, sk.listed ? 400 : 12) }], board: boardMeetings },
    kmp: current.filter((a) => a.kmp || rng.chance(0.5)).map((a) => ({
      din_pan: u.directors[a.director]!.din, name: u.directors[a.director]!.fullName, designation: a.designation,
      date_of_appointment: isoDate(a.fromDay), cessation_date: a.toDay !== null && a.toDay <= fyEndDay(year) ? isoDate(a.toDay) : null,
    })),
    remuneration: {
      md_wtd_manager: Math.round(figures.EmployeeBenefitExpense! * rng.range(0.01, 0.05)),
      other_directors: Math.round(figures.EmployeeBenefitExpense! * rng.range(0, 0.01)),
      kmp_other: Math.round(figures.EmployeeBenefitExpense! * rng.range(0, 0.01)),
    },
  };
  return { data, createdAt: extractionStamp(u.seed, source.entry.row.createdAt, source.entry.row.filingId), sourceFilingId: source.entry.row.filingId };
}

/** When the service extracted a filing: a few days to weeks after it recorded it, never after the reference date. */
export function extractionStamp(seed: string, recordedAt: string, filingId: string): string {
  const rng = rngFor(seed, 'extracted', filingId);
  const ms = Math.min(Date.parse(recordedAt) + rng.int(1, 25) * 86_400_000 + rng.int(0, 86_399) * 1000, REFERENCE_DAY * 86_400_000 - 1000);
  return new Date(Math.max(ms, Date.parse(recordedAt))).toISOString();
}
