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

  const CO = 'U12345MH2001PTC123456';
  const detailOf = (summary = company()) => ({ summary, master: null, masterProvenance: { readAt: null, requestId: null }, directors: [], charges: [], nameHistory: [], idHistory: [], reads: { sandboxRecords: false, byKey: [] } });
  const spendView = (walletPaisa = 1) => ({ walletPaisa, totalPaisa: 0, sessionSpendPaisa: 0, sessionCapPaisa: null, byEndpoint: [], byCompany: [], byDay: [], apiUsage: null, differences: [], recent: [], byAssistant: { calls: 0, spendPaisa: 0 } });

  /** The library loaded with two companies and CO open on the company screen, every view read once. */
  async function companyOnScreen() {
    const bridge = createMemoryBridge({
      'library.companies': () => ok([company({ id: 'L99999DL1990PLC000001', name: 'Bharat Steel Limited' }), company()]),
      'company.detail': () => ok(detailOf()),
      'company.filings': () => ok([]),
      'company.financials': () => ({ ok: false, error: { code: 'NOT_IN_LIBRARY', message: 'no figures yet' } }),
      'company.findings': () => ok([]),
      'notes.list': () => ok([]),
      'spend.summary': () => ok(spendView()),
      'app.status': () => ok(appStatus()),
    });
    const stores = createStores(bridge);
    connectStores(bridge, stores);
    await stores.library.getState().refresh();
    await Promise.all(['company', 'filings', 'financials', 'findings', 'notes'].map((s) => (stores[s as 'company'].getState() as { load(id: string): Promise<void> }).load(CO)));
    bridge.calls.length = 0;
    return { bridge, stores };
  }

  const names = (calls: Array<{ name: string }>) => calls.map((c) => c.name).sort();

  /** Until the calls stop coming: every read asked for, and every second read it queued, has landed. */
  async function quiet(bridge: { calls: unknown[] }) {
    let seen = -1;
    while (seen !== bridge.calls.length) {
      seen = bridge.calls.length;
      for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
    }
  }

  it('library.changed puts the summary in place: the list row and the header, with no read of either', async () => {
    const { bridge, stores } = await companyOnScreen();
    const after = company({ name: 'Acme Widgets Private Limited', downloadedPdfs: 9, missingPdfs: 1, spendPaisa: 13_000 });
    bridge.emit('library.changed', { companyId: CO, summary: after, parts: ['documents'] });
    expect(stores.library.getState().companies.map((c) => [c.id, c.downloadedPdfs])).toEqual([[CO, 9], ['L99999DL1990PLC000001', 8]]);
    expect(stores.company.getState().detail?.summary).toEqual(after);
    // A stored PDF changes the filings table, nothing else: the financials re-read because they showed an error.
    await vi.waitFor(() => expect(names(bridge.calls)).toEqual(['company.filings', 'company.financials']));

    // A new company lands in its place in the sorted list; one leaving the library goes.
    bridge.emit('library.changed', { companyId: 'U00001KA2020PTC000001', summary: company({ id: 'U00001KA2020PTC000001', name: 'Apollo Kaveri Limited' }), parts: ['register'] });
    expect(stores.library.getState().companies.map((c) => c.name)).toEqual(['Acme Widgets Private Limited', 'Apollo Kaveri Limited', 'Bharat Steel Limited']);
    bridge.emit('library.changed', { companyId: 'U00001KA2020PTC000001', summary: null, parts: [] });
    expect(stores.library.getState().companies).toHaveLength(2);
    expect(bridge.callsTo('library.companies')).toHaveLength(0);
  });

  it('re-reads a view only when its part moved, and each at most twice for a burst', async () => {
    const { bridge, stores } = await companyOnScreen();
    bridge.emit('library.changed', { companyId: CO, summary: company(), parts: ['register', 'directors'] });
    await quiet(bridge);
    expect(names(bridge.calls)).toEqual(['company.detail', 'company.financials', 'company.findings', 'notes.list']);
    bridge.calls.length = 0;

    // Forty PDFs while the first filings read is on its way: one more read after it, not forty.
    for (let i = 0; i < 40; i++) bridge.emit('library.changed', { companyId: CO, summary: company({ downloadedPdfs: i }), parts: ['documents'] });
    await quiet(bridge);
    expect(bridge.callsTo('company.filings')).toHaveLength(2);
    expect(bridge.callsTo('company.findings')).toHaveLength(0);
    expect(stores.company.getState().detail?.summary.downloadedPdfs).toBe(39);

    // The freshness verdict moved with the PDFs: findings read again. Figures arrived: the financials.
    bridge.calls.length = 0;
    bridge.emit('library.changed', { companyId: CO, summary: company({ freshness: { ...company().freshness, badge: 'aging' } }), parts: ['documents'] });
    bridge.emit('library.changed', { companyId: CO, summary: company(), parts: ['financials'] });
    await quiet(bridge);
    expect([...new Set(names(bridge.calls))]).toEqual(['company.filings', 'company.financials', 'company.findings']);
    // Another company's change reads nothing of this one.
    bridge.calls.length = 0;
    bridge.emit('library.changed', { companyId: 'L99999DL1990PLC000001', summary: company({ id: 'L99999DL1990PLC000001', name: 'Bharat Steel Limited' }), parts: ['register', 'filings'] });
    await quiet(bridge);
    expect(bridge.calls).toEqual([]);
  });

  it('while an action works on the company, findings and notes wait for its end and are read once then', async () => {
    const { bridge } = await companyOnScreen();
    bridge.emit('action.progress', action({ kind: 'mirror', subject: CO, state: 'running' }));
    bridge.emit('library.changed', { companyId: CO, summary: company({ freshness: { ...company().freshness, badge: 'aging' } }), parts: ['register', 'filings'] });
    bridge.emit('library.changed', { companyId: CO, summary: company(), parts: ['financials'] });
    await quiet(bridge);
    expect([...new Set(names(bridge.calls))]).toEqual(['company.detail', 'company.filings', 'company.financials']);
    bridge.calls.length = 0;
    bridge.emit('action.progress', action({ kind: 'mirror', subject: CO, state: 'done' }));
    await quiet(bridge);
    expect(names(bridge.calls)).toEqual(['app.status', 'company.findings', 'notes.list']);
  });

  it('a company screen opened before the company was in the library reads it when it arrives', async () => {
    let inLibrary = false;
    const bridge = createMemoryBridge({
      'company.detail': () => (inLibrary ? ok(detailOf()) : { ok: false, error: { code: 'NOT_IN_LIBRARY', message: 'not yet' } }),
    });
    const stores = createStores(bridge);
    connectStores(bridge, stores);
    await stores.company.getState().load(CO);
    expect(stores.company.getState().error?.code).toBe('NOT_IN_LIBRARY');
    bridge.emit('library.changed', { companyId: CO, summary: null, parts: ['unlock'] });
    expect(bridge.callsTo('company.detail')).toHaveLength(1);
    inLibrary = true;
    bridge.emit('library.changed', { companyId: CO, summary: company(), parts: ['filings'] });
    await vi.waitFor(() => expect(stores.company.getState().detail?.summary.id).toBe(CO));
  });

  it('lays a summary that arrived during a read of the list over its answer', async () => {
    let answer: (value: ReturnType<typeof ok<ReturnType<typeof company>[]>>) => void = () => {};
    const bridge = createMemoryBridge({ 'library.companies': () => new Promise((resolve) => (answer = resolve)) });
    const stores = createStores(bridge);
    connectStores(bridge, stores);
    const reading = stores.library.getState().refresh();
    bridge.emit('library.changed', { companyId: CO, summary: company({ downloadedPdfs: 10, missingPdfs: 0 }), parts: ['documents'] });
    answer(ok([company({ downloadedPdfs: 9 })]));
    await reading;
    expect(stores.library.getState().companies.map((c) => c.downloadedPdfs)).toEqual([10]);
  });

  it('a finished action reads findings, the status and a spend page already read; not the list', async () => {
    const { bridge, stores } = await companyOnScreen();
    bridge.emit('action.progress', action({ done: 2 }));
    expect(stores.actions.getState().actions[0]?.done).toBe(2);
    expect(bridge.calls).toHaveLength(0);
    bridge.emit('action.progress', action({ done: 4, state: 'done' }));
    expect(stores.actions.getState().actions).toHaveLength(1);
    await vi.waitFor(() => expect(names(bridge.calls)).toEqual(['app.status', 'company.findings', 'notes.list']));

    await stores.spend.getState().load(null);
    bridge.calls.length = 0;
    bridge.emit('action.progress', action({ id: 'act_2', state: 'failed', subject: 'L99999DL1990PLC000001' }));
    await vi.waitFor(() => expect(names(bridge.calls)).toEqual(['app.status', 'spend.summary']));
  });

  it('a spend event moves the wallet in place; the spend page reads again only once read, a few times a second', async () => {
    const bridge = createMemoryBridge({ 'app.status': () => ok(appStatus({ walletPaisa: 10_000 })), 'spend.summary': () => ok(spendView(10_000)) });
    const stores = createStores(bridge);
    connectStores(bridge, stores);
    await stores.app.getState().refresh();
    const charge = (n: number) => ({ endpointKey: 'companies.filings.download', subject: CO, pricePaisa: 100, walletAfterPaisa: 10_000 - 100 * n, requestId: `req_${n}` });
    bridge.emit('spend', charge(1));
    expect(stores.app.getState().status?.walletPaisa).toBe(9_900);
    expect(bridge.callsTo('spend.summary')).toHaveLength(0);

    await stores.spend.getState().load(null);
    vi.useFakeTimers();
    for (let n = 2; n <= 30; n++) bridge.emit('spend', charge(n));
    expect(stores.spend.getState().view?.walletPaisa).toBe(7_000);
    await vi.advanceTimersByTimeAsync(600);
    // The load, the first ask at once, and one at the end of the gap for the 28 others.
    expect(bridge.callsTo('spend.summary')).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(bridge.callsTo('spend.summary')).toHaveLength(3);
    // A spend page about another company is not this charge's.
    await stores.spend.getState().load('L99999DL1990PLC000001');
    await vi.advanceTimersByTimeAsync(2_000);
    bridge.emit('spend', charge(31));
    await vi.advanceTimersByTimeAsync(2_000);
    expect(bridge.callsTo('spend.summary')).toHaveLength(4);
  });
});

describe('company store', () => {
  it('drops an answer for a company no longer on screen', async () => {
    let release: () => void = () => {};
    const slow = new Promise<void>((resolve) => {
      release = resolve;
    });
    const detail = (id: string) => ({ summary: company({ id }), master: null, masterProvenance: { readAt: null, requestId: null }, directors: [], charges: [], nameHistory: [], idHistory: [], reads: { sandboxRecords: false, byKey: [] } });
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
      'search.groups': ({ text }) =>
        new Promise((resolve) => {
          pending.set(text, () => resolve(ok([{ kind: 'company', total: 1, more: false, hits: [{ kind: 'company', id: text, companyId: text, title: text, subtitle: '' }] }])));
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
    expect(bridge.callsTo('search.groups')).toEqual([
      { text: 'a', limit: 20 },
      { text: 'ac', limit: 20 },
      { text: 'acm', limit: 20 },
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

  it('resumes a paused action only through the quote of what is left, confirmed like any paid action', async () => {
    const { bridge, stores } = setup();
    const rest = quote({ quoteId: 'q_rest', title: 'Resume: Mirror U12345MH2001PTC123456', totalPaisa: 1_250 });
    bridge.handlers['action.quoteResume'] = () => ok(rest);
    await stores.actions.getState().resume('act_7');
    expect(bridge.callsTo('action.quoteResume')).toEqual([{ actionId: 'act_7' }]);
    expect(stores.quote.getState()).toMatchObject({ phase: 'ready', quote: rest });
    expect(bridge.callsTo('action.run')).toHaveLength(0);
    expect(await stores.quote.getState().confirm()).toBe(true);
    expect(bridge.callsTo('action.run')).toEqual([{ quoteId: 'q_rest' }]);
  });

  it('shows the quote dialog again when a running action stops at the amount accepted', async () => {
    const { bridge, stores } = setup();
    bridge.handlers['action.quoteResume'] = () => ok(quote({ quoteId: 'q_more' }));
    connectStores(bridge, stores);
    const stopped = { code: 'QUOTE_EXCEEDED', message: 'This would spend ₹4.85 in all, more than the ₹4.20 you accepted', actionId: 'act_9' };
    bridge.emit('error', stopped);
    await vi.waitFor(() => expect(stores.quote.getState().phase).toBe('ready'));
    expect(bridge.callsTo('action.quoteResume')).toEqual([{ actionId: 'act_9' }]);
    expect(stores.quote.getState().quote?.quoteId).toBe('q_more');
    // Another stop while the dialog is open does not replace what the analyst is reading.
    bridge.emit('error', { ...stopped, actionId: 'act_10' });
    expect(bridge.callsTo('action.quoteResume')).toHaveLength(1);
    // Other errors are notices only.
    stores.quote.getState().close();
    bridge.emit('error', { code: 'INSUFFICIENT_BALANCE', message: 'Wallet too low', actionId: 'act_9' });
    expect(bridge.callsTo('action.quoteResume')).toHaveLength(1);
  });

  it('offers no resume, and no notice, when the action that stopped belongs to a watch check', async () => {
    const { bridge, stores } = setup();
    bridge.handlers['action.quoteResume'] = () => ok(quote({ quoteId: 'q_more' }));
    connectStores(bridge, stores);
    const notices = stores.app.getState().notices.length;
    bridge.emit('error', { code: 'QUOTE_EXCEEDED', message: 'This would spend ₹4.85 in all, more than the ₹4.20 you accepted', actionId: 'act_11', watchCheck: true });
    await new Promise((r) => setTimeout(r, 20));
    expect(bridge.callsTo('action.quoteResume')).toHaveLength(0);
    expect(stores.quote.getState().phase).toBe('closed');
    expect(stores.app.getState().notices).toHaveLength(notices);
    // A watch check's action that fails for another reason is still told.
    bridge.emit('error', { code: 'INSUFFICIENT_BALANCE', message: 'Wallet too low', actionId: 'act_11', watchCheck: true });
    expect(stores.app.getState().notices).toHaveLength(notices + 1);
  });

  it('opens Changes when main says the desktop notice was clicked', () => {
    const { bridge, stores } = setup();
    connectStores(bridge, stores);
    window.location.hash = '#/library';
    bridge.emit('navigate', { to: 'changes' });
    expect(window.location.hash).toBe('#/changes');
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
