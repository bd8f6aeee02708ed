import { describe, expect, it } from 'vitest';
import { rateCardRows, walletBalanceOf } from './account-reads';
import type { RestResponse } from './rest-call';
import { billingOf, describedFileResult, errorFromResponse, inlineFileResult, quoteResult, successResult } from './tool-results';

function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): RestResponse {
  const bytes = new TextEncoder().encode(JSON.stringify(body));
  return { status, headers: { 'content-type': 'application/json', ...headers }, contentType: 'application/json', body: bytes, json: body };
}

describe('connector result kinds', () => {
  it('success keeps the endpoint data unchanged with the summary, cost and wallet', () => {
    const data = { cin: 'U1', nested: { a: [1, 2] } };
    const result = successResult('get_company', 'One line.', jsonResponse(200, { data, meta: { requestId: 'req_1', priceChargedPaisa: 500, walletBalanceAfterPaisa: 99500 } }));
    expect(result.isError).toBeUndefined();
    expect(result.structuredContent).toMatchObject({ kind: 'success', summary: 'One line.', data, costPaisa: 500, walletBalancePaisa: 99500, requestId: 'req_1' });
    const text = (result.content[0] as { text: string }).text;
    expect(text).toContain('One line.');
    expect(text).toContain('₹5.00 (500 paisa)');
    expect(text).toContain('₹995.00');
  });

  it('reads binary billing from headers', () => {
    const response: RestResponse = {
      status: 200,
      headers: { 'x-price-charged-paisa': '5', 'x-wallet-balance-after-paisa': '1000', 'x-request-id': 'req_2' },
      contentType: 'application/pdf',
      body: new Uint8Array([37, 80, 68, 70]),
      json: undefined,
    };
    expect(billingOf(response)).toEqual({ costPaisa: 5, walletBalancePaisa: 1000, requestId: 'req_2' });
    const file = { name: 'a.pdf', mimeType: 'application/pdf', size: 4, pages: null, uri: 'registry://x' };
    const inline = inlineFileResult('get_filing_document', file, response.body, response);
    expect(inline.structuredContent).toMatchObject({ kind: 'file', inline: true, size: 4, costPaisa: 5 });
    expect(inline.content[1]).toEqual({ type: 'resource', resource: { uri: 'registry://x', mimeType: 'application/pdf', blob: 'JVBERg==' } });
    const described = describedFileResult('get_filing_document', { ...file, size: 11, pages: 3 }, 10, response);
    expect(described.structuredContent).toMatchObject({ kind: 'file', inline: false, size: 11, pages: 3, limitBytes: 10 });
    expect(described.content).toHaveLength(1);
  });

  it('error carries code, message, extras, status, explanation and an instruction line', () => {
    const body = { error: { code: 'INSUFFICIENT_BALANCE', message: 'Too low', balancePaisa: 10, requiredPaisa: 500 }, meta: { requestId: 'req_3' } };
    const result = errorFromResponse('unlock_company', jsonResponse(402, body));
    expect(result.isError).toBe(true);
    expect(result.structuredContent).toMatchObject({
      kind: 'error',
      code: 'INSUFFICIENT_BALANCE',
      message: 'Too low',
      status: 402,
      extras: { balancePaisa: 10, requiredPaisa: 500 },
      requestId: 'req_3',
      checkedLocally: false,
    });
    expect((result.content[0] as { text: string }).text).toMatch(/What to do: .+/);
  });

  it('adds Retry-After to the extras of a rate-limit error', () => {
    const result = errorFromResponse('get_company', jsonResponse(429, { error: { code: 'RATE_LIMITED', message: 'slow' } }, { 'retry-after': '12' }));
    expect(result.structuredContent).toMatchObject({ code: 'RATE_LIMITED', extras: { retryAfterSeconds: 12 } });
  });

  it('quote states price, wallet after, what it buys and how to proceed, at no cost', () => {
    const result = quoteResult('unlock_company', {
      action: 'Unlocking X',
      endpoint: 'companies.unlock',
      pricePaisa: 33000,
      walletBalancePaisa: 100000,
      buys: 'Documents.',
      proceed: 'Call again with confirm: true.',
      notes: [],
    });
    expect(result.structuredContent).toMatchObject({ kind: 'quote', pricePaisa: 33000, walletAfterPaisa: 67000, costPaisa: 0 });
    const text = (result.content[0] as { text: string }).text;
    expect(text).toContain('₹330.00');
    expect(text).toContain('confirm: true');
  });
});

describe('account reads', () => {
  it('finds the account price of an endpoint next to the default price', () => {
    const body = { data: [{ endpoint: 'companies.unlock', pricePaisa: 30000, defaultPricePaisa: 33000 }, { endpoint: 'x' }], meta: {} };
    expect(rateCardRows(body)).toEqual([
      { endpoint: 'companies.unlock', pricePaisa: 30000, defaultPricePaisa: 33000 },
      { endpoint: 'x', pricePaisa: null, defaultPricePaisa: null },
    ]);
    expect(rateCardRows({ data: { rates: [{ endpoint: 'y', pricePaisa: 5 }] } })[0]?.pricePaisa).toBe(5);
    expect(walletBalanceOf({ data: { wallet: { balancePaisa: 123, currency: 'INR' } } })).toBe(123);
    expect(walletBalanceOf({ data: {} })).toBeNull();
  });
});
