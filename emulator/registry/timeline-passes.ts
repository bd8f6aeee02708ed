// Events placed after a company's year-by-year timeline is drawn, from streams of their own, so the
// events drawn before them stay exactly as they were: auditor appointments, resignations and changes
// (ADT-1 / ADT-3), and now and then several directors leaving within a year (DIR-12).
import {
  type AuditorFiling, type AuditorState, auditorOf, CASUAL_PERIOD, filesAuditorForms, otherFirm, RESIGNATION_RATE, RESIGNATION_REASONS, ROTATION_RATE, termPeriod,
} from './auditors';
import { CATEGORY } from './filing-events';
import { dayOf, fyLabel, yearOf } from './format';
import type { CompanyPlan } from './plan';
import { type Rng, rngFor } from './prng';
import type { Effect, RegistryEventKind, TimelineEvent, TimelineFiling } from './timeline-types';
import type { Universe } from './universe';

export interface PassContext {
  u: Universe;
  /** The working plan, every event drawn so far applied. */
  plan: CompanyPlan;
  events: readonly TimelineEvent[];
  /** First and last day events are generated on. */
  start: number;
  end: number;
  emit(rng: Rng, kind: RegistryEventKind, day: number, filing: TimelineFiling, effect: Effect, summary: string): void;
}

/** Companies where several directors leave within twelve months, per year. */
export const EXODUS_RATE = 0.015;

export function adtFiling(key: string, ref: AuditorFiling): TimelineFiling {
  const adt1 = ref.form === 'ADT-1';
  return {
    key,
    formId: ref.form,
    category: CATEGORY.other,
    label: adt1 ? 'Intimation of appointment of auditor' : 'Notice of resignation by the auditor',
    pages: adt1 ? [2, 5] : [2, 4],
    description: adt1 ? `Appointment of ${ref.firm.name} as statutory auditor` : `Resignation of statutory auditor ${ref.firm.name}`,
    ref,
  };
}

/** The day the company stops filing within the timeline (a generated strike-off), or the timeline's end. */
function lastDay(ctx: PassContext): number {
  const struck = ctx.events.find((e) => e.effect.type === 'status');
  return struck ? struck.day - 1 : ctx.end;
}

type Step = { kind: 'agm'; day: number; fyEnd: number } | { kind: 'resign'; day: number; year: number };

/**
 * ADT-1 at the AGM that closes each five-year term (accounts for FY 2025, 2030 ... the timeline files):
 * the same firm reappointed, or now and then a new one; and a few percent of companies a year whose
 * auditor resigns (ADT-3 within 30 days) and is replaced by the board (ADT-1 within 30 days of it).
 */
export function auditorPass(ctx: PassContext): void {
  const { u, plan } = ctx;
  const sk = plan.sk;
  if (!filesAuditorForms(sk)) return;
  const last = lastDay(ctx);
  const steps: Step[] = [];
  for (const e of ctx.events) {
    if (e.effect.type === 'accounts' && e.effect.annual.fyEnd % 5 === 0) steps.push({ kind: 'agm', day: e.effect.annual.agmDay, fyEnd: e.effect.annual.fyEnd });
  }
  const agms = steps.map((s) => s.day);
  for (let year = yearOf(ctx.start); year <= yearOf(last); year++) {
    const rng = rngFor(u.seed, 'timeline-auditor', sk.index, year);
    if (!rng.chance(RESIGNATION_RATE)) continue;
    const [lo, hi] = [Math.max(ctx.start, dayOf(year, 1, 1)), Math.min(last - 70, dayOf(year, 12, 31))];
    if (hi < lo) continue;
    const day = rng.int(lo, hi);
    // Not in the weeks around an AGM appointment: the two would cross.
    if (agms.every((a) => Math.abs(a - day) > 90)) steps.push({ kind: 'resign', day, year });
  }
  steps.sort((a, b) => a.day - b.day);
  let state: AuditorState = auditorOf(u, sk, plan.auditor);
  const city = sk.city.name;
  for (const step of steps) {
    if (step.kind === 'agm') {
      const rng = rngFor(u.seed, 'timeline-auditor', sk.index, 'agm', step.fyEnd);
      const filed = step.day + rng.int(3, 14);
      if (filed > last) continue;
      const rotate = state.resignedDay !== null || rng.chance(ROTATION_RATE);
      const firm = rotate ? otherFirm(rng, city, state.firm) : state.firm;
      const ref: AuditorFiling = {
        kind: 'auditor', form: 'ADT-1', firm, previous: rotate ? state.firm : null, day: step.day, meetingDay: step.day,
        nature: rotate ? 'Appointment of a new auditor at the annual general meeting' : 'Re-appointment at the annual general meeting', period: termPeriod(step.day, step.fyEnd), reason: null,
      };
      state = { firm, resignedDay: null };
      const summary = rotate ? `statutory auditor changed from ${ref.previous!.name} to ${firm.name}` : `${firm.name} reappointed statutory auditor until the AGM for FY ${fyLabel(step.fyEnd + 5)}`;
      ctx.emit(rng, rotate ? 'auditor.changed' : 'auditor.appointed', filed, adtFiling(`tl-adt1-${step.fyEnd}`, ref), { type: 'auditor', state }, summary);
      continue;
    }
    const rng = rngFor(u.seed, 'timeline-auditor', sk.index, step.year, 'resign');
    const reason = rng.pick(RESIGNATION_REASONS);
    const resigned = state.firm;
    const adt3 = step.day + rng.int(2, 20);
    const appointed = step.day + rng.int(3, 25);
    const adt1 = Math.min(adt3 + 30, Math.max(appointed + rng.int(2, 10), adt3 + 1));
    const firm = otherFirm(rng, city, resigned);
    state = { firm: resigned, resignedDay: step.day };
    ctx.emit(rng, 'auditor.resigned', adt3, adtFiling(`tl-adt3-${step.year}`, { kind: 'auditor', form: 'ADT-3', firm: resigned, previous: null, day: step.day, meetingDay: null, nature: 'Resignation', period: null, reason }),
      { type: 'auditor', state }, `statutory auditor ${resigned.name} resigned: ${reason.toLowerCase()}`);
    state = { firm, resignedDay: null };
    const ref: AuditorFiling = { kind: 'auditor', form: 'ADT-1', firm, previous: resigned, day: appointed, meetingDay: appointed, nature: 'Appointment in a casual vacancy caused by the resignation of the auditor', period: CASUAL_PERIOD, reason: null };
    ctx.emit(rng, 'auditor.changed', adt1, adtFiling(`tl-adt1-casual-${step.year}`, ref), { type: 'auditor', state }, `statutory auditor changed from ${resigned.name} to ${firm.name} (casual vacancy)`);
  }
}

/**
 * Now and then several directors leave one company within twelve months (two to four of them, never
 * the first two seats, only directors the timeline otherwise keeps): once per company at most.
 */
export function exodusPass(ctx: PassContext): void {
  const { u, plan } = ctx;
  const sk = plan.sk;
  if (sk.kind === 'FCIN') return;
  const last = lastDay(ctx);
  for (let year = yearOf(ctx.start); year <= yearOf(last); year++) {
    const rng = rngFor(u.seed, 'timeline-exodus', sk.index, year);
    if (!rng.chance(EXODUS_RATE)) continue;
    const [lo, hi] = [Math.max(ctx.start, dayOf(year, 1, 1)), Math.min(last - 60, dayOf(year, 12, 31))];
    if (hi < lo) continue;
    const start = rng.int(lo, hi);
    const sitting = plan.appointments.filter((a) => a.fromDay <= start - 30 && (a.toDay === null || a.toDay > start));
    const leaving = sitting.slice(2).filter((a) => a.toDay === null);
    if (leaving.length < 2) continue;
    const form = sk.kind === 'LLP' ? 'LLP Form 4' : 'DIR-12';
    const chosen = rng.shuffle(leaving.slice()).slice(0, Math.min(leaving.length, rng.int(2, 4)));
    for (const seat of chosen) {
      const day = Math.min(last - 30, start + rng.int(0, 300));
      const d = u.directors[seat.director]!;
      ctx.emit(rng, 'director.ceased', day + rng.int(3, 28), { key: `tl-dir-exodus-${d.din}`, formId: form, category: CATEGORY.directors, label: 'Particulars of cessation of directors', pages: [2, 6], description: `Cessation of ${d.fullName} as ${seat.designation}`, ref: { kind: 'other' } },
        { type: 'ceased', director: seat.director, day }, `${d.fullName} (DIN ${d.din}) ceased`);
    }
    return;
  }
}
