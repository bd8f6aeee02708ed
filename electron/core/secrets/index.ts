export { chooseSecretStore, type ProbedStore, type ProbeResult, UnavailableSecretStore } from './choose-store';
export { DATA_KEY_BYTES, getOrCreateDataKey } from './data-key';
export { type LibrarySigningKey, librarySigningKey, signingKeyMissing } from './signing-key';
export { DesktopSecretStore, desktopSecretStore } from './desktop-store';
export { ENV_VARIABLES, EnvSecretStore, type Environment } from './env-store';
export { KEYRING_SERVICE, KeyringSecretStore } from './keyring-store';
export { MemorySecretStore } from './memory-store';
export { createSecretRelay, SECRET_TIMEOUT_MS, type SecretRelay } from './relay-store';
export {
  assertSecretName,
  isSecretName,
  keychainUnavailableMessage,
  SECRET_NAMES,
  type SecretName,
  type SecretStore,
  SecretStoreError,
  type SecretStoreErrorCode,
} from './secret-store';
