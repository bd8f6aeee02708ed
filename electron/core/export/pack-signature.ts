/**
 * The DD pack's manifest is signed with the library's Ed25519 key (Node's crypto): manifest.sig
 * holds the signature of manifest.json's exact bytes, and the manifest names the public key. The
 * same public key is printed in the report, so a recipient can compare it with the one the analyst
 * gave them separately; `dossier pack verify` checks the hashes and the signature.
 */
import { createHash, createPublicKey, type KeyObject, verify } from 'node:crypto';

export const SIGNATURE_FILE = 'manifest.sig';
export const SIGNATURE_ALGORITHM = 'Ed25519';

/** Signs for one library; its private half never leaves the core (secrets/signing-key.ts). */
export interface PackSigner {
  /** The raw 32-byte Ed25519 public key, base64. */
  publicKey: string;
  /** SHA-256 of the raw public key, hex in groups of four: what a person compares by eye. */
  fingerprint: string;
  /** The signature of `bytes`, base64. */
  sign(bytes: Uint8Array): string;
}

/**
 * The library's signer, or in words why there is none (no keychain answered and no
 * DOSSIER_DATA_KEY, a damaged data key…): a pack is then refused unless the analyst agrees to an
 * unsigned one, which says so.
 */
export type PackSigning = { signer: PackSigner; why: null } | { signer: null; why: string };

export interface SignerInfo {
  algorithm: typeof SIGNATURE_ALGORITHM;
  publicKey: string;
  fingerprint: string;
}

/** SubjectPublicKeyInfo of an Ed25519 key: this fixed prefix, then the raw 32 bytes. */
const SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');

export function publicKeyFromRaw(raw: Uint8Array): KeyObject {
  return createPublicKey({ key: Buffer.concat([SPKI_PREFIX, Buffer.from(raw)]), format: 'der', type: 'spki' });
}

export function fingerprintOf(rawPublicKey: Uint8Array): string {
  return (createHash('sha256').update(rawPublicKey).digest('hex').match(/.{4}/g) ?? []).slice(0, 8).join(' ');
}

/** True when `signature` (base64) is `publicKey`'s (raw, base64) signature of `bytes`. */
export function signatureHolds(bytes: Uint8Array, signature: string, publicKey: string): boolean {
  const raw = Buffer.from(publicKey, 'base64');
  if (raw.byteLength !== 32) return false;
  try {
    return verify(null, bytes, publicKeyFromRaw(raw), Buffer.from(signature.trim(), 'base64'));
  } catch {
    return false;
  }
}
