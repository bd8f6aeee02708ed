/**
 * A SecretStore on Electron's safeStorage: all secrets in one blob file under userData, encrypted
 * with a key the OS keychain holds (Keychain on macOS, DPAPI on Windows, the Secret Service or
 * KWallet on Linux). safeStorage is passed in, so this file does not import electron.
 *
 * On Linux without a keychain, safeStorage silently uses a hard-coded password ("basic_text"):
 * that is plain text in all but name, so this store refuses to work there.
 */
import { chmod, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { assertSecretName, keychainUnavailableMessage, type SecretName, type SecretStore, SecretStoreError } from '../core/secrets/secret-store';

/** The part of Electron's safeStorage used here. */
export interface SafeStorageLike {
  isEncryptionAvailable(): boolean;
  encryptString(plainText: string): Buffer;
  decryptString(encrypted: Buffer): string;
  /** Linux only in Electron. */
  getSelectedStorageBackend?(): string;
}

const WEAK_LINUX_BACKENDS = new Set(['basic_text', 'unknown']);

export function safeStorageSecretsFile(userDataDir: string): string {
  return join(userDataDir, 'secrets.bin');
}

export class SafeStorageSecretStore implements SecretStore {
  /** Writes are chained so two quick set() calls cannot lose one another's change. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly file: string,
    private readonly safeStorage: SafeStorageLike,
    private readonly platform: NodeJS.Platform = process.platform,
  ) {}

  async get(name: SecretName): Promise<string | null> {
    assertSecretName(name);
    await this.queue;
    return (await this.load())[name] ?? null;
  }

  set(name: SecretName, value: string): Promise<void> {
    assertSecretName(name);
    return this.update((all) => {
      all[name] = value;
    });
  }

  delete(name: SecretName): Promise<void> {
    assertSecretName(name);
    return this.update((all) => {
      delete all[name];
    });
  }

  describe(): string {
    return 'encrypted file protected by the system keychain (Electron safeStorage)';
  }

  private update(change: (all: Partial<Record<SecretName, string>>) => void): Promise<void> {
    const next = this.queue.then(async () => {
      // A blob that cannot be decrypted is left alone: overwriting it would destroy the data key.
      const all = await this.load();
      change(all);
      await this.save(all);
    });
    this.queue = next.catch(() => {});
    return next;
  }

  private assertStrongEncryption(): void {
    if (!this.safeStorage.isEncryptionAvailable()) {
      throw new SecretStoreError('KEYCHAIN_UNAVAILABLE', keychainUnavailableMessage('safeStorage reports no encryption available'));
    }
    const backend = this.platform === 'linux' ? this.safeStorage.getSelectedStorageBackend?.() : undefined;
    if (backend !== undefined && WEAK_LINUX_BACKENDS.has(backend)) {
      throw new SecretStoreError('KEYCHAIN_UNAVAILABLE', keychainUnavailableMessage(`safeStorage would use the "${backend}" backend, which is not encryption`));
    }
  }

  private async load(): Promise<Partial<Record<SecretName, string>>> {
    this.assertStrongEncryption();
    let blob: Buffer;
    try {
      blob = await readFile(this.file);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return {};
      throw new SecretStoreError('KEYCHAIN_FAILED', `Could not read ${this.file}: ${(e as Error).message}`);
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(this.safeStorage.decryptString(blob));
    } catch {
      throw new SecretStoreError(
        'KEYCHAIN_FAILED',
        `The secrets file ${this.file} cannot be decrypted with this keychain (was it copied from another account or machine?). It was left untouched.`,
      );
    }
    const out: Partial<Record<SecretName, string>> = {};
    if (parsed && typeof parsed === 'object') {
      for (const [k, v] of Object.entries(parsed)) {
        if (typeof v === 'string' && (k === 'api-key' || k === 'data-key')) out[k] = v;
      }
    }
    return out;
  }

  private async save(all: Partial<Record<SecretName, string>>): Promise<void> {
    this.assertStrongEncryption();
    const blob = this.safeStorage.encryptString(JSON.stringify(all));
    await mkdir(dirname(this.file), { recursive: true });
    const temp = `${this.file}.${process.pid}.tmp`;
    await writeFile(temp, blob, { mode: 0o600 });
    await chmod(temp, 0o600);
    await rename(temp, this.file);
  }
}
