import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { StoreContext } from './context';
import { StoreError } from './errors';
import { refreshCompanyCounts } from './filings';
import { indexPdfPage, unindexPdfPages } from './search-index';

export interface StoreDocumentInput {
  filingId: string;
  companyId: string;
  bytes: Uint8Array;
  /** The size the filing row promised; when omitted, the filing row's `file_size` is used if known. */
  expectedSize?: number | null;
  expectedPages?: number | null;
  requestId: string | null;
}

export interface DocumentRow {
  filingId: string;
  companyId: string;
  relPath: string;
  size: number;
  sha256: string;
  pages: number | null;
  downloadedAt: string;
  requestId: string | null;
  textIndexedAt: string | null;
}

export type VerifyResult = { ok: true; sha256: string } | { ok: false; reason: 'missing' | 'hash-mismatch'; expected: string; actual?: string };

const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');
const SAFE_ID = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;
/** Temp files are hidden, end in `.part`, and live beside their final name so the rename stays on one file system. */
const TEMP_NAME = /^\..+\.part$/;

export const PDF_DIR = 'pdfs';

const DOCUMENT = `SELECT filing_id AS filingId, company_id AS companyId, rel_path AS relPath, size, sha256, pages,
  downloaded_at AS downloadedAt, request_id AS requestId, text_indexed_at AS textIndexedAt FROM documents`;

function safeId(kind: string, id: string): string {
  if (!SAFE_ID.test(id)) throw new StoreError('UNSAFE_ID', `${kind} "${id}" cannot be used as a file name.`, { kind, id });
  return id;
}

export function documentRelPath(companyId: string, filingId: string): string {
  return `${PDF_DIR}/${safeId('company id', companyId)}/${safeId('filing id', filingId)}.pdf`;
}

function fsyncDir(dir: string): void {
  // Directories cannot be opened for fsync on Windows; NTFS journals the rename itself.
  if (process.platform === 'win32') return;
  const fd = fs.openSync(dir, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

export function createDocuments(ctx: StoreContext) {
  function check(input: StoreDocumentInput): number | null {
    const filing = ctx.stmt('SELECT company_id, file_size, number_of_pages FROM filings WHERE filing_id = ?').get(input.filingId) as
      | { company_id: string; file_size: number | null; number_of_pages: number | null }
      | undefined;
    if (!filing) throw new StoreError('FILING_NOT_FOUND', `Filing ${input.filingId} is not in the library; list the filings first.`);
    const bytes = Buffer.from(input.bytes.buffer, input.bytes.byteOffset, input.bytes.byteLength);
    if (bytes.byteLength < PDF_MAGIC.length || !bytes.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) {
      const head = bytes.subarray(0, 16).toString('latin1').replace(/[^\x20-\x7e]/g, '.');
      throw new StoreError('NOT_A_PDF', `The download for filing ${input.filingId} is not a PDF (it starts with "${head}").`, {
        filingId: input.filingId,
      });
    }
    const expected = input.expectedSize ?? filing.file_size;
    if (expected !== null && expected !== undefined && expected !== bytes.byteLength) {
      throw new StoreError(
        'PDF_SIZE_MISMATCH',
        `The download for filing ${input.filingId} has ${bytes.byteLength} bytes; the filing list says ${expected}. It may be truncated.`,
        { filingId: input.filingId, expected, actual: bytes.byteLength },
      );
    }
    return input.expectedPages ?? filing.number_of_pages;
  }

  /** Writes to a hidden temp file, fsyncs, renames over the final name: a kill at any point leaves the old file or the new, never half. */
  function writeAtomically(absPath: string, bytes: Uint8Array): void {
    const dir = path.dirname(absPath);
    // Private to the user, like the whole library (permissions.ts).
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
    const temp = path.join(dir, `.${path.basename(absPath)}.${randomBytes(6).toString('hex')}.part`);
    try {
      const fd = fs.openSync(temp, 'wx', 0o600);
      try {
        fs.writeSync(fd, bytes);
        fs.fsyncSync(fd);
      } finally {
        fs.closeSync(fd);
      }
      fs.renameSync(temp, absPath);
    } catch (e) {
      fs.rmSync(temp, { force: true });
      throw e;
    }
    fsyncDir(dir);
  }

  function get(filingId: string): DocumentRow | null {
    const r = ctx.stmt(`${DOCUMENT} WHERE filing_id = ?`).get(filingId) as DocumentRow | undefined;
    return r ?? null;
  }

  function absolutePath(doc: Pick<DocumentRow, 'relPath'>): string {
    return path.join(ctx.dir, ...doc.relPath.split('/'));
  }

  return {
    get,
    absolutePath,
    /** Stored documents by company and filing id, a page at a time (`after`: the last filing id of the previous page). */
    page(opts: { after?: string | null; limit: number }): DocumentRow[] {
      return ctx
        .stmt(`${DOCUMENT} WHERE filing_id > coalesce(?, '') ORDER BY filing_id LIMIT ?`)
        .all(opts.after ?? null, Math.max(1, Math.min(opts.limit, 1000))) as DocumentRow[];
    },
    /**
     * The indexed text of pages `from` to `to` of a stored document (blank pages were not indexed
     * and are absent), page 1 first.
     */
    pageTexts(filingId: string, from: number, to: number): { page: number; text: string }[] {
      return ctx
        .stmt('SELECT page, text FROM pdf_page_text WHERE filing_id = ? AND page BETWEEN ? AND ? ORDER BY page')
        .all(filingId, from, to) as { page: number; text: string }[];
    },
    /**
     * Stores a downloaded PDF and records it. Synchronous, so the caller can record the purchase in
     * the ledger inside the same `library.tx`. Bad bytes throw a StoreError and store nothing.
     */
    store(input: StoreDocumentInput): DocumentRow {
      const pages = check(input);
      const relPath = documentRelPath(input.companyId, input.filingId);
      const sha256 = createHash('sha256').update(input.bytes).digest('hex');
      writeAtomically(path.join(ctx.dir, relPath), input.bytes);
      const previous = ctx.stmt('SELECT sha256 FROM documents WHERE filing_id = ?').pluck().get(input.filingId) as string | undefined;
      if (previous !== undefined && previous !== sha256) unindexPdfPages(ctx, input.filingId);
      const row = {
        filingId: input.filingId,
        companyId: input.companyId,
        relPath,
        size: input.bytes.byteLength,
        sha256,
        pages: pages ?? null,
        downloadedAt: ctx.now(),
        requestId: input.requestId,
      };
      ctx
        .stmt(
          `INSERT INTO documents (filing_id, company_id, rel_path, size, sha256, pages, downloaded_at, request_id)
           VALUES (@filingId, @companyId, @relPath, @size, @sha256, @pages, @downloadedAt, @requestId)
           ON CONFLICT (filing_id) DO UPDATE SET company_id = excluded.company_id, rel_path = excluded.rel_path,
             size = excluded.size, sha256 = excluded.sha256, pages = excluded.pages, downloaded_at = excluded.downloaded_at,
             request_id = excluded.request_id,
             text_indexed_at = CASE WHEN sha256 = excluded.sha256 THEN text_indexed_at END`,
        )
        .run(row);
      refreshCompanyCounts(ctx, input.companyId);
      return get(input.filingId)!;
    },
    /** Re-hashes the stored file against its recorded sha256. */
    verify(filingId: string): VerifyResult {
      const doc = get(filingId);
      if (!doc) throw new StoreError('DOCUMENT_NOT_FOUND', `No document is recorded for filing ${filingId}.`);
      let bytes: Buffer;
      try {
        bytes = fs.readFileSync(absolutePath(doc));
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'ENOENT') return { ok: false, reason: 'missing', expected: doc.sha256 };
        throw e;
      }
      const actual = createHash('sha256').update(bytes).digest('hex');
      return actual === doc.sha256 ? { ok: true, sha256: actual } : { ok: false, reason: 'hash-mismatch', expected: doc.sha256, actual };
    },
    /** Deletes temp files left by a process killed mid-write. Run at startup, before any download. */
    sweepTempFiles(): string[] {
      const root = path.join(ctx.dir, PDF_DIR);
      const removed: string[] = [];
      if (!fs.existsSync(root)) return removed;
      for (const company of fs.readdirSync(root, { withFileTypes: true })) {
        if (!company.isDirectory()) continue;
        const dir = path.join(root, company.name);
        for (const f of fs.readdirSync(dir)) {
          if (!TEMP_NAME.test(f)) continue;
          fs.rmSync(path.join(dir, f), { force: true });
          removed.push(`${PDF_DIR}/${company.name}/${f}`);
        }
      }
      return removed;
    },
    /** Filing ids of stored documents whose text is not indexed yet, oldest download first. */
    unindexed(): string[] {
      return ctx.stmt('SELECT filing_id FROM documents WHERE text_indexed_at IS NULL ORDER BY downloaded_at, filing_id').pluck().all() as string[];
    },
    /**
     * Replaces the searchable text of a stored document with `pages` (page 1 first) and marks it
     * indexed; blank pages are not indexed. Call it inside one transaction (library.tx).
     */
    replaceText(filingId: string, pages: readonly string[]): { indexedPages: number } {
      const doc = get(filingId);
      if (!doc) throw new StoreError('DOCUMENT_NOT_FOUND', `No document is stored for filing ${filingId}; download it before indexing its text.`);
      unindexPdfPages(ctx, filingId);
      let indexedPages = 0;
      pages.forEach((text, i) => {
        const t = text.trim();
        if (t === '') return;
        indexPdfPage(ctx, filingId, doc.companyId, i + 1, t);
        indexedPages++;
      });
      ctx.stmt('UPDATE documents SET text_indexed_at = ? WHERE filing_id = ?').run(ctx.now(), filingId);
      return { indexedPages };
    },
  };
}
