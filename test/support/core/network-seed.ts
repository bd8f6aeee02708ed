/**
 * A synthetic connections graph for the network benchmark: companies in business groups of ten
 * that share directors and (half of them) a registered address, bridges between groups, bank and
 * intra-group charges, struck-off members, disqualified directors and bought profiles with former
 * seats at companies known only from them. Written through the repositories the mirror uses
 * (network-data.ts), so the graph is built by the same hooks as in the app, one record at a time.
 * Deterministic for a given seed.
 */
import { type Library, rawDatabase } from '../../../electron/core/store/library';
import { seededRandom } from '../shared/seeded-random';
import { buyProfile, cinOf, mirrorCompany, type BoardSeat } from './network-data';

export interface NetworkSeedOptions {
  companies: number;
  /** Directors of their own per company; companies x this = the directors in the graph. */
  directorsPerCompany: number;
  /** One director in this many has a bought profile. */
  profileEvery: number;
  seed?: number;
}

const GROUP = 10;
const BANKS = ['State Bank of India', 'HDFC Bank Limited', 'ICICI Bank Limited', 'Axis Bank Limited', 'Punjab National Bank', 'Bank of Baroda',
  'Canara Bank', 'Union Bank of India', 'Kotak Mahindra Bank Limited', 'IDBI Bank Limited', 'Yes Bank Limited', 'Indian Bank'];

export const dinOf = (n: number): string => String(10_000_000 + n);

export function seedNetworkLibrary(library: Library, opts: NetworkSeedOptions): { companies: number; directors: number; profiles: number; ms: number } {
  const r = seededRandom(opts.seed ?? 16);
  const started = performance.now();
  const per = opts.directorsPerCompany;
  const own = (c: number, k: number) => dinOf(c * per + k);
  const seatsOf = new Map<string, number[]>();
  const boards: BoardSeat[][] = [];
  for (let c = 0; c < opts.companies; c++) {
    const board: BoardSeat[] = Array.from({ length: per }, (_, k) => ({ din: own(c, k), disqualified: r() < 0.01 }));
    const group = c - (c % GROUP);
    for (let s = 0; s < 2; s++) {
      const other = group + Math.floor(r() * GROUP);
      if (other !== c && other < opts.companies) board.push({ din: own(other, Math.floor(r() * per)) });
    }
    if (r() < 0.3) board.push({ din: own(Math.floor(r() * opts.companies), 0) });
    const unique = [...new Map(board.map((b) => [b.din, b])).values()];
    for (const seat of unique) seatsOf.set(seat.din, [...(seatsOf.get(seat.din) ?? []), c]);
    boards.push(unique);
  }
  const seed = rawDatabase(library).transaction(() => {
    boards.forEach((board, c) => {
      const group = c - (c % GROUP);
      const sharesAddress = c % GROUP < GROUP / 2;
      const charges = [{ id: `${100000 + c}`, holder: BANKS[Math.floor(r() * BANKS.length)]! }];
      if (r() < 0.1) charges.push({ id: `${900000 + c}`, holder: `Group ${group} Company ${(c + 1) % GROUP} Limited` });
      mirrorCompany(library, cinOf(c), {
        name: `Group ${group} Company ${c % GROUP} Limited`,
        status: r() < 0.03 ? 'Strike Off' : 'Active',
        address: sharesAddress ? `Plot ${group}, Sector ${group % 90}, Noida, Uttar Pradesh 201301` : `Unit ${c}, Tower ${c % 40}, New Delhi, Delhi 110001`,
        board,
        charges,
      });
    });
    let profiles = 0;
    for (let d = 0; d < opts.companies * per; d += opts.profileEvery) {
      const din = dinOf(d);
      const seats = seatsOf.get(din) ?? [];
      const former = opts.companies + d;
      buyProfile(library, din, [
        ...seats.map((c) => ({ companyId: cinOf(c), companyName: `Group ${c - (c % GROUP)} Company ${c % GROUP} Limited` })),
        { companyId: cinOf(former), companyName: `Former Venture ${d} Private Limited`, status: r() < 0.2 ? 'Strike Off' : 'Active', ceasedOn: '31/03/2022' },
      ]);
      profiles++;
    }
    return profiles;
  });
  const profiles = seed();
  return { companies: opts.companies, directors: opts.companies * per, profiles, ms: performance.now() - started };
}
