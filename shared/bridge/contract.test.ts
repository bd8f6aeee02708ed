import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CALL_NAME_SHAPE } from './call-name';
import { bridgeCalls, type CallName, type CallResult, callNameOf, callNames, type EventName, type EventPayload, isEventName, parseCallArgs } from './contract';

describe('the one unknown-call check', () => {
  it('passes every call of the contract through as its name', () => {
    for (const name of callNames) expect(callNameOf(name)).toEqual({ ok: true, value: name });
  });

  it('has every call name in the shape the renderer\'s HTTP client lets through (it checks only the shape)', () => {
    expect(callNames.filter((name) => !CALL_NAME_SHAPE.test(name))).toEqual([]);
    for (const name of ['../files/pdf/x', 'app.status?x=1', 'app/status', 'app', '', '.status']) expect(CALL_NAME_SHAPE.test(name)).toBe(false);
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

/**
 * A type that names none of its fields: unknown, any, or a record keyed by any string with no field
 * it must have (AppError's extras beside its code and message are fine), at the top or as an
 * array's element (`T | null` counts when T does). Issue 28 item 19: director.detail was
 * `Record<string, unknown>`, so neither the CLI nor the renderer could be held to its shape.
 */
type BareOne<T> = unknown extends T ? true : T extends object ? (string extends keyof T ? (Record<never, never> extends T ? true : false) : false) : false;
type Bare<T> = unknown extends T ? true : T extends readonly (infer E)[] ? BareOne<E> : BareOne<T>;
type BareCalls = { [K in CallName]: true extends Bare<CallResult<K>> ? K : never }[CallName];
type BareEvents = { [K in EventName]: true extends Bare<EventPayload<K>> ? K : never }[EventName];

describe('bridge results are named shapes', () => {
  it('types no call result and no event payload as a bare record (checked by the compiler: npm run typecheck)', () => {
    // Fails to compile, naming the call or event, when one is: the type below is then its name, not `true`.
    const calls: [BareCalls] extends [never] ? true : BareCalls = true;
    const events: [BareEvents] extends [never] ? true : BareEvents = true;
    expect([calls, events]).toEqual([true, true]);
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

/** Paths of string schemas without a maximum length, in a JSON schema of a call's input. */
function unboundedStrings(node: unknown, at: string, out: string[]): string[] {
  if (!node || typeof node !== 'object') return out;
  const n = node as Record<string, unknown>;
  if (n['type'] === 'string' && n['const'] === undefined && n['enum'] === undefined && typeof n['maxLength'] !== 'number') out.push(at);
  for (const [key, child] of Object.entries(n)) {
    if (Array.isArray(child)) {
      for (const [i, c] of child.entries()) unboundedStrings(c, `${at}.${key}[${i}]`, out);
    }
    else if (child && typeof child === 'object') unboundedStrings(child, `${at}.${key}`, out);
  }
  return out;
}

describe('bridge arguments are bounded', () => {
  it('gives every string argument of every call a maximum length', () => {
    const unbounded = callNames.flatMap((name) => unboundedStrings(z.toJSONSchema(bridgeCalls[name].args, { io: 'input', unrepresentable: 'any' }), name, []));
    expect(unbounded).toEqual([]);
  });
});

describe('canonical ids at the boundary', () => {
  const CIN = 'U46934WB2022PTC379350';

  it('hands the handler the canonical company id, DIN and filing id', () => {
    expect(parseCallArgs('company.detail', { id: ` ${CIN.toLowerCase()} ` })).toEqual({ ok: true, value: { id: CIN } });
    expect(parseCallArgs('company.detail', { id: 'aab-1234' })).toEqual({ ok: true, value: { id: 'AAB-1234' } });
    expect(parseCallArgs('spend.summary', { companyId: 'f12345' })).toEqual({ ok: true, value: { companyId: 'F12345' } });
    expect(parseCallArgs('director.detail', { din: ' 00012345 ' })).toEqual({ ok: true, value: { din: '00012345' } });
    // Filing ids are opaque tokens: trimmed, never re-cased.
    expect(parseCallArgs('filing.document', { filingId: ' flg_AbC-9_x ' })).toEqual({ ok: true, value: { filingId: 'flg_AbC-9_x' } });
    const note = parseCallArgs('notes.create', { id: CIN.toLowerCase(), anchor: { kind: 'filing-page', filingId: ' flg_Ab1 ', page: 2 }, body: 'x' });
    expect(note).toMatchObject({ ok: true, value: { id: CIN, anchor: { filingId: 'flg_Ab1' } } });
  });

  it.each([
    ['company.detail', { id: 'ACME' }, /company\.detail: id: ACME: not a 21-character CIN, a 6-character FCIN .* or an 8-character LLPIN/],
    ['company.detail', { id: 'U46934ZZ2022PTC379350' }, /id: CIN U46934ZZ2022PTC379350: characters 7-8 "ZZ" are not a known state code; expected a 21-character CIN/],
    ['mirror.quote', { id: '' }, /mirror\.quote: id: Company identifier is missing; expected a 21-character CIN/],
    ['director.detail', { din: '1234567' }, /director\.detail: din: DIN 1234567: a DIN has 8 digits, this has 7/],
    ['directorContact.quote', { din: '1234567a' }, /din: DIN 1234567a: a DIN is made of digits only; expected a DIN of 8 digits/],
    ['filing.figures', { filingId: 'doc_123' }, /filing\.figures: filingId: Filing id doc_123: must begin with "flg_"; expected a filing id/],
    ['company.detail', { id: 'U'.repeat(5000) }, /too long for an identifier: expected a 21-character CIN/],
  ] as const)('refuses %s %j as BAD_ARGUMENTS naming the rule and what is accepted', (name, args, words) => {
    const parsed = parseCallArgs(name, args);
    expect(parsed).toMatchObject({ ok: false, error: { code: 'BAD_ARGUMENTS', message: expect.stringMatching(words) } });
  });
});
