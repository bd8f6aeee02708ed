import { describe, expect, it } from 'vitest';
import { type AppError, appError, err, ok, type Result } from './result';

function half(n: number): Result<number> {
  return n % 2 === 0 ? ok(n / 2) : err(appError('ODD', `${n} is odd`, { input: n }));
}

describe('Result', () => {
  it('carries a value on success', () => {
    const r = half(8);
    expect(r).toEqual({ ok: true, value: 4 });
  });

  it('carries an AppError with extras on failure', () => {
    const r = half(3);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      const e: AppError = r.error;
      expect(e).toEqual({ code: 'ODD', message: '3 is odd', input: 3 });
    }
  });

  it('never lets extras overwrite code or message', () => {
    expect(appError('A', 'real', { code: 'B', message: 'fake' })).toEqual({ code: 'A', message: 'real' });
  });
});
