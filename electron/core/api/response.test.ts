import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { ResponseValidationError } from './errors';
import { jsonResponse, type ReplyContext } from './response';
import type { HttpReply } from './transport';

const context: ReplyContext = { endpointKey: 'companies.master', label: 'companies.master', subject: 'U72200KA2009PTC049889', apiKey: 'svc_live_x' };
const meta = z.looseObject({ requestId: z.string(), priceChargedPaisa: z.number().int().optional(), walletBalanceAfterPaisa: z.number().int().optional() });

function reply(value: unknown): HttpReply {
  return { status: 200, contentType: 'application/json', requestId: 'req_h', retryAfterSeconds: null, body: { kind: 'json', value }, headerBilling: { priceChargedPaisa: null, walletBalanceAfterPaisa: null } };
}

describe('jsonResponse', () => {
  it('returns data, meta, request id and billing of a valid billed answer', () => {
    const response = jsonResponse(context, reply({ data: { cin: 'X' }, meta: { requestId: 'req_1', priceChargedPaisa: 500, walletBalanceAfterPaisa: 9500 } }), z.looseObject({ cin: z.string() }), meta);
    expect(response.requestId).toBe('req_1');
    expect(response.billing).toEqual({ endpointKey: 'companies.master', subject: context.subject, priceChargedPaisa: 500, walletBalanceAfterPaisa: 9500, requestId: 'req_1' });
  });

  it('refuses a half-valid answer whole, naming the path, but keeps what it says it charged', () => {
    const bad = reply({ data: { cin: 42 }, meta: { requestId: 'req_2', priceChargedPaisa: 500, walletBalanceAfterPaisa: 9000 } });
    const error = (() => {
      try {
        jsonResponse(context, bad, z.looseObject({ cin: z.string() }), meta);
      } catch (e) {
        return e;
      }
    })() as ResponseValidationError;
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect(error.issues).toBe('data.cin: expected string');
    expect(error.charge).toEqual({ requestId: 'req_2', priceChargedPaisa: 500, walletBalanceAfterPaisa: 9000 });
  });

  it('refuses a body that is not JSON', () => {
    const notJson: HttpReply = { ...reply(null), body: { kind: 'bad-json', text: '{' } };
    expect(() => jsonResponse(context, notJson, z.unknown(), meta)).toThrow(/malformed JSON/);
  });
});
