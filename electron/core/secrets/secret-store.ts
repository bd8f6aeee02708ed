/**
 * Where the core keeps secrets: the API key and the data key that encrypts director contacts at
 * rest. Implementations: the OS keychain (KeyringSecretStore, for the CLI and the browser host),
 * Electron's safeStorage in the shell (electron/main/safe-storage-secrets.ts, reached by the
 * utility-process core through RelaySecretStore and DesktopSecretStore), the environment for
 * headless runs (EnvSecretStore) and memory for tests. None of them ever writes a secret to disk
 * in plain text.
 */
import { type SecretName, SECRET_NAMES, isSecretName } from '../../../shared/secret-names';

export { isSecretName, SECRET_NAMES, type SecretName };
import { DossierError } from '../app-error';

export interface SecretStore {
  get(name: SecretName): Promise<string | null>;
  set(name: SecretName, value: string): Promise<void>;
  delete(name: SecretName): Promise<void>;
  /** Where secrets live, in words for the settings screen ("OS keychain (Secret Service)"). */
  describe(): string;
  /** Set when no store answers (no keychain): why, and what to do, in words. Nothing can be read, kept or removed. */
  readonly unavailableReason?: string;
}

export type SecretStoreErrorCode = 'KEYCHAIN_UNAVAILABLE' | 'KEYCHAIN_FAILED' | 'SECRET_READ_ONLY' | 'DATA_KEY_CORRUPT' | 'UNKNOWN_SECRET';

/** Crosses the bridge as `{ code, message }`: the message says what the analyst can do. */
export class SecretStoreError extends DossierError {
  override readonly name = 'SecretStoreError';
  declare readonly code: SecretStoreErrorCode;

  constructor(code: SecretStoreErrorCode, message: string) {
    super(code, message);
  }
}

export function assertSecretName(name: unknown): asserts name is SecretName {
  if (!isSecretName(name)) {
    throw new SecretStoreError('UNKNOWN_SECRET', `"${String(name).slice(0, 40)}" is not a secret Dossier keeps (${SECRET_NAMES.join(', ')}).`);
  }
}

/** The message when no keychain is reachable: it names the way out (DOSSIER_API_KEY). */
export function keychainUnavailableMessage(reason: string): string {
  return (
    `The system keychain is not available (${reason}). Dossier never stores the API key in a plain file: ` +
    'unlock or start the keychain (on Linux: a Secret Service such as GNOME Keyring or KWallet), ' +
    'or set the DOSSIER_API_KEY environment variable before starting Dossier.'
  );
}
