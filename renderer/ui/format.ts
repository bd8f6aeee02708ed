// Null-tolerant wrappers over the shared formatters, for view fields that may be missing.
import { formatDate, formatDateTime, formatDay, parseRegistryDate } from '../../shared/dates';
import { formatRupees } from '../../shared/money';

export const DASH = '—';

/** An ISO instant as `21 Nov 2026, 15:35 IST`. */
export function dateTimeOrDash(iso: string | null | undefined): string {
  if (!iso) return DASH;
  try {
    return formatDateTime(iso);
  } catch {
    return iso; // show what came rather than nothing
  }
}

/** A `YYYY-MM-DD` as written, or the day an ISO instant falls on in IST, as `21 Nov 2026`. */
export function dateOrDash(iso: string | null | undefined): string {
  if (!iso) return DASH;
  try {
    return formatDay(iso);
  } catch {
    return iso;
  }
}

/** A registry record's `MM/DD/YYYY` as `21 Nov 2026`. */
export function registryDateOrDash(raw: unknown): string {
  const parsed = parseRegistryDate(raw);
  if (!parsed.ok) return typeof raw === 'string' ? raw : DASH;
  return parsed.value ? formatDate(parsed.value) : DASH;
}

export function rupeesOrDash(paisa: number | null | undefined): string {
  return paisa === null || paisa === undefined ? DASH : formatRupees(paisa);
}

export function text(value: unknown): string {
  if (value === null || value === undefined || value === '') return DASH;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}
