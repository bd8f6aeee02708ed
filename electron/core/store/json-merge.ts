/**
 * The "never overwrite good data with worse" rule for registry JSON. The spec says fields may be
 * dropped from a response but never renamed, so a field missing from a newer read is not evidence
 * that its value went away. Objects merge key by key, deeply: a newer non-null value wins, a newer
 * missing or null value keeps the older one (the registry also sends null for "not fetched yet",
 * e.g. `commonData`). Arrays and scalars are values: a newer array replaces the older one whole,
 * because merging lists by position would pair unrelated rows.
 */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

export function mergeJson(older: unknown, newer: unknown): unknown {
  if (newer === undefined || newer === null) return older === undefined ? newer : older;
  if (isPlainObject(older) && isPlainObject(newer)) {
    const out: Record<string, unknown> = { ...older };
    for (const [key, value] of Object.entries(newer)) {
      out[key] = mergeJson(older[key], value);
    }
    return out;
  }
  return newer;
}

/** Merges a new payload into the JSON text already stored (or none), returning the text to store. */
export function mergeJsonText(storedText: string | null | undefined, newer: unknown): string {
  if (storedText === null || storedText === undefined) return JSON.stringify(newer ?? null);
  return JSON.stringify(mergeJson(JSON.parse(storedText), newer));
}
