// Near-identical names (issue 26): pairs of unrelated companies whose names differ only in how they
// are written ("&" against "and", a hyphen against a space, brackets), registered in different
// states. A lender's row naming one of them by name alone matches both; its state or PIN decides.
// Appended after the designed networks, so every company and seat before them stays as it was.
import { NIC_DIVISIONS } from './nic';
import { STATE_WEIGHTS } from './places';
import { rngFor } from './prng';
import { Builder, brandWord, type NetworkInput } from './networks';
import type { Skeleton } from './universe';
import { coinWord } from './words';

/** Each pair's two spellings of one coined name, and the NIC division whose words they use. */
const PAIRS: ReadonlyArray<{ nic: string; names: (w: string, v: string) => [string, string] }> = [
  { nic: '24', names: (w) => [`${w} Steels & Alloys Private Limited`, `${w} Steels and Alloys Private Limited`] },
  { nic: '46', names: (w, v) => [`${w}-${v} Traders Private Limited`, `${w} ${v} Traders Private Limited`] },
  { nic: '10', names: (w) => [`${w} (India) Foods Private Limited`, `${w} India Foods Private Limited`] },
];

export const TWIN_COMPANY_COUNT = PAIRS.length * 2;

/** Builds the pairs; each company gets its own board of new directors, so the two share nothing but the name. */
export function buildTwins(n: NetworkInput): Array<[number, number]> {
  const b = new Builder(n);
  return PAIRS.map((pair, k): [number, number] => {
    const rng = rngFor(n.seed, 'twins', k);
    const word = brandWord(rng, n.names);
    const names = pair.names(word, coinWord(rng));
    const nic = NIC_DIVISIONS.find((d) => d.code === pair.nic)!;
    const first = rng.weighted(STATE_WEIGHTS);
    let second = rng.weighted(STATE_WEIGHTS);
    while (second.name === first.name) second = rng.weighted(STATE_WEIGHTS);
    const made = [first, second].map((state, side): Skeleton => {
      const company = b.newCompany(rng, { kind: 'PTC', incYear: rng.int(1998, 2019), nic, name: () => names[side]!, place: { state, city: rng.pick(state.cities) } });
      b.outsiders(company, rng.int(2, 3));
      return company;
    });
    return [made[0]!.index, made[1]!.index];
  });
}
