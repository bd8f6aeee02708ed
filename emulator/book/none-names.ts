// Borrowers a lender holds that the company registry does not: proprietorships, partnership firms,
// HUFs and the odd company-like name nobody registered. A book checks each finds nothing at all.
import { FEMALE_FIRST, LAST, MALE_FIRST } from '../registry/people';
import type { Rng } from '../registry/prng';
import { coinWord } from '../registry/words';

const DEITIES = ['Balaji', 'Ganesh', 'Lakshmi', 'Sai', 'Krishna', 'Durga', 'Hanuman', 'Ambika', 'Venkateswara', 'Murugan'];
const TRADES = ['Traders', 'Enterprises', 'Agencies', 'Textiles', 'Steel Traders', 'Transport Co.', 'Hardware Stores', 'Rice Mill', 'Cold Storage', 'Jewellers'];

const SHAPES: ReadonlyArray<(rng: Rng) => string> = [
  (rng) => `${rng.pick(MALE_FIRST)} ${rng.pick(LAST)} & Sons`,
  (rng) => `${rng.pick(['Sri', 'Shree', 'Shri', 'Jai'])} ${rng.pick(DEITIES)} ${rng.pick(TRADES)}`,
  (rng) => `${rng.pick(LAST)} Brothers`,
  (rng) => `${rng.pick(LAST)} ${rng.pick(TRADES)} (Prop. ${rng.pick(rng.chance(0.7) ? MALE_FIRST : FEMALE_FIRST)} ${rng.pick(LAST)})`,
  (rng) => `${rng.pick(MALE_FIRST)} ${rng.pick(LAST)} HUF`,
  (rng) => `${coinWord(rng)} ${rng.pick(TRADES)} Pvt Ltd`,
];

export function noneName(rng: Rng): string {
  const name = rng.pick(SHAPES)(rng);
  return rng.chance(0.35) ? name.toUpperCase() : name;
}
