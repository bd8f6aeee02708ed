/**
 * An auditor appointed (ADT-1) within the event window. An ADT-1 is filed at every appointment, a
 * re-appointment for a new term included, so alone it is info (read it to tell a change from a
 * re-appointment); after a resignation or removal in the window it is the change itself: medium.
 */
import type { Signal } from '../../../../shared/bridge/signals';
import { formatDate } from '../../../../shared/dates';
import type { SignalRule } from '../context';
import { filingEvidence } from '../evidence';
import { threshold } from '../thresholds';
import { RESIGNATION_FORMS } from './auditor-resigned';

const APPOINTMENT = /^ADT-1\b/i;

export const auditorAppointedRule: SignalRule = {
  id: 'auditor-appointed',
  run(ctx) {
    const departures = ctx.filingsOf(RESIGNATION_FORMS).filter((f) => ctx.inWindow(f.dateOfFiling));
    return ctx
      .filingsOf(APPOINTMENT)
      .filter((f) => ctx.inWindow(f.dateOfFiling))
      .map((f): Signal => {
        const after = departures.filter((d) => d.dateOfFiling! <= f.dateOfFiling!);
        return {
          rule: 'auditor-appointed',
          severity: after.length > 0 ? 'medium' : 'info',
          title: after.length > 0 ? `New auditor after a resignation (ADT-1 filed ${formatDate(f.dateOfFiling!)})` : `Auditor appointed (ADT-1 filed ${formatDate(f.dateOfFiling!)})`,
          detail:
            after.length > 0
              ? `An auditor was appointed after the ${after.map((d) => `${d.formId} of ${formatDate(d.dateOfFiling!)}`).join(' and ')}: the company changed its auditor.`
              : 'An ADT-1 is filed at each appointment, re-appointment for a new term included: read it to tell a change of auditor from a re-appointment.',
          thresholds: [threshold('EVENT_WINDOW_MONTHS')],
          since: f.dateOfFiling!,
          rbi: null,
          evidence: [filingEvidence(ctx.library, f, ['appoint']), ...after.map((d) => filingEvidence(ctx.library, d, ['resign', 'removal']))],
        };
      });
  },
};
