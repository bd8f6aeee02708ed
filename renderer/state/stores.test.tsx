// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CompanyCandidateView } from '../../shared/bridge/registry-candidates';
import { action, appStatus, company, quote } from '../../test/support/renderer/fixtures';
import { createMemoryBridge, ok } from '../../test/support/renderer/memory-bridge';
import { offlineReason } from './app-store';
import { connectStores, createStores } from './stores';

afterEach(() => {
  vi.useRealTimers();
});

describe('app store', () => {
  it('reads the status, and keeps a failure as data', async () => {
    const bridge = createMemoryBridge({ 'app.status': () => ok(appStatus({ walletPaisa: 42 })) });
    const stores = createStores(bridge);
    await stores.app.getState().refresh();
    expect(stores.app.getState().status?.walletPaisa).toBe(42);

    bridge.handlers['app.status'] = () => ({ ok: false, error: { code: 'BOOM', message: 'The library is locked' } });
    await stores.app.getState().refresh();
    expect(stores.app.getState().error).toEqual({ code: 'BOOM', message: 'The library is locked' });
    expect(stores.app.getState().status?.walletPaisa).toBe(42);
  });

  it('returns the error of a rejected key and keeps the status as it was', async () => {
    const bridge = createMemoryBridge({
      'key.set': () => ({ ok: false, error: { code: 'INVALID_API_KEY', message: 'The API key is not recognised' } }),
    });
    const stores = createStores(bridge);
    const failure = await stores.app.getState().setKey('svc_live_wrongwrong');
    expect(failure?.code).toBe('INVALID_API_KEY');
    expect(bridge.callsTo('key.set')).toEqual([{ apiKey: 'svc_live_wrongwrong' }]);
  });

  it('turns a transport that throws into an error value', async () => {
    const bridge = createMemoryBridge({
      'app.status': () => {
        throw new Error('port closed');
      },
    });
    const stores = createStores(bridge);
    await stores.app.getState().refresh();
    expect(stores.app.getState().error).toMatchObject({ code: 'BRIDGE_FAILED', message: 'port closed' });
  });
});

describe('events', () => {
  it('connectivity and host connection decide the offline reason', () => {
    const bridge = createMemoryBridge({ 'app.status': () => ok(appStatus()), 'action.list': () => ok([]), 'library.companies': () => ok([]) });
    const stores = createStores(bridge);
    connectStores(bridge, stores);
    expect(offlineReason(stores.app.getState())).toBeNull();
    bridge.emit('connectivity', { online: false, reason: 'The registry did not answer' });
    expect(offlineReason(stores.app.getState())).toBe('The registry did not answer');
    bridge.setConnection({ online: false, reason: 'Lost the host' });
    expect(offlineReason(stores.app.getState())).toBe('Lost the host');
  });

  it('library.changed refreshes the library and the company on screen', async () => {
    const bridge = createMemoryBridge({
      'library.companies': () => ok([company()]),
      'company.detail': () => ok({ summary: company(), master: null, masterProvenance: { readAt: null, requestId: null }, directors: [], charges: [], nameHistory: [], idHistory: [] }),
    });
    const stores = createStores(bridge);
    connectStores(bridge, stores);
    await stores.company.getState().load('U12345MH2001PTC123456');
    const before = bridge.callsTo('company.detail').length;
    bridge.emit('library.changed', { companyId: 'U12345MH2001PTC123456' });
    await vi.waitFor(() => expect(stores.library.getState().companies).toHaveLength(1));
    expect(bridge.callsTo('company.detail').length).toBe(before + 1);
    bridge.emit('library.changed', { companyId: 'L99999DL1990PLC000001' });
    expect(bridge.callsTo('company.detail').length).toBe(before + 1);
  });

  it('action progress updates the list; a finished action refreshes spend and the wallet', async () => {
    const bridge = createMemoryBridge({
      'library.companies': () => ok([]),
      'spend.summary': () => ok({ walletPaisa: 1, totalPaisa: 0, sessionSpendPaisa: 0, sessionCapPaisa: null, byEndpoint: [], byCompany: [], byDay: [], apiUsage: null, differences: [], recent: [] }),
      'app.status': () => ok(appStatus()),
    });
    const stores = createStores(bridge);
    connectStores(bridge, stores);
    bridge.emit('action.progress', action({ done: 2 }));
    expect(stores.actions.getState().actions[0]?.done).toBe(2);
    expect(bridge.callsTo('spend.summary')).toHaveLength(0);
    bridge.emit('action.progress', action({ done: 4, state: 'done' }));
    expect(stores.actions.getState().actions).toHaveLength(1);
    expect(bridge.callsTo('spend.summary')).toHaveLength(1);
    expect(bridge.callsTo('app.status')).toHaveLength(1);
  });

  it('a spend event moves the wallet', async () => {
    const bridge = createMemoryBridge({ 'app.status': () => ok(appStatus({ walletPaisa: 10_000 })), 'spend.summary': () => ({ ok: false, error: { code: 'X', message: 'x' } }) });
    const stores = createStores(bridge);
    connectStores(bridge, stores);
    await stores.app.getState().refresh();
    bridge.emit('spend', { endpointKey: 'refresh', subject: null, pricePaisa: 2_500, walletAfterPaisa: 7_500, requestId: 'req_1' });
    expect(stores.app.getState().status?.walletPaisa).toBe(7_500);
  });
});

describe('company store', () => {
  it('drops an answer for a company no longer on screen', async () => {
    let release: () => void = () => {};
    const slow = new Promise<void>((resolve) => {
      release = resolve;
    });
    const detail = (id: string) => ({ summary: company({ id }), master: null, masterProvenance: { readAt: null, requestId: null }, directors: [], charges: [], nameHistory: [], idHistory: [] });
    const bridge = createMemoryBridge({
      'company.detail': async ({ id }) => {
        if (id === 'A') await slow;
        return ok(detail(id));
      },
    });
    const stores = createStores(bridge);
    const first = stores.company.getState().load('A');
    await stores.company.getState().load('B');
    release();
    await first;
    expect(stores.company.getState().detail?.summary.id).toBe('B');
  });
});

describe('search store', () => {
  /** A bridge whose search answers wait until the test releases them, in any order. */
  function deferredSearch() {
    const pending = new Map<string, () => void>();
    const bridge = createMemoryBridge({
      'search.local': ({ text }) =>
        new Promise((resolve) => {
          pending.set(text, () => resolve(ok([{ kind: 'company', id: text, companyId: text, title: text, subtitle: '' }])));
        }),
    });
    const release = async (text: string) => {
      pending.get(text)?.();
      await new Promise((r) => setTimeout(r, 0));
    };
    return { bridge, stores: createStores(bridge), release };
  }
  /** The core is asked in the task after the keystroke's own. */
  const nextTask = () => new Promise((r) => setTimeout(r, 0));

  it('asks on every keystroke, without waiting for typing to pause', async () => {
    const { bridge, stores } = deferredSearch();
    stores.search.getState().setText('a');
    stores.search.getState().setText('ac');
    stores.search.getState().setText('acm ');
    await nextTask();
    expect(bridge.callsTo('search.local')).toEqual([
      { text: 'a', limit: 50 },
      { text: 'ac', limit: 50 },
      { text: 'acm', limit: 50 },
    ]);
    expect(stores.search.getState().loading).toBe(true);
  });

  it('shows answers in order and drops one that arrives after a newer answer', async () => {
    const { stores, release } = deferredSearch();
    stores.search.getState().setText('a');
    stores.search.getState().setText('ac');
    stores.search.getState().setText('acme');
    await nextTask();
    await release('ac');
    expect(stores.search.getState()).toMatchObject({ answered: 'ac', loading: true });
    await release('a');
    expect(stores.search.getState().answered).toBe('ac');
    await release('acme');
    expect(stores.search.getState()).toMatchObject({ answered: 'acme', loading: false });
    expect(stores.search.getState().hits.map((h) => h.title)).toEqual(['acme']);
  });

  it('drops answers still on their way when the box is cleared', async () => {
    const { stores, release } = deferredSearch();
    stores.search.getState().setText('acme');
    stores.search.getState().setText('');
    await release('acme');
    expect(stores.search.getState()).toMatchObject({ hits: [], answered: '', loading: false });
    stores.search.getState().setText('tata');
    stores.search.getState().clear();
    await release('tata');
    expect(stores.search.getState()).toMatchObject({ text: '', hits: [], answered: '' });
  });
});

describe('quote store', () => {
  const candidate: CompanyCandidateView = {
    kind: 'company',
    id: 'U12345MH2001PTC123456',
    idType: 'cin',
    name: 'Acme Private Limited',
    knownAs: null,
    status: 'Active',
    incorporatedOn: null,
    city: 'Mumbai',
    state: 'Maharashtra',
    industry: null,
    matchScore: 0.9,
  };
  function setup(q = quote()) {
    const bridge = createMemoryBridge({
      'refresh.quote': () => ok(q),
      'registry.quoteResolve': () => ok(quote({ action: 'resolve', quoteId: 'q_res' })),
      'action.run': ({ quoteId }) => ok(action({ id: `run_${quoteId}`, state: 'queued' })),
      'registry.resolve': () => ok({ candidates: [candidate], sandbox: false, hint: null }),
    });
    const stores = createStores(bridge);
    return { bridge, stores };
  }

  it('quotes first and runs only on confirm, with the quoteId as consent', async () => {
    const { bridge, stores } = setup();
    await stores.quote.getState().open('refresh.quote', { id: 'U12345MH2001PTC123456' });
    expect(stores.quote.getState().phase).toBe('ready');
    expect(bridge.callsTo('action.run')).toHaveLength(0);
    expect(await stores.quote.getState().confirm()).toBe(true);
    expect(bridge.callsTo('action.run')).toEqual([{ quoteId: 'q_1' }]);
    expect(stores.actions.getState().actions[0]?.id).toBe('run_q_1');
    expect(stores.quote.getState().phase).toBe('closed');
  });

  it('a resolve quote runs registry.resolve and fills the registry store', async () => {
    const { bridge, stores } = setup();
    await stores.quote.getState().open('registry.quoteResolve', { query: 'acme' });
    await stores.quote.getState().confirm();
    expect(bridge.callsTo('registry.resolve')).toEqual([{ quoteId: 'q_res' }]);
    expect(stores.registry.getState().result?.candidates).toEqual([candidate]);
  });

  it('never runs a blocked, expired or offline quote', async () => {
    for (const [q, offline] of [
      [quote({ blockedReason: 'Session budget cap reached' }), false],
      [quote({ expiresAt: '2000-01-01T00:00:00.000Z' }), false],
      [quote(), true],
    ] as const) {
      const { bridge, stores } = setup(q);
      if (offline) stores.app.getState().setRegistry(false, 'No network');
      await stores.quote.getState().open('refresh.quote', { id: 'U12345MH2001PTC123456' });
      expect(await stores.quote.getState().confirm()).toBe(false);
      expect(bridge.callsTo('action.run')).toHaveLength(0);
      expect(stores.quote.getState().error?.code).toBe('QUOTE_BLOCKED');
    }
  });

  it('keeps the dialog open with the error when running fails', async () => {
    const { bridge, stores } = setup();
    bridge.handlers['action.run'] = () => ({ ok: false, error: { code: 'INSUFFICIENT_BALANCE', message: 'Wallet too low' } });
    await stores.quote.getState().open('refresh.quote', { id: 'U12345MH2001PTC123456' });
    expect(await stores.quote.getState().confirm()).toBe(false);
    expect(stores.quote.getState().phase).toBe('ready');
    expect(stores.quote.getState().error?.code).toBe('INSUFFICIENT_BALANCE');
  });
});
