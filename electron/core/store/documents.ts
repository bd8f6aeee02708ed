import fs from 'node:fs';
import path from 'node:path';
import { sweepWorkFiles, workFilePath } from './archive-files';
import type { StoreContext } from './context';
import { StoreError } from './errors';
import { refreshCompanyCounts } from './filings';
import {
  PDF_DIR as PDF_DIR_NAME,
  companyFolderEntries,
  companyFolders,
  describeFile,
  documentRelPath,
  moveIntoPlace,
  openTempFile,
  type PdfTempFile,
  startsAsPdf,
} from './pdf-files';
import { indexPdfPage, unindexPdfPages } from './search-index';

export { documentRelPath, PDF_DIR, type PdfTempFile } from './pdf-files';

export interface StoreDocumentInput {
  filingId: string;
  companyId: string;
  bytes: Uint8Array;
  /** The size the filing row promised; when omitted, the filing row's `file_size` is used if known. */
  expectedSize?: number | null;
  expectedPages?: number | null;
  requestId: string | null;
  /** Where the bytes came from when not a download (`team:<role>` for a copy from the team library). */
  source?: string | null;
}

/** A PDF already written to a temp file beside its final name (a streamed download, a file out of a zip). */
export interface StoreFileInput {
  filingId: string;
  companyId: string;
  /** The temp file (from `openTemp`), fsynced; it is renamed into place or removed. */
  tempPath: string;
  size: number;
  sha256: string;
  expectedSize?: number | null;
  expectedPages?: number | null;
  requestId: string | null;
  /** Where the bytes came from: `zip:<jobId>/batch_N`; default `download:<requestId>` (null without one). */
  source?: string | null;
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
  /** `zip:<jobId>/batch_N` or `download:<requestId>`; null when unknown (a file adopted without its charge). */
  source: string | null;
  textIndexedAt: string | null;
}

export type VerifyResult = { ok: true; sha256: string } | { ok: false; reason: 'missing' | 'hash-mismatch'; expected: string; actual?: string };

const DOCUMENT = `SELECT filing_id AS filingId, company_id AS companyId, rel_path AS relPath, size, sha256, pages,
  downloaded_at AS downloadedAt, request_id AS requestId, source, text_indexed_at AS textIndexedAt FROM documents`;

/** What recovery did with the files it found: PDFs it recorded, leftovers it removed (paths under the library). */
export interface RecoveryResult {
  adopted: string[];
  removed: string[];
}

interface FilingFacts {
  company_id: string;
  file_size: number | null;
  number_of_pages: number | null;
}

function readHead(file: string): Buffer {
  const fd = fs.openSync(file, 'r');
  try {
    const head = Buffer.alloc(8);
    const n = fs.readSync(fd, head, 0, head.length, 0);
    return head.subarray(0, n);
  } finally {
    fs.closeSync(fd);
  }
}

export function createDocuments(ctx: StoreContext) {
  function filingFacts(filingId: string): FilingFacts {
    const filing = ctx.stmt('SELECT company_id, file_size, number_of_pages FROM filings WHERE filing_id = ?').get(filingId) as FilingFacts | undefined;
    if (!filing) throw new StoreError('FILING_NOT_FOUND', `Filing ${filingId} is not in the library; list the filings first.`);
    return filing;
  }

  /** Refuses a file that is not a PDF or not the size the filing listed; the temp file is removed. */
  function check(input: StoreFileInput, filing: FilingFacts): void {
    const head = readHead(input.tempPath);
    const problem = !startsAsPdf(head)
      ? new StoreError('NOT_A_PDF', `The download for filing ${input.filingId} is not a PDF (it starts with "${head.toString('latin1').replace(/[^\x20-\x7e]/g, '.')}").`, {
          filingId: input.filingId,
        })
      : null;
    const expected = input.expectedSize ?? filing.file_size;
    const sizeProblem =
      expected !== null && expected !== undefined && expected !== input.size
        ? new StoreError(
            'PDF_SIZE_MISMATCH',
            `The download for filing ${input.filingId} has ${input.size} bytes; the filing list says ${expected}. It may be truncated.`,
            { filingId: input.filingId, expected, actual: input.size },
          )
        : null;
    const refused = problem ?? sizeProblem;
    if (refused) {
      fs.rmSync(input.tempPath, { force: true });
      throw refused;
    }
  }

  function writeRow(input: Omit<StoreFileInput, 'tempPath'>, pages: number | null): DocumentRow {
    const relPath = documentRelPath(input.companyId, input.filingId);
    const previous = ctx.stmt('SELECT sha256 FROM documents WHERE filing_id = ?').pluck().get(input.filingId) as string | undefined;
    if (previous !== undefined && previous !== input.sha256) unindexPdfPages(ctx, input.filingId);
    ctx
      .stmt(
        `INSERT INTO documents (filing_id, company_id, rel_path, size, sha256, pages, downloaded_at, request_id, source)
         VALUES (@filingId, @companyId, @relPath, @size, @sha256, @pages, @downloadedAt, @requestId, @source)
         ON CONFLICT (filing_id) DO UPDATE SET company_id = excluded.company_id, rel_path = excluded.rel_path,
           size = excluded.size, sha256 = excluded.sha256, pages = excluded.pages, downloaded_at = excluded.downloaded_at,
           request_id = excluded.request_id, source = excluded.source,
           text_indexed_at = CASE WHEN sha256 = excluded.sha256 THEN text_indexed_at END`,
      )
      .run({
        filingId: input.filingId,
        companyId: input.companyId,
        relPath,
        size: input.size,
        sha256: input.sha256,
        pages,
        downloadedAt: ctx.now(),
        requestId: input.requestId,
        source: input.source ?? (input.requestId === null ? null : `download:${input.requestId}`),
      });
    refreshCompanyCounts(ctx, input.companyId);
    return get(input.filingId)!;
  }

  /**
   * The one step that makes a PDF part of the library: the checked temp file renamed over its final
   * name, then its row. Synchronous, so the caller writes it in the same `library.tx` as the ledger
   * row and the work item; should that transaction not commit, the file in place is recorded by
   * `recover` (it checks out against the filing) rather than lost.
   */
  function storeFile(input: StoreFileInput): DocumentRow {
    const filing = filingFacts(input.filingId);
    const relPath = documentRelPath(input.companyId, input.filingId);
    check(input, filing);
    const final = path.join(ctx.dir, ...relPath.split('/'));
    // A file out of an archive comes from the work folder: its company's folder may not exist yet.
    fs.mkdirSync(path.dirname(final), { recursive: true, mode: 0o700 });
    moveIntoPlace(input.tempPath, final);
    return writeRow(input, input.expectedPages ?? filing.number_of_pages);
  }

  /** A file found on disk (a temp left by a dead process, a PDF without its row) recorded when it checks out. */
  function adopt(companyId: string, filingId: string, file: string, relPathOfFile: string): boolean {
    const filing = ctx.stmt('SELECT company_id, file_size, number_of_pages FROM filings WHERE filing_id = ?').get(filingId) as FilingFacts | undefined;
    // Only a complete file can be told from a cut-off one: the filing must list its size.
    if (!filing || filing.company_id !== companyId || filing.file_size === null) return false;
    const seen = describeFile(file);
    if (seen.size !== filing.file_size || !startsAsPdf(seen.head)) return false;
    const charge = ctx
      .stmt(`SELECT request_id FROM spend_ledger WHERE filing_id = ? AND endpoint_key = 'companies.filings.download' ORDER BY at DESC, id DESC LIMIT 1`)
      .pluck()
      .get(filingId) as string | undefined;
    const relPath = documentRelPath(companyId, filingId);
    const final = path.join(ctx.dir, ...relPath.split('/'));
    // Another process may have recorded it meanwhile: the check and the write are one transaction.
    return ctx.db.transaction(() => {
      if (get(filingId)) return false;
      if (relPathOfFile !== relPath) moveIntoPlace(file, final);
      writeRow({ filingId, companyId, size: seen.size, sha256: seen.sha256, requestId: charge ?? null }, filing.number_of_pages);
      return true;
    }).immediate();
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
    /** Opens the temp file a PDF is streamed into, beside its final name. */
    openTemp(companyId: string, filingId: string): PdfTempFile {
      return openTempFile(ctx.dir, companyId, filingId);
    },
    /** A fresh path in the zip road's work folder (an archive on its way, an entry read out of one). */
    workFile(companyId: string, label: string): string {
      return workFilePath(ctx.dir, companyId, label);
    },
    /** Removes a work file (gone already is fine: an entry renamed into place). */
    discardWorkFile(file: string): void {
      fs.rmSync(file, { force: true });
    },
    storeFile,
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
     * Stores PDF bytes already in memory (through a temp file and `storeFile`). Bad bytes throw a
     * StoreError and store nothing.
     */
    store(input: StoreDocumentInput): DocumentRow {
      filingFacts(input.filingId);
      const temp = openTempFile(ctx.dir, input.companyId, input.filingId);
      let done: { size: number; sha256: string };
      try {
        temp.write(input.bytes);
        done = temp.finish();
      } catch (error) {
        temp.discard();
        throw error;
      }
      try {
        return storeFile({ ...input, tempPath: temp.path, ...done });
      } catch (error) {
        temp.discard();
        throw error;
      }
    },
    /** Re-hashes the stored file against its recorded sha256. */
    verify(filingId: string): VerifyResult {
      const doc = get(filingId);
      if (!doc) throw new StoreError('DOCUMENT_NOT_FOUND', `No document is recorded for filing ${filingId}.`);
      let actual: string;
      try {
        actual = describeFile(absolutePath(doc)).sha256;
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'ENOENT') return { ok: false, reason: 'missing', expected: doc.sha256 };
        throw e;
      }
      return actual === doc.sha256 ? { ok: true, sha256: actual } : { ok: false, reason: 'hash-mismatch', expected: doc.sha256, actual };
    },
    /**
     * Makes the library agree with what is on disk, for one company or all: a complete temp file
     * a dead process left (the size its filing lists, a PDF header) and a PDF in place without its
     * row are recorded, with the request id of their download charge; cut-off temp files are
     * removed. Temp files of live processes (`isPidAlive`) are downloads under way: left alone.
     * Run before buying anything, so a paid file is never bought twice.
     */
    recover(opts: { companyId?: string; isPidAlive: (pid: number) => boolean }): RecoveryResult {
      const result: RecoveryResult = { adopted: [], removed: sweepWorkFiles(ctx.dir, opts.isPidAlive, opts.companyId) };
      const companies = opts.companyId === undefined ? companyFolders(ctx.dir) : [opts.companyId];
      for (const companyId of companies) {
        const dir = path.join(ctx.dir, PDF_DIR_NAME, companyId);
        const recorded = new Set(
          ctx.stmt('SELECT filing_id FROM documents WHERE company_id = ?').pluck().all(companyId) as string[],
        );
        for (const entry of companyFolderEntries(ctx.dir, companyId)) {
          const file = path.join(dir, entry.name);
          const rel = `${PDF_DIR_NAME}/${companyId}/${entry.name}`;
          if (entry.temp) {
            const { pid } = entry.temp;
            if (pid !== null && (pid === process.pid || opts.isPidAlive(pid))) continue;
            if (!recorded.has(entry.filingId) && adopt(companyId, entry.filingId, file, rel)) {
              recorded.add(entry.filingId);
              result.adopted.push(documentRelPath(companyId, entry.filingId));
            } else {
              fs.rmSync(file, { force: true });
              result.removed.push(rel);
            }
          } else if (!recorded.has(entry.filingId) && adopt(companyId, entry.filingId, file, rel)) {
            recorded.add(entry.filingId);
            result.adopted.push(rel);
          }
        }
      }
      return result;
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
