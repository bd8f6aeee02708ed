// Review: the filed PDF beside the figures extracted from it, and notes pinned on a page, a
// selection or a figure. Loaded lazily with pdf.js.
import { useCallback, useEffect, useState } from 'react';
import type { Route } from '../../router/routes';
import { companyHref } from '../../router/routes';
import { useDomain, useStores } from '../../state/context';
import { SandboxLabel } from '../../ui/badges';
import { ErrorNotice } from '../../ui/error-notice';
import { dateOrDash } from '../../ui/format';
import { NoteDialog } from '../../ui/note-dialog';
import { FiguresPanel } from './figures-panel';
import { figurePin, type PendingPin } from './note-anchors';
import { NotePins } from './note-pins';
import { warmPdfViewer } from './pdf-loader';
import { PdfViewer } from './pdf-viewer';
import { SplitPane } from './split-pane';
import { usePdfDocument } from './use-pdf-document';

type ReviewRoute = Extract<Route, { screen: 'review' }>;

/** pdf.js and its worker, started before the first PDF is opened (app/review-route.ts). */
export const warmUp = warmPdfViewer;

export default function ReviewScreen({ route }: { route: ReviewRoute }) {
  const stores = useStores();
  const { doc, error, loading } = usePdfDocument(route.filingId);
  const [find, setFind] = useState(route.find ?? '');
  const filings = useDomain('filings', (s) => s);
  const companies = useDomain('library', (s) => s.companies);
  const company = companies.find((c) => c.id === route.companyId);
  const filing = filings.id === route.companyId ? filings.rows.find((f) => f.filingId === route.filingId) : undefined;
  const [page, setPage] = useState(route.page ?? 1);
  const [pin, setPin] = useState<PendingPin | null>(null);
  const [pinned, setPinned] = useState(false);
  const form = filing?.formId || null;
  const onPage = useCallback((p: number) => setPage(p), []);

  useEffect(() => {
    if (stores.filings.getState().id !== route.companyId) void stores.filings.getState().load(route.companyId);
  }, [stores, route.companyId]);
  useEffect(() => setFind(route.find ?? ''), [route.find]);

  return (
    <section className="screen screen-review" aria-label="Review filing" data-testid="screen-review">
      <div className="screen-head">
        <a href={companyHref(route.companyId, 'filings')}>← {company?.name ?? route.companyId}</a>
        <h1 className="h-inline">
          {filing ? `${filing.formId} · ${filing.attachmentLabel ?? ''}` : route.filingId}
          {company?.sandbox && <SandboxLabel />}
        </h1>
        {filing && <span className="muted">filed {dateOrDash(filing.dateOfFiling)}</span>}
        <span className="grow" />
        <span role="status" className="small">
          {pinned && (
            <a href={companyHref(route.companyId, 'notes')} data-testid="note-pinned">
              Note saved · open Notes
            </a>
          )}
        </span>
        <NotePins filingId={route.filingId} form={form} page={page} onPin={setPin} />
      </div>
      {error && <ErrorNotice error={error} testId="pdf-error" />}
      {loading && <p className="muted pad">Opening the PDF…</p>}
      <SplitPane
        storageKey="dossier.reviewSplit"
        left={doc ? <PdfViewer key={route.filingId} filingId={route.filingId} doc={doc} find={find} onFind={setFind} initialPage={route.page} onPage={onPage} /> : <div className="pdf-placeholder" />}
        right={<FiguresPanel filingId={route.filingId} selected={find.trim()} onFigure={setFind} pinFor={(f) => figurePin(route.filingId, form, f)} onPin={setPin} />}
      />
      {pin && (
        <NoteDialog
          title="Pin a note"
          pinnedTo={pin.words}
          onSave={async (body) => {
            const failure = await stores.notes.getState().create(route.companyId, pin.anchor, body);
            setPinned(failure === null);
            return failure;
          }}
          onClose={() => setPin(null)}
        />
      )}
    </section>
  );
}
