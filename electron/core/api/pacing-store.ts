/**
 * Where the pacer keeps "the next time this key may send", so a restarted app does not start
 * with a burst the service would answer with 429. Keyed by keyIdOf(key) (a hash prefix), never
 * by the key. The library store supplies a SQLite implementation; this one lives in memory.
 */

export interface PacingStore {
  /** The epoch-ms time the key may next send, or null when nothing is known. */
  load(keyId: string): number | null;
  save(keyId: string, nextAt: number): void;
}

export function createMemoryPacingStore(initial: Record<string, number> = {}): PacingStore & {
  snapshot(): Record<string, number>;
} {
  const entries = new Map<string, number>(Object.entries(initial));
  return {
    load: (keyId) => entries.get(keyId) ?? null,
    save: (keyId, nextAt) => {
      entries.set(keyId, nextAt);
    },
    snapshot: () => Object.fromEntries(entries),
  };
}
