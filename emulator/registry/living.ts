// Each company's record as it stands at a moment: the drawn plan and filings at the reference date,
// plus the timeline events (generated from the seed, and those injected by tests) recorded up to
// that moment. New people a company appoints get DINs that name the company (11CCCCKK generated,
// 12CCCCKK injected), so a profile can be found from the DIN alone.
import type { CompanyFilings } from './filings';
import { buildFilings } from './filings';
import { REFERENCE_DAY } from './format';
import { Lru } from './lru';
import { FEMALE_FIRST, LAST, MALE_FIRST } from './people';
import type { CompanyPlan } from './plan';
import { rngFor } from './prng';
import { injectedEvent, type RegistryEvent } from './registry-events';
import { applyEffect, clonePlan, DAY_MS, generateTimeline, lastChargeFiling, type TimelineEvent } from './timeline';
import { mergeFilings, type TimelineRow, timelineRow } from './timeline-rows';
import type { DirectorSkeleton, Universe } from './universe';

export const REFERENCE_MS = REFERENCE_DAY * DAY_MS;

interface CompanyTimeline {
  events: TimelineEvent[];
  rows: TimelineRow[];
  /** Drawn and timeline rows, newest recorded first: every filing the company will ever have (made on first use). */
  all: CompanyFilings | null;
}

export interface InjectedRecord {
  event: RegistryEvent;
  at: number;
}

export class Living {
  private readonly timelines = new Lru<number, CompanyTimeline>(400);
  private readonly drawnFilings = new Lru<number, CompanyFilings>(200);
  private readonly plansAt = new Lru<string, CompanyPlan>(400);
  private readonly mergedAt = new Lru<string, CompanyFilings>(200);
  private readonly injected = new Map<number, TimelineEvent[]>();
  /** Bumped by every injection, so cached views of a company are rebuilt. */
  private readonly versions = new Map<number, number>();

  constructor(
    private readonly u: Universe,
    private readonly planOf: (i: number) => CompanyPlan,
  ) {}

  drawn(i: number): CompanyFilings {
    return this.drawnFilings.get(i, () => buildFilings(this.u, this.planOf(i)));
  }

  private timeline(i: number): CompanyTimeline {
    return this.timelines.get(i, () => {
      const base = this.planOf(i);
      const generated = generateTimeline(this.u, clonePlan(base), (k) => this.person(i, k, 11));
      const events = [...generated, ...(this.injected.get(i) ?? [])].sort((a, b) => a.at - b.at);
      // Replay in recording order: each row is drawn with the record as it stood when it was filed.
      const working = clonePlan(base);
      const rows: TimelineRow[] = [];
      for (const ev of events) {
        applyEffect(working, ev.effect);
        const isCharge = ev.effect.type === 'chargeModified' || ev.effect.type === 'chargeSatisfied';
        const filing = isCharge && 'chargeId' in ev.effect ? lastChargeFiling(working, ev.effect.chargeId) : ev.filing;
        const row = filing && timelineRow(this.u.seed, working, { ...ev, filing });
        if (row && !rows.some((r) => r.entry.row.filingId === row.entry.row.filingId)) rows.push(row);
      }
      return { events, rows, all: null };
    });
  }

  /** How many of the company's timeline events the registry has recorded by `asOf`. */
  private count(i: number, asOf: number): number {
    if (asOf <= REFERENCE_MS) return 0;
    const { events } = this.timeline(i);
    let n = 0;
    while (n < events.length && events[n]!.at <= asOf) n++;
    return n;
  }

  private key(i: number, n: number): string {
    return `${i}|${this.versions.get(i) ?? 0}|${n}`;
  }

  /** The company's plan with every event recorded by `asOf` applied (the drawn plan when none is). */
  planAt(i: number, asOf: number): CompanyPlan {
    const n = this.count(i, asOf);
    if (n === 0) return this.planOf(i);
    return this.plansAt.get(this.key(i, n), () => {
      const plan = clonePlan(this.planOf(i));
      for (const ev of this.timeline(i).events.slice(0, n)) applyEffect(plan, ev.effect);
      return plan;
    });
  }

  /** The filings recorded by `asOf`, with their events (for payloads and PDFs). */
  filingsAt(i: number, asOf: number): CompanyFilings {
    if (asOf <= REFERENCE_MS) return this.drawn(i);
    const rows = this.timeline(i).rows.filter((r) => r.at <= asOf);
    if (rows.length === 0) return this.drawn(i);
    return this.mergedAt.get(`${this.key(i, 0)}|${rows.length}`, () => mergeFilings(this.drawn(i), rows));
  }

  /** Every filing the company has or will have, newest recorded first. */
  allFilings(i: number): CompanyFilings {
    const timeline = this.timeline(i);
    timeline.all ??= mergeFilings(this.drawn(i), timeline.rows);
    return timeline.all;
  }

  events(i: number): readonly TimelineEvent[] {
    return this.timeline(i).events;
  }

  /** The k-th new person of a company (prefix 11: generated, 12: injected); made once, then found by DIN. */
  person(i: number, k: number, prefix: 11 | 12, fullName?: string): number {
    const din = `${prefix}${String(i).padStart(4, '0')}${String(k).padStart(2, '0')}`;
    const known = this.u.byDin.get(din);
    if (known !== undefined) return known;
    const rng = rngFor(this.u.seed, 'new-person', din);
    const gender = rng.chance(0.7) ? 'Male' : 'Female';
    const drawn = [rng.pick(gender === 'Male' ? MALE_FIRST : FEMALE_FIRST), rng.pick(LAST)];
    const parts = fullName?.split(/\s+/) ?? drawn;
    const d: DirectorSkeleton = {
      index: this.u.directors.length, din, firstName: parts.slice(0, -1).join(' ') || parts[0]!, middleName: null, lastName: parts.at(-1)!,
      gender, fullName: parts.join(' '), sandbox: false, companies: [i], appointedLater: true,
    };
    this.u.directors.push(d);
    this.u.byDin.set(din, d.index);
    return d.index;
  }

  /** The company a new person's DIN names, if it is one (its timeline must be read to make them). */
  static companyOfNewDin(din: string): { i: number; prefix: 11 | 12 } | null {
    const m = /^(11|12)(\d{4})\d{2}$/.exec(din);
    return m ? { i: Number(m[2]), prefix: Number(m[1]) as 11 | 12 } : null;
  }

  /** Adds a test's event to the company's timeline; the record and filings follow from `at` on. */
  inject(i: number, record: InjectedRecord): TimelineEvent {
    const list = this.injected.get(i) ?? [];
    const plan = this.planAt(i, record.at);
    const ev = injectedEvent(record.event, record.at, plan, {
      u: this.u,
      sequence: list.length,
      directorIndex: (din) => this.u.byDin.get(din),
      newPerson: (n, fullName) => this.person(i, n, 12, fullName),
    });
    if (ev.effect.type === 'appointed') {
      const d = this.u.directors[ev.effect.appointment.director]!;
      if (!d.companies.includes(i)) d.companies.push(i);
    }
    this.injected.set(i, [...list, ev]);
    this.versions.set(i, (this.versions.get(i) ?? 0) + 1);
    this.timelines.delete(i);
    return ev;
  }

  /** The row an event's filing became, once recorded. */
  rowOf(i: number, ev: TimelineEvent): TimelineRow | null {
    return this.timeline(i).rows.find((r) => r.at === ev.at && r.event.key === (ev.filing?.key ?? r.event.key) && r.entry.row.formId === (ev.filing?.formId ?? '')) ?? null;
  }
}
