/**
 * The library's Ed25519 key for signing DD packs. It is kept like the data key because it is
 * derived from it: HKDF-SHA256 of the data key with the library's own id gives the 32-byte seed,
 * so each library signs with its own key, the private half is never written anywhere, and it
 * lives exactly as long as the data key in the secret store does.
 */
import { createPrivateKey, createPublicKey, hkdfSync, sign } from 'node:crypto';

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
