import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getOrCreateDataKey } from '../core/secrets/data-key';
import { type SafeStorageLike, SafeStorageSecretStore, safeStorageSecretsFile } from './safe-storage-secrets';

/** Stands in for safeStorage: reversible, and visibly not the plain text. */
function fakeSafeStorage(backend = 'gnome_libsecret', available = true, key = 0x5a): SafeStorageLike {
  const xor = (b: Buffer) => Buffer.from(b.map((x) => x ^ key));
  return {
    isEncryptionAvailable: () => available,
    encryptString: (s) => Buffer.concat([Buffer.from('v10'), xor(Buffer.from(s, 'utf8'))]),
    decryptString: (b) => {
      if (b.subarray(0, 3).toString() !== 'v10') throw new Error('bad blob');
      const text = xor(b.subarray(3)).toString('utf8');
      JSON.parse(text); // a wrong key yields garbage: fail like the real thing
      return text;
    },
    getSelectedStorageBackend: () => backend,
  };
}

let dir: string;
let file: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'dossier-safe-'));
  file = safeStorageSecretsFile(dir);
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('SafeStorageSecretStore', () => {
  it('sets, overwrites, reads and deletes, and never writes the secret in plain text', async () => {
    const store = new SafeStorageSecretStore(file, fakeSafeStorage(), 'linux');
    expect(await store.get('api-key')).toBeNull();
    await Promise.all([store.set('api-key', 'svc_live_FirstSecret1'), store.set('data-key', 'QUJD')]);
    await store.set('api-key', 'svc_live_SecondSecret2');
    expect(await store.get('api-key')).toBe('svc_live_SecondSecret2');
    expect(await store.get('data-key')).toBe('QUJD');
    const onDisk = await readFile(file);
    expect(onDisk.toString('latin1')).not.toContain('svc_live_');
    const reopened = new SafeStorageSecretStore(file, fakeSafeStorage(), 'linux');
    expect(await reopened.get('api-key')).toBe('svc_live_SecondSecret2');
    await reopened.delete('api-key');
    expect(await reopened.get('api-key')).toBeNull();
    expect(await reopened.get('data-key')).toBe('QUJD');
  });

  it('keeps the data key that getOrCreateDataKey made', async () => {
    const store = new SafeStorageSecretStore(file, fakeSafeStorage(), 'darwin');
    const key = await getOrCreateDataKey(store);
    const again = await getOrCreateDataKey(new SafeStorageSecretStore(file, fakeSafeStorage(), 'darwin'));
    expect(Buffer.from(again).equals(Buffer.from(key))).toBe(true);
  });

  it('refuses to work when encryption is unavailable or Linux would use basic_text', async () => {
    for (const store of [
      new SafeStorageSecretStore(file, fakeSafeStorage('gnome_libsecret', false), 'linux'),
      new SafeStorageSecretStore(file, fakeSafeStorage('basic_text'), 'linux'),
    ]) {
      await expect(store.set('api-key', 'svc_test_x1')).rejects.toMatchObject({ code: 'KEYCHAIN_UNAVAILABLE' });
      await expect(store.get('api-key')).rejects.toMatchObject({ code: 'KEYCHAIN_UNAVAILABLE', message: expect.stringContaining('DOSSIER_API_KEY') });
    }
    await expect(readFile(file)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('leaves a blob it cannot decrypt untouched instead of overwriting it', async () => {
    await new SafeStorageSecretStore(file, fakeSafeStorage(), 'win32').set('data-key', 'precious');
    const before = await readFile(file);
    const otherMachine = new SafeStorageSecretStore(file, fakeSafeStorage('gnome_libsecret', true, 0x11), 'win32');
    await expect(otherMachine.get('data-key')).rejects.toMatchObject({ code: 'KEYCHAIN_FAILED' });
    await expect(otherMachine.set('api-key', 'svc_test_new1')).rejects.toMatchObject({ code: 'KEYCHAIN_FAILED' });
    expect((await readFile(file)).equals(before)).toBe(true);
    await writeFile(file, 'garbage');
    await expect(otherMachine.get('api-key')).rejects.toMatchObject({ code: 'KEYCHAIN_FAILED' });
  });
});
