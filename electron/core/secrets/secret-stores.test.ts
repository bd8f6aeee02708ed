import { describe, expect, it } from 'vitest';
import { chooseSecretStore, type ProbedStore, UnavailableSecretStore } from './choose-store';
import { getOrCreateDataKey } from './data-key';
import { EnvSecretStore } from './env-store';
import { MemorySecretStore } from './memory-store';
import type { SecretName } from './secret-store';

/** A keychain stand-in: memory that answers, or one whose probe fails like a missing D-Bus. */
function fakeKeychain(available: boolean): ProbedStore & MemorySecretStore {
  const store = new MemorySecretStore() as MemorySecretStore & ProbedStore;
  store.probe = async () => (available ? { ok: true } : { ok: false, error: new Error('DBus error: no session bus') });
  store.describe = () => 'fake keychain';
  return store;
}

describe('MemorySecretStore', () => {
  it('sets, overwrites, reads and deletes, and refuses names outside the list', async () => {
    const store = new MemorySecretStore();
    expect(await store.get('api-key')).toBeNull();
    await store.set('api-key', 'svc_test_one');
    await store.set('api-key', 'svc_test_two');
    expect(await store.get('api-key')).toBe('svc_test_two');
    await store.delete('api-key');
    expect(await store.get('api-key')).toBeNull();
    await expect(store.get('password' as SecretName)).rejects.toMatchObject({ code: 'UNKNOWN_SECRET' });
  });
});

describe('EnvSecretStore', () => {
  it('reads DOSSIER_API_KEY and refuses to change or delete it', async () => {
    const store = new EnvSecretStore({ DOSSIER_API_KEY: ' svc_live_fromenv123 ' }, new MemorySecretStore());
    expect(await store.get('api-key')).toBe('svc_live_fromenv123');
    await expect(store.set('api-key', 'x')).rejects.toMatchObject({ code: 'SECRET_READ_ONLY', message: expect.stringContaining('DOSSIER_API_KEY') });
    await expect(store.delete('api-key')).rejects.toMatchObject({ code: 'SECRET_READ_ONLY' });
  });

  it('overrides the fallback for the key and passes other secrets to it', async () => {
    const fallback = new MemorySecretStore({ 'api-key': 'svc_test_stored' });
    const store = new EnvSecretStore({ DOSSIER_API_KEY: 'svc_test_env' }, fallback);
    expect(await store.get('api-key')).toBe('svc_test_env');
    await store.set('data-key', 'abc');
    expect(await fallback.get('data-key')).toBe('abc');
    expect(store.describe()).toContain('DOSSIER_API_KEY');
  });

  it('without a fallback, cannot keep anything the environment does not provide', async () => {
    const store = new EnvSecretStore({ DOSSIER_API_KEY: 'svc_test_env' });
    expect(await store.get('data-key')).toBeNull();
    await expect(store.set('data-key', 'x')).rejects.toMatchObject({ code: 'SECRET_READ_ONLY', message: expect.stringContaining('DOSSIER_DATA_KEY') });
  });
});

describe('chooseSecretStore', () => {
  it('uses the keychain when it answers and nothing is in the environment', async () => {
    const keychain = fakeKeychain(true);
    expect(await chooseSecretStore({}, keychain)).toBe(keychain);
    expect(await chooseSecretStore({ DOSSIER_API_KEY: '  ' }, keychain)).toBe(keychain);
  });

  it('puts the environment first, over the keychain when there is one', async () => {
    const keychain = fakeKeychain(true);
    await keychain.set('api-key', 'svc_test_keychain');
    const store = await chooseSecretStore({ DOSSIER_API_KEY: 'svc_test_env' }, keychain);
    expect(store).toBeInstanceOf(EnvSecretStore);
    expect(await store.get('api-key')).toBe('svc_test_env');
    await store.set('data-key', 'k');
    expect(await keychain.get('data-key')).toBe('k');
  });

  it('never falls back to a file: without a keychain it reports it unavailable and names DOSSIER_API_KEY', async () => {
    const store = await chooseSecretStore({}, fakeKeychain(false));
    expect(store).toBeInstanceOf(UnavailableSecretStore);
    const error = { code: 'KEYCHAIN_UNAVAILABLE', message: expect.stringMatching(/DBus error: no session bus.*DOSSIER_API_KEY/s) };
    await expect(store.get('api-key')).rejects.toMatchObject(error);
    await expect(store.set('api-key', 'svc_test_x')).rejects.toMatchObject(error);
  });

  it('without a keychain, still runs from DOSSIER_API_KEY (read-only)', async () => {
    const store = await chooseSecretStore({ DOSSIER_API_KEY: 'svc_test_env' }, fakeKeychain(false));
    expect(await store.get('api-key')).toBe('svc_test_env');
    await expect(store.set('data-key', 'x')).rejects.toMatchObject({ code: 'SECRET_READ_ONLY' });
  });
});

describe('getOrCreateDataKey', () => {
  it('creates 32 random bytes once and returns the same key afterwards', async () => {
    const store = new MemorySecretStore();
    const first = await getOrCreateDataKey(store);
    expect(first).toHaveLength(32);
    expect(Buffer.from((await store.get('data-key'))!, 'base64').equals(Buffer.from(first))).toBe(true);
    const again = await getOrCreateDataKey(store);
    expect(Buffer.from(again).equals(Buffer.from(first))).toBe(true);
    const other = await getOrCreateDataKey(new MemorySecretStore());
    expect(Buffer.from(other).equals(Buffer.from(first))).toBe(false);
  });

  it('uses DOSSIER_DATA_KEY when the environment provides one', async () => {
    const key = Buffer.alloc(32, 7).toString('base64');
    const store = new EnvSecretStore({ DOSSIER_DATA_KEY: key });
    expect(Buffer.from(await getOrCreateDataKey(store)).toString('base64')).toBe(key);
  });

  it('refuses a damaged key and leaves it in place', async () => {
    for (const bad of ['not base64!', Buffer.alloc(16).toString('base64')]) {
      const store = new MemorySecretStore({ 'data-key': bad });
      await expect(getOrCreateDataKey(store)).rejects.toMatchObject({ code: 'DATA_KEY_CORRUPT' });
      expect(await store.get('data-key')).toBe(bad);
    }
  });

  it('fails when the store drops the write', async () => {
    const store = new MemorySecretStore();
    store.set = async () => {};
    await expect(getOrCreateDataKey(store)).rejects.toMatchObject({ code: 'KEYCHAIN_FAILED' });
  });
});
