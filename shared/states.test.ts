import { describe, expect, it } from 'vitest';
import { STATE_CODES } from './ids';
import { normaliseState } from './states';

describe('normaliseState', () => {
  it('takes every state and union territory as the registry names it, in any case, and its code', () => {
    for (const [code, name] of Object.entries(STATE_CODES)) {
      expect(normaliseState(name)).toEqual({ ok: true, name });
      expect(normaliseState(`  ${name.toUpperCase()} `)).toEqual({ ok: true, name });
      expect(normaliseState(code.toLowerCase())).toEqual({ ok: true, name });
    }
  });

  it('takes the names states went by before, and & for and', () => {
    expect(normaliseState('Orissa')).toEqual({ ok: true, name: 'Odisha' });
    expect(normaliseState('Pondicherry')).toEqual({ ok: true, name: 'Puducherry' });
    expect(normaliseState('NCT of Delhi')).toEqual({ ok: true, name: 'Delhi' });
    expect(normaliseState('Jammu & Kashmir')).toEqual({ ok: true, name: 'Jammu and Kashmir' });
  });

  it('refuses what is no state, in words', () => {
    const narnia = normaliseState('Narnia');
    expect(narnia.ok).toBe(false);
    expect(!narnia.ok && narnia.message).toMatch(/"Narnia" is not a state or union territory of India/);
    expect(normaliseState('ZZ').ok).toBe(false);
    expect(normaliseState('  ').ok).toBe(false);
  });
});
