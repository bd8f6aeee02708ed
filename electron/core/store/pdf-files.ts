/**
 * The PDF files under `pdfs/<company>/<filing>.pdf`: where a file lives, the hidden temp file a
 * download streams into (beside its final name, so the rename stays on one file system), and the
 * rename into place. A temp file's name carries the pid of the process writing it, so recovery in
 * another process never touches a download still under way.
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { StoreError } from './errors';

export const PDF_DIR = 'pdfs';
export const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');

const SAFE_ID = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;
/** `.<filing>.pdf.<pid>.<random>.part`; older Dossiers wrote `.<filing>.pdf.<random>.part` (no pid). */
const TEMP_NAME = /^\.(.+)\.pdf\.(?:(\d+)\.)?[0-9a-f]+\.part$/;

function safeId(kind: string, id: string): string {
  if (!SAFE_ID.test(id)) throw new StoreError('UNSAFE_ID', `${kind} "${id}" cannot be used as a file name.`, { kind, id });
  return id;
}

export function documentRelPath(companyId: string, filingId: string): string {
  return `${PDF_DIR}/${safeId('company id', companyId)}/${safeId('filing id', filingId)}.pdf`;
}

export function fsyncDir(dir: string): void {
  // Directories cannot be opened for fsync on Windows; NTFS journals the rename itself.
  if (process.platform === 'win32') return;
  const fd = fs.openSync(dir, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * A download on its way into the library: bytes are written as they arrive (never held whole in
 * memory), hashed and counted; `finish` fsyncs and reports size and SHA-256; `discard` removes it.
 */
export interface PdfTempFile {
  readonly path: string;
  /** Bytes written so far. */
  readonly size: number;
  /** The first bytes written (up to 8), to check the PDF header before the rest arrives. */
  readonly head: Buffer;
  write(chunk: Uint8Array): void;
  finish(): { size: number; sha256: string };
  discard(): void;
}

export function openTempFile(root: string, companyId: string, filingId: string): PdfTempFile {
  const final = path.join(root, ...documentRelPath(companyId, filingId).split('/'));
  const dir = path.dirname(final);
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const temp = path.join(dir, `.${filingId}.pdf.${process.pid}.${randomBytes(6).toString('hex')}.part`);
  const fd = fs.openSync(temp, 'wx', 0o600);
  const hash = createHash('sha256');
  let size = 0;
  let head = Buffer.alloc(0);
  let open = true;
  const close = () => {
    if (open) fs.closeSync(fd);
    open = false;
  };
  return {
    path: temp,
    get size() {
      return size;
    },
    get head() {
      return head;
    },
    write(chunk) {
      if (!open) throw new Error(`${temp} is closed`);
      if (head.length < 8) head = Buffer.concat([head, Buffer.from(chunk.buffer, chunk.byteOffset, Math.min(chunk.byteLength, 8 - head.length))]);
      let offset = 0;
      while (offset < chunk.byteLength) offset += fs.writeSync(fd, chunk, offset, chunk.byteLength - offset);
      hash.update(chunk);
      size += chunk.byteLength;
    },
    finish() {
      fs.fsyncSync(fd);
      close();
      return { size, sha256: hash.digest('hex') };
    },
    discard() {
      close();
      fs.rmSync(temp, { force: true });
    },
  };
}

/** Size, SHA-256 and the first bytes of a file, read in pieces. */
export function describeFile(file: string): { size: number; sha256: string; head: Buffer } {
  const hash = createHash('sha256');
  const fd = fs.openSync(file, 'r');
  const buffer = Buffer.alloc(1 << 20);
  let size = 0;
  let head = Buffer.alloc(0);
  try {
    for (;;) {
      const n = fs.readSync(fd, buffer, 0, buffer.length, null);
      if (n === 0) break;
      if (size === 0) head = Buffer.from(buffer.subarray(0, Math.min(n, 8)));
      hash.update(buffer.subarray(0, n));
      size += n;
    }
  } finally {
    fs.closeSync(fd);
  }
  return { size, sha256: hash.digest('hex'), head };
}

export const startsAsPdf = (head: Buffer): boolean => head.length >= PDF_MAGIC.length && head.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC);

/** Renames a finished temp file over its final name and makes the rename durable. */
export function moveIntoPlace(temp: string, final: string): void {
  fs.renameSync(temp, final);
  fsyncDir(path.dirname(final));
}

export interface FolderEntry {
  /** The file's name in `pdfs/<company>/`. */
  name: string;
  filingId: string;
  /** A temp file: the pid that wrote it (null for names without one). */
  temp: { pid: number | null } | null;
}

/** The PDFs and temp files of one company's folder (nothing when it has none). */
export function companyFolderEntries(root: string, companyId: string): FolderEntry[] {
  const dir = path.join(root, PDF_DIR, companyId);
  let names: string[];
  try {
    names = fs.readdirSync(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const entries: FolderEntry[] = [];
  for (const name of names) {
    const temp = TEMP_NAME.exec(name);
    if (temp) entries.push({ name, filingId: temp[1]!, temp: { pid: temp[2] === undefined ? null : Number(temp[2]) } });
    else if (name.endsWith('.pdf') && !name.startsWith('.')) entries.push({ name, filingId: name.slice(0, -4), temp: null });
  }
  return entries;
}

/** Company folders under pdfs/. */
export function companyFolders(root: string): string[] {
  const dir = path.join(root, PDF_DIR);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
}
