// The words of the labels that recur (unlock state, freshness badge, SANDBOX) as plain strings: the
// React labels (badges.tsx) and the first frame drawn before React is up (first-frame.ts) share them.
import type { FreshnessView, UnlockView } from '../../shared/bridge/views';
import { dateOrDash } from './format';

export const SANDBOX_TITLE = 'Sandbox data from a test key: synthetic, never billed';

const UNLOCK_WORDS: Record<UnlockView['state'], string> = {
  none: 'Not unlocked',
  active: 'Unlocked',
  expiring: 'Unlock expiring',
  expired: 'Unlock expired',
};

/** The unlock label's words: `Unlocked until 21 Nov 2027 (358 d left)`, `Unlock expired on 2 Mar 2026`. */
export function unlockLabel(unlock: UnlockView): string {
  const until = unlock.expiresAt ? ` until ${dateOrDash(unlock.expiresAt)}` : '';
  const days = unlock.daysLeft !== null && unlock.state !== 'expired' ? ` (${unlock.daysLeft} d left)` : '';
  return `${UNLOCK_WORDS[unlock.state]}${unlock.state === 'expired' ? ` on ${dateOrDash(unlock.expiresAt)}` : `${until}${days}`}`;
}

/** The freshness badge's words: `fresh · 3 d`. */
export function freshnessBadgeText(freshness: FreshnessView): string {
  return `${freshness.badge}${freshness.ageDays === null ? '' : ` · ${freshness.ageDays} d`}`;
}

