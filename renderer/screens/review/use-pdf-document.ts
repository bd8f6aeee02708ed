// Opens a filing's PDF from the library: `filing.document` names it (and its SHA-256), pdf.js reads
// it. A document read a moment ago is kept (pdf-documents.ts) and shown in the screen's first frame;
// the library is still asked, and a PDF that changed since is read again.
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { useLayoutEffect, useState } from 'react';
import type { AppError } from '../../../shared/result';
import { useBridge } from '../../state/context';
import { settle } from '../../state/store-kit';
import { PdfDocumentCache } from './pdf-documents';
import { openPdf, preparePdfJs } from './pdf-loader';
import { markPdf } from './pdf-marks';

export interface PdfState {
  doc: PDFDocumentProxy | null;
  error: AppError | null;
  loading: boolean;
}

/** Documents kept besides those on screen: a filing, its previous years, and a note's source. */
const KEEP_DOCUMENTS = 4;
const documents = new PdfDocumentCache<PDFDocumentProxy>(KEEP_DOCUMENTS);

function firstState(filingId: string): PdfState {
  const kept = documents.ready(filingId);
  return kept ? { doc: kept.doc, error: null, loading: false } : { doc: null, error: null, loading: true };
}

const unreadable = (error: unknown): AppError => ({
  code: 'PDF_UNREADABLE',
  message: `The PDF could not be opened: ${error instanceof Error ? error.message : String(error)}`,
});

export function usePdfDocument(filingId: string): PdfState {
  const bridge = useBridge();
  const [state, setState] = useState<PdfState & { filingId: string }>(() => ({ ...firstState(filingId), filingId }));
  // A layout effect: the library is asked in the same task as the screen's first render, not a
  // frame later.
  useLayoutEffect(() => {
    let live = true;
    const show = (next: PdfState) => {
      if (live) setState({ ...next, filingId });
    };
    markPdf('screen');
    // Opened before the browser was idle enough to preload the viewer: pdf.js loads meanwhile.
    preparePdfJs().catch(() => {
      // openPdf loads it again and reports what failed
    });
    const kept = documents.ready(filingId);
    let release = kept ? documents.acquire(filingId, kept.sha256, () => Promise.resolve(kept.doc)).release : () => {};
    (async () => {
      const located = await settle(bridge.call('filing.document', { filingId }));
      if (!live) return;
      if (!located.ok) {
        release();
        show({ doc: null, error: located.error, loading: false });
        return;
      }
      markPdf('located');
      const { url, sha256 } = located.value;
      if (kept?.sha256 === sha256) return;
      const lease = documents.acquire(filingId, sha256, () => openPdf(bridge.pdfSource(url)));
      release();
      release = lease.release;
      try {
        const doc = await lease.pending;
        markPdf('parsed');
        show({ doc, error: null, loading: false });
      } catch (error) {
        show({ doc: null, error: unreadable(error), loading: false });
      }
    })();
    return () => {
      live = false;
      release();
    };
  }, [bridge, filingId]);
  return state.filingId === filingId ? state : firstState(filingId);
}
