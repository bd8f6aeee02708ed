// What a company filed and when, derived from its plan: incorporation papers, annual accounts and
// returns, auditor appointments, board changes, charges, allotments, capital and name changes, and
// the assorted other eForms that make up most of a long-lived company's list.
import type { AuditorFiling } from './auditors';
import { chargeForm } from './charges';
import { dayOf, fyLabel, REFERENCE_DAY, yearOf } from './format';
import type { CompanyPlan } from './plan';
import { type Rng, rngFor } from './prng';
import type { Universe } from './universe';

export const CATEGORY = {
  annual: 'Annual Returns and Balance Sheet eForms',
  charge: 'Charge Documents',
  directors: 'Change in Directors',
  incorporation: 'Incorporation Documents',
  other: 'Other eForm Documents',
} as const;

export type FilingRef =
  | { kind: 'accounts'; fyEnd: number }
  | { kind: 'return'; fyEnd: number }
  | { kind: 'charge'; chargeId: number; eventIndex: number }
  | { kind: 'allotment'; index: number }
  | AuditorFiling
  | { kind: 'other' };

export interface FilingEvent {
  key: string; // stable within the company: the filing id is derived from it
  formId: string;
  category: string;
  label: string;
  day: number;
  ref: FilingRef;
  pages: [number, number];
  description: string;
  postReference: boolean;
}

const V3 = dayOf(2014, 4, 1);
const LLP_V3 = dayOf(2018, 10, 1);

const MISC_MODERN: Array<[string, string, number]> = [
  ['MGT-14', 'Copy of resolution', 2014], ['INC-22', 'Notice of situation or change of registered office', 2014],
  ['DPT-3', 'Return of deposits', 2019], ['MSME FORM I', 'Return of outstanding payments to micro and small enterprises', 2019],
  ['BEN-2', 'Return in respect of significant beneficial ownership', 2019], ['ADT-3', 'Notice of resignation by the auditor', 2014],
  ['AOC-5', 'Notice of address at which books of account are maintained', 2014], ['CRA-4', 'Cost audit report', 2015],
  ['MGT-14', 'Copy of board resolution', 2014], ['DPT-3', 'Return of deposits', 2019],
];
const MISC_OLD: Array<[string, string]> = [['Form 23', 'Registration of resolution'], ['Form 18', 'Situation of registered office'], ['Form 23B', 'Information by auditor to Registrar']];
const MISC_LLP: Array<[string, string]> = [['LLP Form 3', 'Information with regard to LLP agreement'], ['LLP Form 15', 'Notice for change of place of registered office']];

function miscForm(rng: Rng, plan: CompanyPlan, day: number): [string, string] {
  if (plan.sk.kind === 'LLP') return rng.pick(MISC_LLP);
  if (plan.sk.kind === 'FCIN') return ['FC-2', 'Return of alteration in the documents filed by a foreign company'];
  if (day < V3) return rng.pick(MISC_OLD);
  const year = yearOf(day);
  const open = MISC_MODERN.filter(([, , from]) => from <= year);
  const [form, label] = rng.pick(open);
  return [form, label];
}

export function filingEvents(u: Universe, plan: CompanyPlan): FilingEvent[] {
  const sk = plan.sk;
  if (sk.noFilings) return [];
  const rng = rngFor(u.seed, 'events', sk.index);
  const events: FilingEvent[] = [];
  const add = (key: string, formId: string, category: string, label: string, day: number, pages: [number, number], description: string, ref: FilingRef = { kind: 'other' }) => {
    if (day < REFERENCE_DAY) events.push({ key, formId, category, label, day, ref, pages, description, postReference: false });
  };
  const filed = (day: number, lo: number, hi: number) => Math.min(day + rng.int(lo, hi), REFERENCE_DAY - 2);

  // Incorporation papers
  if (sk.kind === 'LLP') {
    add('inc', sk.incDay >= LLP_V3 ? 'FiLLiP' : 'LLP Form 2', CATEGORY.incorporation, 'Certificate of Incorporation', sk.incDay, [6, 20], 'Incorporation of limited liability partnership');
    add('inc-agreement', 'LLP Form 3', CATEGORY.incorporation, 'LLP agreement', filed(sk.incDay, 5, 29), [8, 30], 'Limited liability partnership agreement');
  } else if (sk.kind === 'FCIN') {
    add('inc', 'FC-1', CATEGORY.incorporation, 'Certificate of establishment of place of business in India', sk.incDay, [10, 40], 'Registration of a foreign company');
  } else {
    const form = sk.incDay >= dayOf(2016, 1, 26) ? 'INC-32' : sk.incDay >= V3 ? 'INC-7' : 'Form 1';
    add('inc', form, CATEGORY.incorporation, 'Certificate of Incorporation', sk.incDay, [10, 30], 'Incorporation of the company');
    add('inc-moa', form, CATEGORY.incorporation, 'Memorandum and Articles of Association', sk.incDay, [12, 40], 'Memorandum and articles of association');
    if (sk.incDay >= dayOf(2019, 11, 2)) add('inc-20a', 'INC-20A', CATEGORY.other, 'Declaration for commencement of business', filed(sk.incDay, 40, 170), [2, 5], 'Declaration for commencement of business');
  }

  // Annual accounts and returns
  const xbrl = sk.listed || sk.kind === 'FLC' || (sk.kind === 'PLC' && sk.size > 0.5) || sk.filingTarget !== null;
  const small = sk.kind === 'OPC' || (sk.kind === 'PTC' && sk.size < 0.4);
  for (const a of plan.annual) {
    const fy = fyLabel(a.fyEnd);
    if (sk.kind === 'LLP') {
      add(`acc-${a.fyEnd}`, 'LLP Form 8', CATEGORY.annual, 'Statement of Account and Solvency', a.accountsDay, [3, 6], `Statement of account and solvency for FY ${fy}`, { kind: 'accounts', fyEnd: a.fyEnd });
      if (a.returnDay !== null) add(`ret-${a.fyEnd}`, 'LLP Form 11', CATEGORY.annual, 'Annual Return', a.returnDay, [3, 8], `Annual return for FY ${fy}`, { kind: 'return', fyEnd: a.fyEnd });
      continue;
    }
    if (sk.kind === 'FCIN') {
      add(`acc-${a.fyEnd}`, 'FC-3', CATEGORY.annual, 'Annual accounts of foreign company', a.accountsDay, [10, 40], `Annual accounts for FY ${fy}`, { kind: 'accounts', fyEnd: a.fyEnd });
      if (a.returnDay !== null) add(`ret-${a.fyEnd}`, 'FC-4', CATEGORY.annual, 'Annual Return', a.returnDay, [4, 10], `Annual return for FY ${fy}`, { kind: 'return', fyEnd: a.fyEnd });
      continue;
    }
    const accountsForm = a.fyEnd <= 2014 ? 'Form 23AC' : xbrl ? 'AOC-4 XBRL' : 'AOC-4';
    const accountsLabel = accountsForm === 'AOC-4 XBRL' ? 'XBRL document in respect of financial statements' : accountsForm === 'AOC-4' ? 'Financial statements' : 'Balance Sheet';
    add(`acc-${a.fyEnd}`, accountsForm, CATEGORY.annual, accountsLabel, a.accountsDay, xbrl ? [20, 60] : [12, 40], `Financial statements for FY ${fy}`, { kind: 'accounts', fyEnd: a.fyEnd });
    if (a.returnDay !== null) {
      const returnForm = a.fyEnd <= 2014 ? 'Form 20B' : small && a.fyEnd >= 2021 ? 'MGT-7A' : 'MGT-7';
      add(`ret-${a.fyEnd}`, returnForm, CATEGORY.annual, 'Annual Return', a.returnDay, returnForm === 'MGT-7A' ? [4, 12] : [8, 25], `Annual return for FY ${fy}`, { kind: 'return', fyEnd: a.fyEnd });
    }
    if (a.fyEnd >= 2015 && (a.fyEnd - 2015) % 5 === 0) add(`adt-${a.fyEnd}`, 'ADT-1', CATEGORY.other, 'Intimation of appointment of auditor', filed(a.agmDay, 3, 14), [2, 5], `Appointment of statutory auditor from FY ${fy}`);
    if (sk.listed && a.fyEnd >= 2015) add(`mgt15-${a.fyEnd}`, 'MGT-15', CATEGORY.other, 'Report on annual general meeting', filed(a.agmDay, 10, 29), [2, 6], `Report on AGM for FY ${fy}`);
    if (plan.dormantDay !== null && a.accountsDay > plan.dormantDay) add(`msc3-${a.fyEnd}`, 'MSC-3', CATEGORY.annual, 'Return of dormant company', filed(a.agmDay, 0, 20), [2, 4], `Return of dormant company for FY ${fy}`);
  }

  // Board changes and charges (those the network builder placed come last, from their own stream)
  const boardAndCharges = (drawn: boolean, filedOn: typeof filed) => {
    for (const ap of plan.appointments) {
      if ((ap.network === true) === drawn) continue;
      const name = u.directors[ap.director]!.fullName;
      if (ap.fromDay > sk.incDay) {
        const day = filedOn(ap.fromDay, 3, 28);
        add(`dir-in-${ap.director}`, dirForm(day), CATEGORY.directors, 'Particulars of appointment of directors', day, [3, 8], `Appointment of ${name} as ${ap.designation}`);
      }
      if (ap.toDay !== null) {
        const day = filedOn(ap.toDay, 3, 28);
        add(`dir-out-${ap.director}`, dirForm(day), CATEGORY.directors, 'Particulars of cessation of directors', day, [2, 6], `Cessation of ${name} as ${ap.designation}`);
      }
    }
    for (const charge of plan.charges) {
      if ((charge.network === true) === drawn) continue;
      charge.events.forEach((ev, i) => {
        const label = ev.type === 'SATISFACTION' ? 'Memorandum of satisfaction of charge' : 'Instrument of creation or modification of charge';
        const what = ev.type === 'CREATION' ? 'Creation' : ev.type === 'MODIFICATION' ? 'Modification' : 'Satisfaction';
        add(`chg-${charge.chargeId}-${i}`, chargeForm(ev, charge.debenture), CATEGORY.charge, label, ev.filingDay, [4, 20], `${what} of charge ${charge.chargeId} in favour of ${charge.bank.name}`, { kind: 'charge', chargeId: charge.chargeId, eventIndex: i });
      });
    }
  };
  const dirForm = (day: number) => (sk.kind === 'LLP' ? 'LLP Form 4' : sk.kind === 'FCIN' ? 'FC-2' : day < V3 ? 'Form 32' : 'DIR-12');
  boardAndCharges(true, filed);

  // Share capital
  plan.capital?.allotments.forEach((a, i) => {
    const day = filed(a.day, 5, 28);
    add(`allot-${i}`, day < V3 ? 'Form 2' : 'PAS-3', CATEGORY.other, day < V3 ? 'Return of allotment' : 'List of allottees', day, [3, 12], `Allotment of ${a.shares} equity shares (${a.type.toLowerCase()})`, { kind: 'allotment', index: i });
  });
  plan.capital?.authorisedSteps.slice(1).forEach((step, i) => {
    const day = filed(step.day, 5, 28);
    add(`sh7-${i}`, day < V3 ? 'Form 5' : 'SH-7', CATEGORY.other, 'Notice of alteration of share capital', day, [2, 6], 'Increase in authorised share capital');
  });

  // Name, CIN and status changes
  plan.nameHistory.forEach((h, i) => {
    add(`name-${i}`, h.toDay < V3 ? 'Form 1A' : 'INC-24', CATEGORY.other, 'Approval for change of name', filed(h.toDay, 0, 10), [3, 8], `Change of name from ${h.value}`);
  });
  plan.cinHistory.forEach((h, i) => {
    add(`cin-${i}`, h.toDay < V3 ? 'Form 23' : sk.converted === 'delisted' ? 'MGT-14' : 'INC-27', CATEGORY.other, 'Conversion of company', filed(h.toDay, 0, 20), [4, 12], `Conversion: earlier CIN ${h.value}`);
  });
  if (plan.endDay !== null) {
    const [form, label] = sk.status === 'Strike Off' ? ['STK-2', 'Application for removal of name'] : sk.status === 'Amalgamated' ? ['INC-28', 'Order of amalgamation'] : ['INC-28', 'Order of the Tribunal for winding up'];
    add('end', form, CATEGORY.other, label, plan.endDay - rng.int(20, 90), [3, 15], label);
  }
  if (plan.dormantDay !== null) add('msc1', 'MSC-1', CATEGORY.other, 'Application for obtaining status of dormant company', plan.dormantDay, [2, 6], 'Application for dormant status');

  // Other eForms: fill to the fixed count when there is one, else a few per year of life.
  const years = Math.max(0, (Math.min(plan.lastDay, REFERENCE_DAY) - sk.incDay) / 365);
  const misc = sk.filingTarget !== null ? Math.max(0, sk.filingTarget - events.length) : Math.round(years * rng.range(0.2, 1.4));
  const lo = sk.incDay + 30;
  const hi = Math.min(plan.lastDay, REFERENCE_DAY - 2);
  for (let i = 0; i < misc && hi > lo; i++) {
    const day = rng.int(lo, hi);
    const [form, label] = miscForm(rng, plan, day);
    add(`misc-${i}`, form, CATEGORY.other, label, day, [1, 8], label);
  }

  // Filed in the days after the reference date: only a refresh of the list reveals them.
  for (let i = 0; i < sk.postRefFilings; i++) {
    const day = REFERENCE_DAY + rng.int(1, 25);
    const [form, label] = miscForm(rng, plan, day);
    events.push({ key: `post-${i}`, formId: form, category: CATEGORY.other, label, day, ref: { kind: 'other' }, pages: [1, 8], description: label, postReference: true });
  }

  const placed = rngFor(u.seed, 'network-events', sk.index);
  boardAndCharges(false, (day, lo, hi) => Math.min(day + placed.int(lo, hi), REFERENCE_DAY - 2));
  return events;
}
