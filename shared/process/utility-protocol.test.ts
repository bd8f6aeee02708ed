import { describe, expect, it } from 'vitest';
import { parseMessageToCore, parseMessageToMain } from './utility-protocol';

describe('messages main sends the core', () => {
  it('reads each kind', () => {
    const messages = [
      { type: 'call', id: 1, name: 'app.status', args: {} },
      { type: 'call', id: 2, name: 'no.such.call', args: null }, // answered UNKNOWN_CALL by the core's dispatch
      { type: 'cancel', id: 1 },
      { type: 'pdf-path', id: 3, filingId: 'flg_A1' },
      { type: 'secret-answer', id: 4, result: { ok: true, value: 'svc_test_Abc123' } },
      { type: 'secret-answer', id: 5, result: { ok: true, value: null } },
      { type: 'secret-answer', id: 6, result: { ok: false, error: { code: 'KEYCHAIN_UNAVAILABLE', message: 'locked' } } },
    ];
    for (const m of messages) expect(parseMessageToCore(m)).toEqual(m);
  });

  it.each([
    ['no type', { id: 1, name: 'app.status', args: {} }],
    ['an unknown type', { type: 'eval', id: 1 }],
    ['a fractional id', { type: 'cancel', id: 1.5 }],
    ['a negative id', { type: 'cancel', id: -1 }],
    ['a string id', { type: 'pdf-path', id: '3', filingId: 'flg_A1' }],
    ['a secret answer without a result', { type: 'secret-answer', id: 4 }],
    ['a secret answer with a number', { type: 'secret-answer', id: 4, result: { ok: true, value: 42 } }],
    ['an oversized secret', { type: 'secret-answer', id: 4, result: { ok: true, value: 'x'.repeat(5000) } }],
    ['not an object', 'app.status'],
    ['null', null],
  ])('drops %s', (_what, message) => {
    expect(parseMessageToCore(message)).toBeNull();
  });
});

describe('messages the core sends main', () => {
  it('reads each kind', () => {
    const messages = [
      { type: 'reply', id: 1, result: { ok: true, value: { anything: [1, 2] } } },
      { type: 'reply', id: 2, result: { ok: false, error: { code: 'NOT_IN_LIBRARY', message: 'no', hint: 'mirror it' } } },
      { type: 'event', name: 'library.changed', payload: { companyId: null } },
      { type: 'pdf-path-answer', id: 3, path: '/lib/pdfs/flg_A1.pdf' },
      { type: 'pdf-path-answer', id: 4, path: null },
      { type: 'secret-request', id: 1, request: { op: 'get', name: 'api-key' } },
      { type: 'secret-request', id: 2, request: { op: 'set', name: 'data-key', value: 'QUJD' } },
      { type: 'secret-request', id: 3, request: { op: 'delete', name: 'api-key' } },
    ];
    for (const m of messages) expect(parseMessageToMain(m)).toEqual(m);
  });

  it.each([
    ['the shape before the typed protocol', { id: 1, path: '/etc/passwd' }],
    ['an event the contract does not name', { type: 'event', name: 'shell.openExternal', payload: {} }],
    ['a reply whose result is not a BridgeResult', { type: 'reply', id: 1, result: 'ok' }],
    ['an error without a code', { type: 'reply', id: 1, result: { ok: false, error: { message: 'x' } } }],
    ['a secret Dossier does not keep', { type: 'secret-request', id: 1, request: { op: 'get', name: 'ssh-key' } }],
    ['a set without a value', { type: 'secret-request', id: 1, request: { op: 'set', name: 'api-key' } }],
    ['an unknown secret operation', { type: 'secret-request', id: 1, request: { op: 'list', name: 'api-key' } }],
  ])('drops %s', (_what, message) => {
    expect(parseMessageToMain(message)).toBeNull();
  });
});
