/**
 * A director disqualified under section 164(2) on a board of the company's network, now or within
 * the look-back the graph's flag uses, as the connections graph's own flag finds it
 * (findings/network-board.ts, disqualifiedDirectorRule): this rule reads that flag. High: a
 * disqualified person may not act as a director, and the disqualification follows a company's
 * default in its filings or its debts.
 */
import type { Signal } from '../../../../shared/bridge/signals';
import { DISQUALIFIED_LOOKBACK_YEARS } from '../../findings/network-board';
import type { SignalRule } from '../context';
import { graphSourceEvidence } from '../evidence';
import { flagSince } from './associate-struck-off';

export const associateDisqualifiedRule: SignalRule = {
  id: 'associate-disqualified',
  run(ctx) {
    return ctx
      .network()
      .filter((f) => f.kind === 'disqualifiedDirector')
      .map(
        (f): Signal => ({
          rule: 'associate-disqualified',
          severity: 'high',
          title: f.summary,
          detail: f.detail,
          // The graph's own look-back (findings/network-board.ts), not a threshold of the signals.
          thresholds: [{ name: 'DISQUALIFIED_LOOKBACK_YEARS', value: DISQUALIFIED_LOOKBACK_YEARS, unit: 'years' }],
          since: flagSince(ctx, f),
          rbi: null,
          evidence: f.sources.map(graphSourceEvidence),
        }),
      );
  },
};
