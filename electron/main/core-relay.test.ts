import { describe, expect, it } from 'vitest';
import type { EventName } from '../../shared/bridge/contract';
import { createEventHub } from '../core/bridge-handlers';
import { serveBridgePort } from '../core/utility-entry';
import { partialHandlers } from '../../test/support/host/partial-handlers';
import { linkedPorts, manualTimers } from '../../test/support/main/linked-ports';
import { createCoreRelay } from './core-relay';

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
      { type: 'call', id: 1, name: 'search.local', args: { text: 'x' } },
      { type: 'call', id: 2, name: 'key.clear', args: {} },
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
    expect(link.sentToChild).toContainEqual({ type: 'cancel', id: 1 });
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
    link.parentPort.postMessage({ type: 'event', name: 'shell.open', payload: {} });
    link.parentPort.postMessage({ type: 'event', name: 'spend', payload: {} });
    link.parentPort.postMessage({ event: 'spend', payload: {} }); // not of the protocol at all
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
