// Free account reads the connector makes for quotes and get_account: the rate card
// (GET /v1/account/pricing) and the wallet (GET /v1/account/usage). The spec fixes only the row's
// endpoint key and `defaultPricePaisa`, so the reader looks for the account's own price under the
// names a rate card row plausibly uses and never mistakes the default price for it.
import type { RestCaller, RestResponse } from './rest-call';

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export interface RateCardRow {
  endpoint: string;
  pricePaisa: number | null;
  defaultPricePaisa: number | null;
}

const ENDPOINT_FIELDS = ['endpoint', 'endpointKey', 'key'];
const PRICE_FIELDS = ['pricePaisa', 'unitPricePaisa', 'price'];

function firstString(row: Json, fields: string[]): string | null {
  for (const field of fields) if (typeof row[field] === 'string') return row[field];
  return null;
}

function firstInteger(row: Json, fields: string[]): number | null {
  for (const field of fields) if (Number.isInteger(row[field])) return row[field] as number;
  return null;
}

/** The rows of a pricing response: `data` itself when it is a list, else the first list inside it. */
export function rateCardRows(json: unknown): RateCardRow[] {
  const data = isObject(json) ? json['data'] : undefined;
  const list = Array.isArray(data) ? data : isObject(data) ? Object.values(data).find(Array.isArray) : undefined;
  const rows: RateCardRow[] = [];
  for (const row of list ?? []) {
    if (!isObject(row)) continue;
    const endpoint = firstString(row, ENDPOINT_FIELDS);
    if (endpoint === null) continue;
    rows.push({
      endpoint,
      pricePaisa: firstInteger(row, PRICE_FIELDS),
      defaultPricePaisa: Number.isInteger(row['defaultPricePaisa']) ? (row['defaultPricePaisa'] as number) : null,
    });
  }
  return rows;
}

export function walletBalanceOf(json: unknown): number | null {
  const data = isObject(json) ? json['data'] : undefined;
  const wallet = isObject(data) ? data['wallet'] : undefined;
  const balance = isObject(wallet) ? wallet['balancePaisa'] : undefined;
  return Number.isInteger(balance) ? (balance as number) : null;
}

export interface AccountSnapshot {
  usage: RestResponse;
  pricing: RestResponse;
}

/** Both free account reads; they run one after the other so a rate limit answers them in order. */
export async function readAccount(rest: RestCaller): Promise<AccountSnapshot> {
  const usage = await rest({ method: 'GET', path: '/v1/account/usage' });
  const pricing = await rest({ method: 'GET', path: '/v1/account/pricing' });
  return { usage, pricing };
}
