import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { describeZodError, formatPath } from './describe';
import { successEnvelope } from './envelope';
import { companyResolveSchema } from './resolve';

describe('formatPath', () => {
  it('writes keys with dots and indexes with brackets', () => {
    expect(formatPath(['data', 'candidates', 0, 'cin'])).toBe('data.candidates[0].cin');
    expect(formatPath(['data', 'AOC-4', 2])).toBe('data["AOC-4"][2]');
    expect(formatPath([])).toBe('(root)');
    expect(formatPath([0, 'x'], 'body')).toBe('body[0].x');
  });
});

describe('describeZodError', () => {
  const body = successEnvelope(companyResolveSchema);

  it('names the path and the expectation', () => {
    const parsed = body.safeParse({
      data: { query: 'acme', candidates: [{ cin: 42, matchScore: 1 }] },
      meta: { requestId: 'req_1' },
    });
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(describeZodError(parsed.error)).toBe('data.candidates[0].cin: expected string');
  });

  it('reports a missing field and joins several issues', () => {
    const parsed = body.safeParse({ data: { candidates: [] }, meta: {} });
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(describeZodError(parsed.error)).toBe('data.query: expected string; meta.requestId: expected string');
  });

  it('lists the allowed values of an enum', () => {
    const parsed = z.object({ status: z.enum(['pending', 'success']) }).safeParse({ status: 'done' });
    if (!parsed.success) expect(describeZodError(parsed.error)).toBe('status: expected one of "pending", "success"');
    else expect.fail('should not parse');
  });

  it('descends into the union branch that got furthest', () => {
    const schema = z.object({ v: z.union([z.number(), z.object({ a: z.object({ b: z.string() }) })]) });
    const parsed = schema.safeParse({ v: { a: { b: 1 } } });
    if (!parsed.success) expect(describeZodError(parsed.error)).toBe('v.a.b: expected string');
    else expect.fail('should not parse');
  });

  it('names the discriminator of a discriminated union', () => {
    const schema = z.discriminatedUnion('kind', [z.object({ kind: z.literal('a') }), z.object({ kind: z.literal('b') })]);
    const parsed = schema.safeParse({ kind: 'c' });
    if (!parsed.success) expect(describeZodError(parsed.error)).toBe('kind: expected one of "a", "b"');
    else expect.fail('should not parse');
  });

  it('uses the custom message of a refinement', () => {
    const parsed = z.string().regex(/^flg_/, 'expected a filing id').safeParse('abc');
    if (!parsed.success) expect(describeZodError(parsed.error, 'filingId')).toBe('filingId: expected a filing id');
    else expect.fail('should not parse');
  });
});
