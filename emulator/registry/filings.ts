// Filing rows as the list endpoint returns them, newest recorded first. A few rows were recorded late
// (createdAt well after dateOfFiling), so recording order and filing order disagree now and then.
import { aoc4PrintedLines } from './aoc4';
import { type FilingEvent, filingEvents } from './filing-events';
import { dmy, isoInstant, REFERENCE_DAY, yearOf } from './format';
import type { CompanyPlan } from './plan';
import { base62Token, rngFor } from './prng';
import type { FilingEntry } from './types';
import type { Universe } from './universe';

export interface CompanyFilings {
  entries: FilingEntry[];
  events: Map<string, FilingEvent>; // by filingId
  byKey: Map<string, { entry: FilingEntry; event: FilingEvent }>;
}

const LINES_PER_PAGE = 38;

export function filingIdFor(seed: string, cin: string, key: string): string {
  return `flg_${base62Token(20, seed, 'flg', cin, key)}`;
}

/** Pages an AOC-4 needs so every extracted line item fits (cover page, statements, notes). */
export function accountsPagesNeeded(plan: CompanyPlan, fyEnd: number): number {
  if (!plan.extractionYears.includes(fyEnd)) return 1;
  const scopes = plan.consolidatedYears.includes(fyEnd) ? 2 : 1;
  const perScope = aoc4PrintedLines('standalone', fyEnd, false, {}).length;
  return 2 + Math.ceil((perScope * scopes) / LINES_PER_PAGE);
}

export function buildFilings(u: Universe, plan: CompanyPlan): CompanyFilings {
  const sk = plan.sk;
  const events = filingEvents(u, plan);
  const accounts = events.filter((e) => e.ref.kind === 'accounts' && e.formId !== 'LLP Form 8' && e.formId !== 'FC-3');
  const huge = new Set(sk.hugeFilings > 0 ? accounts.slice(-sk.hugeFilings).map((e) => e.key) : []);
  const byId = new Map<string, FilingEvent>();
  const byKey = new Map<string, { entry: FilingEntry; event: FilingEvent }>();
  const entries = events.map((ev): FilingEntry => {
    const entry = rowFor(ev);
    byKey.set(ev.key, { entry, event: ev });
    return entry;
  });
  function rowFor(ev: FilingEvent): FilingEntry {
    const rng = rngFor(u.seed, 'row', sk.cin, ev.key);
    const filingId = filingIdFor(u.seed, sk.cin, ev.key);
    byId.set(filingId, ev);
    let pages = rng.int(ev.pages[0], ev.pages[1]);
    if (ev.formId === 'AOC-4 XBRL' && rng.chance(0.08)) pages = rng.int(120, 250);
    if (ev.ref.kind === 'accounts') pages = Math.max(pages, accountsPagesNeeded(plan, ev.ref.fyEnd));
    let fileSize = Math.min(3_000_000, Math.max(20_000, pages * rng.int(18_000, 60_000)));
    if (huge.has(ev.key)) {
      pages = Math.max(pages, rng.int(160, 250));
      fileSize = rng.int(10_500_000, 14_000_000);
    }
    const lastOpen = REFERENCE_DAY - 1;
    let createdDay = ev.day + rng.int(0, 2);
    if (ev.postReference) createdDay = Math.max(createdDay, REFERENCE_DAY + 1);
    else if (rng.chance(0.05) && lastOpen - ev.day > 60) createdDay = Math.min(lastOpen, ev.day + rng.int(30, 500));
    else createdDay = Math.min(createdDay, lastOpen);
    const createdSeconds = rng.int(0, 86_399);
    const createdAt = isoInstant(createdDay, createdSeconds);
    const touched = rng.chance(0.1) && !ev.postReference;
    const updatedDay = touched ? Math.min(lastOpen, createdDay + rng.int(1, 200)) : createdDay;
    const updatedAt = updatedDay === createdDay ? createdAt : isoInstant(updatedDay, rng.int(0, 86_399));
    return {
      row: {
        filingId,
        formId: ev.formId,
        documentCategory: ev.category,
        attachmentLabel: ev.label,
        dateOfFiling: dmy(ev.day),
        year: yearOf(ev.day),
        fileSize,
        fileType: 'pdf',
        numberOfPages: pages,
        description: rng.chance(0.3) ? null : ev.description,
        createdAt,
        updatedAt,
      },
      initiallyCached: rng.chance(0.7),
    };
  }
  entries.sort((a, b) => (a.row.createdAt < b.row.createdAt ? 1 : a.row.createdAt > b.row.createdAt ? -1 : a.row.filingId < b.row.filingId ? 1 : -1));
  return { entries, events: byId, byKey };
}
