// Rupee amounts the many ways a bank's sheet writes them: ₹1,23,45,678 / 12345678 / 1,23,45,678.00 /
// 12,345,678 / 1.5 crore / 45 lakh / Rs. 2.25 Cr / 75L / Rs. 12,34,567/-. The amount is rounded to
// what the style can say, so the written text and the paisa in the answer key always agree.
import { indianGrouping } from '../registry/format';
import type { Rng } from '../registry/prng';

export type AmountStyle = 'rupee-indian' | 'plain' | 'indian-decimal' | 'western' | 'crore' | 'lakh' | 'rs-cr' | 'L' | 'rs-slash';

export interface Amount {
  written: string;
  paisa: number;
  style: AmountStyle;
}

const STYLES: ReadonlyArray<readonly [AmountStyle, number]> = [
  ['rupee-indian', 15], ['plain', 20], ['indian-decimal', 15], ['western', 12], ['crore', 8], ['lakh', 8], ['rs-cr', 8], ['L', 7], ['rs-slash', 7],
];

const LAKH = 100_000;
const CRORE = 10_000_000;

/** units / 100 with at most two decimals, trailing zeros dropped: 150 -> "1.5", 225 -> "2.25", 1200 -> "12". */
function hundredths(units: number): string {
  const whole = Math.floor(units / 100);
  const cents = units % 100;
  if (cents === 0) return String(whole);
  return `${whole}.${String(cents).padStart(2, '0').replace(/0$/, '')}`;
}

function western(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Writes `rupees` (a positive integer) in the given style, or one drawn from `rng`. */
export function writeAmount(rng: Rng, rupees: number, style: AmountStyle = rng.weighted(STYLES)): Amount {
  let s = style;
  if ((s === 'crore' || s === 'rs-cr') && rupees < CRORE) s = 'lakh';
  if ((s === 'lakh' || s === 'L') && rupees < LAKH) s = 'plain';
  switch (s) {
    case 'crore':
    case 'rs-cr': {
      const units = Math.round(rupees / LAKH); // hundredths of a crore
      const v = hundredths(units);
      const written = s === 'crore' ? `${v} ${rng.pick(['crore', 'Crore', 'cr', 'Crores'])}` : `${rng.pick(['Rs. ', 'Rs ', 'INR '])}${v} ${rng.pick(['Cr', 'Cr.', 'crore'])}`;
      return { written, paisa: units * LAKH * 100, style: s };
    }
    case 'lakh': {
      const units = Math.round(rupees / 1000); // hundredths of a lakh
      return { written: `${hundredths(units)} ${rng.pick(['lakh', 'Lakh', 'lakhs', 'Lacs', 'lac'])}`, paisa: units * 1000 * 100, style: s };
    }
    case 'L': {
      const lakhs = Math.max(1, Math.round(rupees / LAKH));
      return { written: `${lakhs}${rng.pick(['L', 'L', ' L'])}`, paisa: lakhs * LAKH * 100, style: s };
    }
    case 'indian-decimal': {
      const paise = rng.chance(0.2) ? 50 : 0;
      return { written: `${indianGrouping(rupees)}.${paise === 0 ? '00' : '50'}`, paisa: rupees * 100 + paise, style: s };
    }
    case 'rupee-indian':
      return { written: `₹${rng.chance(0.2) ? ' ' : ''}${indianGrouping(rupees)}`, paisa: rupees * 100, style: s };
    case 'rs-slash':
      return { written: `Rs. ${indianGrouping(rupees)}/-`, paisa: rupees * 100, style: s };
    case 'western':
      return { written: western(rupees), paisa: rupees * 100, style: s };
    default:
      return { written: String(rupees), paisa: rupees * 100, style: 'plain' };
  }
}

/** A plain figure for a column that is not the exposure (the sanctioned limit): digits, Indian or western grouping. */
export function writePlainAmount(rng: Rng, rupees: number): string {
  return rng.pick([String(rupees), indianGrouping(rupees), western(rupees), `${indianGrouping(rupees)}.00`]);
}
