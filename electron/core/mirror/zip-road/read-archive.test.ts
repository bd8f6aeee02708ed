// The guards of the zip road against hostile archives, on real zip files (yazl writes them, yauzl
// reads them back) and real PDFs (pdf-lib): bombs, encrypted entries, duplicate names, nested
// archives, names that would be paths, entries that match nothing or two filings.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { afterEach, describe, expect, it } from 'vitest';
import yazl from 'yazl';
import { indexFilings } from './match';
import { type ExtractedPdf, readArchive } from './read-archive';
import { ArchiveUnreadable } from './read-entries';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

async function pdf(pages: number, padTo?: number): Promise<Buffer> {
  const doc = await PDFDocument.create();
  for (let i = 0; i < pages; i++) doc.addPage([200, 200]).drawText(`page ${i + 1}`);
  const bytes = Buffer.from(await doc.save());
  // A trailing comment pads a PDF to an exact size and keeps it valid.
  return padTo === undefined ? bytes : Buffer.concat([bytes, Buffer.from(`\n%${' '.repeat(padTo - bytes.length - 2)}`)]);
}

async function zipFile(entries: { name: string; data: Buffer; compress?: boolean }[]): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dossier-zip-'));
  dirs.push(dir);
  const zip = new yazl.ZipFile();
  for (const e of entries) zip.addBuffer(e.data, e.name, { compress: e.compress ?? true });
  zip.end();
  const chunks: Buffer[] = [];
  for await (const c of zip.outputStream as AsyncIterable<Buffer>) chunks.push(c);
  const file = path.join(dir, 'batch_1.zip');
  fs.writeFileSync(file, Buffer.concat(chunks));
  return file;
}

function run(archive: string, filings: { filingId: string; fileSize: number | null; numberOfPages: number | null }[], stored: string[] = []) {
  const dir = path.dirname(archive);
  const got = new Map<string, ExtractedPdf & { bytes: Buffer }>();
  let n = 0;
  const outcome = readArchive({
    archive,
    index: indexFilings(filings),
    isStored: (id) => stored.includes(id) || got.has(id),
    workFile: () => path.join(dir, `entry-${++n}.part`),
    store: (id, file) => {
      got.set(id, { ...file, bytes: fs.readFileSync(file.path) });
      return true;
    },
  });
  return outcome.then((o) => ({ ...o, got, left: fs.readdirSync(dir).filter((f) => f !== 'batch_1.zip') }));
}

describe('reading an archive into the library', () => {
  it('matches by a filing id in the name, else by unique size and pages, under any folder', async () => {
    const [a, b, c] = [await pdf(1, 3000), await pdf(2, 4000), await pdf(3, 5000)];
    const archive = await zipFile([
      { name: 'flg_A.pdf', data: a },
      { name: 'docs/AOC-4_20250930_0002.pdf', data: b },
      { name: 'AA/BB/etc/passwd.pdf', data: c, compress: false },
    ]);
    // yazl refuses to write a name that climbs out of its folder; a hostile archive need not.
    const bytes = fs.readFileSync(archive);
    fs.writeFileSync(archive, Buffer.from(bytes.toString('latin1').replaceAll('AA/BB/', '../../'), 'latin1'));
    const r = await run(archive, [
      { filingId: 'flg_A', fileSize: 3000, numberOfPages: 1 },
      { filingId: 'flg_B', fileSize: 4000, numberOfPages: 2 },
      { filingId: 'flg_C', fileSize: 5000, numberOfPages: 3 },
    ]);
    expect(r).toMatchObject({ entries: 3, stored: 3, skipped: 0, log: [] });
    expect(r.got.get('flg_A')!.bytes.equals(a)).toBe(true);
    expect(r.got.get('flg_B')).toMatchObject({ pages: 2, size: 4000 });
    expect(r.got.get('flg_C')!.bytes.equals(c)).toBe(true);
    expect(r.left).toEqual([]);
  });

  it('skips and logs what matches nothing, two filings, or contradicts its name', async () => {
    const archive = await zipFile([
      { name: 'stray.pdf', data: await pdf(1, 2500) },
      { name: 'twin.pdf', data: await pdf(2, 4000) },
      { name: 'flg_A.pdf', data: await pdf(2, 3000) },
    ]);
    const r = await run(archive, [
      { filingId: 'flg_A', fileSize: 3000, numberOfPages: 1 },
      { filingId: 'flg_B', fileSize: 4000, numberOfPages: 2 },
      { filingId: 'flg_C', fileSize: 4000, numberOfPages: 2 },
    ]);
    expect(r).toMatchObject({ entries: 3, stored: 0, skipped: 3 });
    expect(r.log).toEqual([
      'stray.pdf: skipped, no filing of the company lists 2500 bytes (not read)',
      'twin.pdf: skipped, 2 filings have 4000 bytes and 2 pages (flg_B, flg_C): ambiguous',
      'flg_A.pdf: skipped, its name says flg_A, but it has 2 pages where the filing lists 1',
    ]);
    expect(r.left).toEqual([]);
  });

  it('refuses bombs, nested archives, non-PDFs and duplicate names without a crash or a file left', async () => {
    const zeros = Buffer.alloc(20 * 1024 * 1024);
    const inner = fs.readFileSync(await zipFile([{ name: 'x.pdf', data: await pdf(1) }]));
    const notPdf = Buffer.concat([Buffer.from('<html>'), Buffer.alloc(2994, 32)]);
    const one = await pdf(1, 3000);
    const archive = await zipFile([
      { name: 'bomb.pdf', data: zeros },
      { name: 'inner.zip', data: inner },
      { name: 'inner-renamed.pdf', data: Buffer.concat([inner, Buffer.alloc(3000 - inner.length)]) },
      { name: 'page.pdf', data: notPdf },
      { name: 'flg_A.pdf', data: one },
      { name: 'flg_A.pdf', data: one },
    ]);
    const r = await run(archive, [
      { filingId: 'flg_A', fileSize: 3000, numberOfPages: 1 },
      { filingId: 'flg_Z', fileSize: zeros.length, numberOfPages: 1 },
    ]);
    expect(r.stored).toBe(1);
    expect(r.log).toEqual([
      expect.stringMatching(/^bomb\.pdf: skipped, expands \d+:1, more than 1000:1/),
      'inner.zip: skipped, an archive inside the archive (not opened)',
      'inner-renamed.pdf: skipped, an archive inside the archive (not opened)',
      'page.pdf: skipped, not a PDF (it starts with "<html>  ")',
      'flg_A.pdf: skipped, a second entry with the same name',
    ]);
    expect(r.left).toEqual([]);
  });

  it('skips an encrypted entry and one that lies about its size', async () => {
    const good = await pdf(1, 3000);
    const archive = await zipFile([
      { name: 'secret.pdf', data: good },
      { name: 'liar.pdf', data: good },
    ]);
    const bytes = fs.readFileSync(archive);
    // Set the encryption flag of the first entry (local header and central directory) and make
    // the second's central record claim one byte less than it holds.
    const central = bytes.indexOf(Buffer.from('PK\u0001\u0002', 'latin1'));
    bytes.writeUInt16LE(bytes.readUInt16LE(6) | 1, 6);
    bytes.writeUInt16LE(bytes.readUInt16LE(central + 8) | 1, central + 8);
    const second = bytes.lastIndexOf(Buffer.from('PK\u0001\u0002', 'latin1'));
    bytes.writeUInt32LE(2999, second + 24);
    fs.writeFileSync(archive, bytes);
    const r = await run(archive, [
      { filingId: 'flg_A', fileSize: 3000, numberOfPages: 1 },
      { filingId: 'flg_B', fileSize: 2999, numberOfPages: 1 },
    ]);
    expect(r.stored).toBe(0);
    expect(r.log[0]).toBe('secret.pdf: skipped, encrypted');
    expect(r.log[1]).toMatch(/^liar\.pdf: skipped, /);
    expect(r.left).toEqual([]);
  });

  it('calls a truncated archive unreadable', async () => {
    const archive = await zipFile([{ name: 'flg_A.pdf', data: await pdf(1, 3000) }]);
    const bytes = fs.readFileSync(archive);
    fs.writeFileSync(archive, bytes.subarray(0, Math.floor(bytes.length * 0.6)));
    await expect(run(archive, [{ filingId: 'flg_A', fileSize: 3000, numberOfPages: 1 }])).rejects.toBeInstanceOf(ArchiveUnreadable);
  });
});
