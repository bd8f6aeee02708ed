/**
 * Picks where secrets live at startup: the environment first (CI, headless), else the OS keychain.
 * When no keychain answers there is deliberately no file fallback: the store reports the keychain
 * as unavailable, and the app asks the analyst to start one or to set DOSSIER_API_KEY.
 */
import { EnvSecretStore, type Environment, ENV_VARIABLES } from './env-store';
import { KeyringSecretStore } from './keyring-store';
import { keychainUnavailableMessage, SECRET_NAMES, type SecretName, type SecretStore, SecretStoreError } from './secret-store';

export type ProbeResult = { ok: true } | { ok: false; error: Error };

/** A keychain-backed store that can say whether the keychain answers. */
export interface ProbedStore extends SecretStore {
  probe(): Promise<ProbeResult>;
}

/** Every operation fails with the reason the keychain is missing; describe() says so too. */
export class UnavailableSecretStore implements SecretStore {
  constructor(readonly reason: string) {}

  get unavailableReason(): string {
    return this.reason;
  }

  async get(_name: SecretName): Promise<string | null> {
    throw this.error();
  }
  async set(_name: SecretName, _value: string): Promise<void> {
    throw this.error();
  }
  async delete(_name: SecretName): Promise<void> {
    throw this.error();
  }
  describe(): string {
    return 'unavailable: no system keychain answered';
  }
  private error(): SecretStoreError {
    return new SecretStoreError('KEYCHAIN_UNAVAILABLE', this.reason);
  }
}

export async function chooseSecretStore(env: Environment, keychain: ProbedStore = new KeyringSecretStore()): Promise<SecretStore> {
  const probe = await keychain.probe();
  const fromEnv = SECRET_NAMES.some((name) => (env[ENV_VARIABLES[name]] ?? '').trim() !== '');
  if (fromEnv) return new EnvSecretStore(env, probe.ok ? keychain : null);
  if (probe.ok) return keychain;
  const alreadyExplained = probe.error instanceof SecretStoreError && probe.error.code === 'KEYCHAIN_UNAVAILABLE';
  const message = alreadyExplained ? probe.error.message : keychainUnavailableMessage(probe.error.message);
  return new UnavailableSecretStore(message);
}
