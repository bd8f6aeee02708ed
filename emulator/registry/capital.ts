// Share capital over a company's life: the subscription at incorporation, later allotments (each one a
// PAS-3 or, before April 2014, a Form 2) and increases of authorised capital (SH-7 / Form 5).
import type { Rng } from './prng';
import type { Skeleton } from './universe';

export type AllotmentType = 'Private Placement' | 'Rights Issue' | 'Preferential Allotment' | 'Bonus Issue' | 'ESOP';

export interface Allotment {
  day: number;
  type: AllotmentType;
  shares: number;
  premium: number; // rupees per share
  paidUpAfter: number; // rupees
  sharesAfter: number;
  authorisedAfter: number;
}

export interface AuthorisedStep {
  day: number;
  authorised: number; // rupees, after the increase
}

export interface CapitalPlan {
  nominal: number;
  initialShares: number;
  allotments: Allotment[];
  authorisedSteps: AuthorisedStep[]; // first one is at incorporation
  paidUp: number;
  authorised: number;
  shares: number;
}

/** The next "round" figure at or above x: 1, 2, 2.5 or 5 times a power of ten. */
export function roundUpNice(x: number): number {
  const power = 10 ** Math.floor(Math.log10(Math.max(1, x)));
  for (const m of [1, 2, 2.5, 5, 10]) if (m * power >= x) return Math.round(m * power);
  return 10 * power;
}

function paidUpTarget(rng: Rng, sk: Skeleton): number {
  const lerp = (lo: number, hi: number) => Math.exp(Math.log(lo) + (Math.log(hi) - Math.log(lo)) * (0.7 * sk.size + 0.3 * rng.float()));
  if (sk.listed) return lerp(5e7, 2e10);
  switch (sk.kind) {
    case 'OPC': return lerp(1e5, 1e6);
    case 'PTC': return lerp(1e5, 2e8);
    case 'FTC': return lerp(1e7, 2e9);
    case 'FLC': return lerp(5e7, 2e9);
    default: return lerp(5e6, 1e9);
  }
}

export function planCapital(rng: Rng, sk: Skeleton, lastDay: number): CapitalPlan | null {
  if (sk.kind === 'LLP' || sk.kind === 'FCIN') return null;
  const nominal = sk.listed ? rng.pick([1, 2, 5, 10, 10]) : rng.chance(0.9) ? 10 : 100;
  const shares = Math.max(1000, Math.round(paidUpTarget(rng, sk) / nominal / 100) * 100);
  const span = lastDay - sk.incDay - 365;
  const count = span <= 0 ? 0
    : sk.filingTarget !== null ? rng.int(8, 14)
    : sk.kind === 'PLC' || sk.kind === 'FLC' ? rng.int(1, 5)
    : sk.kind === 'OPC' ? rng.int(0, 1)
    : rng.chance(0.5) ? 0 : rng.int(1, 3);
  const days = Array.from({ length: count }, () => sk.incDay + 365 + rng.int(0, span)).sort((a, b) => a - b);
  const allottedTotal = count === 0 ? 0 : Math.floor(shares * rng.range(0.3, 0.85));
  const weights = days.map(() => rng.range(0.2, 1));
  const wsum = weights.reduce((a, b) => a + b, 0);
  const chunks = weights.map((w) => Math.max(1, Math.floor((allottedTotal * w) / wsum)));
  const initialShares = shares - chunks.reduce((a, b) => a + b, 0);
  let authorised = roundUpNice(initialShares * nominal * rng.range(1, 2));
  const authorisedSteps: AuthorisedStep[] = [{ day: sk.incDay, authorised }];
  let sharesNow = initialShares;
  const allotments = days.map((day, i): Allotment => {
    const type: AllotmentType = rng.weighted([['Private Placement', 30], ['Rights Issue', 25], ['Preferential Allotment', 25], ['Bonus Issue', 10], ['ESOP', 10]]);
    sharesNow += chunks[i]!;
    const paidUpAfter = sharesNow * nominal;
    if (paidUpAfter > authorised) {
      authorised = roundUpNice(paidUpAfter * rng.range(1, 2.5));
      authorisedSteps.push({ day: Math.max(sk.incDay + 1, day - rng.int(10, 60)), authorised });
    }
    const premium = type === 'Bonus Issue' ? 0 : Math.round(nominal * rng.range(0, 20));
    return { day, type, shares: chunks[i]!, premium, paidUpAfter, sharesAfter: sharesNow, authorisedAfter: authorised };
  });
  return { nominal, initialShares, allotments, authorisedSteps, paidUp: sharesNow * nominal, authorised, shares: sharesNow };
}

/** Paid-up capital (rupees) and share count as they stood on a day. */
export function capitalOn(plan: CapitalPlan, day: number): { paidUp: number; shares: number; authorised: number } {
  let shares = plan.initialShares;
  let authorised = plan.authorisedSteps[0]!.authorised;
  for (const step of plan.authorisedSteps) if (step.day <= day) authorised = step.authorised;
  for (const a of plan.allotments) if (a.day <= day) shares = a.sharesAfter;
  return { paidUp: shares * plan.nominal, shares, authorised };
}
