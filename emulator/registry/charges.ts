// Charges (secured borrowings) registered against a company: creation, modifications and perhaps
// satisfaction, each filed within thirty days (CHG-1/CHG-9/CHG-4, or Form 8/17 before April 2014).
import { dayOf, REFERENCE_DAY } from './format';
import type { Rng } from './prng';
import type { Bank, Skeleton } from './universe';

export type ChargeEventType = 'CREATION' | 'MODIFICATION' | 'SATISFACTION';

export interface ChargeEvent {
  type: ChargeEventType;
  day: number;
  filingDay: number;
  amountAfter: number; // rupees
}

export interface Charge {
  chargeId: number;
  bank: Bank;
  debenture: boolean;
  chargeType: string;
  asset: string;
  events: ChargeEvent[];
  amount: number; // current (last) amount, rupees
  status: 'ACTIVE' | 'SATISFIED' | 'OPEN';
  /** Held by another company of the borrower's group (group-charges.ts): filed after the drawn charges. */
  network?: true;
}

const V3_CHARGE_FORMS = dayOf(2014, 4, 1);

export function chargeForm(event: ChargeEvent, debenture: boolean): string {
  if (event.filingDay < V3_CHARGE_FORMS) return event.type === 'SATISFACTION' ? 'Form 17' : 'Form 8';
  if (event.type === 'SATISFACTION') return 'CHG-4';
  return debenture ? 'CHG-9' : 'CHG-1';
}

const CHARGE_TYPES = ['Hypothecation', 'Mortgage', 'Pledge', 'Equitable mortgage', 'Hypothecation of book debts'];
const ASSETS = [
  'Stock in trade and book debts, present and future',
  'Plant and machinery at the factory premises',
  'Land and building situated at the registered office',
  'Vehicles purchased under the loan',
  'All movable fixed assets of the company',
  'Fixed deposits and receivables',
  'Leasehold rights over the industrial plot',
];

export function planCharges(rng: Rng, sk: Skeleton, banks: Bank[], lastDay: number, scale: number): Charge[] {
  if (sk.chargeLevel === 'none' || sk.kind === 'LLP' || sk.noFilings) return [];
  const latest = Math.min(lastDay, REFERENCE_DAY - 35);
  const earliest = sk.incDay + 60;
  if (latest - earliest < 120) return [];
  const count = sk.filingTarget === 1260 ? 60 : sk.filingTarget !== null ? 25 : sk.chargeLevel === 'many' ? rng.int(6, 18) : rng.int(1, 4);
  const days = Array.from({ length: count }, () => rng.int(earliest, latest - 60)).sort((a, b) => a - b);
  const ids = new Set<number>();
  return days.map((day, i) => {
    let chargeId = 10_000_000 + (day - dayOf(1950, 1, 1)) * 31 + rng.int(0, 30);
    while (ids.has(chargeId)) chargeId++;
    ids.add(chargeId);
    const bank = rng.pick(banks);
    const debenture = bank.category === 'Debenture Trustee';
    let amount = Math.max(5e5, Math.round((scale * rng.logRange(0.3, 8)) / 1e5) * 1e5);
    const filed = (d: number) => Math.min(d + rng.int(3, 28), REFERENCE_DAY - 2);
    const events: ChargeEvent[] = [{ type: 'CREATION', day, filingDay: filed(day), amountAfter: amount }];
    const mods = rng.weighted([[0, 60], [1, 25], [2, 10], [3, 5]]);
    let cursor = day;
    for (let m = 0; m < mods && latest - cursor > 120; m++) {
      cursor = rng.int(cursor + 60, Math.min(latest, cursor + 1500));
      amount = Math.max(5e5, Math.round((amount * rng.range(0.8, 1.6)) / 1e5) * 1e5);
      events.push({ type: 'MODIFICATION', day: cursor, filingDay: filed(cursor), amountAfter: amount });
    }
    const age = latest - cursor;
    // The oldest charge of a heavy borrower is always satisfied and the newest always live, so both cases exist.
    const satisfy = age > 120 && (sk.chargeLevel === 'many' ? i === 0 || (i !== count - 1 && rng.chance(0.5)) : rng.chance(age > 1100 ? 0.55 : 0.2));
    if (satisfy) {
      const d = rng.int(cursor + 60, Math.min(latest, cursor + 2500));
      events.push({ type: 'SATISFACTION', day: d, filingDay: filed(d), amountAfter: amount });
    }
    const status = satisfy ? 'SATISFIED' : rng.chance(0.2) ? 'OPEN' : 'ACTIVE';
    return { chargeId, bank, debenture, chargeType: debenture ? 'Charge on debentures' : rng.pick(CHARGE_TYPES), asset: rng.pick(ASSETS), events, amount, status };
  });
}
