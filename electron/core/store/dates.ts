/**
 * The registry's two slash date formats turned into ISO dates (YYYY-MM-DD) for sortable columns.
 * The raw strings stay in the stored JSON; a string that is not a valid date becomes null here
 * rather than a wrong date.
 */
const SLASH_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:\s.*)?$/;

function isoFromParts(year: number, month: number, day: number): string | null {
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Filing dates, DD/MM/YYYY. An ISO input passes through (date part only). */
export function dmyToIso(text: string | null | undefined): string | null {
  return slashToIso(text, 'dmy');
}

/** Company, director and charge dates, MM/DD/YYYY. An ISO input passes through (date part only). */
export function mdyToIso(text: string | null | undefined): string | null {
  return slashToIso(text, 'mdy');
}

function slashToIso(text: string | null | undefined, order: 'dmy' | 'mdy'): string | null {
  if (typeof text !== 'string') return null;
  const t = text.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(t);
  if (iso) return isoFromParts(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const m = SLASH_DATE.exec(t);
  if (!m) return null;
  const a = Number(m[1]);
  const b = Number(m[2]);
  const year = Number(m[3]);
  return order === 'dmy' ? isoFromParts(year, b, a) : isoFromParts(year, a, b);
}
