import { describe, expect, it } from 'vitest';
import { callNameOf, callNames, isEventName } from './contract';

describe('the one unknown-call check', () => {
  it('passes every call of the contract through as its name', () => {
    for (const name of callNames) expect(callNameOf(name)).toEqual({ ok: true, value: name });
  });

  it('answers UNKNOWN_CALL for anything else, cut short and with key-shaped text masked', () => {
    for (const name of ['shell.openExternal', 'constructor', '__proto__', 'toString', '', 3, null, undefined]) {
      expect(callNameOf(name)).toMatchObject({ ok: false, error: { code: 'UNKNOWN_CALL' } });
    }
    const long = callNameOf(`x${'y'.repeat(500)}`);
    expect(!long.ok && long.error.message.length).toBeLessThan(140);
    const keyed = callNameOf('svc_live_Secret123');
    expect(!keyed.ok && keyed.error.message).toBe('There is no bridge call named "svc_live_…".');
  });
});

describe('isEventName', () => {
  it('knows the event names and nothing inherited', () => {
    expect(isEventName('library.changed')).toBe(true);
    expect(isEventName('toString')).toBe(false);
    expect(isEventName('__proto__')).toBe(false);
    expect(isEventName(3)).toBe(false);
  });
});
