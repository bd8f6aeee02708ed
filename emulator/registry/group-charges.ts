// Charges a business group's company holds on another (networks.ts decides which and when): the
// holder is a company of the universe, named and addressed as its master record shows it.
import type { Charge, ChargeEvent } from './charges';
import { companyAddress } from './company-entry';
import { dayOf, REFERENCE_DAY } from './format';
import type { Bank, Skeleton, Universe } from './universe';

export const GROUP_HOLDER_CATEGORY = 'Body Corporate';

function holderOf(u: Universe, holder: Skeleton): Bank {
  const address = companyAddress(u.seed, holder, 'registered');
  return { name: holder.name, category: GROUP_HOLDER_CATEGORY, street: address.streetAddress, state: holder.state, city: holder.city };
}

/** The drawn charges, then the group charges with ids that collide with none of them. */
export function withGroupCharges(u: Universe, sk: Skeleton, drawn: Charge[]): Charge[] {
  if (!sk.groupCharges?.length) return drawn;
  const ids = new Set(drawn.map((c) => c.chargeId));
  const designed = sk.groupCharges.map((g): Charge => {
    let chargeId = 10_000_000 + (g.day - dayOf(1950, 1, 1)) * 31 + 17;
    while (ids.has(chargeId)) chargeId++;
    ids.add(chargeId);
    const filed = (day: number) => Math.min(day + 21, REFERENCE_DAY - 2);
    const events: ChargeEvent[] = [{ type: 'CREATION', day: g.day, filingDay: filed(g.day), amountAfter: g.amount }];
    if (g.satisfiedDay !== null) events.push({ type: 'SATISFACTION', day: g.satisfiedDay, filingDay: filed(g.satisfiedDay), amountAfter: g.amount });
    return {
      chargeId,
      bank: holderOf(u, u.companies[g.holder]!),
      debenture: false,
      chargeType: 'Hypothecation',
      asset: 'Stock in trade and book debts, present and future',
      events,
      amount: g.amount,
      status: g.satisfiedDay === null ? 'OPEN' : 'SATISFIED',
      network: true,
    };
  });
  return [...drawn, ...designed];
}
