/**
 * Secrets from the environment for CI and headless use: DOSSIER_API_KEY (and DOSSIER_DATA_KEY)
 * override what the keychain holds and cannot be changed from the app. Secrets the environment
 * does not provide go to the fallback store when there is one (the keychain, when it answers).
 */
import { ENV } from '../env-names';
import { assertSecretName, type SecretName, type SecretStore, SecretStoreError } from './secret-store';

export const ENV_VARIABLES: Readonly<Record<SecretName, string>> = {
  'api-key': ENV.apiKey,
  'data-key': ENV.dataKey,
  'team-password': ENV.teamPassword,
};

export type Environment = Readonly<Record<string, string | undefined>>;

export class EnvSecretStore implements SecretStore {
  constructor(
    private readonly env: Environment,
    private readonly fallback: SecretStore | null = null,
  ) {}

  /** True when the environment supplies this secret (and so overrides any stored one). */
  provides(name: SecretName): boolean {
    const value = this.env[ENV_VARIABLES[name]];
    return typeof value === 'string' && value.trim() !== '';
  }

  async get(name: SecretName): Promise<string | null> {
    assertSecretName(name);
    if (this.provides(name)) return this.env[ENV_VARIABLES[name]]!.trim();
    return this.fallback ? this.fallback.get(name) : null;
  }

  async set(name: SecretName, value: string): Promise<void> {
    await this.writable(name, 'change').set(name, value);
  }

  async delete(name: SecretName): Promise<void> {
    await this.writable(name, 'remove').delete(name);
  }

  describe(): string {
    const from = `environment (${ENV_VARIABLES['api-key']})`;
    return this.fallback ? `${from}, otherwise ${this.fallback.describe()}` : from;
  }

  private writable(name: SecretName, verb: string): SecretStore {
    assertSecretName(name);
    if (this.provides(name)) {
      throw new SecretStoreError('SECRET_READ_ONLY', `The ${name} comes from ${ENV_VARIABLES[name]}; ${verb} it there and restart Dossier.`);
    }
    if (!this.fallback) {
      throw new SecretStoreError(
        'SECRET_READ_ONLY',
        `No keychain is available to ${verb} the ${name}; set ${ENV_VARIABLES[name]} in the environment instead.`,
      );
    }
    return this.fallback;
  }
}
