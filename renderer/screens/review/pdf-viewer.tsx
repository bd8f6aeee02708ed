// The filed PDF: pages virtualised (only those in view are drawn, with their text layer), zoom,
// thumbnails, and text search with highlighted hits. The page being opened is drawn first, alone:
// the other pages in view follow once the analyst sees it, and the pages just out of view and the
// thumbnails when the browser is next idle, so they never hold up the page being read (nor the
// next filing opened right after).
// Every part of a page can be scrolled to at every zoom: a page wider than the viewer widens the
// scrolled area (the slots grow to fit it) instead of spilling off its left edge.
import { useVirtualizer } from '@tanstack/react-virtual';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { useCallback, useEffect, useRef, useState } from 'react';
import { PdfPage } from './pdf-page';
import { clampZoom, PdfToolbar } from './pdf-toolbar';
import { Thumbnails } from './thumbnails';
import { whenIdle } from '../../scheduling/when-idle';
import { usePdfSearch } from './use-pdf-search';

const GAP = 12;

const NO_MATCHES: never[] = [];

interface PdfViewerProps {
  /** The filing shown: on the viewer's element, so a page of the filing before cannot be taken for one of this one. */
  filingId: string;
  doc: PDFDocumentProxy;
  find: string;
  onFind: (text: string) => void;
  initialPage: number | null;
  /** Told the page being read whenever it changes (Review pins notes on it). */
  onPage?: (page: number) => void;
}

export function PdfViewer({ filingId, doc, find, onFind, initialPage, onPage }: PdfViewerProps) {
  const scroller = useRef<HTMLElement>(null);
  const [scale, setScale] = useState(1.25);
  const [base, setBase] = useState({ width: 595, height: 842 }); // A4 until page 1 says otherwise
  const [thumbs, setThumbs] = useState(true);
  const [hitIndex, setHitIndex] = useState(0);
  const [firstDrawn, setFirstDrawn] = useState(false);
  const [settled, setSettled] = useState(false);
  const onDrawn = useCallback(() => setFirstDrawn(true), []);
  useEffect(() => {
    if (!firstDrawn) return;
    return whenIdle(() => setSettled(true), 500);
  }, [firstDrawn]);
  const search = usePdfSearch(doc, find);
  const firstPage = Math.min(doc.numPages, initialPage ?? 1);
  // Opened at a later page (a search hit, a note): nothing draws until the viewer is scrolled there,
  // or page 1 would be drawn first for nothing.
  const [placed, setPlaced] = useState(firstPage === 1);

  useEffect(() => {
    void doc.getPage(1).then((page) => {
      const v = page.getViewport({ scale: 1 });
      setBase({ width: v.width, height: v.height });
    });
  }, [doc]);

  const virtualizer = useVirtualizer({
    count: doc.numPages,
    getScrollElement: () => scroller.current,
    estimateSize: () => Math.ceil(base.height * scale) + GAP,
    overscan: 1,
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: page heights change with zoom and page size
  useEffect(() => {
    virtualizer.measure();
  }, [virtualizer, scale, base]);

  useEffect(() => {
    if (!initialPage) return;
    virtualizer.scrollToIndex(Math.min(doc.numPages, initialPage) - 1, { align: 'start' });
    const frame = requestAnimationFrame(() => setPlaced(true));
    return () => cancelAnimationFrame(frame);
  }, [virtualizer, initialPage, doc]);

  // A new answer jumps to its first hit.
  const firstHit = search.hits[0];
  useEffect(() => {
    setHitIndex(0);
    if (firstHit) virtualizer.scrollToIndex(firstHit.page - 1, { align: 'start' });
  }, [virtualizer, firstHit]);

  const goToHit = (step: 1 | -1) => {
    if (search.hits.length === 0) return;
    const next = (hitIndex + step + search.hits.length) % search.hits.length;
    setHitIndex(next);
    virtualizer.scrollToIndex(search.hits[next]!.page - 1, { align: 'start' });
  };
  const active = search.hits[hitIndex];
  const items = virtualizer.getVirtualItems();
  const offset = virtualizer.scrollOffset ?? 0;
  // The page under the upper third of the viewer is the one being read.
  const probe = offset + (scroller.current?.clientHeight ?? 0) / 3;
  const currentPage = (items.find((i) => i.end > probe) ?? items[0])?.index ?? 0;
  // Before the first page is drawn only it may draw, unless it was scrolled out of view meanwhile;
  // then the pages in view, and once the browser is idle the ones just out of view.
  const firstInView = items.some((i) => i.index + 1 === firstPage);
  const viewEnd = offset + (scroller.current?.clientHeight ?? 0);
  const mayDraw = (item: { index: number; start: number; end: number }) => {
    if (!placed) return false;
    if (settled || !firstInView || item.index + 1 === firstPage) return true;
    return firstDrawn && item.end > offset && item.start < viewEnd;
  };
  const expected = { width: base.width * scale, height: base.height * scale };
  useEffect(() => {
    onPage?.(currentPage + 1);
  }, [onPage, currentPage]);

  return (
    <div className="pdf-viewer" data-testid="pdf-viewer" data-filing={filingId} data-pages={doc.numPages}>
      <PdfToolbar
        page={currentPage + 1}
        pages={doc.numPages}
        scale={scale}
        onScale={setScale}
        onFitWidth={() => setScale(clampZoom(((scroller.current?.clientWidth ?? base.width) - 32) / base.width))}
        find={find}
        onFind={onFind}
        hitCount={search.hits.length}
        hitIndex={hitIndex}
        searching={search.searching}
        onHit={goToHit}
        thumbs={thumbs}
        onThumbs={setThumbs}
      />
      <div className="pdf-body">
        {thumbs && (
          <Thumbnails doc={doc} current={currentPage + 1} aspect={base.height / base.width} ready={settled} onPick={(p) => virtualizer.scrollToIndex(p - 1, { align: 'start' })} />
        )}
        {/* Focusable so the keyboard scrolls it (arrows, Page Up/Down, Home/End), as axe asks of a scrolled region. */}
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolled region must be reachable by keyboard */}
        <section ref={scroller} className="pdf-scroll" data-testid="pdf-scroll" tabIndex={0} aria-label={`PDF pages, ${doc.numPages} in all`}>
          <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
            {items.map((item) => (
              <div
                key={item.index}
                data-index={item.index}
                ref={virtualizer.measureElement}
                className="pdf-page-slot"
                style={{ transform: `translateY(${item.start}px)`, paddingBottom: GAP }}
              >
                <PdfPage
                  doc={doc}
                  pageNumber={item.index + 1}
                  scale={scale}
                  matches={search.matchesByPage.get(item.index + 1) ?? NO_MATCHES}
                  activeIndex={active && active.page === item.index + 1 ? active.index : -1}
                  expected={expected}
                  mayDraw={mayDraw(item)}
                  onDrawn={onDrawn}
                />
              </div>
            ))}
          </div>
        </section>
      </div>
    </div>
  );
}
