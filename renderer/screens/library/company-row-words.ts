// What a row of the library table says, as plain data and strings: the columns and the words of each
// cell. The React table (companies-table.tsx) and the first frame drawn before React is up
// (first-frame.ts) both take them from here, so the two say the same things.
import type { CompanySummary, UnlockView } from '../../../shared/bridge/views';
import { formatRupees } from '../../../shared/money';
import { dateOrDash, dateTimeOrDash } from '../../ui/format';

/** Matches `.companies-table td` in tables.css. */
export const COMPANY_ROW_HEIGHT = 42;

export const COMPANY_COLUMNS: ReadonlyArray<{ label: string; width: string; num?: boolean }> = [
  { label: 'Company', width: 'auto' },
  { label: 'Identifier', width: '13em' },
  { label: 'Status', width: '11em' },
  { label: 'Freshness', width: '8.5em' },
  { label: 'Unlock', width: '14em' },
  { label: 'PDFs', width: '6em', num: true },
  { label: 'Missing', width: '5em', num: true },
  { label: 'Spend', width: '7.5em', num: true },
  { label: 'Mirrored', width: '11.5em' },
];

/** Words of the unlock cell, for its tooltip (the label may wrap). */
export function unlockTitle(u: UnlockView): string {
  const until = u.expiresAt ? ` until ${dateOrDash(u.expiresAt)}` : '';
  return `${u.state === 'none' ? 'Not unlocked' : u.state === 'expired' ? 'Unlock expired' : 'Unlocked'}${until}${u.daysLeft !== null && u.state !== 'expired' ? ` (${u.daysLeft} d left)` : ''}`;
}

/** The words of each cell but the freshness badge, which is drawn apart (its reasons in a tooltip). */
export function companyCellWords(c: CompanySummary) {
  return {
    nameTitle: c.knownAs ? `${c.name} (${c.knownAs})` : c.name,
    place: [c.city, c.state].filter(Boolean).join(', '),
    statusTitle: c.status ?? 'No status on record',
    status: c.status ?? '—',
    unlockTitle: unlockTitle(c.unlock),
    pdfs: `${c.downloadedPdfs} / ${c.totalFilings}`,
    spend: formatRupees(c.spendPaisa),
    mirrored: dateTimeOrDash(c.mirroredAt),
  };
}
