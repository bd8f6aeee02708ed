// Dates as day numbers (days since 1970-01-01, UTC) and the registry's string formats; rupee strings.
import { REFERENCE_DATE } from './types';

const DAY_MS = 86_400_000;

export const REFERENCE_DAY = Math.floor(Date.parse(REFERENCE_DATE) / DAY_MS);

export function dayOf(year: number, month: number, day: number): number {
  return Math.floor(Date.UTC(year, month - 1, day) / DAY_MS);
}

export function yearOf(day: number): number {
  return new Date(day * DAY_MS).getUTCFullYear();
}

function parts(day: number): [string, string, string] {
  const iso = new Date(day * DAY_MS).toISOString();
  return [iso.slice(0, 4), iso.slice(5, 7), iso.slice(8, 10)];
}

/** MM/DD/YYYY: company, director and charge records. */
export function mdy(day: number): string {
  const [y, m, d] = parts(day);
  return `${m}/${d}/${y}`;
}

/** DD/MM/YYYY: filing records. */
export function dmy(day: number): string {
  const [y, m, d] = parts(day);
  return `${d}/${m}/${y}`;
}

/** YYYY-MM-DD: extraction payloads. */
export function isoDate(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** ISO instant from a day number and seconds into the day. */
export function isoInstant(day: number, seconds: number): string {
  return new Date(day * DAY_MS + seconds * 1000).toISOString();
}

/** The financial year that ends on 31 March of `fyEnd`. */
export function fyStartDay(fyEnd: number): number {
  return dayOf(fyEnd - 1, 4, 1);
}
export function fyEndDay(fyEnd: number): number {
  return dayOf(fyEnd, 3, 31);
}
/** FY label as on forms, e.g. 2024 -> "2023-24". */
export function fyLabel(fyEnd: number): string {
  return `${fyEnd - 1}-${String(fyEnd % 100).padStart(2, '0')}`;
}

/** Indian digit grouping of an integer: 15000000 -> "1,50,00,000". */
export function indianGrouping(value: number): string {
  const negative = value < 0;
  const digits = String(Math.abs(Math.trunc(value)));
  let out: string;
  if (digits.length <= 3) out = digits;
  else {
    const head = digits.slice(0, -3);
    out = `${head.replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;
  }
  return negative ? `-${out}` : out;
}

/** Full rupee string: "₹1,50,00,000". */
export function rupeeDisplay(rupees: number): string {
  return `₹${indianGrouping(rupees)}`;
}

function trimDecimals(value: number): string {
  return value.toFixed(2).replace(/\.?0+$/, '');
}

/** Compact rupee string: "₹1.5 Cr", "₹25 L", "₹50,000". */
export function rupeeCompact(rupees: number): string {
  const abs = Math.abs(rupees);
  const sign = rupees < 0 ? '-' : '';
  if (abs >= 1e7) {
    const crore = abs / 1e7;
    return crore >= 1000 ? `${sign}₹${indianGrouping(Math.round(crore))} Cr` : `${sign}₹${trimDecimals(crore)} Cr`;
  }
  if (abs >= 1e5) return `${sign}₹${trimDecimals(abs / 1e5)} L`;
  return `${sign}₹${indianGrouping(abs)}`;
}

/** Decimal string of whole rupees, as extraction payloads carry amounts: "1234500.00". */
export function decimalRupees(rupees: number): string {
  return `${Math.trunc(rupees)}.00`;
}
