import { describe, expect, it } from 'vitest';
import { callNames } from '../../shared/bridge/contract';
import { createPreloadApi, type RendererIpc } from './bridge-api';

type Listener = (event: unknown, ...args: unknown[]) => void;

function fakeIpc(answer: (channel: string, args: unknown) => unknown = () => ({ ok: true, value: 'pong' })) {
  const invoked: Array<{ channel: string; args: unknown }> = [];
  const listeners = new Map<string, Set<Listener>>();
  const ipc: RendererIpc = {
    async invoke(channel, args) {
      invoked.push({ channel, args });
      return answer(channel, args);
    },
    on(channel, listener) {
      if (!listeners.has(channel)) listeners.set(channel, new Set());
      listeners.get(channel)!.add(listener);
    },
    removeListener(channel, listener) {
      listeners.get(channel)?.delete(listener);
    },
  };
  const fire = (channel: string, payload: unknown) => {
    for (const l of listeners.get(channel) ?? []) l({ sender: 'main' }, payload);
  };
  return { ipc, invoked, listeners, fire };
}

describe('createPreloadApi', () => {
  it('invokes the call channel of a contract call with its arguments', async () => {
    const { ipc, invoked } = fakeIpc();
    const api = createPreloadApi(ipc);
    expect(await api.call('search.local', { text: 'abc' })).toEqual({ ok: true, value: 'pong' });
    expect(invoked).toEqual([{ channel: 'dossier:call:search.local', args: { text: 'abc' } }]);
  });

  it('can reach every call of the contract', async () => {
    const { ipc, invoked } = fakeIpc();
    const api = createPreloadApi(ipc);
    for (const name of callNames) await api.call(name, {} as never);
    expect(invoked.map((i) => i.channel)).toEqual(callNames.map((n) => `dossier:call:${n}`));
  });

  it('never sends a name the contract does not know', async () => {
    const { ipc, invoked } = fakeIpc();
    const api = createPreloadApi(ipc);
    for (const name of ['shell.openExternal', 'constructor', '__proto__', '']) {
      expect(await api.call(name as never, {} as never)).toMatchObject({ ok: false, error: { code: 'UNKNOWN_CALL' } });
    }
    expect(invoked).toEqual([]);
  });

  it('turns an IPC failure into error data', async () => {
    const { ipc } = fakeIpc(() => {
      throw new Error('No handler registered');
    });
    const result = await createPreloadApi(ipc).call('app.status', {});
    expect(result).toMatchObject({ ok: false, error: { code: 'IPC_FAILED', message: expect.stringContaining('No handler registered') } });
  });

  it('subscribes to contract events only, passes the payload alone, and unsubscribes', () => {
    const { ipc, listeners, fire } = fakeIpc();
    const api = createPreloadApi(ipc);
    const got: unknown[] = [];
    const off = api.on('connectivity', (payload) => got.push(payload));
    fire('dossier:event:connectivity', { online: true, reason: null });
    off();
    fire('dossier:event:connectivity', { online: false, reason: 'x' });
    expect(got).toEqual([{ online: true, reason: null }]);
    api.on('ipc-anything' as never, () => got.push('bad'));
    expect([...listeners.keys()]).toEqual(['dossier:event:connectivity']);
  });

  it('is frozen so page code cannot swap its methods', () => {
    const api = createPreloadApi(fakeIpc().ipc);
    expect(Object.isFrozen(api)).toBe(true);
  });
});
