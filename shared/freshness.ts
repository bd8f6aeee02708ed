// The freshness badge shown beside every company, and the one place its rule lives.
//
// Rule, evaluated top to bottom, first match wins:
//
// | # | condition                                                         | badge   |
// |---|-------------------------------------------------------------------|---------|
// | 1 | localReadAt is null (Dossier never read the master record)        | unknown |
// | 2 | the unlock has expired (now ≥ unlockExpiresAt) and missingPdfs > 0 | stale   |
// | 3 | now < freshUntil (inside the window of a refresh Dossier has read) | fresh   |
// | 4 | age > STALE_DAYS (90)                                             | stale   |
// | 5 | age ≤ FRESH_DAYS (30) and no missing PDFs (missingPdfs 0 or null) | fresh   |
// | 6 | otherwise: age ≤ 90, or missing PDFs > 0 with age ≤ 90            | aging   |
//
// age: whole days (floored) since the OLDER of localReadAt and registryUpdatedAt (when known), so a
// record we read yesterday that the registry last wrote four months ago is four months old. A
// timestamp ahead of `now` (clock skew) counts as age 0.
// Row 2 comes before row 3 because PDFs missing after the unlock expired cannot be fetched without
// paying for a new unlock, however recent the register data is.
//
// Unlock state (unlockState): none when there is no expiry; expired when now ≥ expiresAt; expiring
// when it ends within UNLOCK_WARNING_DAYS (30); active otherwise.

import { formatIndianNumber } from './money';
import { DAY_MS, formatDateTime, formatDay, toEpochMs } from './dates';

export const FRESH_DAYS = 30;
export const STALE_DAYS = 90;
export const UNLOCK_WARNING_DAYS = 30;

export type FreshnessBadge = 'fresh' | 'aging' | 'stale' | 'unknown';

/** All timestamps are ISO 8601 date-times. */
export interface FreshnessInput {
  now: string;
  /** When Dossier last read the company's master record; null when it never has. */
  localReadAt: string | null;
  /** The freshness record's `data.updatedAt`: when the registry copy was last written. */
  registryUpdatedAt: string | null;
  /** The freshness record's `filings.listRefreshedAt`. */
  listRefreshedAt: string | null;
  /** Filings listed whose PDF is not downloaded (`filings.missing`); null when unknown. */
  missingPdfs: number | null;
  /** The caller's own unlock expiry; null when there is no unlock. */
  unlockExpiresAt: string | null;
  /** End of the 24-hour window of the newest completed refresh whose results Dossier has read. */
  freshUntil: string | null;
}

export interface Freshness {
  badge: FreshnessBadge;
  /** Human sentences explaining the badge, for a tooltip or a detail panel. */
  reasons: string[];
  ageDays: number | null;
}

export type UnlockStateName = 'none' | 'active' | 'expiring' | 'expired';
export interface UnlockState {
  state: UnlockStateName;
  /**
   * Days until expiry, partial days counted as a whole one (1 when less than a day is left);
   * when expired, minus the whole days since expiry (0 on the day it expired); null for none.
   */
  daysLeft: number | null;
}

export function unlockState(expiresAt: string | null, now: string): UnlockState {
  if (expiresAt === null) return { state: 'none', daysLeft: null };
  const remaining = toEpochMs(expiresAt) - toEpochMs(now);
  if (remaining <= 0) return { state: 'expired', daysLeft: -Math.floor(-remaining / DAY_MS) || 0 };
  const daysLeft = Math.ceil(remaining / DAY_MS);
  return { state: remaining <= UNLOCK_WARNING_DAYS * DAY_MS ? 'expiring' : 'active', daysLeft };
}

function daysAgo(days: number): string {
  if (days === 0) return 'today';
  return days === 1 ? '1 day ago' : `${days} days ago`;
}

function ageOf(iso: string, nowMs: number): number {
  return Math.max(0, Math.floor((nowMs - toEpochMs(iso)) / DAY_MS));
}

function unlockReason(unlock: UnlockState, missing: number): string | null {
  const days = unlock.daysLeft ?? 0;
  if (unlock.state === 'expiring') return `Unlock expires in ${days === 1 ? '1 day' : `${days} days`}`;
  if (unlock.state !== 'expired') return null;
  const when = daysAgo(-days);
  const pdfs = missing === 1 ? '1 PDF' : `${formatIndianNumber(missing)} PDFs`;
  return missing > 0 ? `Unlock expired ${when}; ${pdfs} can no longer be downloaded` : `Unlock expired ${when}`;
}

export function computeFreshness(input: FreshnessInput): Freshness {
  const { localReadAt, registryUpdatedAt, listRefreshedAt, unlockExpiresAt, freshUntil } = input;
  if (localReadAt === null) return { badge: 'unknown', reasons: ['Not read from the registry yet'], ageDays: null };
  const missing = input.missingPdfs ?? 0;
  if (!Number.isSafeInteger(missing) || missing < 0) throw new RangeError(`missingPdfs must be a count, got ${missing}`);
  const nowMs = toEpochMs(input.now);

  const readAge = ageOf(localReadAt, nowMs);
  const registryAge = registryUpdatedAt === null ? null : ageOf(registryUpdatedAt, nowMs);
  const ageDays = Math.max(readAge, registryAge ?? 0);
  const unlock = unlockState(unlockExpiresAt, input.now);
  const withinFreshUntil = freshUntil !== null && nowMs < toEpochMs(freshUntil);

  const reasons = [`Record last read ${daysAgo(readAge)}`];
  if (registryAge !== null) reasons.push(`Registry copy last updated ${daysAgo(registryAge)}`);
  if (listRefreshedAt !== null) reasons.push(`Filing list last refreshed ${daysAgo(ageOf(listRefreshedAt, nowMs))}`);
  if (withinFreshUntil && freshUntil !== null) reasons.push(`Refreshed recently; fresh until ${formatDateTime(freshUntil)}`);
  if (missing > 0) reasons.push(`${missing === 1 ? '1 PDF' : `${formatIndianNumber(missing)} PDFs`} listed but not downloaded`);
  const unlockText = unlockReason(unlock, missing);
  if (unlockText !== null) reasons.push(unlockText);

  let badge: FreshnessBadge;
  if (unlock.state === 'expired' && missing > 0) badge = 'stale';
  else if (withinFreshUntil) badge = 'fresh';
  else if (ageDays > STALE_DAYS) badge = 'stale';
  else if (ageDays <= FRESH_DAYS && missing === 0) badge = 'fresh';
  else badge = 'aging';
  return { badge, reasons, ageDays };
}

/** What a badge's age is counted from, as `computeFreshness` counts it. */
export interface AgeBasisInput {
  badge: FreshnessBadge;
  ageDays: number | null;
  /** localReadAt: when Dossier last read the master record. */
  masterReadAt: string | null;
  registryUpdatedAt: string | null;
  freshUntil: string | null;
}

/**
 * One sentence saying what the age on the badge is measured from (issue 28 item 12): the older of
 * Dossier's read and the registry's last update, exactly the rule above, so a record read today
 * that the registry last wrote 27 days ago reads "27 d" and says why. A badge kept fresh by a recent
 * refresh says that the window, not the age, decides.
 */
export function ageBasis(f: AgeBasisInput): string {
  if (f.ageDays === null || f.masterReadAt === null) return 'No age yet: Dossier has not read this record from the registry.';
  const days = f.ageDays === 1 ? '1 day' : `${f.ageDays} days`;
  const read = formatDay(f.masterReadAt);
  const registryOlder = f.registryUpdatedAt !== null && toEpochMs(f.registryUpdatedAt) < toEpochMs(f.masterReadAt);
  const from = registryOlder
    ? `measured from the registry's last update of this record on ${formatDay(f.registryUpdatedAt!)} (the older of that and Dossier's read on ${read})`
    : f.registryUpdatedAt === null
      ? `measured from the day Dossier read this record, ${read} (the registry's last update is not known yet)`
      : `measured from the day Dossier read this record, ${read} (the registry's last update, ${formatDay(f.registryUpdatedAt)}, is newer)`;
  const window = f.badge === 'fresh' && f.ageDays > FRESH_DAYS ? '; fresh because of a recent refresh, whatever the age' : '';
  return `${f.badge}: ${days} old, ${from}${window}.`;
}
