/** The paid unlock ends soon (PDFs and extractions can no longer be bought without paying again), or has ended. */
import { formatDate } from '../../../shared/dates';
import { UNLOCK_WARNING_DAYS, unlockState } from '../../../shared/freshness';
import { type Rule, plural } from './rule';

export const unlockExpiringRule: Rule = ({ library, company, now }) => {
  const unlock = library.unlocks.get(company.id);
  // A test key counts as unlocked on every sandbox company, with no expiry.
  if (!unlock || unlock.sandbox || !unlock.expiresAt) return [];
  const state = unlockState(unlock.expiresAt, now);
  const evidence = [{ kind: 'record' as const, id: company.id, label: `Unlock of ${company.id}, expires ${formatDate(unlock.expiresAt.slice(0, 10))} (read ${unlock.readAt.slice(0, 10)})` }];
  const missing = Math.max(0, company.filingCount - company.documentCount);
  const missingWords = missing > 0 ? ` ${plural(missing, 'listed PDF')} not downloaded yet.` : '';
  if (state.state === 'expiring') {
    return [
      {
        rule: 'unlock-expiring',
        severity: 'medium',
        title: `Unlock expires in ${plural(state.daysLeft ?? 0, 'day')}`,
        detail: `The unlock ends on ${formatDate(unlock.expiresAt.slice(0, 10))} (warned from ${UNLOCK_WARNING_DAYS} days before).${missingWords}`,
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
        detail: `The unlock ended on ${formatDate(unlock.expiresAt.slice(0, 10))}; new documents need a new unlock.${missingWords}`,
        evidence,
      },
    ];
  }
  return [];
};
