/**
 * A charge modified within the event window (the master record's date of modification): the terms
 * or the amount secured changed, often an enhancement of the limit. Info: it says the lending moved,
 * not that it went wrong; the CHG-1 and the CHARGES extraction say how.
 */
import type { Signal } from '../../../../shared/bridge/signals';
import { formatDate } from '../../../../shared/dates';
import { chargeEvidence, chargeWords } from '../charges';
import type { SignalRule } from '../context';
import { threshold } from '../thresholds';

type Rec = Record<string, unknown>;

/** What the CHARGES extraction says of a modification on `day`, in its own words, when it says something. */
function modificationWords(payload: unknown, day: string): string | null {
  const events = (payload as { events?: unknown } | null)?.events;
  if (!Array.isArray(events)) return null;
  const found = (events as Rec[]).find((e) => e && e.event_type === 'MODIFICATION' && typeof e.event_date === 'string' && e.event_date.startsWith(day));
  const said = found?.desc_of_modification;
  return typeof said === 'string' && said.trim() !== '' ? said.trim() : null;
}

export const chargeModifiedRule: SignalRule = {
  id: 'charge-modified',
  run(ctx) {
    const taken = new Set<string>();
    return ctx.library.charges
      .list(ctx.company.id)
      .filter((c) => ctx.inWindow(c.modifiedOn))
      .sort((a, b) => a.modifiedOn!.localeCompare(b.modifiedOn!))
      .map((c): Signal => {
        const extracted = ctx.library.extractions.get(ctx.company.id, 'CHARGES', c.chargeId);
        const said = extracted ? modificationWords(extracted.payload, c.modifiedOn!) : null;
        return {
          rule: 'charge-modified',
          severity: 'info',
          title: `Charge ${c.chargeId}${c.holder ? ` (${c.holder})` : ''} modified ${formatDate(c.modifiedOn!)}`,
          detail: `The master record gives ${chargeWords(c)} a date of modification of ${formatDate(c.modifiedOn!)}${c.satisfiedOn ? `; satisfied ${formatDate(c.satisfiedOn)}` : ''}.${said ? ` The charge's extraction describes it: “${said}”.` : ''}`,
          thresholds: [threshold('EVENT_WINDOW_MONTHS')],
          since: c.modifiedOn!,
          rbi: null,
          evidence: chargeEvidence(ctx, c, c.modifiedOn!, 'modified', taken),
        };
      });
  },
};
