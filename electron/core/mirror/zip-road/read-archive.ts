/**
 * One archive file read entry by entry into the library: each entry is checked (guards.ts),
 * inflated only when its declared size is one a filing of the company lists, written to the work
 * folder, checked as a PDF (header, pages) and matched to its filing (match.ts); `store` renames it
 * into place with its row. Whatever is skipped is said in a log line; nothing here throws for one
 * bad entry. A damaged archive throws ArchiveUnreadable (entries stored before it stay stored).
 */
import fs from 'node:fs';
import { baseName, refuseEntry, shownName, ZIP_LIMITS } from './guards';
import { candidatesFor, type FilingIndex, matchEntry } from './match';
import { countPages } from './page-count';
import { type ArchiveEntry, readEntries } from './read-entries';

export interface ExtractedPdf {
  path: string;
  size: number;
  sha256: string;
  pages: number;
}

export interface ReadArchiveOptions {
  archive: string;
  index: FilingIndex;
  /** True when the filing's document is already in the library (intact). */
  isStored(filingId: string): boolean;
  /** A fresh work-folder path for one entry. */
  workFile(): string;
  /** Makes the entry the filing's document (renames `pdf.path` away); false when another writer stored it first. */
  store(filingId: string, pdf: ExtractedPdf): boolean;
  /** Called after each entry (progress). */
  onEntry?: () => void;
  limits?: typeof ZIP_LIMITS;
}

export interface ArchiveOutcome {
  entries: number;
  stored: number;
  /** Entries whose filing was already in the library. */
  present: number;
  skipped: number;
  log: string[];
}

const PDF_MAGIC = '%PDF-';
const ZIP_MAGIC = 'PK\u0003\u0004';

export async function readArchive(opts: ReadArchiveOptions): Promise<ArchiveOutcome> {
  const limits = opts.limits ?? ZIP_LIMITS;
  const out: ArchiveOutcome = { entries: 0, stored: 0, present: 0, skipped: 0, log: [] };
  const names = new Set<string>();
  const taken = new Set<string>();
  const skip = (name: string, reason: string) => {
    out.skipped++;
    out.log.push(`${shownName(name)}: skipped, ${reason}`);
  };
  for await (const entry of readEntriesCapped(opts.archive, limits.maxEntries, out)) {
    out.entries++;
    try {
      if (names.has(entry.name)) {
        skip(entry.name, 'a second entry with the same name');
        continue;
      }
      names.add(entry.name);
      const refused = refuseEntry(entry, limits);
      if (refused) {
        if (!entry.name.endsWith('/')) skip(entry.name, refused);
        continue;
      }
      const candidates = candidatesFor(entry.name, entry.uncompressedSize, opts.index);
      if (candidates.length === 0) {
        skip(entry.name, `no filing of the company lists ${entry.uncompressedSize} bytes (not read)`);
        continue;
      }
      if (candidates.every((c) => opts.isStored(c.filingId))) {
        out.present++;
        continue;
      }
      const pdf = await extractPdf(entry, opts.workFile(), skip);
      if (pdf === null) continue;
      try {
        const match = matchEntry({ name: baseName(entry.name), size: pdf.size, pages: pdf.pages }, opts.index);
        if (match.kind === 'skipped') skip(entry.name, match.reason);
        else if (taken.has(match.filingId)) skip(entry.name, `a second entry for ${match.filingId}`);
        else if (opts.isStored(match.filingId)) {
          taken.add(match.filingId);
          out.present++;
        } else {
          taken.add(match.filingId);
          if (opts.store(match.filingId, pdf)) out.stored++;
          else out.present++;
        }
      } finally {
        fs.rmSync(pdf.path, { force: true });
      }
    } finally {
      opts.onEntry?.();
    }
  }
  return out;
}

async function* readEntriesCapped(archive: string, max: number, out: ArchiveOutcome) {
  for await (const entry of readEntries(archive)) {
    if (out.entries >= max) {
      out.log.push(`the archive holds more than ${max} entries; the rest were not read`);
      return;
    }
    yield entry;
  }
}

/** The entry inflated into `file` and checked as a PDF with its page count, or null (skipped, said why). */
async function extractPdf(entry: ArchiveEntry, file: string, skip: (name: string, reason: string) => void): Promise<ExtractedPdf | null> {
  let got: { size: number; sha256: string; head: Buffer };
  try {
    got = await entry.extractTo(file, entry.uncompressedSize);
  } catch (error) {
    skip(entry.name, `could not be read (${error instanceof Error ? error.message : String(error)})`);
    return null;
  }
  const head = got.head.toString('latin1');
  const problem = head.startsWith(ZIP_MAGIC)
    ? 'an archive inside the archive (not opened)'
    : !head.startsWith(PDF_MAGIC)
      ? `not a PDF (it starts with "${head.replace(/[^\x20-\x7e]/g, '.')}")`
      : null;
  const pages = problem === null ? await countPages(file) : null;
  if (problem !== null || pages === null) {
    fs.rmSync(file, { force: true });
    skip(entry.name, problem ?? 'starts like a PDF but does not parse as one');
    return null;
  }
  return { path: file, size: got.size, sha256: got.sha256, pages };
}
