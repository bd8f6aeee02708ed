/**
 * The registered office moved within the event window: an INC-22 (or LLP Form 15, or the older
 * Form 18) filed then, leaving out the notice of the first office filed within
 * FIRST_OFFICE_NOTICE_DAYS of incorporation; or a move a watch check saw in the master record
 * (`address.changed`), cited to the read it was seen in. One signal a move: a filing and the change
 * it reports are one move.
 */
import type { Signal } from '../../../../shared/bridge/signals';
import { addDays, formatDate } from '../../../../shared/dates';
import type { SignalRule } from '../context';
import { changeEvidence, filingEvidence } from '../evidence';
import { dayAsked } from '../dates';
import { FIRST_OFFICE_NOTICE_DAYS, threshold } from '../thresholds';

const OFFICE_FORMS = /^(INC-22|LLP Form 15|Form 18)\b/i;

const move = (since: string, detail: string, evidence: Signal['evidence']): Signal => ({
  rule: 'office-moved',
  severity: 'medium',
  title: `Registered office moved (${formatDate(since)})`,
  detail,
  thresholds: [threshold('EVENT_WINDOW_MONTHS'), threshold('FIRST_OFFICE_NOTICE_DAYS')],
  since,
  rbi: null,
  evidence,
});

export const officeMovedRule: SignalRule = {
  id: 'office-moved',
  run(ctx) {
    const incorporated = ctx.company.dateOfIncorporation;
    const notices = ctx
      .filingsOf(OFFICE_FORMS)
      .filter((f) => ctx.inWindow(f.dateOfFiling) && !(incorporated && f.dateOfFiling! <= addDays(incorporated, FIRST_OFFICE_NOTICE_DAYS)));
    const changes = ctx.library.watch.changes({ companyId: ctx.company.id, kind: 'address.changed', limit: 1000 }).filter((c) => ctx.inWindow(dayAsked(c.detectedAt)));
    const out = notices.map((f) => {
      const seen = changes.filter((c) => c.filingId === f.filingId);
      const to = seen.map((c) => c.after).find((a): a is string => typeof a === 'string');
      return move(
        f.dateOfFiling!,
        `${f.formId} (notice of change of registered office) filed ${formatDate(f.dateOfFiling!)}${to ? `; the master record now gives ${to}` : ''}.`,
        [filingEvidence(ctx.library, f, [...(to ? [to, ...(/\b\d{6}\b/.exec(to) ?? [])] : []), 'change of registered office', 'registered office']), ...seen.map((c) => changeEvidence(ctx.company, c))],
      );
    });
    for (const c of changes.filter((c) => !notices.some((f) => f.filingId === c.filingId))) {
      out.push(move(dayAsked(c.detectedAt), `A watch check saw the registered office change from ${String(c.before ?? 'unknown')} to ${String(c.after ?? 'unknown')} in the master record.`, [changeEvidence(ctx.company, c)]));
    }
    return out.sort((a, b) => a.since.localeCompare(b.since));
  },
};
