/**
 * The statutory obligations (signals/statutory.ts) overdue on the day asked, as one signal: high
 * when one is overdue by more than OVERDUE_HIGH_DAYS, medium past OVERDUE_MEDIUM_DAYS, info below.
 * It holds since the earliest due date among them.
 */
import type { Signal } from '../../../../shared/bridge/signals';
import { formatFy } from '../../../../shared/dates';
import type { SignalRule } from '../context';
import { uniqueEvidence } from '../evidence';
import { OVERDUE_HIGH_DAYS, OVERDUE_MEDIUM_DAYS, threshold } from '../thresholds';

const NAMES = { agm: 'AGM', accounts: 'accounts', 'annual-return': 'annual return' } as const;

export const filingsOverdueRule: SignalRule = {
  id: 'filings-overdue',
  run(ctx) {
    const overdue = ctx.statutory().obligations.filter((o) => o.state === 'overdue');
    if (overdue.length === 0) return [];
    const longest = Math.max(...overdue.map((o) => o.overdueDays ?? 0));
    const severity = longest > OVERDUE_HIGH_DAYS ? 'high' : longest > OVERDUE_MEDIUM_DAYS ? 'medium' : 'info';
    const signal: Signal = {
      rule: 'filings-overdue',
      severity,
      title: `${overdue.length === 1 ? 'A statutory obligation is' : `${overdue.length} statutory obligations are`} overdue, the longest by ${longest} ${longest === 1 ? 'day' : 'days'}`,
      detail: overdue.map((o) => `${formatFy(o.fyStart)} ${o.form ?? NAMES[o.kind]}: ${o.words} ${o.section}; due ${o.dueRule}.`).join(' '),
      thresholds: [threshold('OVERDUE_MEDIUM_DAYS'), threshold('OVERDUE_HIGH_DAYS'), threshold('STATUTORY_YEARS_DUE')],
      since: overdue.map((o) => o.dueDate).sort()[0]!,
      rbi: null,
      evidence: uniqueEvidence(overdue.flatMap((o) => o.evidence)),
    };
    return [signal];
  },
};
