// CHARGES extraction: one lifecycle per charge (creation, modifications, satisfaction), and the list view.
import type { Charge, ChargeEvent } from './charges';
import { type CompanyContext, entryByKey } from './context';
import { isoDate } from './format';
import { buildSrn } from './ids';
import { rngFor } from './prng';

const DETAILED_FROM = Date.UTC(2014, 3, 1) / 86_400_000;

function eventSrn(ctx: CompanyContext, charge: Charge, index: number): { srn: string; filingId: string | null } {
  const hit = entryByKey(ctx, `chg-${charge.chargeId}-${index}`);
  const id = hit?.entry.row.filingId ?? `${charge.chargeId}-${index}`;
  return { srn: buildSrn(rngFor(ctx.u.seed, 'srn', id), hit?.entry.row.year ?? 2014), filingId: hit?.entry.row.filingId ?? null };
}

function holder(charge: Charge) {
  return { name: charge.bank.name, category: charge.bank.category, address: `${charge.bank.street}, ${charge.bank.city.name}, ${charge.bank.state.name}` };
}

function eventPayload(ctx: CompanyContext, charge: Charge, ev: ChargeEvent, index: number): Record<string, unknown> {
  const base: Record<string, unknown> = {
    event_type: ev.type,
    event_date: isoDate(ev.day),
    filing_date: isoDate(ev.filingDay),
    srn: eventSrn(ctx, charge, index).srn,
  };
  // Filings before the 2014 forms were digitised with fewer fields.
  const detailed = ev.filingDay >= DETAILED_FROM;
  if (ev.type !== 'SATISFACTION') {
    base.charge = detailed ? { amount: ev.amountAfter, currency: 'INR', type: charge.chargeType } : { amount: ev.amountAfter };
    base.holder = detailed ? holder(charge) : { name: charge.bank.name };
    if (detailed) {
      base.security = { type: charge.chargeType, debenture: charge.debenture };
      base.asset_particulars = charge.asset;
    }
    if (ev.type === 'MODIFICATION') base.desc_of_modification = `Limit revised to Rs. ${ev.amountAfter}`;
  } else {
    base.satisfaction = { date: isoDate(ev.day), amount: ev.amountAfter };
    if (detailed) base.holder = holder(charge);
  }
  return base;
}

function counts(charge: Charge) {
  return {
    creation: charge.events.filter((e) => e.type === 'CREATION').length,
    modification: charge.events.filter((e) => e.type === 'MODIFICATION').length,
    satisfaction: charge.events.filter((e) => e.type === 'SATISFACTION').length,
  };
}

export function chargesYearsView(ctx: CompanyContext): Record<string, unknown> {
  const rows = ctx.plan.charges.map((c) => {
    const first = c.events[0]!;
    const last = c.events[c.events.length - 1]!;
    return {
      charge_id: String(c.chargeId),
      status: c.status,
      holder_name: c.bank.name,
      holder_category: c.bank.category,
      amount_inr: c.amount,
      amount_crore: Math.round(c.amount / 1e5) / 100,
      counts: counts(c),
      first_event_date: isoDate(first.day),
      latest_event_date: isoDate(last.day),
      latest_event_type: last.type,
    };
  });
  rows.sort((a, b) => (a.latest_event_date < b.latest_event_date ? 1 : a.latest_event_date > b.latest_event_date ? -1 : a.charge_id < b.charge_id ? 1 : -1));
  return { form_type: 'CHARGES', charges: rows };
}

export function chargePayload(ctx: CompanyContext, chargeId: string): { data: Record<string, unknown>; sourceFilingId: string | null; lastFilingId: string | null } | undefined {
  const charge = ctx.plan.charges.find((c) => String(c.chargeId) === chargeId);
  if (!charge) return undefined;
  const data: Record<string, unknown> = {
    cin: ctx.plan.sk.cin,
    form_type: 'CHARGES',
    charge_id: String(charge.chargeId),
    status: charge.status,
    counts: counts(charge),
  };
  if (charge.status !== 'SATISFIED') {
    const lastEvent = charge.events[charge.events.length - 1]!;
    data.current = { amount: charge.amount, currency: 'INR', holder: holder(charge), security: { type: charge.chargeType }, asset_particulars: charge.asset, as_of: isoDate(lastEvent.day) };
  }
  data.events = charge.events.map((ev, i) => eventPayload(ctx, charge, ev, i));
  return { data, sourceFilingId: eventSrn(ctx, charge, 0).filingId, lastFilingId: eventSrn(ctx, charge, charge.events.length - 1).filingId };
}
