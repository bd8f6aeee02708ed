/**
 * A charge created within the event window in favour of a lender not seen on the company's earlier
 * charges (holders compared by the graph's name key: "M/s", "&", "Ltd"/"Limited" and the like do not
 * count). Another lender taking security beside the existing ones is medium; a company's first
 * charge ever is info. Where the earlier lenders still held open charges, it supports the RBI's
 * item on collateral charged to a number of lenders; where an earlier lender's charge was satisfied
 * within REFINANCE_DAYS of it, the item on other banks' funds liquidating the loan.
 */
import type { Signal } from '../../../../shared/bridge/signals';
import { daysBetween, formatDate } from '../../../../shared/dates';
import { type ChargeRow, nameKey } from '../../store';
import { chargeEvidence, chargeWords } from '../charges';
import type { SignalRule } from '../context';
import { RBI_ITEMS } from '../rbi';
import { REFINANCE_DAYS, threshold } from '../thresholds';

const openOn = (c: ChargeRow, day: string) => c.satisfiedOn === null || c.satisfiedOn > day;

export const chargeNewLenderRule: SignalRule = {
  id: 'charge-new-lender',
  run(ctx) {
    const charges = ctx.library.charges.list(ctx.company.id);
    const byHolder = new Map<string, ChargeRow[]>();
    for (const c of charges) {
      const key = nameKey(c.holder);
      if (key) byHolder.set(key, [...(byHolder.get(key) ?? []), c]);
    }
    const out: Signal[] = [];
    const taken = new Set<string>();
    for (const [key, held] of byHolder) {
      const inWindow = held.filter((c) => ctx.inWindow(c.createdOn)).sort((a, b) => a.createdOn!.localeCompare(b.createdOn!));
      const first = inWindow[0];
      // Seen before: an earlier charge of this holder, or one whose date the record does not give.
      if (!first || held.some((c) => c.createdOn === null || c.createdOn < first.createdOn!)) continue;
      const earlier = charges.filter((c) => c.createdOn !== null && c.createdOn < first.createdOn! && nameKey(c.holder) !== key);
      const stillOpen = earlier.filter((c) => openOn(c, first.createdOn!));
      const repaid = earlier.filter((c) => c.satisfiedOn !== null && Math.abs(daysBetween(c.satisfiedOn, first.createdOn!)) <= REFINANCE_DAYS);
      const lenders = [...new Set(earlier.map((c) => c.holder ?? 'a holder not named'))];
      out.push({
        rule: 'charge-new-lender',
        severity: earlier.length === 0 ? 'info' : 'medium',
        title: `New lender: ${first.holder} (charge created ${formatDate(first.createdOn!)})`,
        detail:
          `${inWindow.map((c) => `${chargeWords(c)}, created ${formatDate(c.createdOn!)}`).join('; ')}. ` +
          (earlier.length === 0
            ? 'The company had no earlier charge in the library: its first secured lender.'
            : `Earlier charges were in favour of ${lenders.join(', ')}` +
              (stillOpen.length > 0 ? `; ${stillOpen.length} of them still open when it was created` : '') +
              (repaid.length > 0 ? `; ${repaid.map((c) => `${chargeWords(c)} satisfied ${formatDate(c.satisfiedOn!)}`).join('; ')}, within ${REFINANCE_DAYS} days of it` : '') +
              '.'),
        thresholds: [threshold('EVENT_WINDOW_MONTHS'), threshold('REFINANCE_DAYS')],
        since: first.createdOn!,
        rbi: repaid.length > 0 ? RBI_ITEMS.otherBanksLiquidate : stillOpen.length > 0 ? RBI_ITEMS.collateralToManyLenders : null,
        evidence: inWindow.flatMap((c) => chargeEvidence(ctx, c, c.createdOn!, 'created', taken)),
      });
    }
    return out.sort((a, b) => a.since.localeCompare(b.since));
  },
};
