import { describe, expect, it } from 'vitest';
import type { AppStatus } from '../../shared/bridge/views';
import { partialHandlers } from '../../test/support/host/partial-handlers';
import { ApiError, NetworkError } from './api/errors';
import { createEventHub, dispatchCall, errorToData } from './bridge-handlers';
import { StoreError } from './store/errors';

const status: AppStatus = {
  mode: 'sandbox',
  baseUrl: 'http://127.0.0.1:9/v1',
  keyMasked: 'svc_test_…abcd',
  keyKind: 'test',
  embedded: true,
  online: true,
  walletPaisa: 10_000,
  walletReadAt: null,
  dataDir: '/tmp/x',
  libraryCompanies: 0,
  sessionSpendPaisa: 0,
  sessionCapPaisa: null,
  confirmThresholdPaisa: 0,
  version: '0.1.0',
};

describe('dispatchCall', () => {
  it('runs the handler with parsed arguments (defaults applied) and wraps the value', async () => {
    const seen: unknown[] = [];
    const handlers = partialHandlers({
      'search.local': async (args) => {
        seen.push(args);
        return [];
      },
    });
    const result = await dispatchCall(handlers, 'search.local', { text: 'tata' });
    expect(result).toEqual({ ok: true, value: [] });
    expect(seen).toEqual([{ text: 'tata', limit: 20 }]);
  });

  it('passes the abort signal through the context', async () => {
    const controller = new AbortController();
    let got: AbortSignal | undefined;
    const handlers = partialHandlers({
      'app.status': async (_args, ctx) => {
        got = ctx.signal;
        return status;
      },
    });
    await dispatchCall(handlers, 'app.status', {}, { signal: controller.signal });
    expect(got).toBe(controller.signal);
  });

  it('refuses unknown names, including inherited object keys, without calling anything', async () => {
    const handlers = partialHandlers({});
    for (const name of ['nope', 'constructor', '__proto__', 'toString']) {
      const result = await dispatchCall(handlers, name, {});
      expect(result).toMatchObject({ ok: false, error: { code: 'UNKNOWN_CALL' } });
    }
    const notString = await dispatchCall(handlers, 42 as unknown as string, {});
    expect(notString).toMatchObject({ ok: false, error: { code: 'UNKNOWN_CALL' } });
  });

  it('returns BAD_ARGUMENTS naming the field, and never calls the handler', async () => {
    let called = false;
    const handlers = partialHandlers({
      'director.detail': async () => {
        called = true;
        throw new Error('never called');
      },
    });
    const result = await dispatchCall(handlers, 'director.detail', { din: '12' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('BAD_ARGUMENTS');
    expect(result.error.message).toContain('din');
    expect(called).toBe(false);
  });

  it('masks an API key echoed in a validation message', async () => {
    const key = 'svc_live_ABCDEF0123456789';
    const result = await dispatchCall(partialHandlers({}), key, {});
    expect(JSON.stringify(result)).not.toContain(key);
    expect(JSON.stringify(result)).toContain('svc_live_…');
  });

  it('turns a coded error into data with its JSON-safe extras and no stack', async () => {
    const handlers = partialHandlers({
      'app.status': async () => {
        throw new ApiError('INSUFFICIENT_BALANCE', 'Wallet too low', 402, { needPaisa: 500 }, 'req_123', null);
      },
    });
    const result = await dispatchCall(handlers, 'app.status', {});
    expect(result).toEqual({
      ok: false,
      error: {
        code: 'INSUFFICIENT_BALANCE',
        message: 'Wallet too low',
        requestId: 'req_123',
        details: { kind: 'api', status: 402, extras: { needPaisa: 500 }, retryAfterSeconds: null },
      },
    });
    expect(JSON.stringify(result)).not.toMatch(/at .*\.ts/);
  });

  it('keeps store error details and drops what JSON cannot carry', async () => {
    const cyclic: Record<string, unknown> = { a: 1 };
    cyclic['self'] = cyclic;
    const handlers = partialHandlers({
      'app.status': async () => {
        const e = new StoreError('FILING_NOT_FOUND', 'No filing flg_x', { filingId: 'flg_x', cyclic, fn: () => 1, n: 10n });
        throw e;
      },
    });
    const result = await dispatchCall(handlers, 'app.status', {});
    expect(result).toEqual({
      ok: false,
      error: { code: 'FILING_NOT_FOUND', message: 'No filing flg_x', details: { filingId: 'flg_x', cyclic: { a: 1 }, n: '10' } },
    });
  });

  it('turns anything else into INTERNAL with the message only', async () => {
    const handlers = partialHandlers({
      'app.status': async () => {
        throw new TypeError('Cannot read properties of undefined');
      },
      'key.clear': async () => {
        throw 'plain string';
      },
      'action.list': async () => {
        throw null;
      },
    });
    expect(await dispatchCall(handlers, 'app.status', {})).toEqual({
      ok: false,
      error: { code: 'INTERNAL', message: 'Cannot read properties of undefined' },
    });
    expect(await dispatchCall(handlers, 'key.clear', {})).toEqual({ ok: false, error: { code: 'INTERNAL', message: 'plain string' } });
    const nothing = await dispatchCall(handlers, 'action.list', {});
    expect(nothing).toMatchObject({ ok: false, error: { code: 'INTERNAL' } });
  });

  it('masks API keys in messages, extras and nested errors', async () => {
    const key = 'svc_test_Zz9876543210abcdef';
    const handlers = partialHandlers({
      'app.status': async () => {
        throw new NetworkError(`proxy refused key ${key}`, 'ECONNRESET', true);
      },
      'key.clear': async () => {
        throw new Error(`bad key ${key}`);
      },
      'action.list': async () => {
        throw Object.assign(new Error('wrapped'), { code: 'WRAPPED', hint: `check ${key}`, inner: new Error(key) });
      },
    });
    for (const name of ['app.status', 'key.clear', 'action.list'] as const) {
      const text = JSON.stringify(await dispatchCall(handlers, name, {}));
      expect(text).not.toContain(key);
      expect(text).toContain('svc_test_…');
    }
  });

  it('reports an aborted call as ABORTED', async () => {
    const handlers = partialHandlers({
      'app.status': async () => {
        throw new DOMException('The operation was aborted.', 'AbortError');
      },
    });
    expect(await dispatchCall(handlers, 'app.status', {})).toMatchObject({ ok: false, error: { code: 'ABORTED' } });
  });
});

describe('errorToData', () => {
  it('treats a numeric code (DOMException-style) as no code', () => {
    expect(errorToData(Object.assign(new Error('x'), { code: 5 }))).toEqual({ code: 'INTERNAL', message: 'x' });
  });

  it('keeps a shared value that appears twice (not a cycle)', () => {
    const shared = { v: 1 };
    expect(errorToData({ code: 'C', message: 'm', a: shared, b: shared })).toEqual({ code: 'C', message: 'm', a: { v: 1 }, b: { v: 1 } });
  });
});

describe('createEventHub', () => {
  it('delivers to every subscriber until it unsubscribes, even when one throws', () => {
    const hub = createEventHub();
    const got: string[] = [];
    hub.subscribe(() => {
      throw new Error('broken socket');
    });
    const off = hub.subscribe((name, payload) => got.push(`${name}:${JSON.stringify(payload)}`));
    hub.emit('connectivity', { online: false, reason: 'offline' });
    off();
    hub.emit('library.changed', { companyId: null });
    expect(got).toEqual(['connectivity:{"online":false,"reason":"offline"}']);
  });
});
