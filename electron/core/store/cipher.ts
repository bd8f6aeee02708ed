import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { StoreError } from './errors';

/** An encrypted value as stored: AES-GCM needs the nonce and the authentication tag to decrypt. */
export interface Sealed {
  iv: Uint8Array;
  tag: Uint8Array;
  ciphertext: Uint8Array;
}

/**
 * Encryption of the director contact tier at rest. The key comes from the caller (the shell keeps
 * it in the OS keychain); the store never sees where it lives. `aad` binds a blob to its record
 * (the DIN), so a blob copied onto another director's row fails to decrypt instead of lying.
 */
export interface Cipher {
  encrypt(plaintext: Uint8Array, aad?: Uint8Array): Sealed;
  decrypt(sealed: Sealed, aad?: Uint8Array): Uint8Array;
}

export function createAesGcmCipher(key: Uint8Array): Cipher {
  if (key.byteLength !== 32) {
    throw new StoreError('BAD_KEY', `The contact encryption key must be 32 bytes (AES-256), got ${key.byteLength}.`);
  }
  const k = Buffer.from(key);
  return {
    encrypt(plaintext, aad) {
      const iv = randomBytes(12);
      const c = createCipheriv('aes-256-gcm', k, iv);
      if (aad) c.setAAD(aad);
      const ciphertext = Buffer.concat([c.update(plaintext), c.final()]);
      return { iv, tag: c.getAuthTag(), ciphertext };
    },
    decrypt(sealed, aad) {
      try {
        const d = createDecipheriv('aes-256-gcm', k, sealed.iv);
        if (aad) d.setAAD(aad);
        d.setAuthTag(sealed.tag);
        return Buffer.concat([d.update(sealed.ciphertext), d.final()]);
      } catch (e) {
        throw new StoreError('DECRYPT_FAILED', 'A stored contact could not be decrypted: wrong key or damaged data.', {
          cause: (e as Error).message,
        });
      }
    },
  };
}
