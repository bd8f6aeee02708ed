// pdf.js and its worker load on demand, so the app's initial script stays small: either when the
// browser is idle after the first screen paints (warmPdfViewer, see app/review-preload.ts) or, at
// the latest, when a PDF first opens. The worker is a separate file emitted by the build (`?url`).
import type { PDFDocumentProxy } from 'pdfjs-dist';
import type { PdfSource } from '../../bridge/types';
import { drawWarmUpPdf } from './warm-up-pdf';

type PdfJs = typeof import('pdfjs-dist');
let pdfjs: Promise<PdfJs> | null = null;
// One worker for every document: starting a worker compiles pdf.js's 1 MB worker script again,
// which costs more than reading a page. A document given a worker does not destroy it on close.
let worker: InstanceType<PdfJs['PDFWorker']> | null = null;

/**
 * pdf.js reads a library PDF by byte ranges (the host answers Range requests): the first request
 * stops at the headers, then only the pieces page 1 needs are read (the cross-reference table, the
 * page tree, page 1's objects), never the whole of a large scanned filing before its first page.
 * Other pages' pieces are read when they are drawn or searched. 128 KB pieces: a filing of a few
 * hundred KB is read in a handful of requests, each one a local round trip of a millisecond or two.
 */
export const PDF_RANGE_CHUNK = 128 * 1024;

export function loadPdfJs(): Promise<PdfJs> {
  pdfjs ??= Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')]).then(
    ([lib, workerUrl]) => {
      lib.GlobalWorkerOptions.workerSrc = workerUrl.default;
      return lib;
    },
    (error: unknown) => {
      pdfjs = null; // a later open tries again (the host may have been restarting)
      throw error;
    },
  );
  return pdfjs;
}

function sharedWorker(lib: PdfJs): InstanceType<PdfJs['PDFWorker']> {
  if (!worker || worker.destroyed) worker = new lib.PDFWorker();
  return worker;
}

/** Loads pdf.js and starts its worker (no more): while the library is asked where the PDF is. */
export async function preparePdfJs(): Promise<void> {
  sharedWorker(await loadPdfJs());
}

/**
 * Loads pdf.js, starts its worker and draws a small PDF of its own, so the first filing opened
 * waits for none of it: fetching and compiling the worker script, then pdf.js's first slow pass
 * through its own code, are most of a cold first open.
 */
export async function warmPdfViewer(): Promise<void> {
  const lib = await loadPdfJs();
  const shared = sharedWorker(lib);
  await shared.promise;
  await drawWarmUpPdf(lib, shared);
}

export async function openPdf(source: PdfSource): Promise<PDFDocumentProxy> {
  const lib = await loadPdfJs();
  return lib.getDocument({
    url: source.url,
    httpHeaders: source.httpHeaders,
    withCredentials: false,
    worker: sharedWorker(lib),
    // Within the page's CSP (no script-src 'unsafe-eval').
    isEvalSupported: false,
    disableStream: true,
    disableAutoFetch: true,
    rangeChunkSize: PDF_RANGE_CHUNK,
  }).promise;
}
