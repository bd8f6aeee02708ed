/**
 * The fixed cast of accounts and API keys. Keys are derived from the seed, so the same seed always
 * prints the same keys and a test can hard-code nothing but the seed.
 */
import { createHash } from 'node:crypto';
import { type BilledEndpoint, defaultRateCard } from './catalogue';

export type KeyRole = 'live' | 'test' | 'revoked' | 'lowBalance' | 'noAccess' | 'disabled';
export type KeyKind = 'live' | 'test';

export interface Account {
  id: string;
  name: string;
  disabled: boolean;
  openingBalancePaisa: number;
  rateCard: Map<BilledEndpoint, number>;
}

export interface ApiKey {
  key: string;
  role: KeyRole;
  kind: KeyKind;
  accountId: string;
  revoked: boolean;
}

export type EmulatorKeys = Record<KeyRole, string>;

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** 24 base62 characters from a SHA-256 of the seed and the role: stable and unguessable enough. */
export function deriveKey(seed: string, role: KeyRole, kind: KeyKind): string {
  const digest = createHash('sha256').update(`dossier-emulator-key:${seed}:${role}`).digest();
  let body = '';
  for (let i = 0; i < 24; i++) body += BASE62[digest[i]! % 62];
  return `svc_${kind}_${body}`;
}

export const MAIN_ACCOUNT = 'acc_main';
export const LOW_BALANCE_ACCOUNT = 'acc_low_balance';
export const NO_ACCESS_ACCOUNT = 'acc_no_access';
export const DISABLED_ACCOUNT = 'acc_disabled';

function withoutUnlocks(): Map<BilledEndpoint, number> {
  const card = defaultRateCard();
  card.delete('companies.unlock');
  card.delete('directors.unlock');
  return card;
}

export function buildAccounts(): Account[] {
  return [
    { id: MAIN_ACCOUNT, name: 'Dossier Analyst LLP', disabled: false, openingBalancePaisa: 100_000_000, rateCard: defaultRateCard() },
    // ₹200: enough for lookups, less than one company unlock (₹330) or director unlock (₹299).
    { id: LOW_BALANCE_ACCOUNT, name: 'Low Balance Associates', disabled: false, openingBalancePaisa: 20_000, rateCard: defaultRateCard() },
    { id: NO_ACCESS_ACCOUNT, name: 'Lookup Only Pvt Ltd', disabled: false, openingBalancePaisa: 1_000_000, rateCard: withoutUnlocks() },
    { id: DISABLED_ACCOUNT, name: 'Dormant Holdings', disabled: true, openingBalancePaisa: 500_000, rateCard: defaultRateCard() },
  ];
}

export function buildKeys(seed: string): ApiKey[] {
  const key = (role: KeyRole, kind: KeyKind, accountId: string, revoked = false): ApiKey => ({
    key: deriveKey(seed, role, kind),
    role,
    kind,
    accountId,
    revoked,
  });
  return [
    key('live', 'live', MAIN_ACCOUNT),
    key('test', 'test', MAIN_ACCOUNT),
    key('revoked', 'live', MAIN_ACCOUNT, true),
    key('lowBalance', 'live', LOW_BALANCE_ACCOUNT),
    key('noAccess', 'live', NO_ACCESS_ACCOUNT),
    key('disabled', 'live', DISABLED_ACCOUNT),
  ];
}

export function keysByRole(keys: readonly ApiKey[]): EmulatorKeys {
  return Object.fromEntries(keys.map((k) => [k.role, k.key])) as EmulatorKeys;
}
