import { describe, expect, it } from 'vitest';
import type { EventName } from '../../shared/bridge/contract';
import { createEventHub } from '../core/bridge-handlers';
import { type ParentPortLike, serveBridgePort } from '../core/utility-entry';
import { partialHandlers } from '../host/partial-handlers';
import { type CoreChild, createCoreRelay, type RelayTimers } from './core-relay';

/** Main's child handle and the utility's parentPort, joined in memory with structured cloning. */
function linkedPorts() {
  const childListeners: Array<(m: { data: unknown }) => void> = [];
  const mainListeners: Array<(m: unknown) => void> = [];
  const exitListeners: Array<(code: number) => void> = [];
  const sentToChild: unknown[] = [];
  const parentPort: ParentPortLike = {
    on: (_event, listener) => childListeners.push(listener),
    postMessage(message) {
      const copy = structuredClone(message);
      queueMicrotask(() => {
        for (const l of mainListeners) l(copy);
      });
    },
  };
  const child: CoreChild = {
    on(event: 'message' | 'exit', listener: (arg: never) => void) {
      if (event === 'message') mainListeners.push(listener as (m: unknown) => void);
      else exitListeners.push(listener as (code: number) => void);
    },
    postMessage(message) {
      sentToChild.push(message);
      const copy = structuredClone(message);
      queueMicrotask(() => {
        for (const l of childListeners) l({ data: copy });
      });
    },
  };
  return { parentPort, child, sentToChild, exit: (code: number) => {
      for (const l of exitListeners) l(code);
    },
  };
}

function manualTimers() {
  const due = new Map<number, () => void>();
  let next = 1;
  const timers: RelayTimers = {
    set: (run) => {
      due.set(next, run);
      return next++;
    },
    clear: (handle) => due.delete(handle as number),
  };
  return { timers, fireAll: () => {
      for (const run of [...due.values()]) run();
    },
     count: () => due.size };
}

describe('core relay over a utility port', () => {
  it('round-trips calls with request ids, and forwards core events', async () => {
    const link = linkedPorts();
    const sink = createEventHub();
    serveBridgePort(link.parentPort, async () => ({
      events: sink,
      handlers: partialHandlers({
        'search.local': async (args) => [{ text: args.text, limit: args.limit } as never],
        'key.clear': async () => {
          throw Object.assign(new Error('locked'), { code: 'KEYCHAIN_FAILED' });
        },
      }),
    }));
    const events: Array<[EventName, unknown]> = [];
    const { timers, count } = manualTimers();
    const relay = createCoreRelay(link.child, { onEvent: (n, p) => events.push([n, p]), timers });

    const [a, b] = await Promise.all([relay.call('search.local', { text: 'x' }), relay.call('key.clear', {})]);
    expect(a).toEqual({ ok: true, value: [{ text: 'x', limit: 20 }] });
    expect(b).toEqual({ ok: false, error: { code: 'KEYCHAIN_FAILED', message: 'locked' } });
    expect(link.sentToChild).toEqual([
      { id: 1, name: 'search.local', args: { text: 'x' } },
      { id: 2, name: 'key.clear', args: {} },
    ]);
    expect(relay.pendingCount()).toBe(0);
    expect(count()).toBe(0); // timers cleared on reply

    sink.emit('library.changed', { companyId: null });
    await new Promise((r) => setImmediate(r));
    expect(events).toEqual([['library.changed', { companyId: null }]]);
  });

  it('refuses unknown names before anything is sent', async () => {
    const link = linkedPorts();
    const relay = createCoreRelay(link.child, { onEvent: () => {} });
    expect(await relay.call('process.exit', {})).toMatchObject({ ok: false, error: { code: 'UNKNOWN_CALL' } });
    expect(link.sentToChild).toEqual([]);
  });

  it('times out a slow call, tells the core to abort it, and ignores the late reply', async () => {
    const link = linkedPorts();
    let aborted: Promise<void> | null = null;
    let release: () => void = () => {};
    const running = new Promise<void>((resolve) => {
      release = resolve;
    });
    serveBridgePort(link.parentPort, async () => ({
      events: createEventHub(),
      handlers: partialHandlers({
        'action.list': async (_args, ctx) => {
          aborted = new Promise((resolve) => ctx.signal?.addEventListener('abort', () => resolve()));
          release();
          await aborted;
          return [];
        },
      }),
    }));
    const { timers, fireAll } = manualTimers();
    const relay = createCoreRelay(link.child, { onEvent: () => {}, timers, timeoutMs: 5000 });
    const pending = relay.call('action.list', {});
    await running;
    fireAll();
    expect(await pending).toMatchObject({ ok: false, error: { code: 'CORE_TIMEOUT', call: 'action.list' } });
    await aborted; // the cancel reached the handler's signal
    expect(link.sentToChild).toContainEqual({ cancel: 1 });
    await new Promise((r) => setImmediate(r));
    expect(relay.pendingCount()).toBe(0);
  });

  it('answers pending and later calls with CORE_EXITED when the core dies', async () => {
    const link = linkedPorts();
    serveBridgePort(link.parentPort, async () => ({ events: createEventHub(), handlers: partialHandlers({ 'action.list': () => new Promise(() => {}) }) }));
    const exits: number[] = [];
    const relay = createCoreRelay(link.child, { onEvent: () => {}, onExit: (c) => exits.push(c), timers: manualTimers().timers });
    const pending = relay.call('action.list', {});
    link.exit(9);
    expect(await pending).toMatchObject({ ok: false, error: { code: 'CORE_EXITED', exitCode: 9 } });
    expect(await relay.call('app.status', {})).toMatchObject({ ok: false, error: { code: 'CORE_EXITED' } });
    expect(relay.alive()).toBe(false);
    expect(exits).toEqual([9]);
  });

  it('drops event messages whose name the contract does not know', async () => {
    const link = linkedPorts();
    const events: unknown[] = [];
    createCoreRelay(link.child, { onEvent: (n) => events.push(n) });
    link.parentPort.postMessage({ event: 'shell.open', payload: {} });
    link.parentPort.postMessage({ event: 'spend', payload: {} });
    await new Promise((r) => setImmediate(r));
    expect(events).toEqual(['spend']);
  });
});

describe('pdf path lookups', () => {
  it('asks the core where a filing PDF is, and gets null when the core has none or has exited', async () => {
    const link = linkedPorts();
    serveBridgePort(link.parentPort, async () => ({
      events: createEventHub(),
      handlers: partialHandlers({}),
      files: { pdfPath: async (id: string) => (id === 'flg_Known1234' ? '/lib/pdfs/flg_Known1234.pdf' : null) },
    }));
    const relay = createCoreRelay(link.child, { onEvent: () => {}, timers: manualTimers().timers });
    expect(await relay.pdfPath('flg_Known1234')).toBe('/lib/pdfs/flg_Known1234.pdf');
    expect(await relay.pdfPath('flg_Other99999')).toBeNull();
    expect(relay.pendingCount()).toBe(0);
    link.exit(0);
    expect(await relay.pdfPath('flg_Known1234')).toBeNull();
  });
});
