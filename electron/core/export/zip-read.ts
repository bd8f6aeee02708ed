/** Reads every entry of a zip into memory (yauzl, lazily, one entry at a time). Packs are modest: a report, a workbook, the PDFs. */
import yauzl from 'yauzl';

export interface ZipEntryData {
  name: string;
  bytes: Buffer;
}

export async function readZipEntries(zipPath: string): Promise<ZipEntryData[]> {
  const zip = await yauzl.openPromise(zipPath, { lazyEntries: true, validateEntrySizes: true, strictFileNames: true });
  return new Promise<ZipEntryData[]>((resolve, reject) => {
    const out: ZipEntryData[] = [];
    const fail = (error: Error) => {
      zip.close();
      reject(error);
    };
    zip.on('error', fail);
    zip.on('end', () => resolve(out));
    zip.on('entry', (entry: yauzl.Entry) => {
      if (entry.fileName.endsWith('/')) return zip.readEntry();
      zip.openReadStream(entry, (err, stream) => {
        if (err) return fail(err);
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('error', fail);
        stream.on('end', () => {
          out.push({ name: entry.fileName, bytes: Buffer.concat(chunks) });
          zip.readEntry();
        });
      });
    });
    zip.readEntry();
  });
}
