/**
 * The secrets of the desktop app: kept by Electron main with safeStorage (reached through the
 * relay store), while the OS keychain stays the store of the command line and the browser host.
 * Both work on the same library, so the keychain is still consulted where the two must agree:
 *
 * - a secret the app's store lacks is taken from the keychain and kept (what an earlier version of
 *   the app or `dossier key set` stored there), so an upgrade loses no key;
 * - the data key is written to both: it encrypts the director contacts of the shared library, and
 *   a CLI with a key of its own could not read the contacts the app bought, nor the app the CLI's;
 * - a deleted secret is deleted from both, or the next read would adopt it back.
 *
 * A keychain that does not answer only skips these steps; the app's own store decides.
 */
import { EnvSecretStore, type Environment, ENV_VARIABLES } from './env-store';
import { KeyringSecretStore } from './keyring-store';
import { SECRET_NAMES, type SecretName, type SecretStore } from './secret-store';

export class DesktopSecretStore implements SecretStore {
  constructor(
    private readonly app: SecretStore,
    private readonly keychain: SecretStore | null,
  ) {}

  async get(name: SecretName): Promise<string | null> {
    const own = await this.app.get(name);
    if (own !== null || !this.keychain) return own;
    const kept = await quietly(() => this.keychain!.get(name));
    if (kept === null || kept === undefined) return null;
    await this.app.set(name, kept);
    return kept;
  }

  async set(name: SecretName, value: string): Promise<void> {
    await this.app.set(name, value);
    if (name === 'data-key' && this.keychain) await quietly(() => this.keychain!.set(name, value));
  }

  async delete(name: SecretName): Promise<void> {
    await this.app.delete(name);
    if (this.keychain) await quietly(() => this.keychain!.delete(name));
  }

  describe(): string {
    return this.app.describe();
  }
}

/** The keychain's answer, or undefined when it failed: it only ever adds to the app's own store. */
async function quietly<T>(run: () => Promise<T>): Promise<T | undefined> {
  try {
    return await run();
  } catch {
    return undefined;
  }
}

/**
 * The core's store in the desktop app: DOSSIER_API_KEY / DOSSIER_DATA_KEY first (as everywhere),
 * else main's store with the keychain beside it as above.
 */
export function desktopSecretStore(env: Environment, fromMain: SecretStore, keychain: SecretStore | null = new KeyringSecretStore()): SecretStore {
  const store = new DesktopSecretStore(fromMain, keychain);
  const fromEnv = SECRET_NAMES.some((name) => (env[ENV_VARIABLES[name]] ?? '').trim() !== '');
  return fromEnv ? new EnvSecretStore(env, store) : store;
}
