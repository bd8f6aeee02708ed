/**
 * What the zip road refuses before it reads a byte of an entry. An archive comes from outside:
 * its names, sizes and flags are claims. Names are only ever compared with filing ids, never used
 * as paths; sizes are checked here (bomb caps) and again by yauzl while inflating
 * (`validateEntrySizes`), so an entry that lies about its size fails its own read, not the mirror.
 */

export const ZIP_LIMITS = {
  /** An archive body past this is cut off and the batch falls back per file (100 PDFs of tens of MB fit). */
  maxArchiveBytes: 4 * 1024 ** 3,
  /** Entries read from one archive at most (a batch holds 100; a few strays are tolerated). */
  maxEntries: 1_000,
  /** One entry's uncompressed size at most (the registry's largest PDFs are tens of MB). */
  maxEntryBytes: 256 * 1024 ** 2,
  /**
   * Uncompressed over compressed size at most, for entries over `ratioFloorBytes`. One deflate
   * pass cannot pass about 1032:1, so a claim beyond this is a lie or a layered bomb. (Padded PDFs
   * do reach 150:1: the real bomb guard is that an entry is only inflated when its declared size
   * is the size a filing lists, and yauzl holds it to that size.)
   */
  maxRatio: 1_000,
  ratioFloorBytes: 1024 ** 2,
} as const;

export interface EntryFacts {
  /** The name as the archive gives it (decoded; never a path). */
  name: string;
  compressedSize: number;
  uncompressedSize: number;
  encrypted: boolean;
  /** Compression method 0 (stored) or 8 (deflate) are readable. */
  compressionMethod: number;
}

const NESTED_ARCHIVE = /\.(zip|jar|7z|rar|gz|tgz|tar|bz2|xz)$/i;

/** Why the entry is skipped before it is read, in words; null when it may be read. */
export function refuseEntry(entry: EntryFacts, limits = ZIP_LIMITS): string | null {
  if (entry.name.endsWith('/')) return 'a folder, not a file';
  if (entry.encrypted) return 'encrypted';
  if (entry.compressionMethod !== 0 && entry.compressionMethod !== 8) return `compressed with method ${entry.compressionMethod}, which Dossier does not read`;
  if (NESTED_ARCHIVE.test(entry.name)) return 'an archive inside the archive (not opened)';
  if (entry.uncompressedSize > limits.maxEntryBytes) return `declares ${mb(entry.uncompressedSize)} uncompressed, more than the ${mb(limits.maxEntryBytes)} allowed`;
  if (entry.uncompressedSize > limits.ratioFloorBytes && entry.uncompressedSize > entry.compressedSize * limits.maxRatio) {
    return `expands ${Math.round(entry.uncompressedSize / Math.max(1, entry.compressedSize))}:1, more than ${limits.maxRatio}:1 (a zip bomb?)`;
  }
  return null;
}

/** The last part of an entry name (archives may carry folders); for matching only, never a path. */
export function baseName(name: string): string {
  const parts = name.split(/[\\/]/);
  return parts[parts.length - 1] ?? '';
}

/** A name fit for a log line: control characters shown as dots, long names cut. */
export function shownName(name: string): string {
  const clean = name.replace(/[\u0000-\u001f\u007f]/g, '.');
  return clean.length > 120 ? `${clean.slice(0, 117)}...` : clean;
}

export function mb(bytes: number): string {
  return `${(bytes / 1_048_576).toFixed(1)} MB`;
}

/** A body that begins like a zip archive (local header, empty archive, spanned): anything else is not one. */
export function looksLikeZip(head: Uint8Array): boolean {
  return head.length >= 4 && head[0] === 0x50 && head[1] === 0x4b && [0x03, 0x05, 0x07].includes(head[2]!) && [0x04, 0x06, 0x08].includes(head[3]!);
}
