import yauzl from 'yauzl';
import yazl from 'yazl';

// The unlock job's batch_N.zip archives. A fixed mtime keeps the archive bytes a function of the
// entries alone, so tests and repeated downloads see identical files.

export interface ZipEntry {
  name: string;
  data: Uint8Array;
}

export const ZIP_ENTRY_MTIME = new Date('2026-11-01T00:00:00.000Z');

function toBuffer(data: Uint8Array): Buffer {
  return Buffer.from(data.buffer, data.byteOffset, data.byteLength);
}

export async function buildZip(entries: ZipEntry[]): Promise<Uint8Array> {
  const names = new Set<string>();
  for (const entry of entries) {
    if (names.has(entry.name)) throw new Error(`duplicate zip entry name ${entry.name}`);
    names.add(entry.name);
  }
  const zip = new yazl.ZipFile();
  for (const entry of entries) {
    zip.addBuffer(toBuffer(entry.data), entry.name, { mtime: ZIP_ENTRY_MTIME, mode: 0o100644 });
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('error', reject);
    zip.outputStream.on('end', () => {
      const all = Buffer.concat(chunks);
      resolve(new Uint8Array(all.buffer, all.byteOffset, all.byteLength));
    });
    zip.end();
  });
}

function openZip(bytes: Uint8Array): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(toBuffer(bytes), { lazyEntries: true, validateEntrySizes: true, strictFileNames: true }, (err, zip) =>
      err ? reject(err) : resolve(zip),
    );
  });
}

function readEntry(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (err, stream) => {
      if (err) return reject(err);
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', reject);
      stream.on('end', () => {
        const all = Buffer.concat(chunks);
        resolve(new Uint8Array(all.buffer, all.byteOffset, all.byteLength));
      });
    });
  });
}

/** Every file entry of a zip, in archive order (directory entries skipped). */
export async function readZipEntries(bytes: Uint8Array): Promise<ZipEntry[]> {
  const zip = await openZip(bytes);
  const entries: ZipEntry[] = [];
  try {
    await new Promise<void>((resolve, reject) => {
      zip.on('error', reject);
      zip.on('end', () => resolve());
      zip.on('entry', (entry: yauzl.Entry) => {
        if (entry.fileName.endsWith('/')) return zip.readEntry();
        readEntry(zip, entry).then((data) => {
          entries.push({ name: entry.fileName, data });
          zip.readEntry();
        }, reject);
      });
      zip.readEntry();
    });
  } finally {
    zip.close();
  }
  return entries;
}
