/**
 * Net worth eroded: in the latest year of accounts on file it is below zero (high), or it fell by
 * NET_WORTH_EROSION_PERCENT or more from the year before, that year's being at least
 * NET_WORTH_MIN_BASE_PAISA (medium). Shareholders' funds read by concept (findings/figures.ts).
 * It holds since the year's AOC-4 was filed.
 */
import type { Signal } from '../../../../shared/bridge/signals';
import { formatFy } from '../../../../shared/dates';
import { formatPercentShare, formatRupees } from '../../../../shared/money';
import { figure } from '../../findings/figures';
import { knownSince, latestTwoYears } from '../accounts';
import type { SignalRule } from '../context';
import { figureEvidence } from '../evidence';
import { NET_WORTH_EROSION_PERCENT, NET_WORTH_MIN_BASE_PAISA, threshold } from '../thresholds';

const rupees = (p: bigint) => formatRupees(p, { paise: 'never', negative: 'parens' });

export const netWorthErodedRule: SignalRule = {
  id: 'net-worth-eroded',
  run(ctx) {
    const years = latestTwoYears(ctx.library, ctx.company.id);
    if (!years) return [];
    const before = figure(years.prev, 'netWorth');
    const after = figure(years.cur, 'netWorth');
    if (before === null || after === null) return [];
    const negative = after < 0n;
    const fell = before >= BigInt(NET_WORTH_MIN_BASE_PAISA) && (before - after) * 100n >= before * BigInt(NET_WORTH_EROSION_PERCENT);
    if (!negative && !fell) return [];
    const share = before > 0n ? formatPercentShare(before - after, before) : null;
    const signal: Signal = {
      rule: 'net-worth-eroded',
      severity: negative ? 'high' : 'medium',
      title: negative ? `Net worth below zero in ${formatFy(years.cur.fyStart)}` : `Net worth fell by ${share} in ${formatFy(years.cur.fyStart)}`,
      detail:
        `Net worth (${years.cur.scope}) went from ${rupees(before)} in ${formatFy(years.prev.fyStart)} to ${rupees(after)} in ${formatFy(years.cur.fyStart)}, the latest year on file` +
        (negative ? ': liabilities exceed assets.' : `: ${share} of it eroded in a year.`),
      thresholds: [threshold('NET_WORTH_EROSION_PERCENT'), threshold('NET_WORTH_MIN_BASE_PAISA')],
      since: knownSince(years.cur),
      rbi: null,
      evidence: [figureEvidence(ctx.library, years.prev, 'netWorth'), figureEvidence(ctx.library, years.cur, 'netWorth')],
    };
    return [signal];
  },
};
