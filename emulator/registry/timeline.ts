// A registry that lives (issue 10): what happens to a company after the reference date, decided from
// the seed, year by year (each calendar year its own stream, so the horizon can grow without changing
// earlier years). Annual accounts within 30 days of the AGM and the annual return within 60, charges
// created, modified and satisfied, directors appointed and ceasing, now and then a capital increase,
// a new registered address, a new name or a strike-off; each event carries the filing that records
// it and the change it makes to the company's record once the registry has it (`at`).
import type { CapitalPlan } from './capital';
import { type Charge, chargeForm } from './charges';
import { CATEGORY } from './filing-events';
import { dayOf, fyEndDay, fyLabel, REFERENCE_DAY, yearOf } from './format';
import type { CompanyPlan } from './plan';
import { type Rng, rngFor } from './prng';
import type { Bank, SharedAddress, Universe } from './universe';
import { BUILDING_KINDS, PREMISES, STREET_KINDS } from './places';
import { auditorPass, exodusPass, type PassContext } from './timeline-passes';
import { coinWord, companyName } from './words';

export const DAY_MS = 86_400_000;
/** Generated events run this many years past the reference date. */
export const TIMELINE_YEARS = 5;
export const TIMELINE_END_DAY = REFERENCE_DAY + TIMELINE_YEARS * 365;
/**
 * Generated events start three months after the reference date: the drawn dataset already holds what
 * the registry recorded in the weeks after it (filings.ts, `postRefFilings`), and tests that move the
 * clock into that quarter see exactly the drawn rows. Injected events may happen any time after it.
 */
export const TIMELINE_START_DAY = dayOf(2027, 2, 1);

export { type Effect, REGISTRY_EVENT_KINDS, type RegistryEventKind, type TimelineEvent, type TimelineFiling } from './timeline-types';
import type { Effect, RegistryEventKind, TimelineEvent, TimelineFiling } from './timeline-types';

/** A copy of a plan that effects may change without touching the cached original. */
export function clonePlan(plan: CompanyPlan): CompanyPlan {
  const capital: CapitalPlan | null = plan.capital && { ...plan.capital, allotments: [...plan.capital.allotments], authorisedSteps: [...plan.capital.authorisedSteps] };
  return {
    ...plan,
    sk: { ...plan.sk },
    annual: plan.annual.map((a) => ({ ...a })),
    extractionYears: [...plan.extractionYears],
    consolidatedYears: [...plan.consolidatedYears],
    capital,
    charges: plan.charges.map((c) => ({ ...c, events: [...c.events] })),
    appointments: plan.appointments.map((a) => ({ ...a })),
    nameHistory: [...plan.nameHistory],
  };
}

/** Applies one effect; an effect that no longer fits the record (a director already gone) changes nothing. */
export function applyEffect(plan: CompanyPlan, effect: Effect): void {
  switch (effect.type) {
    case 'accounts':
      if (plan.annual.some((a) => a.fyEnd === effect.annual.fyEnd)) return;
      plan.annual.push({ ...effect.annual });
      if (effect.extraction) plan.extractionYears.push(effect.annual.fyEnd);
      if (effect.consolidated) plan.consolidatedYears.push(effect.annual.fyEnd);
      return;
    case 'return': {
      const annual = plan.annual.find((a) => a.fyEnd === effect.fyEnd);
      if (annual && annual.returnDay === null) annual.returnDay = effect.returnDay;
      return;
    }
    case 'appointed':
      if (!plan.appointments.some((a) => a.director === effect.appointment.director)) plan.appointments.push({ ...effect.appointment });
      return;
    case 'ceased': {
      const seat = plan.appointments.find((a) => a.director === effect.director && a.toDay === null);
      if (seat) seat.toDay = effect.day;
      return;
    }
    case 'chargeCreated':
      if (!plan.charges.some((c) => c.chargeId === effect.charge.chargeId)) plan.charges.push({ ...effect.charge, events: [...effect.charge.events] });
      return;
    case 'chargeModified': {
      const charge = plan.charges.find((c) => c.chargeId === effect.chargeId && c.status !== 'SATISFIED');
      if (!charge) return;
      charge.events.push({ type: 'MODIFICATION', day: effect.day, filingDay: effect.filingDay, amountAfter: effect.amount });
      charge.amount = effect.amount;
      return;
    }
    case 'chargeSatisfied': {
      const charge = plan.charges.find((c) => c.chargeId === effect.chargeId && c.status !== 'SATISFIED');
      if (!charge) return;
      charge.events.push({ type: 'SATISFACTION', day: effect.day, filingDay: effect.filingDay, amountAfter: charge.amount });
      charge.status = 'SATISFIED';
      return;
    }
    case 'status':
      plan.sk.status = effect.status as CompanyPlan['sk']['status'];
      plan.endDay = effect.status === 'Active' ? null : effect.day;
      if (effect.status !== 'Active') plan.lastDay = effect.day;
      return;
    case 'name': {
      const from = plan.nameHistory.at(-1)?.toDay ?? plan.sk.incDay;
      plan.nameHistory.push({ value: plan.sk.name, fromDay: from, toDay: effect.day });
      plan.sk.name = effect.name;
      return;
    }
    case 'address':
      plan.sk.sharedAddress = { ...effect.address };
      return;
    case 'auditor':
      plan.auditor = effect.state;
      return;
    case 'capital': {
      const cap = plan.capital;
      if (!cap) return;
      if (effect.authorised !== null && effect.authorised > cap.authorised) {
        cap.authorisedSteps.push({ day: effect.day, authorised: effect.authorised });
        cap.authorised = effect.authorised;
      }
      if (effect.allot !== null) {
        const shares = cap.shares + effect.allot.shares;
        if (shares * cap.nominal > cap.authorised) return;
        cap.allotments.push({ day: effect.day, type: effect.allot.type, shares: effect.allot.shares, premium: effect.allot.premium, paidUpAfter: shares * cap.nominal, sharesAfter: shares, authorisedAfter: cap.authorised });
        cap.shares = shares;
        cap.paidUp = shares * cap.nominal;
      }
      return;
    }
    default:
      return;
  }
}

const MISC: Array<[string, string]> = [
  ['MGT-14', 'Copy of resolution'], ['DPT-3', 'Return of deposits'], ['MSME FORM I', 'Return of outstanding payments to micro and small enterprises'],
  ['BEN-2', 'Return in respect of significant beneficial ownership'], ['AOC-5', 'Notice of address at which books of account are maintained'],
];

export function newAddress(rng: Rng, plan: CompanyPlan): SharedAddress {
  const street = `${rng.pick(PREMISES)} ${rng.int(1, 480)}, ${coinWord(rng)} ${rng.pick(BUILDING_KINDS)}, ${coinWord(rng)} ${rng.pick(STREET_KINDS)}`;
  return { streetAddress: street, city: plan.sk.city.name, state: plan.sk.state.name, postalCode: `${plan.sk.city.pin}${String(rng.int(1, 99)).padStart(3, '0')}`, country: 'India' };
}

export function newChargeId(plan: CompanyPlan, day: number): number {
  let id = 10_000_000 + (day - dayOf(1950, 1, 1)) * 31 + 29;
  while (plan.charges.some((c) => c.chargeId === id)) id++;
  return id;
}

export function newCharge(plan: CompanyPlan, bank: Bank, day: number, filingDay: number, amount: number): Charge {
  return { chargeId: newChargeId(plan, day), bank, debenture: bank.category === 'Debenture Trustee', chargeType: 'Hypothecation', asset: 'Stock in trade and book debts, present and future', events: [{ type: 'CREATION', day, filingDay, amountAfter: amount }], amount, status: 'ACTIVE' };
}

export function directorForm(plan: CompanyPlan): string {
  return plan.sk.kind === 'LLP' ? 'LLP Form 4' : plan.sk.kind === 'FCIN' ? 'FC-2' : 'DIR-12';
}

interface Generator {
  u: Universe;
  plan: CompanyPlan; // the working copy, effects applied as events are made
  events: TimelineEvent[];
  /** Index of the k-th person this company appoints (a new director). */
  newPerson(k: number): number;
  appointed: number;
}

function emit(g: Generator, rng: Rng, kind: RegistryEventKind, day: number, filing: TimelineFiling | null, effect: Effect, summary: string): void {
  if (day < TIMELINE_START_DAY || day > TIMELINE_END_DAY) return;
  const at = day * DAY_MS + rng.int(9 * 3600, 19 * 3600) * 1000;
  applyEffect(g.plan, effect);
  g.events.push({ kind, at, day, filing, effect, summary });
}

function annual(g: Generator, rng: Rng, fy: number): void {
  const { plan } = g;
  const sk = plan.sk;
  const label = fyLabel(fy);
  const existing = plan.annual.find((a) => a.fyEnd === fy);
  const catchUp = (day: number) => (day < TIMELINE_START_DAY ? TIMELINE_START_DAY + rng.int(0, 100) : day);
  if (existing) {
    if (existing.returnDay !== null) return;
    const returnDay = catchUp(existing.agmDay + rng.int(20, 58));
    const formId = sk.kind === 'LLP' ? 'LLP Form 11' : sk.kind === 'FCIN' ? 'FC-4' : 'MGT-7';
    emit(g, rng, 'filing.new', returnDay, { key: `ret-${fy}`, formId, category: CATEGORY.annual, label: 'Annual Return', pages: [8, 25], description: `Annual return for FY ${label}`, ref: { kind: 'return', fyEnd: fy } }, { type: 'return', fyEnd: fy, returnDay }, `${formId} for FY ${label}`);
    return;
  }
  const agmDay = catchUp(fyEndDay(fy) + rng.int(140, 182));
  const accountsDay = agmDay + rng.int(5, 29); // AOC-4 within 30 days of the AGM
  const returnDay = Math.max(agmDay + rng.int(20, 58), accountsDay + 1); // MGT-7 within 60 days, after the accounts
  const xbrl = sk.listed || sk.kind === 'FLC' || (sk.kind === 'PLC' && sk.size > 0.5) || sk.filingTarget !== null;
  const small = sk.kind === 'OPC' || (sk.kind === 'PTC' && sk.size < 0.4);
  const [accountsForm, returnForm] = sk.kind === 'LLP' ? ['LLP Form 8', 'LLP Form 11'] : sk.kind === 'FCIN' ? ['FC-3', 'FC-4'] : [xbrl ? 'AOC-4 XBRL' : 'AOC-4', small ? 'MGT-7A' : 'MGT-7'];
  const extraction = plan.extractionYears.length > 0;
  const consolidated = extraction && plan.consolidatedYears.includes(plan.extractionYears.at(-1)!);
  const accountsLabel = accountsForm === 'AOC-4 XBRL' ? 'XBRL document in respect of financial statements' : sk.kind === 'LLP' ? 'Statement of Account and Solvency' : 'Financial statements';
  emit(g, rng, 'filing.new', accountsDay, { key: `acc-${fy}`, formId: accountsForm, category: CATEGORY.annual, label: accountsLabel, pages: xbrl ? [20, 60] : [12, 40], description: `Financial statements for FY ${label}`, ref: { kind: 'accounts', fyEnd: fy } },
    { type: 'accounts', annual: { fyEnd: fy, agmDay, accountsDay, returnDay: null }, extraction, consolidated }, `${accountsForm} for FY ${label}`);
  emit(g, rng, 'filing.new', returnDay, { key: `ret-${fy}`, formId: returnForm, category: CATEGORY.annual, label: 'Annual Return', pages: returnForm === 'MGT-7A' ? [4, 12] : [8, 25], description: `Annual return for FY ${label}`, ref: { kind: 'return', fyEnd: fy } },
    { type: 'return', fyEnd: fy, returnDay }, `${returnForm} for FY ${label}`);
}

function board(g: Generator, rng: Rng, year: number, dayIn: () => number): void {
  const { plan, u } = g;
  if (rng.chance(0.3) && g.appointed < 50) {
    const director = g.newPerson(g.appointed++);
    const day = dayIn();
    const name = u.directors[director]!.fullName;
    const role = plan.sk.kind === 'LLP' ? 'Designated Partner' : 'Director';
    emit(g, rng, 'director.appointed', day + rng.int(3, 28), { key: `tl-dir-in-${u.directors[director]!.din}`, formId: directorForm(plan), category: CATEGORY.directors, label: 'Particulars of appointment of directors', pages: [3, 8], description: `Appointment of ${name} as ${role}`, ref: { kind: 'other' } },
      { type: 'appointed', appointment: { director, role, designation: role === 'Director' ? (rng.chance(0.3) ? 'Additional Director' : 'Director') : role, kmp: false, fromDay: day, toDay: null } }, `${name} (DIN ${u.directors[director]!.din}) appointed`);
  }
  const current = plan.appointments.filter((a) => a.toDay === null);
  if (rng.chance(0.22) && current.length > 2) {
    const leaving = current[rng.int(2, current.length - 1)]!;
    const day = Math.max(dayIn(), leaving.fromDay + 30);
    const d = u.directors[leaving.director]!;
    emit(g, rng, 'director.ceased', day + rng.int(3, 28), { key: `tl-dir-out-${d.din}-${year}`, formId: directorForm(plan), category: CATEGORY.directors, label: 'Particulars of cessation of directors', pages: [2, 6], description: `Cessation of ${d.fullName} as ${leaving.designation}`, ref: { kind: 'other' } },
      { type: 'ceased', director: leaving.director, day }, `${d.fullName} (DIN ${d.din}) ceased`);
  }
}

function chargeFiling(charge: Charge, index: number): TimelineFiling {
  const ev = charge.events[index]!;
  const what = ev.type === 'CREATION' ? 'Creation' : ev.type === 'MODIFICATION' ? 'Modification' : 'Satisfaction';
  const label = ev.type === 'SATISFACTION' ? 'Memorandum of satisfaction of charge' : 'Instrument of creation or modification of charge';
  return { key: `chg-${charge.chargeId}-${index}`, formId: chargeForm(ev, charge.debenture), category: CATEGORY.charge, label, pages: [4, 20], description: `${what} of charge ${charge.chargeId} in favour of ${charge.bank.name}`, ref: { kind: 'charge', chargeId: charge.chargeId, eventIndex: index } };
}

/** The filing of a charge's newest event, once an effect has added it to the plan. */
export function lastChargeFiling(plan: CompanyPlan, chargeId: number): TimelineFiling | null {
  const charge = plan.charges.find((c) => c.chargeId === chargeId);
  return charge ? chargeFiling(charge, charge.events.length - 1) : null;
}

function charges(g: Generator, rng: Rng, dayIn: () => number): void {
  const { plan, u } = g;
  if (plan.sk.kind === 'LLP') return;
  const rate = plan.sk.chargeLevel === 'many' ? 0.8 : plan.sk.chargeLevel === 'few' ? 0.3 : 0.05;
  if (rng.chance(rate)) {
    const day = dayIn();
    const filingDay = day + rng.int(3, 28);
    const charge = newCharge(plan, rng.pick(u.banks), day, filingDay, Math.max(5e5, Math.round((plan.scale * rng.logRange(0.3, 4)) / 1e5) * 1e5));
    emit(g, rng, 'charge.created', filingDay, chargeFiling(charge, 0), { type: 'chargeCreated', charge }, `charge ${charge.chargeId} of ₹${charge.amount} created in favour of ${charge.bank.name}`);
  }
  const open = plan.charges.filter((c) => c.status !== 'SATISFIED');
  if (open.length > 0 && rng.chance(0.2)) {
    const charge = rng.pick(open);
    const day = Math.max(dayIn(), charge.events.at(-1)!.filingDay + 30);
    const amount = Math.max(5e5, Math.round((charge.amount * rng.range(0.8, 1.5)) / 1e5) * 1e5);
    const filingDay = day + rng.int(3, 28);
    emit(g, rng, 'charge.modified', filingDay, null, { type: 'chargeModified', chargeId: charge.chargeId, day, filingDay, amount }, `charge ${charge.chargeId} modified to ₹${amount}`);
    fillChargeFiling(g, charge.chargeId);
  }
  const stillOpen = plan.charges.filter((c) => c.status !== 'SATISFIED');
  if (stillOpen.length > 0 && rng.chance(0.2)) {
    const charge = rng.pick(stillOpen);
    const day = Math.max(dayIn(), charge.events.at(-1)!.filingDay + 30);
    const filingDay = day + rng.int(3, 28);
    emit(g, rng, 'charge.satisfied', filingDay, null, { type: 'chargeSatisfied', chargeId: charge.chargeId, day, filingDay }, `charge ${charge.chargeId} satisfied`);
    fillChargeFiling(g, charge.chargeId);
  }
}

/** A modification's or satisfaction's filing is known once the effect has placed its event. */
function fillChargeFiling(g: Generator, chargeId: number): void {
  const last = g.events.at(-1);
  if (last && last.filing === null && (last.kind === 'charge.modified' || last.kind === 'charge.satisfied')) last.filing = lastChargeFiling(g.plan, chargeId);
}

function corporate(g: Generator, rng: Rng, year: number, dayIn: () => number): boolean {
  const { plan } = g;
  const sk = plan.sk;
  if (plan.capital && rng.chance(0.08)) {
    const day = dayIn();
    const cap = plan.capital;
    const shares = Math.max(100, Math.round((cap.shares * rng.range(0.05, 0.3)) / 100) * 100);
    const authorised = (cap.shares + shares) * cap.nominal > cap.authorised ? Math.round((cap.shares + shares) * cap.nominal * rng.range(1.2, 2)) : null;
    const allot = { shares, premium: Math.round(cap.nominal * rng.range(0, 10)), type: rng.pick(['Rights Issue', 'Private Placement', 'Preferential Allotment'] as const) };
    if (authorised !== null) {
      emit(g, rng, 'capital.changed', day, { key: `tl-sh7-${year}`, formId: 'SH-7', category: CATEGORY.other, label: 'Notice of alteration of share capital', pages: [2, 6], description: 'Increase in authorised share capital', ref: { kind: 'other' } },
        { type: 'capital', day, authorised, allot: null }, `authorised capital raised to ₹${authorised}`);
    }
    const index = cap.allotments.length;
    emit(g, rng, 'capital.changed', day + rng.int(5, 28), { key: `allot-${index}`, formId: 'PAS-3', category: CATEGORY.other, label: 'List of allottees', pages: [3, 12], description: `Allotment of ${shares} equity shares (${allot.type.toLowerCase()})`, ref: { kind: 'allotment', index } },
      { type: 'capital', day, authorised: null, allot }, `${shares} shares allotted`);
  }
  if (rng.chance(0.03)) {
    const address = newAddress(rng, plan);
    emit(g, rng, 'address.changed', dayIn(), { key: `tl-inc22-${year}`, formId: sk.kind === 'LLP' ? 'LLP Form 15' : 'INC-22', category: CATEGORY.other, label: 'Notice of situation or change of registered office', pages: [2, 6], description: 'Change of registered office', ref: { kind: 'other' } },
      { type: 'address', address }, `registered office moved to ${address.streetAddress}, ${address.city}`);
  }
  if (sk.kind !== 'LLP' && sk.kind !== 'FCIN' && rng.chance(0.01)) {
    const name = companyName(rng, sk.kind, sk.nic.words).name;
    const day = dayIn();
    emit(g, rng, 'name.changed', day, { key: `tl-name-${year}`, formId: 'INC-24', category: CATEGORY.other, label: 'Approval for change of name', pages: [3, 8], description: `Change of name from ${sk.name}`, ref: { kind: 'other' } },
      { type: 'name', name, day }, `renamed ${name}`);
  }
  const small = (sk.kind === 'PTC' || sk.kind === 'OPC') && !sk.listed && sk.size < 0.3;
  if (small && rng.chance(0.01)) {
    const day = dayIn();
    emit(g, rng, 'status.changed', day, { key: `tl-stk-${year}`, formId: 'STK-2', category: CATEGORY.other, label: 'Application for removal of name', pages: [3, 15], description: 'Application for removal of name', ref: { kind: 'other' } },
      { type: 'status', status: 'Strike Off', day }, 'struck off the register');
    return true;
  }
  return false;
}

/** Every generated event of an active company after the reference date, in recording order. */
export function generateTimeline(u: Universe, start: CompanyPlan, newPerson: (k: number) => number): TimelineEvent[] {
  const g: Generator = { u, plan: start, events: [], newPerson, appointed: 0 };
  if (start.sk.status !== 'Active') return [];
  for (let year = yearOf(REFERENCE_DAY); year <= yearOf(TIMELINE_END_DAY); year++) {
    const rng = rngFor(u.seed, 'timeline', start.sk.index, year);
    const lo = Math.max(TIMELINE_START_DAY, dayOf(year, 1, 1));
    const hi = dayOf(year, 12, 31);
    const dayIn = () => rng.int(lo, Math.max(lo, hi));
    const last = g.plan.annual.at(-1)?.fyEnd ?? yearOf(start.sk.incDay);
    for (let fy = Math.max(last, yearOf(start.sk.incDay) + 1); fy <= year; fy++) annual(g, rng, fy);
    if (hi < lo) continue; // a year before the generated life starts: only its late annual filings, caught up after
    board(g, rng, year, dayIn);
    charges(g, rng, dayIn);
    for (let k = rng.int(0, 2); k > 0; k--) {
      const [formId, label] = rng.pick(MISC);
      emit(g, rng, 'filing.new', dayIn(), { key: `tl-misc-${year}-${k}`, formId, category: CATEGORY.other, label, pages: [1, 8], description: label, ref: { kind: 'other' } }, { type: 'none' }, `${formId} filed`);
    }
    if (corporate(g, rng, year, dayIn)) break;
  }
  // Drawn after the years above, from streams of their own: adding them changed none of those events.
  const ctx: PassContext = { u, plan: g.plan, events: g.events, start: TIMELINE_START_DAY, end: TIMELINE_END_DAY, emit: (rng, kind, day, filing, effect, summary) => emit(g, rng, kind, day, filing, effect, summary) };
  auditorPass(ctx);
  exodusPass(ctx);
  return g.events.sort((a, b) => a.at - b.at);
}
