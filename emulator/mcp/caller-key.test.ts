import { describe, expect, it } from 'vitest';
import { callerKey } from './caller-key';

describe('callerKey', () => {
  it('reads the key from the path, x-api-key or a Bearer authorization', () => {
    expect(callerKey({ pathKey: 'svc_live_a' })).toBe('svc_live_a');
    expect(callerKey({ apiKeyHeader: ' svc_live_b ' })).toBe('svc_live_b');
    expect(callerKey({ authorization: 'Bearer svc_live_c' })).toBe('svc_live_c');
    expect(callerKey({ authorization: 'bearer   svc_live_d' })).toBe('svc_live_d');
  });

  it('prefers the path, then x-api-key, then the bearer token', () => {
    expect(callerKey({ pathKey: 'p', apiKeyHeader: 'h', authorization: 'Bearer b' })).toBe('p');
    expect(callerKey({ apiKeyHeader: 'h', authorization: 'Bearer b' })).toBe('h');
    expect(callerKey({ apiKeyHeader: '', authorization: 'Bearer b' })).toBe('b');
  });

  it('finds no key in other authorization schemes or empty values', () => {
    expect(callerKey({})).toBeUndefined();
    expect(callerKey({ authorization: 'Basic dXNlcjpwYXNz' })).toBeUndefined();
    expect(callerKey({ authorization: 'Bearer' })).toBeUndefined();
    expect(callerKey({ pathKey: '  ', apiKeyHeader: [] })).toBeUndefined();
  });
});
