/** The paid unlock ends soon (PDFs and extractions can no longer be bought without paying again), or has ended. */
import { formatDateTime, formatDay } from '../../../shared/dates';
import { UNLOCK_WARNING_DAYS, unlockState } from '../../../shared/freshness';
import { type Rule, plural } from './rule';

export const unlockExpiringRule: Rule = ({ library, company, now }) => {
  const unlock = library.unlocks.get(company.id);
  // A test key counts as unlocked on every sandbox company, with no expiry.
  if (!unlock || unlock.sandbox || !unlock.expiresAt) return [];
  const state = unlockState(unlock.expiresAt, now);
  const ends = formatDay(unlock.expiresAt);
  const evidence = [
    {
      kind: 'record' as const,
      id: company.id,
      label: `Unlock of ${company.name ?? company.id}, expires ${formatDateTime(unlock.expiresAt)} (read ${formatDay(unlock.readAt)})`,
      reference: `company ${company.id}`,
    },
  ];
  const missing = Math.max(0, company.filingCount - company.documentCount);
  const missingWords = missing > 0 ? ` ${plural(missing, 'listed PDF')} not downloaded yet.` : '';
  if (state.state === 'expiring') {
    return [
      {
        rule: 'unlock-expiring',
        severity: 'medium',
        title: `Unlock expires in ${plural(state.daysLeft ?? 0, 'day')}`,
        detail: `The unlock ends on ${ends} (warned from ${UNLOCK_WARNING_DAYS} days before).${missingWords}`,
        evidence,
      },
    ];
  }
  if (state.state === 'expired') {
    return [
      {
        rule: 'unlock-expired',
        severity: missing > 0 ? 'medium' : 'info',
        title: 'Unlock has expired',
        detail: `The unlock ended on ${ends}; new documents need a new unlock.${missingWords}`,
        evidence,
      },
    ];
  }
  return [];
};
