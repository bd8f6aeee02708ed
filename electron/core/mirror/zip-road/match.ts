/**
 * Which filing an archive entry is. The spec does not promise entry names, so a name is only a
 * hint: a filing id of this company found in it is taken when the content agrees (size, and pages
 * when both are known); otherwise the entry must match exactly one filing by size and page count.
 * Anything else is skipped with the reason, and its filing falls back to its own download.
 */
import { baseName } from './guards';

export interface FilingFacts {
  filingId: string;
  fileSize: number | null;
  numberOfPages: number | null;
}

export type EntryMatch = { kind: 'matched'; filingId: string; by: 'name' | 'content' } | { kind: 'skipped'; reason: string };

/** The company's filings, indexed for matching. */
export interface FilingIndex {
  byId: Map<string, FilingFacts>;
  bySize: Map<number, FilingFacts[]>;
}

export function indexFilings(filings: readonly FilingFacts[]): FilingIndex {
  const byId = new Map<string, FilingFacts>();
  const bySize = new Map<number, FilingFacts[]>();
  for (const f of filings) {
    byId.set(f.filingId, f);
    if (f.fileSize !== null) bySize.set(f.fileSize, [...(bySize.get(f.fileSize) ?? []), f]);
  }
  return { byId, bySize };
}

/** The filing of this company whose id the entry's name carries (the whole stem, or a token of it). */
export function filingNamed(name: string, index: FilingIndex): FilingFacts | null {
  const stem = baseName(name).replace(/\.pdf$/i, '');
  const whole = index.byId.get(stem);
  if (whole) return whole;
  for (const token of stem.split(/[^A-Za-z0-9_-]+/)) {
    const hit = index.byId.get(token);
    if (hit) return hit;
  }
  return null;
}

/**
 * Filings an entry of `size` bytes could be, before it is read: the one its name names, or those
 * listed with that size. Empty: the entry is skipped unread.
 */
export function candidatesFor(name: string, size: number, index: FilingIndex): FilingFacts[] {
  const named = filingNamed(name, index);
  if (named && (named.fileSize === null || named.fileSize === size)) return [named];
  return index.bySize.get(size) ?? [];
}

export function matchEntry(entry: { name: string; size: number; pages: number }, index: FilingIndex): EntryMatch {
  const named = filingNamed(entry.name, index);
  if (named) {
    if (named.fileSize !== null && named.fileSize !== entry.size) {
      return { kind: 'skipped', reason: `its name says ${named.filingId}, but it has ${entry.size} bytes where the filing lists ${named.fileSize}` };
    }
    if (named.numberOfPages !== null && named.numberOfPages !== entry.pages) {
      return { kind: 'skipped', reason: `its name says ${named.filingId}, but it has ${entry.pages} pages where the filing lists ${named.numberOfPages}` };
    }
    return { kind: 'matched', filingId: named.filingId, by: 'name' };
  }
  const same = (index.bySize.get(entry.size) ?? []).filter((f) => f.numberOfPages === entry.pages);
  if (same.length === 1) return { kind: 'matched', filingId: same[0]!.filingId, by: 'content' };
  if (same.length === 0) return { kind: 'skipped', reason: `no filing has ${entry.size} bytes and ${entry.pages} page${entry.pages === 1 ? '' : 's'}` };
  return { kind: 'skipped', reason: `${same.length} filings have ${entry.size} bytes and ${entry.pages} pages (${same.map((f) => f.filingId).slice(0, 3).join(', ')}): ambiguous` };
}
