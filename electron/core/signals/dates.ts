/**
 * Days as the signals count them: ISO dates (YYYY-MM-DD), the day asked read in India's time zone,
 * calendar months back for the event window, and the registry's MM/DD/YYYY read where a record
 * keeps it as written (name history, commonData).
 */
import { daysInMonth, localDateOf, parseIsoDate, parseRegistryDate } from '../../../shared/dates';

const pad = (n: number) => String(n).padStart(2, '0');

/** The same day `months` calendar months earlier (or later, negative), the last of the month when it has no such day. */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return `${year}-${pad(month)}-${pad(Math.min(d, daysInMonth(year, month)))}`;
}

/** The last day of the month `months` after the month of `day` (31 Mar + 6 → 30 Sep). */
export function monthEndAfter(day: string, months: number): string {
  const [y, m] = day.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return `${year}-${pad(month)}-${pad(daysInMonth(year, month))}`;
}

/** The calendar day (IST) of an instant, or the day itself when given one. */
export function dayAsked(now: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(now.trim()) ? now.trim() : localDateOf(now);
}

/** A date as a record writes it (MM/DD/YYYY, or ISO, with or without a time), as an ISO day; null when it is not a day. */
export function registryDay(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const text = value.trim().split(/\s+/)[0]!;
  const read = /^\d{4}-/.test(text) ? parseIsoDate(text.slice(0, 10)) : parseRegistryDate(text);
  return read.ok ? read.value : null;
}

/** An ISO day, or the day of an ISO date-time; null otherwise. */
export function isoDay(value: unknown): string | null {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(value.trim())) return null;
  const read = parseIsoDate(value.trim().slice(0, 10));
  return read.ok ? read.value : null;
}
