// One registry event given by a test (POST /admin/registry/events): validated with zod, turned into a
// timeline event against the company's record as it stands at that moment, so it files its form and
// changes the record exactly as a generated event would.
import { z } from 'zod';
import { auditorOf, CASUAL_PERIOD, filesAuditorForms, otherFirm, RESIGNATION_REASONS } from './auditors';
import { CATEGORY } from './filing-events';
import { dmy, fyLabel, REFERENCE_DAY } from './format';
import type { CompanyPlan } from './plan';
import { rngFor } from './prng';
import { adtFiling } from './timeline-passes';
import { DAY_MS, directorForm, lastChargeFiling, newAddress, newCharge, type TimelineEvent, type TimelineFiling } from './timeline';
import type { Universe } from './universe';

const rupees = z.number().int().positive();
const base = { cin: z.string().trim().min(1), at: z.iso.datetime({ offset: true }).optional() };

export const registryEventSchema = z.discriminatedUnion('kind', [
  z.strictObject({ ...base, kind: z.literal('filing.new'), formId: z.string().trim().min(1).default('MGT-14'), fyEnd: z.number().int().min(2000).max(2100).optional(), description: z.string().min(1).optional() }),
  z.strictObject({ ...base, kind: z.literal('director.appointed'), din: z.string().regex(/^\d{8}$/, 'an 8-digit DIN').optional(), fullName: z.string().trim().min(3).optional(), designation: z.string().trim().min(3).default('Director') }),
  z.strictObject({ ...base, kind: z.literal('director.ceased'), din: z.string().regex(/^\d{8}$/, 'an 8-digit DIN') }),
  z.strictObject({ ...base, kind: z.literal('charge.created'), amountRupees: rupees, holder: z.string().trim().min(3).optional() }),
  z.strictObject({ ...base, kind: z.literal('charge.modified'), chargeId: z.number().int().positive(), amountRupees: rupees }),
  z.strictObject({ ...base, kind: z.literal('charge.satisfied'), chargeId: z.number().int().positive() }),
  z.strictObject({ ...base, kind: z.literal('status.changed'), status: z.enum(['Active', 'Strike Off', 'Under Liquidation', 'Amalgamated', 'Dormant']) }),
  z.strictObject({ ...base, kind: z.literal('name.changed'), name: z.string().trim().min(3) }),
  z.strictObject({ ...base, kind: z.literal('address.changed'), streetAddress: z.string().trim().min(3).optional(), postalCode: z.string().regex(/^\d{6}$/).optional() }),
  z.strictObject({ ...base, kind: z.literal('auditor.resigned'), reason: z.string().trim().min(3).default(RESIGNATION_REASONS[0]) }),
  z.strictObject({ ...base, kind: z.literal('auditor.changed'), firm: z.string().trim().min(3).optional(), frn: z.string().trim().regex(/^\d{6}[CENSW]$/, 'a firm registration number such as 123456W').optional() }),
  z.strictObject({ ...base, kind: z.literal('capital.changed'), authorisedRupees: rupees.optional(), allotShares: z.number().int().positive().optional() })
    .refine((v) => v.authorisedRupees !== undefined || v.allotShares !== undefined, 'give authorisedRupees, allotShares or both'),
]);

export type RegistryEventInput = z.input<typeof registryEventSchema>;
export type RegistryEvent = z.output<typeof registryEventSchema>;

export class RegistryEventError extends Error {}

export interface InjectionHelpers {
  u: Universe;
  /** The director index for a DIN, or undefined. */
  directorIndex(din: string): number | undefined;
  /** A new person appointed by the n-th injected appointment of this company. */
  newPerson(n: number, fullName: string | undefined): number;
  /** How many events were injected into this company before (keys and new DINs stay unique). */
  sequence: number;
}

const other = (key: string, formId: string, label: string, description: string): TimelineFiling => ({ key, formId, category: CATEGORY.other, label, pages: [2, 8], description, ref: { kind: 'other' } });

/** The timeline event for an injected registry event on `plan` (the record as it stands at `at`). */
export function injectedEvent(ev: RegistryEvent, at: number, plan: CompanyPlan, h: InjectionHelpers): TimelineEvent {
  if (at <= REFERENCE_DAY * DAY_MS) throw new RegistryEventError(`at must be after the reference date ${new Date(REFERENCE_DAY * DAY_MS).toISOString()}`);
  const day = Math.floor(at / DAY_MS);
  const n = h.sequence;
  const key = `inj-${n}`;
  const made = (kind: TimelineEvent['kind'], filing: TimelineFiling | null, effect: TimelineEvent['effect'], summary: string): TimelineEvent => ({ kind, at, day, filing, effect, summary });
  switch (ev.kind) {
    case 'filing.new': {
      const fy = ev.fyEnd;
      if (fy !== undefined && /^AOC-4/.test(ev.formId)) {
        if (plan.annual.some((a) => a.fyEnd === fy)) throw new RegistryEventError(`${plan.sk.cin} already filed its accounts for FY ${fyLabel(fy)}`);
        const extraction = plan.extractionYears.length > 0 && fy > (plan.extractionYears.at(-1) ?? 0);
        return made('filing.new', { key: `acc-${fy}`, formId: ev.formId, category: CATEGORY.annual, label: 'Financial statements', pages: [12, 40], description: ev.description ?? `Financial statements for FY ${fyLabel(fy)}`, ref: { kind: 'accounts', fyEnd: fy } },
          { type: 'accounts', annual: { fyEnd: fy, agmDay: day - 10, accountsDay: day, returnDay: null }, extraction, consolidated: false }, `${ev.formId} for FY ${fyLabel(fy)}`);
      }
      if (fy !== undefined && /^MGT-7/.test(ev.formId)) {
        const annual = plan.annual.find((a) => a.fyEnd === fy);
        if (!annual || annual.returnDay !== null) throw new RegistryEventError(`${plan.sk.cin} has no FY ${fyLabel(fy)} accounts awaiting a return`);
        return made('filing.new', { key: `ret-${fy}`, formId: ev.formId, category: CATEGORY.annual, label: 'Annual Return', pages: [8, 25], description: ev.description ?? `Annual return for FY ${fyLabel(fy)}`, ref: { kind: 'return', fyEnd: fy } },
          { type: 'return', fyEnd: fy, returnDay: day }, `${ev.formId} for FY ${fyLabel(fy)}`);
      }
      return made('filing.new', other(key, ev.formId, ev.description ?? `Form ${ev.formId}`, ev.description ?? `Form ${ev.formId}`), { type: 'none' }, `${ev.formId} filed`);
    }
    case 'director.appointed': {
      const director = ev.din === undefined ? h.newPerson(n, ev.fullName) : h.directorIndex(ev.din);
      if (director === undefined) throw new RegistryEventError(`no director with DIN ${ev.din}`);
      if (plan.appointments.some((a) => a.director === director && a.toDay === null)) throw new RegistryEventError(`DIN ${h.u.directors[director]!.din} already sits on ${plan.sk.cin}`);
      const d = h.u.directors[director]!;
      const role = plan.sk.kind === 'LLP' ? 'Designated Partner' : 'Director';
      return made('director.appointed', { ...other(`${key}-dir-in`, directorForm(plan), 'Particulars of appointment of directors', `Appointment of ${d.fullName} as ${ev.designation}`), category: CATEGORY.directors },
        { type: 'appointed', appointment: { director, role, designation: ev.designation, kmp: false, fromDay: day, toDay: null } }, `${d.fullName} (DIN ${d.din}) appointed`);
    }
    case 'director.ceased': {
      const director = h.directorIndex(ev.din);
      const seat = plan.appointments.find((a) => a.director === director && a.toDay === null);
      if (director === undefined || !seat) throw new RegistryEventError(`DIN ${ev.din} is not a current director of ${plan.sk.cin}`);
      const d = h.u.directors[director]!;
      return made('director.ceased', { ...other(`${key}-dir-out`, directorForm(plan), 'Particulars of cessation of directors', `Cessation of ${d.fullName} as ${seat.designation}`), category: CATEGORY.directors },
        { type: 'ceased', director, day }, `${d.fullName} (DIN ${d.din}) ceased`);
    }
    case 'charge.created': {
      if (plan.sk.kind === 'LLP') throw new RegistryEventError('LLPs register no charges here');
      const rng = rngFor(h.u.seed, 'injected-charge', plan.sk.cin, n);
      const bank = ev.holder === undefined ? rng.pick(h.u.banks) : { ...rng.pick(h.u.banks), name: ev.holder };
      const charge = newCharge(plan, bank, day, day, ev.amountRupees);
      return made('charge.created', { key: `chg-${charge.chargeId}-0`, formId: 'CHG-1', category: CATEGORY.charge, label: 'Instrument of creation or modification of charge', pages: [4, 20], description: `Creation of charge ${charge.chargeId} in favour of ${bank.name}`, ref: { kind: 'charge', chargeId: charge.chargeId, eventIndex: 0 } },
        { type: 'chargeCreated', charge }, `charge ${charge.chargeId} of ₹${ev.amountRupees} created in favour of ${bank.name}`);
    }
    case 'charge.modified':
    case 'charge.satisfied': {
      const charge = plan.charges.find((c) => c.chargeId === ev.chargeId);
      if (!charge || charge.status === 'SATISFIED') throw new RegistryEventError(`${plan.sk.cin} has no open charge ${ev.chargeId}`);
      const effect = ev.kind === 'charge.modified'
        ? { type: 'chargeModified' as const, chargeId: ev.chargeId, day, filingDay: day, amount: ev.amountRupees }
        : { type: 'chargeSatisfied' as const, chargeId: ev.chargeId, day, filingDay: day };
      // The filing names the event's index, known once the effect is placed (lastChargeFiling on replay).
      const filing = lastChargeFiling({ ...plan, charges: [{ ...charge, events: [...charge.events, { type: ev.kind === 'charge.modified' ? 'MODIFICATION' : 'SATISFACTION', day, filingDay: day, amountAfter: charge.amount }] }] }, ev.chargeId);
      return made(ev.kind, filing, effect, ev.kind === 'charge.modified' ? `charge ${ev.chargeId} modified to ₹${ev.amountRupees}` : `charge ${ev.chargeId} satisfied`);
    }
    case 'status.changed': {
      if (plan.sk.status === ev.status) throw new RegistryEventError(`${plan.sk.cin} is already ${ev.status}`);
      const [formId, label] = ev.status === 'Strike Off' ? ['STK-2', 'Application for removal of name'] : ev.status === 'Dormant' ? ['MSC-1', 'Application for obtaining status of dormant company'] : ['INC-28', 'Order of the Tribunal'];
      return made('status.changed', other(key, formId, label, label), { type: 'status', status: ev.status, day }, `status ${plan.sk.status} -> ${ev.status}`);
    }
    case 'name.changed':
      return made('name.changed', other(key, 'INC-24', 'Approval for change of name', `Change of name from ${plan.sk.name}`), { type: 'name', name: ev.name, day }, `renamed ${plan.sk.name} -> ${ev.name}`);
    case 'address.changed': {
      const drawn = newAddress(rngFor(h.u.seed, 'injected-address', plan.sk.cin, n), plan);
      const address = { ...drawn, streetAddress: ev.streetAddress ?? drawn.streetAddress, postalCode: ev.postalCode ?? drawn.postalCode };
      return made('address.changed', other(key, plan.sk.kind === 'LLP' ? 'LLP Form 15' : 'INC-22', 'Notice of situation or change of registered office', 'Change of registered office'), { type: 'address', address }, `registered office moved to ${address.streetAddress}`);
    }
    case 'auditor.resigned':
    case 'auditor.changed': {
      if (!filesAuditorForms(plan.sk)) throw new RegistryEventError(`${plan.sk.cin} is an LLP or a foreign company: it files no ADT forms`);
      const state = auditorOf(h.u, plan.sk, plan.auditor);
      if (ev.kind === 'auditor.resigned') {
        if (state.resignedDay !== null) throw new RegistryEventError(`the auditor of ${plan.sk.cin}, ${state.firm.name}, resigned on ${dmy(state.resignedDay)}; inject auditor.changed for the next one`);
        return made('auditor.resigned', adtFiling(`${key}-adt3`, { kind: 'auditor', form: 'ADT-3', firm: state.firm, previous: null, day, meetingDay: null, nature: 'Resignation', period: null, reason: ev.reason }),
          { type: 'auditor', state: { firm: state.firm, resignedDay: day } }, `statutory auditor ${state.firm.name} resigned: ${ev.reason.toLowerCase()}`);
      }
      const rng = rngFor(h.u.seed, 'injected-auditor', plan.sk.cin, n);
      const drawn = otherFirm(rng, plan.sk.city.name, state.firm);
      const firm = { ...drawn, name: ev.firm ?? drawn.name, frn: ev.frn ?? drawn.frn };
      if (firm.name === state.firm.name) throw new RegistryEventError(`${firm.name} is already the auditor of ${plan.sk.cin}`);
      const casual = state.resignedDay !== null;
      const nature = casual ? 'Appointment in a casual vacancy caused by the resignation of the auditor' : 'Appointment of a new auditor in place of the previous auditor';
      return made('auditor.changed', adtFiling(`${key}-adt1`, { kind: 'auditor', form: 'ADT-1', firm, previous: state.firm, day, meetingDay: day, nature, period: casual ? CASUAL_PERIOD : null, reason: null }),
        { type: 'auditor', state: { firm, resignedDay: null } }, `statutory auditor changed from ${state.firm.name} to ${firm.name}`);
    }
    case 'capital.changed': {
      const cap = plan.capital;
      if (!cap) throw new RegistryEventError(`${plan.sk.cin} has no share capital`);
      const allot = ev.allotShares === undefined ? null : { shares: ev.allotShares, premium: 0, type: 'Rights Issue' as const };
      const after = (cap.shares + (ev.allotShares ?? 0)) * cap.nominal;
      const authorised = ev.authorisedRupees ?? (after > cap.authorised ? after : null);
      if (authorised !== null && authorised < after) throw new RegistryEventError(`authorised capital ₹${authorised} is below the paid-up ₹${after} the allotment makes`);
      if (ev.authorisedRupees !== undefined && ev.authorisedRupees <= cap.authorised) throw new RegistryEventError(`authorisedRupees must exceed the authorised capital ₹${cap.authorised}`);
      const filing = allot
        ? { key: `allot-${cap.allotments.length}`, formId: 'PAS-3', category: CATEGORY.other, label: 'List of allottees', pages: [3, 12] as [number, number], description: `Allotment of ${allot.shares} equity shares (rights issue)`, ref: { kind: 'allotment' as const, index: cap.allotments.length } }
        : other(key, 'SH-7', 'Notice of alteration of share capital', 'Increase in authorised share capital');
      return made('capital.changed', filing, { type: 'capital', day, authorised, allot }, `capital: authorised ${authorised ?? cap.authorised}, paid-up ${after}`);
    }
  }
}
