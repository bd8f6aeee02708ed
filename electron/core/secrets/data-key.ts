/**
 * The key that encrypts director contact data at rest (store/cipher.ts): 32 random bytes, kept as
 * base64 in the same secret store as the API key, so the library files alone never reveal a
 * contact. Created once; an existing key is never replaced, because that would make every
 * contact already stored unreadable.
 */
import { randomBytes } from 'node:crypto';
import type { SecretStore } from './secret-store';
import { SecretStoreError } from './secret-store';

export const DATA_KEY_BYTES = 32;

export async function getOrCreateDataKey(store: SecretStore): Promise<Uint8Array> {
  const existing = await store.get('data-key');
  if (existing !== null) return decodeDataKey(existing);
  await store.set('data-key', randomBytes(DATA_KEY_BYTES).toString('base64'));
  // Read back what the store kept: a store that silently dropped the write must fail here, not
  // after contacts were encrypted under a key nobody has.
  const kept = await store.get('data-key');
  if (kept === null) {
    throw new SecretStoreError('KEYCHAIN_FAILED', `The data key was written to ${store.describe()} but could not be read back.`);
  }
  return decodeDataKey(kept);
}

function decodeDataKey(text: string): Uint8Array {
  const trimmed = text.trim();
  const bytes = /^[A-Za-z0-9+/]+={0,2}$/.test(trimmed) ? Buffer.from(trimmed, 'base64') : null;
  if (!bytes || bytes.length !== DATA_KEY_BYTES) {
    throw new SecretStoreError(
      'DATA_KEY_CORRUPT',
      `The stored contact encryption key is not ${DATA_KEY_BYTES} bytes of base64. It was left untouched; restore it from a backup of the keychain.`,
    );
  }
  return new Uint8Array(bytes);
}
