// One PDF page: canvas plus a text layer (selectable text, search highlights). It exists only
// while the page is in view (the viewer virtualises pages), so off-screen pages cost nothing.
import type { PDFDocumentProxy, RenderTask, TextLayer } from 'pdfjs-dist';
import { useEffect, useRef, useState } from 'react';
import { loadPdfJs } from './pdf-loader';
import type { TextMatch } from './pdf-text';

interface PdfPageProps {
  doc: PDFDocumentProxy;
  pageNumber: number;
  scale: number;
  /** Matches of the current search on this page. */
  matches: TextMatch[];
  /** Which of them is the current hit; -1 when none on this page. */
  activeIndex: number;
}

/** Scrolls only the viewer (scrollIntoView would also move the page around it) to centre the hit. */
function centreInScroller(el: HTMLElement): void {
  const scroller = el.closest<HTMLElement>('.pdf-scroll');
  if (!scroller) return;
  const box = scroller.getBoundingClientRect();
  const at = el.getBoundingClientRect();
  scroller.scrollTop += at.top - box.top - box.height / 2;
  scroller.scrollLeft += Math.max(0, at.right - box.right + 24);
}

const isCancel = (error: unknown): boolean => error instanceof Error && /cancel/i.test(error.name + error.message);

export function PdfPage({ doc, pageNumber, scale, matches, activeIndex }: PdfPageProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const textRef = useRef<HTMLDivElement>(null);
  const layer = useRef<{ divs: HTMLElement[]; strs: string[] } | null>(null);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const [layerVersion, setLayerVersion] = useState(0);
  const [failed, setFailed] = useState<string | null>(null);

  useEffect(() => {
    let task: RenderTask | null = null;
    let textLayer: TextLayer | null = null;
    let live = true;
    layer.current = null;
    (async () => {
      const page = await doc.getPage(pageNumber);
      const viewport = page.getViewport({ scale });
      if (!live) return;
      setSize({ width: viewport.width, height: viewport.height });
      const canvas = canvasRef.current;
      const container = textRef.current;
      if (!canvas || !container) return;
      const ratio = window.devicePixelRatio || 1;
      canvas.width = Math.floor(viewport.width * ratio);
      canvas.height = Math.floor(viewport.height * ratio);
      task = page.render({ canvas, viewport, transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0] });
      await task.promise;
      const lib = await loadPdfJs();
      if (!live) return;
      container.replaceChildren();
      container.style.setProperty('--total-scale-factor', String(scale));
      textLayer = new lib.TextLayer({ textContentSource: page.streamTextContent(), container, viewport });
      await textLayer.render();
      if (!live) return;
      layer.current = { divs: textLayer.textDivs, strs: textLayer.textContentItemsStr };
      setLayerVersion((v) => v + 1);
    })().catch((error: unknown) => {
      if (live && !isCancel(error)) setFailed(error instanceof Error ? error.message : String(error));
    });
    return () => {
      live = false;
      task?.cancel();
      textLayer?.cancel();
    };
  }, [doc, pageNumber, scale]);

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
      style={size ? { width: size.width, height: size.height } : undefined}
      aria-label={`Page ${pageNumber}`}
      role="img"
    >
      <canvas ref={canvasRef} style={size ? { width: size.width, height: size.height } : undefined} />
      <div ref={textRef} className="textLayer" />
      {failed && <div className="pdf-page-error">Page {pageNumber} could not be drawn: {failed}</div>}
    </div>
  );
}
