// pdf.js and its worker load on demand, the first time a PDF opens, so the app's initial script
// stays small. The worker is a separate file emitted by the build (`?url`).
import type { PDFDocumentProxy } from 'pdfjs-dist';
import type { PdfSource } from '../../bridge/types';

type PdfJs = typeof import('pdfjs-dist');
let pdfjs: Promise<PdfJs> | null = null;
// One worker for every document: starting a worker compiles pdf.js's 1 MB worker script again,
// which costs more than reading a page. A document given a worker does not destroy it on close.
let worker: InstanceType<PdfJs['PDFWorker']> | null = null;

export function loadPdfJs(): Promise<PdfJs> {
  pdfjs ??= Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')]).then(([lib, worker]) => {
    lib.GlobalWorkerOptions.workerSrc = worker.default;
    return lib;
  });
  return pdfjs;
}

export async function openPdf(source: PdfSource): Promise<PDFDocumentProxy> {
  const lib = await loadPdfJs();
  if (!worker || worker.destroyed) worker = new lib.PDFWorker();
  // isEvalSupported: false keeps pdf.js within the page's CSP (no script-src 'unsafe-eval').
  return lib.getDocument({ url: source.url, httpHeaders: source.httpHeaders, isEvalSupported: false, withCredentials: false, worker }).promise;
}
