// The book view's columns: each with its header, how it sorts, and the text it shows and exports, so
// the table, the sort and the "CSV of what is shown" read one definition and cannot disagree.
import type { BookCompanyRow } from '../../../shared/bridge/portfolio';
import { RISK_BAND_NAMES, type RiskBand } from '../../../shared/bridge/signals';
import { formatFy } from '../../../shared/dates';
import { formatCompact } from '../../../shared/money';
import { DASH } from '../../ui/format';

export interface BookColumn {
  id: string;
  label: string;
  num?: boolean;
  /** Width in em. */
  width: number;
  /** A value to sort by: numbers and strings, null always last. */
  sortValue(row: BookCompanyRow): number | string | null;
  /** The text shown and exported. */
  text(row: BookCompanyRow): string;
}

const BAND_RANK: Record<RiskBand, number> = { high: 3, watch: 2, standard: 1 };

/** A basis-point share as "12.34 %", exactly (no float arithmetic). */
export function shareText(basisPoints: number | null): string {
  if (basisPoints === null) return DASH;
  return `${Math.floor(basisPoints / 100)}.${String(basisPoints % 100).padStart(2, '0')} %`;
}

export const exposureText = (paisa: number | null): string => (paisa === null ? DASH : formatCompact(paisa));

function severityText(counts: { high: number; medium: number; info: number }): string {
  const parts = [counts.high && `${counts.high} high`, counts.medium && `${counts.medium} medium`, counts.info && `${counts.info} info`].filter(Boolean);
  return parts.length ? parts.join(', ') : DASH;
}
const severityRank = (c: { high: number; medium: number; info: number }) => c.high * 1_000_000 + c.medium * 1_000 + c.info;

export const BOOK_COLUMNS: BookColumn[] = [
  { id: 'name', label: 'Company', width: 18, sortValue: (r) => r.name.toLowerCase(), text: (r) => r.name },
  { id: 'reference', label: 'Reference', width: 10, sortValue: (r) => r.reference, text: (r) => r.reference ?? DASH },
  { id: 'exposure', label: 'Exposure', num: true, width: 8, sortValue: (r) => r.exposurePaisa, text: (r) => exposureText(r.exposurePaisa) },
  { id: 'share', label: 'Share', num: true, width: 6, sortValue: (r) => r.shareBasisPoints, text: (r) => shareText(r.shareBasisPoints) },
  { id: 'status', label: 'Status', width: 8, sortValue: (r) => r.status, text: (r) => r.status ?? DASH },
  {
    id: 'accounts',
    label: 'Latest accounts',
    width: 11,
    sortValue: (r) => (r.latestAccounts ? -r.latestAccounts.monthsSince : null),
    text: (r) => (r.latestAccounts ? `${formatFy(r.latestAccounts.fyStart)} · ${r.latestAccounts.monthsSince} mo ago` : DASH),
  },
  {
    id: 'overdue',
    label: 'Statutory overdue',
    width: 14,
    sortValue: (r) => (r.statutory.overdue > 0 ? (r.statutory.worstOverdueDays ?? 0) : null),
    text: (r) => (r.statutory.overdue > 0 ? `${r.statutory.words ?? `${r.statutory.overdue} overdue`}${r.statutory.worstOverdueDays !== null ? ` (${r.statutory.worstOverdueDays} d)` : ''}` : 'None'),
  },
  { id: 'charges', label: 'Open charges / lenders', num: true, width: 8, sortValue: (r) => r.charges.open, text: (r) => `${r.charges.open} / ${r.charges.lenders}` },
  { id: 'flags', label: 'Flags', width: 9, sortValue: (r) => severityRank(r.flags), text: (r) => severityText(r.flags) },
  { id: 'signals', label: 'Signals', width: 9, sortValue: (r) => severityRank(r.signals), text: (r) => severityText(r.signals) },
  { id: 'changes', label: 'Changes since review', num: true, width: 7, sortValue: (r) => r.changesSinceReview, text: (r) => String(r.changesSinceReview) },
  { id: 'freshness', label: 'Freshness', width: 7, sortValue: (r) => r.freshness.ageDays, text: (r) => r.freshness.badge },
  {
    id: 'band',
    label: 'Risk band',
    width: 8,
    sortValue: (r) => (r.band ? BAND_RANK[r.band] : null),
    text: (r) => (r.band ? RISK_BAND_NAMES[r.band] : r.assessment === 'pending' ? 'Assessing…' : DASH),
  },
];

export const DEFAULT_COLUMNS = BOOK_COLUMNS.map((c) => c.id);
export const columnById = (id: string): BookColumn | undefined => BOOK_COLUMNS.find((c) => c.id === id);
