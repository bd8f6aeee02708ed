/**
 * The registry's two slash date formats turned into ISO dates (YYYY-MM-DD) for sortable columns,
 * through the one date reader in shared/dates. The raw strings stay in the stored JSON; a string that
 * is not a valid date becomes null here rather than a wrong date, and an ISO input passes through.
 */
import { type DateResult, type LocalDate, parseFilingDate, parseIsoDate, parseRegistryDate } from '../../../shared/dates';

type Reader = (raw: unknown) => DateResult<LocalDate>;

function toIso(text: string | null | undefined, slashed: Reader): string | null {
  if (typeof text !== 'string') return null;
  const t = text.trim();
  // Registry rows sometimes carry a time after the date ("03/04/2020 00:00:00"): the day is what counts.
  const read = /^\d{4}-/.test(t) ? parseIsoDate(t.slice(0, 10)) : slashed(t.split(/\s+/)[0]);
  return read.ok ? read.value : null;
}

/** Filing dates, DD/MM/YYYY. */
export function dmyToIso(text: string | null | undefined): string | null {
  return toIso(text, parseFilingDate);
}

/** Company, director and charge dates, MM/DD/YYYY. */
export function mdyToIso(text: string | null | undefined): string | null {
  return toIso(text, parseRegistryDate);
}
