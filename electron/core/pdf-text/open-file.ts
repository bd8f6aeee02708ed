/**
 * A PDF opened with pdf.js from its file, read in ranges as pdf.js asks for them (a
 * PDFDataRangeTransport over a file handle), never loaded whole: the page tree of a 12 MB filing
 * is a few chunks near its end, and the text of its pages is its content streams and fonts, not
 * its embedded images. Measured on the big filer's largest PDFs (issue 9), whole-bytes loading
 * held ~50 MB more at the peak than range reading for the page count, ~25 MB for the text.
 * `disableAutoFetch` keeps pdf.js from reading the rest of the file in the background;
 * `disableStream` keeps it from asking for the file front to back.
 */
import fs from 'node:fs/promises';
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { PDF_OPTIONS } from './pdf-options';

/** pdf.js's own default chunk: big enough that a page tree is a handful of reads. */
const RANGE_CHUNK_BYTES = 65_536;
/**
 * Up to this size a file is handed over whole by default: one buffer pdf.js takes over. Read in
 * ranges, pdf.js keeps a buffer of the file's length and copies each chunk into it (twice the
 * bytes), which pays only when most of the file is never asked for.
 */
export const WHOLE_FILE_BYTES = 2 * RANGE_CHUNK_BYTES;

export interface OpenFileOptions {
  /** Files up to this size are handed over whole. */
  wholeUpTo?: number;
  /**
   * Only the text is wanted: pdf.js is given no standard font files. It maps a non-embedded
   * standard font's characters to text from the font's encoding and its built-in metrics; the
   * Liberation TrueType files (about 280 KB read and converted per document for Helvetica and its
   * bold) only serve drawing the glyphs. Measured on 252 of the big filer's filings: the same text,
   * 2.3 times faster, and the indexer's peak ~40 MB lower (issue 9).
   */
  textOnly?: boolean;
}

/**
 * Opens the PDF at `file`, runs `use` on it, then destroys the document (its worker-side objects
 * and caches go with it) and closes the file, whatever `use` did.
 */
export async function withPdfFile<T>(file: string, use: (doc: PDFDocumentProxy) => Promise<T>, opts: OpenFileOptions = {}): Promise<T> {
  const wholeUpTo = opts.wholeUpTo ?? WHOLE_FILE_BYTES;
  const options = opts.textOnly ? { ...PDF_OPTIONS, standardFontDataUrl: undefined } : PDF_OPTIONS;
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const handle = await fs.open(file, 'r');
  let closed = false;
  try {
    const { size } = await handle.stat();
    let task: ReturnType<typeof pdfjs.getDocument>;
    if (size <= wholeUpTo) {
      const whole = new Uint8Array(size);
      await handle.read(whole, 0, size, 0);
      task = pdfjs.getDocument({ ...options, data: whole });
    } else {
      const transport = new pdfjs.PDFDataRangeTransport(size, null);
      transport.requestDataRange = (begin: number, end: number) => {
        const chunk = new Uint8Array(end - begin);
        handle.read(chunk, 0, chunk.byteLength, begin).then(
          ({ bytesRead }) => {
            // Late answers after the document is gone are dropped (pdf.js no longer waits for them).
            if (closed) return;
            if (bytesRead === chunk.byteLength) transport.onDataRange(begin, chunk);
            else void task.destroy(); // the file shrank under us: fail rather than wait for bytes that never come
          },
          () => {
            // The file could not be read: the document fails instead of waiting forever for its bytes.
            if (!closed) void task.destroy();
          },
        );
      };
      task = pdfjs.getDocument({ ...options, range: transport, length: size, rangeChunkSize: RANGE_CHUNK_BYTES, disableAutoFetch: true, disableStream: true });
    }
    try {
      return await use(await task.promise);
    } finally {
      closed = true;
      await task.destroy();
    }
  } finally {
    closed = true;
    // FileHandle.close waits for reads still in flight, so no late read lands on a reused descriptor.
    await handle.close();
  }
}
