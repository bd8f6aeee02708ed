// One PDF page: canvas plus a text layer (selectable text, search highlights). It exists only
// while the page is in view (the viewer virtualises pages), so off-screen pages cost nothing. Until
// pdf.js has read the page it takes the size the viewer expects (the first page's), so the viewer
// never sees a row of zero-height pages and draws them all. The canvas is drawn first; the text
// layer is built a frame later, after the drawn page has been shown.
import type { PageViewport, PDFDocumentProxy, PDFPageProxy, RenderTask, TextLayer } from 'pdfjs-dist';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { loadPdfJs } from './pdf-loader';
import { markPdf } from './pdf-marks';
import type { TextMatch } from './pdf-text';

interface PdfPageProps {
  doc: PDFDocumentProxy;
  pageNumber: number;
  scale: number;
  /** Matches of the current search on this page. */
  matches: TextMatch[];
  /** Which of them is the current hit; -1 when none on this page. */
  activeIndex: number;
  /** CSS size expected until the page says otherwise. */
  expected: { width: number; height: number };
  /** False while another page goes first (PdfViewer draws the page being opened before others). */
  mayDraw: boolean;
  /** Told once the canvas shows the page. */
  onDrawn?: (pageNumber: number) => void;
}

/** After the next frame has been painted: work that must not delay what was just drawn. */
function afterPaint(run: () => void): () => void {
  let timer = 0;
  const frame = requestAnimationFrame(() => {
    timer = window.setTimeout(run, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    window.clearTimeout(timer);
  };
}

/** Scrolls only the viewer (scrollIntoView would also move the page around it) to centre the hit. */
function centreInScroller(el: HTMLElement): void {
  const scroller = el.closest<HTMLElement>('.pdf-scroll');
  if (!scroller) return;
  const box = scroller.getBoundingClientRect();
  const at = el.getBoundingClientRect();
  scroller.scrollTop += at.top - box.top - box.height / 2;
  // Either way: on a page wider than the viewer, the hit may lie left or right of what is shown.
  if (at.right > box.right) scroller.scrollLeft += at.right - box.right + 24;
  else if (at.left < box.left) scroller.scrollLeft -= box.left - at.left + 24;
}

const isCancel = (error: unknown): boolean => error instanceof Error && /cancel/i.test(error.name + error.message);

export function PdfPage({ doc, pageNumber, scale, matches, activeIndex, expected, mayDraw, onDrawn }: PdfPageProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const textRef = useRef<HTMLDivElement>(null);
  const layer = useRef<{ divs: HTMLElement[]; strs: string[] } | null>(null);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const [layerVersion, setLayerVersion] = useState(0);
  const [failed, setFailed] = useState<string | null>(null);
  const [drawn, setDrawn] = useState(false);

  // A layout effect: pdf.js is asked for the page in the task that mounted it, not a frame later.
  useLayoutEffect(() => {
    if (!mayDraw) return;
    let task: RenderTask | null = null;
    let textLayer: TextLayer | null = null;
    let cancelText = () => {};
    let live = true;
    layer.current = null;
    const buildText = async (page: PDFPageProxy, viewport: PageViewport, container: HTMLDivElement) => {
      const lib = await loadPdfJs();
      if (!live) return;
      container.replaceChildren();
      container.style.setProperty('--total-scale-factor', String(scale));
      textLayer = new lib.TextLayer({ textContentSource: page.streamTextContent(), container, viewport });
      await textLayer.render();
      if (!live) return;
      layer.current = { divs: textLayer.textDivs, strs: textLayer.textContentItemsStr };
      setLayerVersion((v) => v + 1);
    };
    const fail = (error: unknown) => {
      if (live && !isCancel(error)) setFailed(error instanceof Error ? error.message : String(error));
    };
    (async () => {
      const page = await doc.getPage(pageNumber);
      const viewport = page.getViewport({ scale });
      if (!live) return;
      markPdf('page-read');
      setSize({ width: viewport.width, height: viewport.height });
      const canvas = canvasRef.current;
      const container = textRef.current;
      if (!canvas || !container) return;
      const ratio = window.devicePixelRatio || 1;
      canvas.width = Math.floor(viewport.width * ratio);
      canvas.height = Math.floor(viewport.height * ratio);
      task = page.render({ canvas, viewport, transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0] });
      await task.promise;
      if (!live) return;
      setDrawn(true);
      markPdf('page-drawn');
      onDrawn?.(pageNumber);
      cancelText = afterPaint(() => void buildText(page, viewport, container).catch(fail));
    })().catch(fail);
    return () => {
      live = false;
      task?.cancel();
      cancelText();
      textLayer?.cancel();
    };
  }, [doc, pageNumber, scale, mayDraw, onDrawn]);

  // Highlights follow the search without re-rendering the page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: layerVersion signals that the text layer (a ref) was rebuilt
  useEffect(() => {
    const current = layer.current;
    if (!current) return;
    for (const div of current.divs) div.classList.remove('hit', 'hit-active');
    let activeDiv: HTMLElement | null = null;
    matches.forEach((match, i) => {
      for (const item of match.items) {
        const div = current.divs[item];
        if (!div) continue;
        div.classList.add('hit');
        if (i === activeIndex) {
          div.classList.add('hit-active');
          activeDiv ??= div;
        }
      }
    });
    if (activeDiv) centreInScroller(activeDiv);
  }, [matches, activeIndex, layerVersion]);

  return (
    <div
      className="pdf-page"
      data-testid="pdf-page"
      data-page={pageNumber}
      data-hits={matches.length}
      data-drawn={drawn ? 'true' : undefined}
      style={size ?? expected}
      aria-label={`Page ${pageNumber}`}
      role="img"
    >
      <canvas ref={canvasRef} style={size ?? expected} />
      <div ref={textRef} className="textLayer" />
      {failed && <div className="pdf-page-error">Page {pageNumber} could not be drawn: {failed}</div>}
    </div>
  );
}
