/**
 * The embedded sandbox's test key is no secret: the local emulator derives it from its seed and
 * it reaches synthetic data only. So it is kept in memory instead of the keychain, and "Explore
 * the sandbox" works on machines without one (containers, CI, a bare Linux login). Every other
 * secret goes to the chosen store exactly as before.
 */
import type { SecretName, SecretStore } from '../electron/core/secrets';

export function withEmbeddedKeyInMemory(inner: SecretStore, embeddedTestKey: string): SecretStore {
  const memory = new Map<SecretName, string>();
  return {
    async get(name) {
      return memory.get(name) ?? inner.get(name);
    },
    async set(name, value) {
      if (value === embeddedTestKey) {
        // A key kept in the keychain stays there: the sandbox lasts for this session only.
        memory.set(name, value);
        return;
      }
      memory.delete(name);
      await inner.set(name, value);
    },
    async delete(name) {
      memory.delete(name);
      await inner.delete(name);
    },
    describe() {
      return `${inner.describe()}; the embedded sandbox key in memory`;
    },
  };
}
