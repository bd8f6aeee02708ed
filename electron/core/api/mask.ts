/**
 * What the client may say about an API key. The key itself never leaves this folder's closure:
 * errors, logs and the pacing store see only its masked form or a hash prefix.
 */
import { createHash } from 'node:crypto';

export type KeyKind = 'live' | 'test';

const LIVE_PREFIX = 'svc_live_';
const TEST_PREFIX = 'svc_test_';

/** Live or test, from the key's prefix (spec, Authentication 2); null when it has neither. */
export function keyKindOf(key: string): KeyKind | null {
  if (key.startsWith(LIVE_PREFIX)) return 'live';
  if (key.startsWith(TEST_PREFIX)) return 'test';
  return null;
}

/** `svc_live_…a1b2`: enough to tell two keys apart in a settings screen, never enough to use. */
export function maskKey(key: string): string {
  const prefix = key.startsWith(LIVE_PREFIX) ? LIVE_PREFIX : key.startsWith(TEST_PREFIX) ? TEST_PREFIX : '';
  const secret = key.slice(prefix.length);
  // A short secret would be mostly revealed by its last four characters.
  const tail = secret.length >= 12 ? secret.slice(-4) : '';
  return `${prefix}…${tail}`;
}

/** A stable, non-reversible id for per-key state (pacing): the first 16 hex digits of SHA-256. */
export function keyIdOf(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex').slice(0, 16);
}

/**
 * Replaces every occurrence of the key in a value (strings, arrays, plain objects) with its masked
 * form. Used on everything the service sends back before it is put into an error, because an
 * error message may echo the key (for example a proxy's "invalid key svc_live_..." page).
 */
export function redactKey<T>(value: T, key: string): T {
  if (key === '') return value;
  return redact(value, key, maskKey(key), 0) as T;
}

function redact(value: unknown, key: string, masked: string, depth: number): unknown {
  if (typeof value === 'string') return value.split(key).join(masked);
  if (depth > 20 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => redact(v, key, masked, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k.split(key).join(masked)] = redact(v, key, masked, depth + 1);
  return out;
}
