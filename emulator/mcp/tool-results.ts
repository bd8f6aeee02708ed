// The four result kinds of the connector (spec, "Assistant connector", rule 2). Each tool returns
// exactly one of them: the kind sits in structuredContent.kind for programs, and content carries
// a readable text for the assistant (plus the PDF itself for an inline file).
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { formatRupees } from '../../shared/money';
import { guidanceFor } from './error-guidance';
import type { RestResponse } from './rest-call';

export type ResultKind = 'success' | 'file' | 'quote' | 'error';

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function integerOrNull(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) ? value : null;
}

/** What a REST response says about money: the price charged and the wallet after it, when billed. */
export interface Billing {
  costPaisa: number;
  walletBalancePaisa: number | null;
  requestId: string | null;
}

export function billingOf(response: RestResponse): Billing {
  const meta = isObject(response.json) && isObject(response.json['meta']) ? response.json['meta'] : {};
  const requestId = typeof meta['requestId'] === 'string' ? meta['requestId'] : (response.headers['x-request-id'] ?? null);
  // Binary answers (the PDF) carry the billing meta as headers instead.
  const header = (name: string) => (response.headers[name] === undefined ? null : integerOrNull(Number(response.headers[name])));
  return {
    costPaisa: integerOrNull(meta['priceChargedPaisa']) ?? header('x-price-charged-paisa') ?? 0,
    walletBalancePaisa: integerOrNull(meta['walletBalanceAfterPaisa']) ?? header('x-wallet-balance-after-paisa'),
    requestId,
  };
}

export function moneyLine(billing: Billing): string {
  if (billing.costPaisa === 0) return 'Cost: nothing charged.';
  const wallet = billing.walletBalancePaisa === null ? '' : ` Wallet now ${formatRupees(billing.walletBalancePaisa)}.`;
  return `Cost: ${formatRupees(billing.costPaisa)} (${billing.costPaisa} paisa).${wallet}`;
}

function pretty(value: unknown): string {
  return JSON.stringify(value, null, 2);
}

export function successResult(tool: string, summary: string, response: RestResponse): CallToolResult {
  const body = isObject(response.json) ? response.json : {};
  const billing = billingOf(response);
  const meta = isObject(body['meta']) ? body['meta'] : {};
  const structured = { kind: 'success', tool, summary, data: body['data'], meta, ...billing };
  return {
    content: [{ type: 'text', text: `${summary}\n${moneyLine(billing)}\n\n${pretty(body['data'])}` }],
    structuredContent: structured,
  };
}

/** A result assembled from several free calls (get_account) rather than one endpoint response. */
export function combinedSuccessResult(tool: string, summary: string, data: Json, walletBalancePaisa: number | null): CallToolResult {
  const structured = { kind: 'success', tool, summary, data, meta: {}, costPaisa: 0, walletBalancePaisa, requestId: null };
  return {
    content: [{ type: 'text', text: `${summary}\nCost: nothing charged.\n\n${pretty(data)}` }],
    structuredContent: structured,
  };
}

export interface FileDescription {
  name: string;
  mimeType: string;
  size: number;
  pages: number | null;
  uri: string;
}

export function inlineFileResult(tool: string, file: FileDescription, bytes: Uint8Array, response: RestResponse): CallToolResult {
  const billing = billingOf(response);
  const pages = file.pages === null ? '' : `, ${file.pages} pages`;
  const summary = `${file.name} (${file.mimeType}, ${file.size} bytes${pages}) is attached.`;
  return {
    content: [
      { type: 'text', text: `${summary}\n${moneyLine(billing)}` },
      { type: 'resource', resource: { uri: file.uri, mimeType: file.mimeType, blob: Buffer.from(bytes).toString('base64') } },
    ],
    structuredContent: { kind: 'file', tool, summary, inline: true, ...file, ...billing },
  };
}

function megabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export function describedFileResult(tool: string, file: FileDescription, limitBytes: number, response: RestResponse): CallToolResult {
  const billing = billingOf(response);
  const pages = file.pages === null ? 'an unknown number of' : String(file.pages);
  const summary =
    `${file.name} is ${file.size} bytes (${megabytes(file.size)}) with ${pages} pages, above the connector's inline limit of ${megabytes(limitBytes)}, ` +
    'so it is described here instead of attached. Download it through the REST API or the Dossier app.';
  return {
    content: [{ type: 'text', text: `${summary}\n${moneyLine(billing)}` }],
    structuredContent: { kind: 'file', tool, summary, inline: false, limitBytes, ...file, ...billing },
  };
}

export interface Quote {
  /** What the confirmed call does, in one line. */
  action: string;
  /** Endpoint key of the rate card the price comes from. */
  endpoint: string;
  /** Price on the caller's rate card; null when the account holds no price (the call would be refused). */
  pricePaisa: number | null;
  walletBalancePaisa: number | null;
  buys: string;
  proceed: string;
  /** Facts read from free status calls that bear on the decision (e.g. an unlock already active). */
  notes: string[];
}

export function quoteResult(tool: string, quote: Quote): CallToolResult {
  const price = quote.pricePaisa === null ? 'no price on this account (the call would be refused with NO_ACCESS)' : formatRupees(quote.pricePaisa);
  const walletAfterPaisa =
    quote.pricePaisa === null || quote.walletBalancePaisa === null ? null : quote.walletBalancePaisa - quote.pricePaisa;
  const wallet =
    quote.walletBalancePaisa === null
      ? ''
      : ` Wallet ${formatRupees(quote.walletBalancePaisa)}${walletAfterPaisa === null ? '' : `, ${formatRupees(walletAfterPaisa)} after`}.`;
  const summary = `Quote: ${quote.action} costs ${price}.${wallet} Nothing was charged.`;
  const lines = [summary, `What it buys: ${quote.buys}`, ...quote.notes, `To proceed: ${quote.proceed}`];
  return {
    content: [{ type: 'text', text: lines.join('\n') }],
    structuredContent: { kind: 'quote', tool, summary, ...quote, walletAfterPaisa, costPaisa: 0 },
  };
}

export interface ToolError {
  code: string;
  message: string;
  status: number;
  extras: Json;
  requestId: string | null;
  /** True when the connector refused the input itself and made no API call. */
  checkedLocally: boolean;
}

export function errorResult(tool: string, error: ToolError): CallToolResult {
  const { explanation, instruction } = guidanceFor(error.code, error.status);
  const extrasText = Object.keys(error.extras).length === 0 ? '' : `\nDetails: ${pretty(error.extras)}`;
  const text = `Error ${error.code} (HTTP ${error.status}): ${error.message}\n${explanation}\nWhat to do: ${instruction}${extrasText}`;
  return {
    isError: true,
    content: [{ type: 'text', text }],
    structuredContent: { kind: 'error', tool, ...error, explanation, instruction, costPaisa: 0 },
  };
}

/** The connector's own refusal of an input, with the code and status the API would have answered. */
export function localError(tool: string, code: string, message: string, status = 400): CallToolResult {
  return errorResult(tool, { code, message, status, extras: {}, requestId: null, checkedLocally: true });
}

/** An API failure envelope `{ error: { code, message, ...extras }, meta }` as an error result. */
export function errorFromResponse(tool: string, response: RestResponse): CallToolResult {
  const body = isObject(response.json) ? response.json : {};
  const envelope = isObject(body['error']) ? body['error'] : {};
  const { code, message, ...extras } = envelope;
  const retryAfter = response.headers['retry-after'];
  if (retryAfter !== undefined && extras['retryAfterSeconds'] === undefined) extras['retryAfterSeconds'] = Number(retryAfter);
  return errorResult(tool, {
    code: typeof code === 'string' ? code : `HTTP_${response.status}`,
    message: typeof message === 'string' ? message : `The service answered HTTP ${response.status}.`,
    status: response.status,
    extras,
    requestId: billingOf(response).requestId,
    checkedLocally: false,
  });
}
