// PAS-3 (return of allotment) payloads: capital structure after each allotment and its allotment rows.
// Capital amounts are decimal strings and share counts numbers, as the extraction service emits them.
import type { Allotment } from './capital';
import type { CompanyContext } from './context';
import { decimalRupees, isoDate } from './format';
import { buildSrn } from './ids';
import { rngFor } from './prng';
import type { FilingEntry } from './types';

interface Pas3Filing {
  allotment: Allotment;
  entry: FilingEntry;
  filingDay: number;
}

export function pas3Filings(ctx: CompanyContext): Pas3Filing[] {
  const out: Pas3Filing[] = [];
  const allotments = ctx.plan.capital?.allotments ?? [];
  for (const entry of ctx.filings.entries) {
    const event = ctx.filings.events.get(entry.row.filingId);
    if (event?.ref.kind === 'allotment' && entry.row.formId === 'PAS-3') out.push({ allotment: allotments[event.ref.index]!, entry, filingDay: event.day });
  }
  return out.sort((a, b) => b.filingDay - a.filingDay || (a.entry.row.filingId < b.entry.row.filingId ? -1 : 1));
}

const block = (shares: number, nominal: number) => ({ shares, nominal: decimalRupees(nominal), total: decimalRupees(shares * nominal) });

function equity(ctx: CompanyContext, a: Allotment) {
  const nominal = ctx.plan.capital!.nominal;
  return {
    authorised: block(Math.floor(a.authorisedAfter / nominal), nominal),
    issued: block(a.sharesAfter, nominal),
    subscribed: block(a.sharesAfter, nominal),
    paid_up: block(a.sharesAfter, nominal),
  };
}

function srnOf(ctx: CompanyContext, entry: FilingEntry): string {
  return buildSrn(rngFor(ctx.u.seed, 'srn', entry.row.filingId), entry.row.year);
}

export function pas3YearsView(ctx: CompanyContext): Record<string, unknown> {
  const filings = pas3Filings(ctx);
  const latest = filings[0];
  return {
    form_type: 'PAS-3',
    latest_snapshot: latest
      ? { filing_id: latest.entry.row.filingId, as_of_date: isoDate(latest.allotment.day), filing_date: isoDate(latest.filingDay), srn: srnOf(ctx, latest.entry), equity: equity(ctx, latest.allotment) }
      : null,
    filings: filings.map((f) => ({
      filing_id: f.entry.row.filingId,
      filing_date: isoDate(f.filingDay),
      as_of_date: isoDate(f.allotment.day),
      srn: srnOf(ctx, f.entry),
      allotment_count: allotmentRows(ctx, f).length,
    })),
  };
}

function allotmentRows(ctx: CompanyContext, f: Pas3Filing): Array<Record<string, unknown>> {
  const rng = rngFor(ctx.u.seed, 'pas3', f.entry.row.filingId);
  const a = f.allotment;
  const nominal = ctx.plan.capital!.nominal;
  const tranches = a.shares >= 2000 && rng.chance(0.3) ? [Math.floor(a.shares / 2), a.shares - Math.floor(a.shares / 2)] : [a.shares];
  const nonCash = a.type === 'Bonus Issue';
  return tranches.map((shares) => ({
    allotment_date: isoDate(a.day),
    security_type: 'Equity',
    allotment_type: a.type,
    details: `${a.type} of equity shares of Rs. ${nominal} each`,
    terms_in_attachment: rng.chance(0.4),
    mode: nonCash ? 'Other than cash' : 'Cash',
    num_securities_allotted: shares,
    nominal_per_security: decimalRupees(nominal),
    premium_per_security: decimalRupees(a.premium),
    discount_per_security: '0.00',
    total_amount: decimalRupees(shares * (nominal + a.premium)),
    non_cash: nonCash ? { consideration: 'Capitalisation of free reserves', amount: decimalRupees(shares * nominal) } : null,
  }));
}

export function pas3Payload(ctx: CompanyContext, filingId: string): { data: Record<string, unknown>; entry: FilingEntry } | undefined {
  const f = pas3Filings(ctx).find((x) => x.entry.row.filingId === filingId);
  if (!f) return undefined;
  return {
    entry: f.entry,
    data: {
      cin: ctx.plan.sk.cin,
      form_type: 'PAS-3',
      filing_id: filingId,
      filing_date: isoDate(f.filingDay),
      srn: srnOf(ctx, f.entry),
      capital_structure: {
        equity: equity(ctx, f.allotment),
        preference: { authorised: block(0, 100), issued: block(0, 100), subscribed: block(0, 100), paid_up: block(0, 100) },
        debt: { debentures: { units: 0, nominal: '0.00', total: '0.00' }, secured_loans: '0.00' },
      },
      allotments: allotmentRows(ctx, f),
    },
  };
}
