/**
 * An auditor resigned (ADT-3, the auditor's notice of resignation, section 140(2)) or the company
 * asked to remove one before the end of the term (ADT-2, section 140(1)) within the event window.
 * An auditor walking away is among the plainest warnings a borrower's filings give: high.
 */
import type { Signal } from '../../../../shared/bridge/signals';
import { formatDate } from '../../../../shared/dates';
import type { SignalRule } from '../context';
import { filingEvidence } from '../evidence';
import { threshold } from '../thresholds';

export const RESIGNATION_FORMS = /^(ADT-3|ADT-2)\b/i;

export const auditorResignedRule: SignalRule = {
  id: 'auditor-resigned',
  run(ctx) {
    return ctx
      .filingsOf(RESIGNATION_FORMS)
      .filter((f) => ctx.inWindow(f.dateOfFiling))
      .map((f): Signal => {
        const removal = /^ADT-2/i.test(f.formId!.trim());
        return {
          rule: 'auditor-resigned',
          severity: 'high',
          title: removal ? `Removal of the auditor sought (ADT-2 filed ${formatDate(f.dateOfFiling!)})` : `Auditor resigned (ADT-3 filed ${formatDate(f.dateOfFiling!)})`,
          detail: removal
            ? 'The company applied to remove its statutory auditor before the end of the term (section 140(1)): ask why.'
            : 'The statutory auditor filed a notice of resignation (section 140(2)); the notice states the reasons: read them.',
          thresholds: [threshold('EVENT_WINDOW_MONTHS')],
          since: f.dateOfFiling!,
          rbi: null,
          evidence: [filingEvidence(ctx.library, f, removal ? ['removal', 'remove'] : ['resign'])],
        };
      });
  },
};
