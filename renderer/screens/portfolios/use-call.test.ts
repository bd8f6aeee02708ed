import { describe, expect, it } from 'vitest';
import { KeptReads } from './use-call';

describe('KeptReads', () => {
  it('keeps the last value of each key, at most `size` keys, the least recently kept going first', () => {
    const kept = new KeptReads<number>(2);
    kept.set('a', 1);
    kept.set('b', 2);
    kept.set('a', 3); // a kept again: b is now the oldest
    kept.set('c', 4);
    expect(kept.get('a')).toBe(3);
    expect(kept.get('b')).toBeUndefined();
    expect(kept.get('c')).toBe(4);
  });
});
