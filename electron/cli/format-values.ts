/**
 * One way to show each kind of value on the terminal: money with Indian grouping, dates as
 * `21 Nov 2026`, instants in IST, FY labels. Views carry ISO strings and paisa; text is made here.
 */
import { formatDate, formatDateTime, formatDay, formatFy } from '../../shared/dates';
import { formatRupees } from '../../shared/money';

export const NONE = '—';

export function money(paisa: number | null | undefined): string {
  return typeof paisa === 'number' && Number.isSafeInteger(paisa) ? formatRupees(paisa) : NONE;
}

/** A calendar date (`YYYY-MM-DD`) or an instant (ISO date-time, shown in IST). */
export function when(iso: string | null | undefined): string {
  if (typeof iso !== 'string' || iso === '') return NONE;
  try {
    return /^\d{4}-\d{2}-\d{2}$/.test(iso) ? formatDate(iso) : formatDateTime(iso);
  } catch {
    return iso; // shown as stored rather than hidden: the analyst can still read it
  }
}

/** Only the calendar day, for tables where the time of day is noise: an instant's day in IST. */
export function day(iso: string | null | undefined): string {
  if (typeof iso !== 'string' || iso === '') return NONE;
  try {
    return formatDay(iso);
  } catch {
    return iso;
  }
}

export function fy(startYear: number | null | undefined): string {
  return typeof startYear === 'number' && Number.isInteger(startYear) ? formatFy(startYear) : NONE;
}

export function text(value: unknown): string {
  if (value === null || value === undefined || value === '') return NONE;
  return typeof value === 'string' ? value : String(value);
}
