/**
 * Profit turned to loss: the latest year of accounts on file shows a loss of at least
 * LOSS_MIN_PAISA after a profit (or nil) the year before, on the same scope (figures read by
 * concept, findings/figures.ts, so Indian GAAP and Ind AS both answer). It holds since the loss
 * year's AOC-4 was filed.
 */
import type { Signal } from '../../../../shared/bridge/signals';
import { formatFy } from '../../../../shared/dates';
import { formatRupees } from '../../../../shared/money';
import { figure } from '../../findings/figures';
import { knownSince, latestTwoYears } from '../accounts';
import type { SignalRule } from '../context';
import { figureEvidence } from '../evidence';
import { LOSS_MIN_PAISA, threshold } from '../thresholds';

const rupees = (p: bigint) => formatRupees(p, { paise: 'never', negative: 'parens' });

export const profitToLossRule: SignalRule = {
  id: 'profit-to-loss',
  run(ctx) {
    const years = latestTwoYears(ctx.library, ctx.company.id);
    if (!years) return [];
    const before = figure(years.prev, 'profit');
    const after = figure(years.cur, 'profit');
    if (before === null || after === null || before < 0n || -after < BigInt(LOSS_MIN_PAISA)) return [];
    const signal: Signal = {
      rule: 'profit-to-loss',
      severity: 'medium',
      title: `Profit turned to a loss in ${formatFy(years.cur.fyStart)}`,
      detail: `Profit for the year (${years.cur.scope}) went from ${rupees(before)} in ${formatFy(years.prev.fyStart)} to ${rupees(after)} in ${formatFy(years.cur.fyStart)}, the latest year on file.`,
      thresholds: [threshold('LOSS_MIN_PAISA')],
      since: knownSince(years.cur),
      rbi: null,
      evidence: [figureEvidence(ctx.library, years.prev, 'profit'), figureEvidence(ctx.library, years.cur, 'profit')],
    };
    return [signal];
  },
};
