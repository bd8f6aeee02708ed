import { assertSecretName, type SecretName, type SecretStore } from './secret-store';

/** Secrets in memory only, for tests and throwaway sessions; gone when the process ends. */
export class MemorySecretStore implements SecretStore {
  private readonly values = new Map<SecretName, string>();

  constructor(initial: Partial<Record<SecretName, string>> = {}) {
    for (const [name, value] of Object.entries(initial)) {
      assertSecretName(name);
      if (value !== undefined) this.values.set(name, value);
    }
  }

  async get(name: SecretName): Promise<string | null> {
    assertSecretName(name);
    return this.values.get(name) ?? null;
  }

  async set(name: SecretName, value: string): Promise<void> {
    assertSecretName(name);
    this.values.set(name, value);
  }

  async delete(name: SecretName): Promise<void> {
    assertSecretName(name);
    this.values.delete(name);
  }

  describe(): string {
    return 'memory (not kept after Dossier closes)';
  }
}
