// Opens a filing's PDF from the library: `filing.document` names it, pdf.js reads it.
import { useEffect, useState } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import type { AppError } from '../../../shared/result';
import { useBridge } from '../../state/context';
import { settle } from '../../state/store-kit';
import { openPdf } from './pdf-loader';

export interface PdfState {
  doc: PDFDocumentProxy | null;
  error: AppError | null;
  loading: boolean;
}

export function usePdfDocument(filingId: string): PdfState {
  const bridge = useBridge();
  const [state, setState] = useState<PdfState>({ doc: null, error: null, loading: true });
  useEffect(() => {
    let live = true;
    let opened: PDFDocumentProxy | null = null;
    setState({ doc: null, error: null, loading: true });
    (async () => {
      const located = await settle(bridge.call('filing.document', { filingId }));
      if (!live) return;
      if (!located.ok) {
        setState({ doc: null, error: located.error, loading: false });
        return;
      }
      try {
        opened = await openPdf(bridge.pdfSource(located.value.url));
        if (!live) {
          void opened.destroy();
          return;
        }
        setState({ doc: opened, error: null, loading: false });
      } catch (error) {
        if (live) setState({ doc: null, loading: false, error: { code: 'PDF_UNREADABLE', message: `The PDF could not be opened: ${error instanceof Error ? error.message : String(error)}` } });
      }
    })();
    return () => {
      live = false;
      if (opened) void opened.destroy();
    };
  }, [bridge, filingId]);
  return state;
}
