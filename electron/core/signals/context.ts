/**
 * What every signal rule sees: the company, the day asked and the event window, and the reads
 * several rules share (the filing list, the statutory status, the network's flags), each read once
 * per computation.
 */
import type { NetworkFlag } from '../../../shared/bridge/network';
import type { Signal, SignalRuleId, StatutoryStatus } from '../../../shared/bridge/signals';
import { networkFlags } from '../findings';
import type { CompanyRow, FilingRow, Library } from '../store';
import { addMonths, dayAsked } from './dates';
import { statutoryStatus } from './statutory';
import { EVENT_WINDOW_MONTHS } from './thresholds';

export interface SignalContext {
  library: Library;
  company: CompanyRow;
  /** The instant asked, ISO. */
  now: string;
  /** The day asked, in India (IST), ISO date. */
  today: string;
  /** The first day of the event window (EVENT_WINDOW_MONTHS before `today`), included. */
  windowStart: string;
  /** A day within the event window (`windowStart` to `today`, both included). */
  inWindow(day: string | null | undefined): day is string;
  /** Every filing the library lists for the company, newest first. */
  filings(): FilingRow[];
  /** Its filings of the forms `form` matches. */
  filingsOf(form: RegExp): FilingRow[];
  statutory(): StatutoryStatus;
  /** The connections flags around the company (findings/network.ts); none when its master record was never read. */
  network(): NetworkFlag[];
}

export interface SignalRule {
  id: SignalRuleId;
  run(ctx: SignalContext): Signal[];
}

const once = <T>(read: () => T): (() => T) => {
  let value: { v: T } | null = null;
  return () => {
    value ??= { v: read() };
    return value.v;
  };
};

export function signalContext(library: Library, company: CompanyRow, now: string): SignalContext {
  const today = dayAsked(now);
  const windowStart = addMonths(today, -EVENT_WINDOW_MONTHS);
  const filings = once(() => library.filings.listByCompany(company.id, { limit: 1_000_000 }));
  return {
    library,
    company,
    now,
    today,
    windowStart,
    inWindow: (day): day is string => typeof day === 'string' && day >= windowStart && day <= today,
    filings,
    filingsOf: (form) => filings().filter((f) => f.formId !== null && form.test(f.formId.trim())),
    statutory: once(() => statutoryStatus(library, company.id, now)),
    network: once(() => (company.masterReadAt ? networkFlags(library, company.id, now).flags : [])),
  };
}
