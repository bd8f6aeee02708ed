/**
 * The billed endpoint keys and the default rate card (spec, "Endpoints" price table), in paisa.
 * Accounts may hold negotiated prices: the account's own rate card (`GET /v1/account/pricing`)
 * wins; these defaults are what the emulator charges and what a quote shows before the rate card
 * is known.
 */
export const DEFAULT_PRICES_PAISA = {
  'companies.resolve': 500,
  'companies.master': 500,
  'companies.filings.list': 500,
  'directors.resolve': 500,
  'directors.profile': 500,
  'companies.unlock': 33000,
  'companies.filings.download': 5,
  'companies.extractions.list': 5,
  'companies.extractions.years': 5,
  'companies.extractions.data': 5,
  'directors.contact': 5,
  'companies.update': 100,
  'companies.documents.fetch': 15000,
  'directors.unlock': 29900,
} as const satisfies Record<string, number>;

export type EndpointKey = keyof typeof DEFAULT_PRICES_PAISA;
export const ENDPOINT_KEYS = Object.keys(DEFAULT_PRICES_PAISA) as EndpointKey[];

export function isEndpointKey(value: unknown): value is EndpointKey {
  return typeof value === 'string' && Object.hasOwn(DEFAULT_PRICES_PAISA, value);
}
