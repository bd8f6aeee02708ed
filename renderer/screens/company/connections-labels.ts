// The names in the Connections drawing (issue 28 item 13). Sigma draws a label as bare text in one
// colour right of its node: black on the dark theme's near-black canvas, crossed by every link
// under it, and over its neighbours' names. Here every label sits on a small plate of the canvas's
// own background (the links beneath are hidden, not crossed), in the theme's text colour, and is
// placed right, left, below or above its node, whichever first clears the labels already drawn
// (and, in a small graph, the other nodes). In a big graph a label that fits nowhere is left out,
// the way Gephi hides labels that do not fit: sigma's label grid picks which labels are candidates
// at each zoom level, so zooming in names more nodes.
import type Sigma from 'sigma';
import type { NodeDisplayData } from 'sigma/types';
import type { Settings } from 'sigma/settings';

/** The theme's colours the drawing uses, read from the page's CSS variables. */
export interface GraphTheme {
  /** The canvas's background (the plate behind a label). */
  bg: string;
  text: string;
  panel: string;
  border: string;
}

export function readTheme(element: Element): GraphTheme {
  const style = getComputedStyle(element);
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return { bg: read('--bg', '#f6f7f9'), text: read('--text', '#1b2330'), panel: read('--panel', '#ffffff'), border: read('--border', '#d5dbe3') };
}

/** Calls `changed` whenever the theme may have changed: the app's toggle (data-theme) or the system's. */
export function watchTheme(changed: () => void): () => void {
  const observer = new MutationObserver(changed);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme', 'class', 'style'] });
  const media = window.matchMedia?.('(prefers-color-scheme: dark)');
  media?.addEventListener('change', changed);
  return () => {
    observer.disconnect();
    media?.removeEventListener('change', changed);
  };
}

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const overlap = (a: Box, b: Box) => Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)) * Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));

/** Space between a label's text and its plate's edge, and between the plate and its node. */
const PAD_X = 3;
const PAD_Y = 2;
const GAP = 3;

type LabelData = Partial<NodeDisplayData> & { x: number; y: number; size: number; label: string | null; key?: string };

function font(settings: Settings, bold: boolean): string {
  return `${bold ? '600' : settings.labelWeight} ${settings.labelSize}px ${settings.labelFont}`;
}

function plate(context: CanvasRenderingContext2D, box: Box, fill: string): void {
  context.fillStyle = fill;
  context.beginPath();
  context.roundRect(box.left, box.top, box.right - box.left, box.bottom - box.top, 3);
  context.fill();
}

export interface LabelOptions {
  theme: () => GraphTheme;
  /** The root's label is bold. */
  root: string;
  /** Small graphs: every label is drawn, clear of the other nodes where it can be. */
  every: boolean;
}

/**
 * Places and draws node labels for one renderer; `drawn` lists the nodes named in the last drawing
 * (sigma's own list counts the labels it asked for, including any left out here).
 */
export class LabelPlacer {
  drawn = new Set<string>();
  private placed: Box[] = [];
  private discs: Array<{ key: string; x: number; y: number; r: number }> | null = null;

  private renderer: Sigma | null = null;

  constructor(private readonly options: LabelOptions) {}

  /** Starts each drawing afresh (sigma draws once while it is constructed, before this can be called). */
  attach(renderer: Sigma): void {
    this.renderer = renderer;
    renderer.on('beforeRender', () => this.reset());
  }

  private reset(): void {
    this.drawn = new Set();
    this.placed = [];
    this.discs = null;
  }

  /**
   * The other nodes' shapes on screen, read at the first label of a drawing: sigma announces a
   * drawing before it computes the drawing's camera matrix.
   */
  private nodeDiscs(): Array<{ key: string; x: number; y: number; r: number }> {
    if (this.discs) return this.discs;
    this.discs = [];
    if (!this.options.every || !this.renderer) return this.discs;
    // Few nodes: each label also keeps clear of the other nodes' shapes.
    for (const key of this.renderer.getGraph().nodes()) {
      const data = this.renderer.getNodeDisplayData(key);
      if (!data || data.hidden) continue;
      const { x, y } = this.renderer.framedGraphToViewport(data);
      this.discs.push({ key, x, y, r: this.renderer.scaleSize(data.size) * 1.4 });
    }
    return this.discs;
  }

  /** The four places a label may go, its own side first. */
  private candidates(data: LabelData, width: number, height: number): Box[] {
    const r = data.size;
    // Whole pixels: crisp text, and a camera back where it was (give or take sigma's rounding in the
    // last bits) places every label exactly where it was.
    const boxAt = (x: number, y: number): Box => {
      const [left, top] = [Math.round(x), Math.round(y)];
      return { left, top, right: left + Math.ceil(width), bottom: top + Math.ceil(height) };
    };
    const boxes = [
      boxAt(data.x + r + GAP, data.y - height / 2),
      boxAt(data.x - r - GAP - width, data.y - height / 2),
      boxAt(data.x - width / 2, data.y + r + GAP),
      boxAt(data.x - width / 2, data.y - r - GAP - height),
    ];
    // Near the canvas's side, below or above slid along until the whole name is inside.
    if (this.renderer) {
      const { width: canvas } = this.renderer.getDimensions();
      const left = Math.min(Math.max(0, data.x - width / 2), canvas - width);
      boxes.push(boxAt(left, data.y + r + GAP), boxAt(left, data.y - r - GAP - height));
    }
    return boxes;
  }

  private crowding(box: Box, self: string | undefined): number {
    let crowd = 0;
    for (const other of this.placed) crowd += overlap(box, other);
    for (const disc of this.nodeDiscs()) {
      if (disc.key === self) continue;
      // A node hidden under a name is worse than a name cut at the edge: it weighs ten times.
      crowd += 10 * overlap(box, { left: disc.x - disc.r, right: disc.x + disc.r, top: disc.y - disc.r, bottom: disc.y + disc.r });
    }
    // A small graph's name also keeps inside the canvas where it can (cut at the edge, it is half a name).
    if (this.options.every && this.renderer) {
      const { width, height } = this.renderer.getDimensions();
      crowd += (box.right - box.left) * (box.bottom - box.top) - overlap(box, { left: 0, top: 0, right: width, bottom: height });
    }
    return crowd;
  }

  readonly drawLabel = (context: CanvasRenderingContext2D, data: LabelData, settings: Settings): void => {
    if (!data.label) return;
    const theme = this.options.theme();
    context.font = font(settings, data.key === this.options.root);
    const width = context.measureText(data.label).width + 2 * PAD_X;
    const height = settings.labelSize + 2 * PAD_Y;
    let best: Box | null = null;
    let bestCrowd = Number.POSITIVE_INFINITY;
    for (const box of this.candidates(data, width, height)) {
      // Less than a pixel's overlap is none (a node's soft edge, rounding).
      const crowd = Math.floor(this.crowding(box, data.key));
      if (crowd < bestCrowd) {
        best = box;
        bestCrowd = crowd;
      }
      if (crowd === 0) break;
    }
    if (!best) return;
    // A big graph leaves out a label that would cover another: zooming in makes room for it.
    if (!this.options.every && bestCrowd > 0) return;
    this.placed.push(best);
    if (data.key) this.drawn.add(data.key);
    plate(context, best, theme.bg);
    context.fillStyle = theme.text;
    context.textBaseline = 'middle';
    context.fillText(data.label, best.left + PAD_X, (best.top + best.bottom) / 2 + 0.5);
  };

  /** A hovered or selected node: its shape and name on a raised card of the panel's colour. */
  readonly drawHover = (context: CanvasRenderingContext2D, data: LabelData, settings: Settings): void => {
    const theme = this.options.theme();
    context.font = font(settings, data.key === this.options.root);
    const r = data.size * 1.4;
    const text = data.label ? context.measureText(data.label).width : 0;
    const height = Math.max(2 * r, settings.labelSize) + 2 * PAD_Y + 2;
    const box: Box = { left: data.x - r - PAD_X, top: data.y - height / 2, right: data.x + r + (text ? GAP + text + PAD_X : PAD_X), bottom: data.y + height / 2 };
    context.save();
    context.shadowColor = 'rgb(0 0 0 / 0.35)';
    context.shadowBlur = 8;
    plate(context, box, theme.panel);
    context.restore();
    context.strokeStyle = theme.border;
    context.lineWidth = 1;
    context.beginPath();
    context.roundRect(box.left, box.top, box.right - box.left, box.bottom - box.top, 3);
    context.stroke();
    if (!data.label) return;
    context.fillStyle = theme.text;
    context.textBaseline = 'middle';
    context.fillText(data.label, data.x + r + GAP, data.y + 0.5);
  };
}
