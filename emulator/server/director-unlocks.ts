/** Director contact unlock records and the age of each DIN's cached contact. */
import { DAY } from '../clock';
import { REFERENCE_DATE } from '../registry/types';
import type { DirectorUnlockRecord } from '../state/records';
import { unlockKey } from '../state/store';
import { accountPrice } from './billing';
import type { Caller, EmulatorContext } from './context';
import { iso, isoOrNull } from './reply';

export const CONTACT_FRESH_MS = 365 * DAY;
/** Real milliseconds (divided by speed) the cold path takes to land fresh contact, or to give up. */
export const COLD_REFRESH_MS = 3_000;
export const COLD_GIVE_UP_MS = 10_000;

const REFERENCE = Date.parse(REFERENCE_DATE);

/** When the DIN's cached contact was last refreshed (registry-wide), or null when there is none. */
export function contactUpdatedAt(ctx: EmulatorContext, din: string): number | null {
  const attempt = ctx.state.contactAttempts.get(din);
  if (attempt?.status === 'success') return attempt.at;
  const path = ctx.registry.director(din)?.contactPath;
  if (path === 'hot') return REFERENCE - 30 * DAY;
  if (path === 'cold' || path === 'cold-fails') return REFERENCE - 400 * DAY;
  return null;
}

export function contactIsFresh(ctx: EmulatorContext, din: string, now: number): boolean {
  const at = contactUpdatedAt(ctx, din);
  return at !== null && now - at < CONTACT_FRESH_MS;
}

export function activeDirectorUnlock(ctx: EmulatorContext, accountId: string, din: string, now = ctx.clock.now()): DirectorUnlockRecord | null {
  const record = ctx.state.directorUnlocks.get(unlockKey(accountId, din));
  return record !== undefined && record.expiresAt > now ? record : null;
}

export function lastUpdateAttempt(ctx: EmulatorContext, din: string) {
  const attempt = ctx.state.contactAttempts.get(din);
  return attempt ? { status: attempt.status, timestamp: iso(attempt.at), errorMessage: attempt.errorMessage } : null;
}

export function directorUnlockData(ctx: EmulatorContext, caller: Caller, din: string, record: DirectorUnlockRecord | null) {
  return {
    din,
    unlocked: record !== null,
    unlockedAt: isoOrNull(record?.unlockedAt),
    expiresAt: isoOrNull(record?.expiresAt),
    unlockPrice: accountPrice(caller, 'directors.unlock'),
    contactUpdatedAt: isoOrNull(contactUpdatedAt(ctx, din)),
    lastUpdateAttempt: lastUpdateAttempt(ctx, din),
  };
}

export function sandboxDirectorUnlockData(caller: Caller, din: string) {
  return {
    din,
    unlocked: true,
    unlockedAt: null,
    expiresAt: null,
    unlockPrice: accountPrice(caller, 'directors.unlock'),
    sandbox: true,
    contactUpdatedAt: null,
    lastUpdateAttempt: null,
  };
}
