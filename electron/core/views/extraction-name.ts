/**
 * An extraction as people name it, never by its raw key: "AOC-4 FY 2024-25, standalone" (the key
 * 2025 is the calendar year the period ends in), "MGT-7 FY 2025-26", "PAS-3 allotment filed 4 Sep
 * 2024", "Charge 10831654". The year is read from the payload's own period end when it has one,
 * else from the key, as views/aoc4-sources.ts and views/filing-year.ts read it.
 */
import { formatDate, formatFy, fyOfPeriodEnd, parseFilingDate, parseIsoDate } from '../../../shared/dates';
import type { ExtractionRow, Library } from '../store';

type Named = Pick<ExtractionRow, 'formType' | 'key' | 'payload'> & { scope: string | null };

const field = (payload: unknown, name: string): unknown => (payload && typeof payload === 'object' ? (payload as Record<string, unknown>)[name] : undefined);

function isoDay(v: unknown): string | null {
  if (typeof v !== 'string' || v.trim() === '') return null;
  const t = v.trim();
  const read = /^\d{4}-\d{2}-\d{2}/.test(t) ? parseIsoDate(t.slice(0, 10)) : parseFilingDate(t.split(/\s+/)[0]);
  return read.ok && read.value ? read.value : null;
}

/** The financial year (its start) an AOC-4 or MGT-7 extraction covers: the payload's period end, else its key. */
export function extractionFyStart(row: Pick<Named, 'formType' | 'key' | 'payload'>): number | null {
  const end = isoDay(field(row.payload, row.formType === 'MGT-7' ? 'fy_end' : 'period_end'));
  if (end) return fyOfPeriodEnd(end);
  // The key is the calendar year the period ends in; an Indian financial year ends in March.
  return /^\d{4}$/.test(row.key) ? Number(row.key) - 1 : null;
}

export function extractionName(library: Pick<Library, 'filings'>, row: Named): string {
  const scope = row.scope === 'standalone' || row.scope === 'consolidated' ? `, ${row.scope}` : '';
  if (row.formType === 'AOC-4' || row.formType === 'MGT-7') {
    const printed = field(row.payload, 'form_type');
    const form = row.formType === 'MGT-7' && typeof printed === 'string' && /^MGT-7A?$/i.test(printed.trim()) ? printed.trim().toUpperCase() : row.formType;
    const fy = extractionFyStart(row);
    return `${form} ${fy === null ? `of ${row.key}` : formatFy(fy)}${row.formType === 'AOC-4' ? scope : ''}`;
  }
  if (row.formType === 'PAS-3') {
    const filing = library.filings.get(row.key);
    const filed = filing?.dateOfFiling ?? isoDay(field(row.payload, 'filing_date'));
    return filed ? `PAS-3 allotment filed ${formatDate(filed)}` : 'PAS-3 allotment';
  }
  if (row.formType === 'CHARGES') return `Charge ${row.key}`;
  return `${row.formType} ${row.key}${scope}`;
}
