// The command line run in process (runCli) with the real core and an emulator: what needs a secret
// store of the test's own (key set from a pipe into a MemorySecretStore), API errors with their
// request id, and Ctrl-C pausing a mirror that the next run resumes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EmulatorHandle, startEmulator } from '../../emulator/index';
import { MemorySecretStore } from '../core/secrets';
import { memoryIo, removeTempDirs, tempDir } from '../../test/support/cli/cli-kit';
import { runCli } from './run-cli';

const SANDBOX_CIN = 'U46934WB2022PTC379350';
const RATE = '100000';

let emulator: EmulatorHandle;

beforeAll(async () => {
  emulator = await startEmulator({ port: 0, seed: 'dossier', speed: 1000, rateLive: Number(RATE), rateTest: Number(RATE) });
}, 180_000);

afterAll(async () => {
  await emulator?.close();
  removeTempDirs();
});

function deps(store: MemorySecretStore) {
  return { chooseSecrets: async () => store, version: 'test' };
}

const rates = { DOSSIER_RATE_LIVE: RATE, DOSSIER_RATE_TEST: RATE };

/** The library's actions, as `dossier --json status` would read them. */
async function listActions(dataDir: string, store: MemorySecretStore) {
  const io = memoryIo('', rates);
  expect(await runCli(['--data-dir', dataDir, '--json', 'status'], io, deps(store)), io.stderrText()).toBe(0);
  return JSON.parse(io.stdoutText()).value.actions as Array<{ id: string; state: string; done: number }>;
}

describe('dossier key', () => {
  it('reads the key from a pipe, checks it with the registry and keeps it; show masks it', async () => {
    const store = new MemorySecretStore();
    const dataDir = tempDir('key');
    const io = memoryIo(`${emulator.keys.test}\n`, rates);
    const code = await runCli(['--base-url', emulator.url, '--data-dir', dataDir, 'key', 'set'], io, deps(store));
    expect(code, io.stderrText()).toBe(0);
    expect(await store.get('api-key')).toBe(emulator.keys.test);
    expect(io.stdoutText()).toContain('svc_test_…');
    expect(io.stdoutText() + io.stderrText()).not.toContain(emulator.keys.test);

    const show = memoryIo('', rates);
    expect(await runCli(['--data-dir', dataDir, '--json', 'key', 'show'], show, deps(store))).toBe(0);
    const value = JSON.parse(show.stdoutText()).value;
    expect(value).toMatchObject({ keyKind: 'test', envOverride: false, keptIn: store.describe() });
    expect(value.keyMasked).toMatch(/^svc_test_…/);
  });

  it('reads a typed key at a terminal without echoing it', async () => {
    const store = new MemorySecretStore();
    const io = memoryIo(`${emulator.keys.test}\r`, rates, true);
    const code = await runCli(['--base-url', emulator.url, '--data-dir', tempDir('tty'), 'key', 'set'], io, deps(store));
    expect(code, io.stderrText()).toBe(0);
    expect(await store.get('api-key')).toBe(emulator.keys.test);
    expect(io.stderrText()).toContain('API key (input hidden): ');
    expect(io.stdoutText() + io.stderrText()).not.toContain(emulator.keys.test);
  });

  it('exits 3 with the code and request id when the registry refuses the key, and keeps nothing', async () => {
    const store = new MemorySecretStore();
    const io = memoryIo(emulator.keys.revoked, rates);
    const code = await runCli(['--base-url', emulator.url, '--data-dir', tempDir('revoked'), '--json', 'key', 'set'], io, deps(store));
    expect(code).toBe(3);
    const doc = JSON.parse(io.stdoutText());
    expect(doc).toMatchObject({ ok: false, exitCode: 3, error: { code: 'API_KEY_REVOKED' } });
    expect(doc.error.requestId).toMatch(/^req_/);
    expect(io.stderrText()).toContain('Error (API_KEY_REVOKED)');
    expect(io.stderrText()).toContain(`Request id: ${doc.error.requestId}`);
    expect(await store.get('api-key')).toBeNull();
  });

  it('says the environment key is in force instead of storing another', async () => {
    const store = new MemorySecretStore();
    const io = memoryIo(emulator.keys.live, { ...rates, DOSSIER_API_KEY: emulator.keys.test });
    const code = await runCli(['--base-url', emulator.url, '--data-dir', tempDir('env'), 'key', 'set'], io, deps(store));
    expect(code).toBe(1);
    expect(io.stderrText()).toContain('DOSSIER_API_KEY is set in this environment and overrides any stored key');
    expect(await store.get('api-key')).toBeNull();
  });

  it('refuses a key on the command line with exit 2 and never repeats it', async () => {
    const io = memoryIo('', rates);
    const code = await runCli(['--data-dir', tempDir('argv'), 'key', 'set', emulator.keys.live], io, deps(new MemorySecretStore()));
    expect(code).toBe(2);
    expect(io.stderrText()).toContain('does not take the key as an argument');
    expect(io.stderrText()).toContain('shell history');
    expect(io.stdoutText() + io.stderrText()).not.toContain(emulator.keys.live);
  });
});

describe('dossier key clear', () => {
  it('says there was nothing to remove when no key is stored', async () => {
    const io = memoryIo('', rates);
    const code = await runCli(['--data-dir', tempDir('clear'), 'key', 'clear'], io, deps(new MemorySecretStore()));
    expect(code, io.stderrText()).toBe(0);
    expect(io.stdoutText()).toContain('No API key is stored in');
    expect(io.stdoutText()).not.toContain('was removed');
  });
});

describe('consent at a terminal', () => {
  const store = new MemorySecretStore();
  const args = () => ['--base-url', emulator.url, '--data-dir', tempDir('consent'), 'lookup', 'Kemi', 'Trading'];

  it('runs the quoted lookup when the analyst answers y', async () => {
    await store.set('api-key', emulator.keys.test);
    const io = memoryIo('y\n', rates, true);
    expect(await runCli(args(), io, deps(store)), io.stderrText()).toBe(0);
    expect(io.stderrText()).toContain('Go ahead (₹0.00, sandbox: nothing is charged)? [y/N]');
    const out = io.stdoutText();
    expect(out.indexOf('Search the registry for "Kemi Trading"')).toBe(0); // the price comes first
    expect(out).toContain(SANDBOX_CIN);
  });

  it('buys nothing and exits 4 when the answer is anything but yes', async () => {
    await store.set('api-key', emulator.keys.test);
    const io = memoryIo('\n', rates, true);
    expect(await runCli(args(), io, deps(store))).toBe(4);
    expect(io.stderrText()).toContain('Error (DECLINED)');
    expect(io.stdoutText()).not.toContain(SANDBOX_CIN);
  });
});

describe('Ctrl-C during a mirror', () => {
  it('pauses at a safe point (exit 130), and running the same command again resumes it', async () => {
    const store = new MemorySecretStore({ 'api-key': emulator.keys.test });
    const dataDir = tempDir('interrupt');
    const args = ['--base-url', emulator.url, '--data-dir', dataDir, '--json', 'mirror', SANDBOX_CIN, '--yes'];
    const first = memoryIo('', rates);
    let interrupt: (() => void) | null = null;
    first.onInterrupt = (handler) => {
      interrupt = handler;
      return () => {
        interrupt = null;
      };
    };
    // Ctrl-C as soon as the first progress line shows: the mirror has dozens of steps left.
    first.stderr.on('data', (chunk: string) => {
      if (chunk.startsWith('[') && interrupt) {
        const press = interrupt;
        interrupt = null;
        press();
      }
    });
    expect(await runCli(args, first, deps(store))).toBe(130);
    const stopped = JSON.parse(first.stdoutText());
    expect(stopped.error).toMatchObject({ code: 'INTERRUPTED', action: { state: 'paused' } });
    expect(stopped.error.message).toContain('run the same command again to resume');

    // Resuming spends like a new command: without --yes and with no terminal, nothing runs (exit 4).
    const [paused] = await listActions(dataDir, store);
    expect(paused).toMatchObject({ id: stopped.error.action.id, state: 'paused' });
    const refused = memoryIo('', rates);
    const withoutYes = args.filter((a) => a !== '--yes');
    expect(await runCli(withoutYes, refused, deps(store)), refused.stderrText()).toBe(4);
    expect(JSON.parse(refused.stdoutText()).error).toMatchObject({ code: 'CONSENT_REQUIRED', quote: { title: 'Resume: Mirror Kemi Trading Private Limited' } });
    expect(refused.stderrText()).toContain(`The mirror of ${SANDBOX_CIN} agreed to earlier is paused after ${paused!.done} of`);
    expect(await listActions(dataDir, store)).toEqual([expect.objectContaining({ id: paused!.id, state: 'paused', done: paused!.done })]);

    const second = memoryIo('', rates);
    expect(await runCli(args, second, deps(store)), second.stderrText()).toBe(0);
    expect(second.stderrText()).toContain(`The mirror of ${SANDBOX_CIN} agreed to earlier is paused`);
    expect(second.stderrText()).toContain('Resume: Mirror Kemi Trading Private Limited');
    const done = JSON.parse(second.stdoutText()).value;
    expect(done.action).toMatchObject({ id: stopped.error.action.id, state: 'done' });
    expect(done.quote).toMatchObject({ title: 'Resume: Mirror Kemi Trading Private Limited', sandbox: true, totalPaisa: 0 });
    expect(done.company).toMatchObject({ id: SANDBOX_CIN, totalFilings: 24 });
  }, 180_000);
});
