import { describe, expect, it } from 'vitest';
import { partialHandlers } from '../../test/support/host/partial-handlers';
import { createEventHub } from './bridge-handlers';
import type { CoreOptions } from './core-types';
import { MemorySecretStore } from './secrets';
import { coreOptionsFromEnvironment, embeddedFromEnvironment, type ParentPortLike, serveBridgePort, starterFor } from './utility-entry';

function recordingPort() {
  const sent: unknown[] = [];
  let listener: (m: { data: unknown }) => void = () => {};
  let waiter: (() => void) | null = null;
  const port: ParentPortLike = {
    on: (_e, l) => {
      listener = l;
    },
    postMessage: (m) => {
      sent.push(m);
      waiter?.();
    },
  };
  const nextPost = () =>
    new Promise<void>((resolve) => {
      waiter = resolve;
    });
  return { port, sent, deliver: (data: unknown) => listener({ data }), nextPost };
}

/** The command line's backup is not what these tests start the core for. */
const unused = async (): Promise<never> => {
  throw new Error('not used here');
};

describe('serveBridgePort', () => {
  it('answers calls that arrive while the core is still starting', async () => {
    const p = recordingPort();
    let finishStart: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      finishStart = resolve;
    });
    serveBridgePort(p.port, async () => {
      await gate;
      return { handlers: partialHandlers({ 'action.list': async () => [] }), events: createEventHub() };
    });
    const posted = p.nextPost();
    p.deliver({ type: 'call', id: 7, name: 'action.list', args: {} });
    finishStart();
    await posted;
    expect(p.sent).toEqual([{ type: 'reply', id: 7, result: { ok: true, value: [] } }]);
  });

  it('answers every call with CORE_START_FAILED when the core cannot start', async () => {
    const p = recordingPort();
    const { ready } = serveBridgePort(p.port, async () => {
      throw Object.assign(new Error('library written by a newer Dossier'), { code: 'LIBRARY_TOO_NEW' });
    });
    expect(await ready).toBe(false);
    const posted = p.nextPost();
    p.deliver({ type: 'call', id: 1, name: 'app.status', args: {} });
    await posted;
    expect(p.sent).toEqual([
      {
        type: 'reply',
        id: 1,
        result: {
          ok: false,
          error: { code: 'CORE_START_FAILED', message: 'The core could not start: library written by a newer Dossier', cause: 'LIBRARY_TOO_NEW' },
        },
      },
    ]);
  });

  it('ignores messages that are not of the protocol', async () => {
    const p = recordingPort();
    const { ready } = serveBridgePort(p.port, async () => ({ handlers: partialHandlers({}), events: createEventHub() }));
    await ready;
    p.deliver('hello');
    p.deliver({ id: 'x', name: 'app.status' });
    p.deliver({ id: 3, name: 'app.status', args: {} }); // the shape before the typed protocol
    p.deliver({ type: 'call', id: -1, name: 'app.status', args: {} });
    p.deliver({ type: 'secret-answer', id: 1, result: { ok: true, value: 5 } });
    p.deliver(null);
    await new Promise((r) => setImmediate(r));
    expect(p.sent).toEqual([]);
  });

  it('replies with an error when a result cannot be cloned', async () => {
    const p = recordingPort();
    let first = true;
    p.port.postMessage = (m) => {
      if (first) {
        first = false;
        throw new Error('could not be cloned');
      }
      p.sent.push(m);
    };
    const { ready } = serveBridgePort(p.port, async () => ({ handlers: partialHandlers({ 'action.list': async () => [] }), events: createEventHub() }));
    await ready;
    p.deliver({ type: 'call', id: 3, name: 'action.list', args: {} });
    await new Promise((r) => setImmediate(r));
    expect(p.sent).toEqual([{ type: 'reply', id: 3, result: { ok: false, error: { code: 'INTERNAL', message: 'could not be cloned' } } }]);
  });
});

describe('starterFor', () => {
  it('builds the core from the environment main passes, secrets from DOSSIER_API_KEY first', async () => {
    const seen: CoreOptions[] = [];
    const hub = createEventHub();
    const handlers = partialHandlers({});
    const start = starterFor(
      async (options) => {
        seen.push(options);
        return { handlers, events: hub, files: { pdfPath: async () => null, exportFile: async () => null }, backup: unused, idle: async () => {}, close: async () => {} };
      },
      { DOSSIER_DATA_DIR: '/tmp/lib', DOSSIER_VERSION: '1.2.3', DOSSIER_API_KEY: 'svc_test_FromEnv0001' },
      null,
    );
    const fromMain = new MemorySecretStore({ 'api-key': 'svc_test_FromMain0001' });
    const started = await start({ secrets: fromMain });
    expect(started.handlers).toBe(handlers);
    expect(seen[0]!.dataDir).toBe('/tmp/lib');
    expect(seen[0]!.version).toBe('1.2.3');
    expect(await seen[0]!.secrets.get('api-key')).toBe('svc_test_FromEnv0001');
  });

  it('without DOSSIER_API_KEY, gives the core the secrets main keeps', async () => {
    const seen: CoreOptions[] = [];
    const start = starterFor(
      async (options) => {
        seen.push(options);
        return { handlers: partialHandlers({}), events: createEventHub(), files: { pdfPath: async () => null, exportFile: async () => null }, backup: unused, idle: async () => {}, close: async () => {} };
      },
      { DOSSIER_DATA_DIR: '/tmp/lib' },
      null,
    );
    await start({ secrets: new MemorySecretStore({ 'api-key': 'svc_test_FromMain0001' }) });
    expect(await seen[0]!.secrets.get('api-key')).toBe('svc_test_FromMain0001');
  });

  it('fails to start, with a reason, when main did not pass the library folder', async () => {
    const start = starterFor(
      async () => {
        throw new Error('not reached');
      },
      {},
      null,
    );
    await expect(start({ secrets: new MemorySecretStore() })).rejects.toMatchObject({ code: 'CORE_MISCONFIGURED' });
  });
});

describe('coreOptionsFromEnvironment: the embedded sandbox', () => {
  const base = { DOSSIER_DATA_DIR: '/tmp/lib', DOSSIER_API_KEY: 'svc_live_FromEnv00000001' };
  const secrets = new MemorySecretStore();

  it('reads DOSSIER_EMBEDDED_URL and DOSSIER_EMBEDDED_TEST_KEY into options.embedded', async () => {
    const options = coreOptionsFromEnvironment(
      {
        ...base,
        DOSSIER_EMBEDDED_URL: ' http://127.0.0.1:47410 ',
        DOSSIER_EMBEDDED_TEST_KEY: 'svc_test_Embedded0001',
      },
      secrets,
    );
    expect(options.embedded).toEqual({ baseUrl: 'http://127.0.0.1:47410', testKey: 'svc_test_Embedded0001' });
  });

  it("prepares the library's list as the core starts (the window opens on it)", () => {
    expect(coreOptionsFromEnvironment(base, secrets).prepareLibraryList).toBe(true);
  });

  it('has no embedded sandbox when neither is set (or both are empty)', async () => {
    expect(coreOptionsFromEnvironment(base, secrets).embedded).toBeNull();
    expect(embeddedFromEnvironment({ DOSSIER_EMBEDDED_URL: '', DOSSIER_EMBEDDED_TEST_KEY: '' })).toBeNull();
  });

  it.each([
    [{ DOSSIER_EMBEDDED_URL: 'http://127.0.0.1:1' }, /go together/],
    [{ DOSSIER_EMBEDDED_TEST_KEY: 'svc_test_Embedded0001' }, /go together/],
    [{ DOSSIER_EMBEDDED_URL: '127.0.0.1:1', DOSSIER_EMBEDDED_TEST_KEY: 'svc_test_Embedded0001' }, /not an address/],
    [{ DOSSIER_EMBEDDED_URL: 'file:///etc', DOSSIER_EMBEDDED_TEST_KEY: 'svc_test_Embedded0001' }, /http\(s\)/],
    [{ DOSSIER_EMBEDDED_URL: 'http://127.0.0.1:1', DOSSIER_EMBEDDED_TEST_KEY: 'svc_live_NotForTheSandbox1' }, /must be a test key/],
  ])('refuses a misconfigured sandbox %j in words, without echoing the key', async (env, words) => {
    const failure = (() => {
      try {
        coreOptionsFromEnvironment({ ...base, ...env }, secrets);
      } catch (e) {
        return e;
      }
      return null;
    })();
    expect(failure).toMatchObject({ code: 'CORE_MISCONFIGURED', message: expect.stringMatching(words) });
    expect(failure).not.toMatchObject({ message: expect.stringContaining('NotForTheSandbox') });
  });
});
