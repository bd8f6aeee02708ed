import { describe, expect, it } from 'vitest';
import { keyIdOf, keyKindOf, maskKey, redactKey } from './mask';

const LIVE = 'svc_live_9f8e7d6c5b4a39281706a1b2';

describe('maskKey', () => {
  it('keeps the kind prefix and the last four characters', () => {
    expect(maskKey(LIVE)).toBe('svc_live_…a1b2');
    expect(maskKey('svc_test_0123456789abcdefc3d4')).toBe('svc_test_…c3d4');
  });
  it('reveals nothing of a short or unprefixed secret', () => {
    expect(maskKey('svc_live_abc')).toBe('svc_live_…');
    expect(maskKey('plainsecretvalue99')).toBe('…ue99');
    expect(maskKey('short')).toBe('…');
  });
});

describe('keyKindOf / keyIdOf', () => {
  it('reads the kind from the prefix', () => {
    expect(keyKindOf(LIVE)).toBe('live');
    expect(keyKindOf('svc_test_x')).toBe('test');
    expect(keyKindOf('other_x')).toBeNull();
  });
  it('derives a stable 16-hex id that does not contain the key', () => {
    expect(keyIdOf(LIVE)).toMatch(/^[0-9a-f]{16}$/);
    expect(keyIdOf(LIVE)).toBe(keyIdOf(LIVE));
    expect(keyIdOf(LIVE)).not.toBe(keyIdOf(`${LIVE}x`));
  });
});

describe('redactKey', () => {
  it('masks the key everywhere in nested values, keys included', () => {
    const value = { message: `bad key ${LIVE}`, list: [LIVE, 3], nested: { [LIVE]: `x${LIVE}x` } };
    const out = redactKey(value, LIVE);
    expect(JSON.stringify(out)).not.toContain(LIVE);
    expect(out.message).toBe('bad key svc_live_…a1b2');
    expect(out.list[1]).toBe(3);
  });
});
