/**
 * The library's Ed25519 key for signing DD packs. It is kept like the data key because it is
 * derived from it: HKDF-SHA256 of the data key with the library's own id gives the 32-byte seed,
 * so each library signs with its own key, the private half is never written anywhere, and it
 * lives exactly as long as the data key does, wherever that is: the OS keychain (command line,
 * browser host), Electron's safeStorage (desktop app), or DOSSIER_DATA_KEY in the environment,
 * the data key's fallback when no keychain answers. There is no file fallback (choose-store.ts):
 * without any of them there is no key, and the export says so (signingKeyMissing).
 */
import { createPrivateKey, createPublicKey, hkdfSync, sign } from 'node:crypto';
import { ENV } from '../env-names';
import type { SecretStoreError } from './secret-store';

export interface LibrarySigningKey {
  /** The raw 32-byte public key. */
  publicKey: Uint8Array;
  sign(bytes: Uint8Array): Uint8Array;
}

/** PKCS#8 of an Ed25519 private key: this fixed prefix, then the 32-byte seed. */
const PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

export function librarySigningKey(dataKey: Uint8Array, libraryId: string): LibrarySigningKey {
  const seed = Buffer.from(hkdfSync('sha256', dataKey, Buffer.from(libraryId, 'utf8'), Buffer.from('dossier pack signing key v1', 'utf8'), 32));
  const privateKey = createPrivateKey({ key: Buffer.concat([PKCS8_PREFIX, seed]), format: 'der', type: 'pkcs8' });
  const spki = createPublicKey(privateKey).export({ format: 'der', type: 'spki' });
  return {
    publicKey: new Uint8Array(spki.subarray(spki.byteLength - 32)),
    sign: (bytes) => new Uint8Array(sign(null, bytes, privateKey)),
  };
}

/** Why no signing key could be had, in words after "unsigned: ", from the data key's failure. */
export function signingKeyMissing(error: SecretStoreError): string {
  const derived = `the pack-signing key is derived from the library's data key, kept in the system keychain or in ${ENV.dataKey}`;
  if (error.code === 'KEYCHAIN_UNAVAILABLE' || error.code === 'SECRET_READ_ONLY') {
    return `no signing key: no system keychain answered and ${ENV.dataKey} is not set (${derived})`;
  }
  if (error.code === 'DATA_KEY_CORRUPT') return `no signing key: ${error.message}`;
  return `no signing key: the data key could not be read (${error.message}; ${derived})`;
}
