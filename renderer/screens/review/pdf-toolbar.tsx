// Viewer controls: zoom, page position, text search with previous/next hit, thumbnails.
import type { KeyboardEvent } from 'react';

interface PdfToolbarProps {
  page: number;
  pages: number;
  scale: number;
  onScale: (scale: number) => void;
  onFitWidth: () => void;
  find: string;
  onFind: (text: string) => void;
  hitCount: number;
  hitIndex: number;
  searching: boolean;
  onHit: (step: 1 | -1) => void;
  thumbs: boolean;
  onThumbs: (shown: boolean) => void;
}

export const ZOOMS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3, 4];
const MIN_ZOOM = ZOOMS[0]!;
const MAX_ZOOM = ZOOMS[ZOOMS.length - 1]!;

/** A zoom within what the buttons reach (fit width in a narrow pane stops at 50%). */
export const clampZoom = (scale: number): number => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, scale));

/** One zoom step; disabled at the end of the range, saying so. */
function ZoomStep(z: { to: number | undefined; onScale: (scale: number) => void; label: string; end: string; testId: string; sign: string }) {
  return (
    <button
      type="button"
      className="btn-icon"
      onClick={() => z.to !== undefined && z.onScale(z.to)}
      disabled={z.to === undefined}
      aria-label={z.label}
      title={z.to === undefined ? z.end : undefined}
      data-testid={z.testId}
    >
      {z.sign}
    </button>
  );
}

export function PdfToolbar(p: PdfToolbarProps) {
  const zoomIn = ZOOMS.find((z) => z > p.scale + 0.001);
  const zoomOut = [...ZOOMS].reverse().find((z) => z < p.scale - 0.001);
  const onFindKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      p.onHit(event.shiftKey ? -1 : 1);
    } else if (event.key === 'Escape' && p.find !== '') {
      event.stopPropagation();
      p.onFind('');
    }
  };
  const hitText = p.find.trim() === '' ? '' : p.searching ? 'Searching…' : p.hitCount === 0 ? 'No match' : `${p.hitIndex + 1} of ${p.hitCount}`;
  return (
    <div className="toolbar" role="toolbar" aria-label="PDF viewer">
      <button type="button" className="btn" aria-pressed={p.thumbs} onClick={() => p.onThumbs(!p.thumbs)} data-testid="pdf-thumbs-toggle">
        Pages
      </button>
      <span className="num small" data-testid="pdf-page-indicator">
        Page {p.page} / {p.pages}
      </span>
      <span className="sep" />
      <ZoomStep to={zoomOut} onScale={p.onScale} label="Zoom out" end={`${Math.round(MIN_ZOOM * 100)}% is the smallest zoom`} testId="pdf-zoom-out" sign="−" />
      <span className="num small" data-testid="pdf-zoom">
        {Math.round(p.scale * 100)}%
      </span>
      <ZoomStep to={zoomIn} onScale={p.onScale} label="Zoom in" end={`${Math.round(MAX_ZOOM * 100)}% is the largest zoom`} testId="pdf-zoom-in" sign="+" />
      <button type="button" className="btn" onClick={p.onFitWidth} data-testid="pdf-fit-width">
        Fit width
      </button>
      <span className="sep" />
      <input
        type="search"
        className="pdf-find"
        placeholder="Find in PDF"
        aria-label="Find in PDF"
        value={p.find}
        onChange={(e) => p.onFind(e.target.value)}
        onKeyDown={onFindKey}
        data-testid="pdf-find"
      />
      <button type="button" className="btn-icon" aria-label="Previous match" disabled={p.hitCount === 0} onClick={() => p.onHit(-1)} data-testid="pdf-prev-hit">
        ↑
      </button>
      <button type="button" className="btn-icon" aria-label="Next match" disabled={p.hitCount === 0} onClick={() => p.onHit(1)} data-testid="pdf-next-hit">
        ↓
      </button>
      <span className="small muted" role="status" data-testid="pdf-hits">
        {hitText}
      </span>
    </div>
  );
}
