// The filing rows of a company's timeline (generated and injected events), shaped like the drawn ones
// (filings.ts): size and pages drawn from the row's own stream, an AOC-4 long enough for its figures,
// recorded at the event's instant. Merged with the drawn rows as of a moment, for the payload builders.
import type { FilingEvent } from './filing-events';
import { accountsPagesNeeded, type CompanyFilings, filingIdFor } from './filings';
import { dmy, yearOf } from './format';
import type { CompanyPlan } from './plan';
import { rngFor } from './prng';
import { DAY_MS, type TimelineEvent } from './timeline';
import type { FilingEntry } from './types';

export interface TimelineRow {
  at: number;
  entry: FilingEntry;
  event: FilingEvent;
}

/** The row of one event's filing, with the plan as it stood once the event applied. */
export function timelineRow(seed: string, plan: CompanyPlan, ev: TimelineEvent): TimelineRow | null {
  const f = ev.filing;
  if (f === null) return null;
  const cin = plan.sk.cin;
  const rng = rngFor(seed, 'row', cin, f.key);
  const day = Math.floor(ev.at / DAY_MS);
  let pages = rng.int(f.pages[0], f.pages[1]);
  if (f.ref.kind === 'accounts') pages = Math.max(pages, accountsPagesNeeded(plan, f.ref.fyEnd));
  const fileSize = Math.min(3_000_000, Math.max(20_000, pages * rng.int(18_000, 60_000)));
  const createdAt = new Date(ev.at).toISOString();
  const description = rng.chance(0.3) ? null : f.description;
  const entry: FilingEntry = {
    row: {
      filingId: filingIdFor(seed, cin, f.key),
      formId: f.formId,
      documentCategory: f.category,
      attachmentLabel: f.label,
      dateOfFiling: dmy(day),
      year: yearOf(day),
      fileSize,
      fileType: 'pdf',
      numberOfPages: pages,
      description,
      createdAt,
      updatedAt: createdAt,
    },
    initiallyCached: rng.chance(0.7),
  };
  const event: FilingEvent = { key: f.key, formId: f.formId, category: f.category, label: f.label, day, ref: f.ref, pages: f.pages, description: f.description, postReference: true };
  return { at: ev.at, entry, event };
}

const newestFirst = (a: FilingEntry, b: FilingEntry) =>
  a.row.createdAt < b.row.createdAt ? 1 : a.row.createdAt > b.row.createdAt ? -1 : a.row.filingId < b.row.filingId ? 1 : -1;

/** The drawn filings plus the timeline rows recorded up to a moment. */
export function mergeFilings(drawn: CompanyFilings, rows: readonly TimelineRow[]): CompanyFilings {
  if (rows.length === 0) return drawn;
  const events = new Map(drawn.events);
  const byKey = new Map(drawn.byKey);
  for (const r of rows) {
    events.set(r.entry.row.filingId, r.event);
    byKey.set(r.event.key, { entry: r.entry, event: r.event });
  }
  return { entries: [...drawn.entries, ...rows.map((r) => r.entry)].sort(newestFirst), events, byKey };
}
