/**
 * Messy-value noise out of registry values before two reads are compared: the registry sends the
 * same fact as "Y", "Yes", true or 1, as "" or null or a missing field, with padding and any field
 * order. Two reads that differ only so are equal; anything else is a change.
 */

const TRUE = new Set(['y', 'yes', 'true']);
const FALSE = new Set(['n', 'no', 'false']);

/** One scalar in its plain form: trimmed text (inner runs of space collapsed), booleans for yes/no words, null for empty. */
export function plainValue(v: unknown): string | number | boolean | null {
  if (v === undefined || v === null) return null;
  if (typeof v === 'boolean' || typeof v === 'number') return v;
  if (typeof v !== 'string') return null;
  const t = v.trim().replace(/\s+/g, ' ');
  if (t === '' || t === '-' || t.toUpperCase() === 'NA') return null;
  const lower = t.toLowerCase();
  if (TRUE.has(lower)) return true;
  if (FALSE.has(lower)) return false;
  return t;
}

/** Text for comparison: plain, and case-folded so "MUMBAI" and "Mumbai" are one city. */
export function plainText(v: unknown): string | null {
  const p = plainValue(v);
  return p === null ? null : String(p).toUpperCase();
}

/** A value with sorted keys and plain scalars, so JSON.stringify of equal facts is equal text. */
export function canonical(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(canonical);
  if (v && typeof v === 'object') {
    const out: Record<string, unknown> = {};
    for (const k of Object.keys(v).sort()) {
      const c = canonical((v as Record<string, unknown>)[k]);
      if (c !== null) out[k] = c;
    }
    return out;
  }
  return plainValue(v);
}

export function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}
