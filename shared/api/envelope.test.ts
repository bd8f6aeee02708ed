import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { describeZodError } from './describe';
import { baseMeta, billingMeta, errorEnvelope, pageMeta, recordTimesMeta, successEnvelope } from './envelope';

const describeFailure = (r: { success: boolean; error?: z.ZodError }) => (r.success ? 'ok' : describeZodError(r.error!));

describe('meta', () => {
  it('requires a requestId on every response, even an otherwise empty meta', () => {
    expect(baseMeta.safeParse({ requestId: 'req_9f2' }).success).toBe(true);
    expect(describeFailure(baseMeta.safeParse({}))).toBe('requestId: expected string');
  });

  it('accepts billing fields as a pair of integers, or neither', () => {
    expect(billingMeta.parse({ requestId: 'r', priceChargedPaisa: 500, walletBalanceAfterPaisa: 99500 })).toEqual({
      requestId: 'r',
      priceChargedPaisa: 500,
      walletBalanceAfterPaisa: 99500,
    });
    expect(billingMeta.safeParse({ requestId: 'r' }).success).toBe(true);
    expect(describeFailure(billingMeta.safeParse({ requestId: 'r', priceChargedPaisa: 500 }))).toBe(
      'walletBalanceAfterPaisa: priceChargedPaisa and walletBalanceAfterPaisa come together',
    );
    expect(describeFailure(billingMeta.safeParse({ requestId: 'r', priceChargedPaisa: 5.5, walletBalanceAfterPaisa: 1 }))).toBe(
      'priceChargedPaisa: expected int',
    );
  });

  it('requires all four page fields', () => {
    const meta = { requestId: 'r', page: 1, limit: 50, total: 120, totalPages: 3, priceChargedPaisa: 500, walletBalanceAfterPaisa: 1000 };
    expect(pageMeta.parse(meta)).toEqual(meta);
    const { totalPages: _dropped, ...short } = meta;
    expect(describeFailure(pageMeta.safeParse(short))).toBe('totalPages: expected number');
  });

  it('keeps unknown meta fields and validates timestamps', () => {
    const meta = { requestId: 'r', createdAt: '2026-01-02T03:04:05.000Z', updatedAt: '', cacheHit: true };
    expect(recordTimesMeta.parse(meta)).toEqual({ ...meta, updatedAt: null });
    expect(describeFailure(recordTimesMeta.safeParse({ requestId: 'r', createdAt: '02/01/2026' }))).toBe(
      'createdAt: expected a date in ISO 8601',
    );
  });
});

describe('envelopes', () => {
  const body = successEnvelope(z.looseObject({ cin: z.string() }));

  it('parses { data, meta } and keeps unknown top-level fields', () => {
    const input = { data: { cin: 'U12345MH2001PTC123456', x: 1 }, meta: { requestId: 'r' }, links: {} };
    expect(body.parse(input)).toEqual(input);
  });

  it('names data.* paths on failure', () => {
    expect(describeFailure(body.safeParse({ data: {}, meta: { requestId: 'r' } }))).toBe('data.cin: expected string');
  });

  it('takes a custom meta schema', () => {
    const paged = successEnvelope(z.array(z.unknown()), pageMeta);
    expect(describeFailure(paged.safeParse({ data: [], meta: { requestId: 'r' } }))).toContain('meta.page: expected number');
  });

  it('error envelope keeps meta optional but validates it when present', () => {
    const errBody = errorEnvelope(z.looseObject({ code: z.string(), message: z.string() }));
    expect(errBody.safeParse({ error: { code: 'X', message: 'm' } }).success).toBe(true);
    expect(describeFailure(errBody.safeParse({ error: { code: 'X', message: 'm' }, meta: {} }))).toBe('meta.requestId: expected string');
  });
});
