// The desktop app's secrets end to end in Node: the real core in the "utility process" asks main
// over the real protocol (linked ports with structured cloning), main keeps them in its
// safeStorage file. Only Electron's safeStorage itself is stood in for (an encrypter object at the
// Electron API seam), because Electron cannot run here.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EmulatorHandle } from '../../emulator/index';
import { FAST, startTestEmulator } from '../../test/support/core/seeded-core';
import { partialHandlers } from '../../test/support/host/partial-handlers';
import { linkedPorts, manualTimers } from '../../test/support/main/linked-ports';
import { createEventHub } from '../core/bridge-handlers';
import type { Core } from '../core/core-types';
import { createCore } from '../core/index';
import { DesktopSecretStore, getOrCreateDataKey, MemorySecretStore, type SecretStore } from '../core/secrets';
import { type ParentPortLike, type ServeOptions, serveBridgePort, starterFor } from '../core/utility-entry';
import { createCoreRelay } from './core-relay';
import { type SafeStorageLike, SafeStorageSecretStore, safeStorageSecretsFile } from './safe-storage-secrets';

/** Stands in for Electron's safeStorage: reversible, visibly not the plain text, refuses a foreign blob. */
function encrypter(available = true): SafeStorageLike {
  const xor = (b: Buffer) => Buffer.from(b.map((x) => x ^ 0x5a));
  return {
    isEncryptionAvailable: () => available,
    encryptString: (s) => Buffer.concat([Buffer.from('v10'), xor(Buffer.from(s, 'utf8'))]),
    decryptString: (b) => {
      if (b.subarray(0, 3).toString() !== 'v10') throw new Error('bad blob');
      return xor(b.subarray(3)).toString('utf8');
    },
    getSelectedStorageBackend: () => 'gnome_libsecret',
  };
}

let emu: EmulatorHandle;
let root: string;
let dataDir: string;
let userData: string;
const cores: Core[] = [];

beforeEach(async () => {
  emu = await startTestEmulator();
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'dossier-secret-relay-'));
  dataDir = path.join(root, 'library');
  userData = path.join(root, 'userData');
});
afterEach(async () => {
  for (const core of cores.splice(0)) await core.close();
  await emu.close();
  fs.rmSync(root, { recursive: true, force: true });
});

/** Main with its safeStorage store, and a real core started in the "utility process" beside it. */
function desktop(safeStorage: SafeStorageLike = encrypter(), keychain: MemorySecretStore | null = null) {
  const link = linkedPorts();
  const secrets = new SafeStorageSecretStore(safeStorageSecretsFile(userData), safeStorage, 'linux');
  const start = starterFor(
    async (options) => {
      const core = await createCore({ ...FAST, ...options });
      cores.push(core);
      return core;
    },
    { DOSSIER_DATA_DIR: dataDir, DOSSIER_VERSION: '9.9.9' },
    keychain,
  );
  const served = serveBridgePort(link.parentPort, start);
  const relay = createCoreRelay(link.child, { onEvent: () => {}, secrets });
  return { link, relay, served };
}

const secretsFile = () => safeStorageSecretsFile(userData);

describe('the core keeps its secrets in main over the relay', () => {
  it('stores a key set in the app in main’s encrypted file, and the next start of the core reads it back', async () => {
    const first = desktop();
    expect(await first.served.ready).toBe(true);
    expect(await first.relay.call('settings.update', { baseUrl: emu.url })).toMatchObject({ ok: true });
    const set = await first.relay.call('key.set', { apiKey: emu.keys.test });
    expect(set).toMatchObject({ ok: true, value: { keyKind: 'test', keyMasked: expect.stringMatching(/^svc_test_…/) } });

    // On disk: one file in userData, and the key is not in it as text.
    const blob = fs.readFileSync(secretsFile());
    expect(blob.toString('latin1')).not.toContain(emu.keys.test);
    // The data key (sealing personal data at rest) is made at the core's first start.
    expect(JSON.parse(encrypter().decryptString(blob))).toEqual({ 'api-key': emu.keys.test, 'data-key': expect.any(String) });
    // The secret request and its answer crossed the protocol; the key never reached the renderer's side.
    expect(first.link.sentToMain).toContainEqual({ type: 'secret-request', id: expect.any(Number), request: { op: 'set', name: 'api-key', value: emu.keys.test } });
    expect(JSON.stringify(set)).not.toContain(emu.keys.test);

    for (const core of cores.splice(0)) await core.close();
    const second = desktop();
    expect(await second.relay.call('app.status', {})).toMatchObject({ ok: true, value: { keyKind: 'test', mode: 'sandbox' } });

    expect(await second.relay.call('key.clear', {})).toMatchObject({ ok: true, value: { keyMasked: null } });
    expect(JSON.parse(encrypter().decryptString(fs.readFileSync(secretsFile())))).toEqual({ 'data-key': expect.any(String) });
  });

  it('answers a call with the secret store’s own error when safeStorage cannot encrypt, and writes nothing', async () => {
    const { relay, served } = desktop(encrypter(false));
    expect(await served.ready).toBe(true);
    await relay.call('settings.update', { baseUrl: emu.url });
    const set = await relay.call('key.set', { apiKey: emu.keys.test });
    expect(set).toMatchObject({ ok: false, error: { code: 'KEYCHAIN_UNAVAILABLE', message: expect.stringContaining('DOSSIER_API_KEY') } });
    expect(fs.existsSync(secretsFile())).toBe(false);
  });

  it('adopts what the keychain held (an earlier version, the CLI), keeps the data key in both, deletes from both', async () => {
    const keychain = new MemorySecretStore({ 'api-key': emu.keys.test });
    const { relay, served } = desktop(encrypter(), keychain);
    expect(await served.ready).toBe(true);
    await relay.call('settings.update', { baseUrl: emu.url });
    expect(await relay.call('app.status', {})).toMatchObject({ ok: true, value: { keyKind: 'test' } });
    expect(JSON.parse(encrypter().decryptString(fs.readFileSync(secretsFile())))).toEqual({ 'api-key': emu.keys.test, 'data-key': expect.any(String) });

    expect(await relay.call('key.clear', {})).toMatchObject({ ok: true });
    expect(await keychain.get('api-key')).toBeNull();
    expect(await relay.call('app.status', {})).toMatchObject({ ok: true, value: { keyMasked: null } });
  });
});

/** Serves a port with a stand-in core and hands back the secret store the core was given. */
function coreSecrets(port: ParentPortLike, options: ServeOptions = {}): Promise<SecretStore> {
  return new Promise((resolve) => {
    serveBridgePort(
      port,
      async ({ secrets }) => {
        resolve(secrets);
        return { handlers: partialHandlers({}), events: createEventHub() };
      },
      options,
    );
  });
}

describe('the relay store and the desktop store', () => {
  it('creates the data key once, in main’s file and the keychain alike, so the CLI reads the same contacts', async () => {
    const link = linkedPorts();
    const keychain = new MemorySecretStore();
    const mainStore = new SafeStorageSecretStore(safeStorageSecretsFile(userData), encrypter(), 'linux');
    createCoreRelay(link.child, { onEvent: () => {}, secrets: mainStore });
    const store = new DesktopSecretStore(await coreSecrets(link.parentPort), keychain);
    const key = await getOrCreateDataKey(store);
    const again = await getOrCreateDataKey(store);
    expect(Buffer.from(again).equals(Buffer.from(key))).toBe(true);
    expect(await mainStore.get('data-key')).toBe(Buffer.from(key).toString('base64'));
    expect(await keychain.get('data-key')).toBe(Buffer.from(key).toString('base64'));
  });

  it('gives up on main after the timeout with KEYCHAIN_FAILED, and refuses when main keeps no secrets', async () => {
    const silent = linkedPorts(); // no relay on main's side: nobody answers
    const { timers, fireAll } = manualTimers();
    const waiting = (await coreSecrets(silent.parentPort, { timers })).get('api-key');
    fireAll();
    await expect(waiting).rejects.toMatchObject({ code: 'KEYCHAIN_FAILED', message: expect.stringContaining('did not answer') });

    const bare = linkedPorts();
    createCoreRelay(bare.child, { onEvent: () => {} });
    const refused = await coreSecrets(bare.parentPort);
    await expect(refused.set('api-key', 'svc_test_Whatever1')).rejects.toMatchObject({ code: 'KEYCHAIN_UNAVAILABLE' });
  });
});
