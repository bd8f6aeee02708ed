/**
 * The entries of an archive file, one at a time (yauzl with `lazyEntries`: the central directory is
 * read as we go, an entry's bytes only when asked). Names are decoded without yauzl's path check
 * (`decodeStrings: false`): a name that would be a bad path is still only a name here, and one bad
 * name must skip its entry, not end the archive. `validateEntrySizes` makes an entry that lies
 * about its size fail its own read.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import yauzl from 'yauzl';
import type { EntryFacts } from './guards';

export interface ArchiveEntry extends EntryFacts {
  /** Streams the entry's bytes into `file` (created), stopping past `maxBytes`; fsynced. */
  extractTo(file: string, maxBytes: number): Promise<{ size: number; sha256: string; head: Buffer }>;
}

export class ArchiveUnreadable extends Error {}

function decodeName(entry: yauzl.Entry): string {
  const raw = (entry as yauzl.Entry & { fileNameRaw?: Buffer }).fileNameRaw ?? Buffer.from(entry.fileName as unknown as Uint8Array);
  return yauzl.getFileNameLowLevel(entry.generalPurposeBitFlag, raw, entry.extraFields, false);
}

async function extract(zip: yauzl.ZipFile, entry: yauzl.Entry, file: string, maxBytes: number) {
  const stream = await zip.openReadStreamPromise(entry);
  const fd = fs.openSync(file, 'wx', 0o600);
  const hash = createHash('sha256');
  let size = 0;
  let head = Buffer.alloc(0);
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      if (size + chunk.byteLength > maxBytes) {
        stream.destroy();
        throw new RangeError(`it runs past the ${maxBytes} bytes allowed`);
      }
      if (head.length < 8) head = Buffer.concat([head, chunk.subarray(0, 8 - head.length)]);
      let offset = 0;
      while (offset < chunk.byteLength) offset += fs.writeSync(fd, chunk, offset, chunk.byteLength - offset);
      hash.update(chunk);
      size += chunk.byteLength;
    }
    fs.fsyncSync(fd);
  } catch (error) {
    fs.closeSync(fd);
    fs.rmSync(file, { force: true });
    throw error;
  }
  fs.closeSync(fd);
  return { size, sha256: hash.digest('hex'), head };
}

/** Every entry of the archive at `file`, in order; throws ArchiveUnreadable when it is not a readable zip. */
export async function* readEntries(file: string): AsyncGenerator<ArchiveEntry> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.openPromise(file, { lazyEntries: true, autoClose: false, decodeStrings: false, validateEntrySizes: true });
  } catch (error) {
    throw new ArchiveUnreadable(`not a readable zip archive (${error instanceof Error ? error.message : String(error)})`);
  }
  try {
    const entries = zip.eachEntry();
    for (;;) {
      let next: IteratorResult<yauzl.Entry>;
      try {
        next = await entries.next();
      } catch (error) {
        throw new ArchiveUnreadable(`its list of entries is damaged (${error instanceof Error ? error.message : String(error)})`);
      }
      if (next.done) return;
      const entry = next.value;
      yield {
        name: decodeName(entry),
        compressedSize: entry.compressedSize,
        uncompressedSize: entry.uncompressedSize,
        encrypted: entry.isEncrypted(),
        compressionMethod: entry.compressionMethod,
        extractTo: (target, maxBytes) => extract(zip, entry, target, maxBytes),
      };
    }
  } finally {
    zip.close();
  }
}
