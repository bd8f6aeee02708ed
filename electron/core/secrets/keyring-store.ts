/**
 * Secrets in the OS keychain through @napi-rs/keyring: macOS Keychain, Windows Credential Manager,
 * the Secret Service on Linux. Each secret is one entry (service "Dossier", username = its name).
 */
import { AsyncEntry, type LinuxStore } from '@napi-rs/keyring';
import { assertSecretName, keychainUnavailableMessage, type SecretName, type SecretStore, SecretStoreError } from './secret-store';

export const KEYRING_SERVICE = 'Dossier';

export interface KeyringOptions {
  service?: string;
  /**
   * On Linux, the keyring crate falls back to the kernel keyring when no Secret Service runs. That
   * keeps secrets only until logout, and a lost data key makes every encrypted contact unreadable,
   * so Dossier requires the Secret Service and reports it missing instead.
   */
  linuxStore?: LinuxStore;
}

export class KeyringSecretStore implements SecretStore {
  private readonly service: string;
  private readonly linuxStore: LinuxStore;

  constructor(options: KeyringOptions = {}) {
    this.service = options.service ?? KEYRING_SERVICE;
    this.linuxStore = options.linuxStore ?? 'secret-service';
  }

  async get(name: SecretName): Promise<string | null> {
    const entry = this.entry(name);
    return this.attempt('read', () => entry.getPassword());
  }

  async set(name: SecretName, value: string): Promise<void> {
    const entry = this.entry(name);
    await this.attempt('write', () => entry.setPassword(value));
  }

  async delete(name: SecretName): Promise<void> {
    const entry = this.entry(name);
    // false means there was nothing to delete, which is what the caller wanted.
    await this.attempt('delete', () => entry.deleteCredential());
  }

  describe(): string {
    if (process.platform === 'darwin') return 'macOS Keychain';
    if (process.platform === 'win32') return 'Windows Credential Manager';
    return 'OS keychain (Secret Service)';
  }

  /** Reads once to learn whether the keychain answers; the error says why when it does not. */
  async probe(): Promise<{ ok: true } | { ok: false; error: SecretStoreError }> {
    try {
      await this.get('api-key');
      return { ok: true };
    } catch (e) {
      return { ok: false, error: e instanceof SecretStoreError ? e : new SecretStoreError('KEYCHAIN_UNAVAILABLE', String(e)) };
    }
  }

  private entry(name: SecretName): AsyncEntry {
    assertSecretName(name);
    try {
      // The constructor already talks to the platform store (D-Bus on Linux) and throws when absent.
      return new AsyncEntry(this.service, name, { linux: { store: this.linuxStore } });
    } catch (e) {
      throw new SecretStoreError('KEYCHAIN_UNAVAILABLE', keychainUnavailableMessage(reasonOf(e)));
    }
  }

  private async attempt<T>(what: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (e) {
      throw new SecretStoreError('KEYCHAIN_FAILED', `The system keychain refused to ${what} a Dossier secret: ${reasonOf(e)}`);
    }
  }
}

/** The platform's own words ("Platform failure: DBus error: ..."); they never contain the secret. */
function reasonOf(e: unknown): string {
  const message = e instanceof Error ? e.message : String(e);
  return message.trim() || 'no reason given';
}
