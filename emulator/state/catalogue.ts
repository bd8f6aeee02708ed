/**
 * The rate card: billed endpoint keys and default prices come from the shared contract; the free
 * keys are the emulator's labels for usage rows of free calls.
 */
import { DEFAULT_PRICES_PAISA, type EndpointKey } from '../../shared/api/prices';

export type BilledEndpoint = EndpointKey;

/** Free calls, by the key usage rows name them with (the sandbox list is never recorded). */
export const FREE_ENDPOINTS = [
  'companies.unlock.status',
  'companies.freshness',
  'companies.update.status',
  'directors.unlock.status',
  'account.usage',
  'account.pricing',
  'account.wallet',
  'account.billing',
] as const;
export type FreeEndpoint = (typeof FREE_ENDPOINTS)[number];

export function defaultPrice(endpoint: string): number | null {
  return Object.hasOwn(DEFAULT_PRICES_PAISA, endpoint) ? DEFAULT_PRICES_PAISA[endpoint as BilledEndpoint] : null;
}

export function defaultRateCard(): Map<BilledEndpoint, number> {
  return new Map(Object.entries(DEFAULT_PRICES_PAISA) as Array<[BilledEndpoint, number]>);
}
