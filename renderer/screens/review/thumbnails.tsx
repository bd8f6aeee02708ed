// Page thumbnails beside the viewer; only those scrolled into the strip are drawn, and only once
// the page being opened is on screen (`ready`): a thumbnail never delays the page itself.
import { useVirtualizer } from '@tanstack/react-virtual';
import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist';
import { useEffect, useRef } from 'react';

const THUMB_WIDTH = 96;

function Thumb({ doc, pageNumber, ready }: { doc: PDFDocumentProxy; pageNumber: number; ready: boolean }) {
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!ready) return;
    let task: RenderTask | null = null;
    let live = true;
    void doc.getPage(pageNumber).then((page) => {
      const canvas = ref.current;
      if (!live || !canvas) return;
      const base = page.getViewport({ scale: 1 });
      const viewport = page.getViewport({ scale: THUMB_WIDTH / base.width });
      canvas.width = Math.floor(viewport.width);
      canvas.height = Math.floor(viewport.height);
      task = page.render({ canvas, viewport });
      task.promise.catch(() => {
        // cancelled when scrolled away; nothing to report
      });
    });
    return () => {
      live = false;
      task?.cancel();
    };
  }, [doc, pageNumber, ready]);
  return <canvas ref={ref} className="thumb-canvas" />;
}

interface ThumbnailsProps {
  doc: PDFDocumentProxy;
  current: number;
  aspect: number;
  ready: boolean;
  onPick: (page: number) => void;
}

export function Thumbnails({ doc, current, aspect, ready, onPick }: ThumbnailsProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const height = Math.ceil(THUMB_WIDTH * aspect) + 22;
  const virtualizer = useVirtualizer({ count: doc.numPages, getScrollElement: () => scroller.current, estimateSize: () => height, overscan: 2 });
  useEffect(() => {
    virtualizer.scrollToIndex(current - 1, { align: 'auto' });
  }, [virtualizer, current]);
  return (
    <nav ref={scroller} className="thumbs" aria-label="Pages" data-testid="pdf-thumbnails">
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((item) => (
          <button
            key={item.index}
            type="button"
            className={`thumb${item.index + 1 === current ? ' current' : ''}`}
            aria-current={item.index + 1 === current ? 'page' : undefined}
            aria-label={`Page ${item.index + 1}`}
            style={{ position: 'absolute', top: 0, left: 0, right: 0, height, transform: `translateY(${item.start}px)` }}
            onClick={() => onPick(item.index + 1)}
          >
            <Thumb doc={doc} pageNumber={item.index + 1} ready={ready} />
            <span className="small">{item.index + 1}</span>
          </button>
        ))}
      </div>
    </nav>
  );
}
