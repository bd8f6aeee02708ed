// Pans, zooms and pixel comparisons over the Connections drawing, shared by the e2e tests of the
// graph: the picture is a set of canvases, so what the analyst sees is compared as screenshots.
import type { Locator, Page } from 'playwright-core';

/** A PNG screenshot's pixels, RGBA row by row. */
export interface Pixels {
  width: number;
  height: number;
  data: Uint8Array;
}

/** Decodes a PNG screenshot with the page's own image decoder (the tests need no PNG library). */
export async function decodePng(page: Page, png: Buffer): Promise<Pixels> {
  const { width, height, rgba } = await page.evaluate(async (data) => {
    // Not fetch(data:): the app's content security policy refuses it.
    const bitmap = await createImageBitmap(new Blob([Uint8Array.from(atob(data), (c) => c.charCodeAt(0))], { type: 'image/png' }));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d')!;
    context.drawImage(bitmap, 0, 0);
    const bytes = context.getImageData(0, 0, bitmap.width, bitmap.height).data;
    let text = '';
    for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return { width: bitmap.width, height: bitmap.height, rgba: btoa(text) };
  }, png.toString('base64'));
  return { width, height, data: new Uint8Array(Buffer.from(rgba, 'base64')) };
}

export interface PixelDiff {
  /** Pixels that differ at all. */
  differ: number;
  /** Pixels that differ by more than 8 of 255 in a channel. */
  over8: number;
  total: number;
}

/** How many pixels of two same-size PNG screenshots differ. */
export async function pixelsApart(page: Page, a: Buffer, b: Buffer): Promise<PixelDiff> {
  const [p, q] = [(await decodePng(page, a)).data, (await decodePng(page, b)).data];
  if (p.length !== q.length) throw new Error('the screenshots differ in size');
  let differ = 0;
  let over8 = 0;
  for (let i = 0; i < p.length; i += 4) {
    let d = 0;
    for (let k = i; k < i + 4; k++) d = Math.max(d, Math.abs((p[k] ?? 0) - (q[k] ?? 0)));
    if (d > 0) differ++;
    if (d > 8) over8++;
  }
  return { differ, over8, total: p.length / 4 };
}

/** The pixels of one colour (`#rrggbb`, within 6 of 255 a channel), as x and y lists. */
async function pixelsOf(page: Page, png: Buffer, colour: string): Promise<{ xs: number[]; ys: number[] }> {
  const { width, data } = await decodePng(page, png);
  const want = [1, 3, 5].map((i) => Number.parseInt(colour.slice(i, i + 2), 16));
  const xs: number[] = [];
  const ys: number[] = [];
  for (let i = 0; i < data.length; i += 4) {
    if (want.every((v, k) => Math.abs((data[i + k] ?? 0) - v) <= 6)) {
      xs.push((i / 4) % width);
      ys.push(Math.floor(i / 4 / width));
    }
  }
  return { xs, ys };
}

const mean = (v: number[]) => v.reduce((a, b) => a + b, 0) / v.length;

/** Where the pixels of one colour are in a PNG screenshot: their count and their centre, in its own pixels. */
export async function colourPatch(page: Page, png: Buffer, colour: string): Promise<{ count: number; x: number; y: number }> {
  const { xs, ys } = await pixelsOf(page, png, colour);
  return { count: xs.length, x: xs.length ? mean(xs) : 0, y: ys.length ? mean(ys) : 0 };
}

/**
 * How the pixels of one colour lie along the line they draw: projected on the line's main
 * direction, the share of the pixel steps between its two ends that hold one, and how many times it
 * breaks. A solid line covers nearly all and breaks only where something is drawn over it; a dashed
 * one covers about half and breaks at every dash.
 */
export async function lineCoverage(page: Page, png: Buffer, colour: string): Promise<{ pixels: number; span: number; covered: number; breaks: number }> {
  const { xs, ys } = await pixelsOf(page, png, colour);
  if (xs.length < 2) return { pixels: xs.length, span: 0, covered: 0, breaks: 0 };
  const [mx, my] = [mean(xs), mean(ys)];
  // The main direction of the points (their covariance's first eigenvector).
  let sxx = 0;
  let syy = 0;
  let sxy = 0;
  for (let k = 0; k < xs.length; k++) {
    const dx = xs[k]! - mx;
    const dy = ys[k]! - my;
    sxx += dx * dx;
    syy += dy * dy;
    sxy += dx * dy;
  }
  const angle = 0.5 * Math.atan2(2 * sxy, sxx - syy);
  const [ux, uy] = [Math.cos(angle), Math.sin(angle)];
  // Steps along the line of the longer axis: one pixel each.
  const step = 1 / Math.max(Math.abs(ux), Math.abs(uy));
  const held = new Set(xs.map((x, k) => Math.round(((x - mx) * ux + (ys[k]! - my) * uy) / step)));
  const [first, last] = [Math.min(...held), Math.max(...held)];
  // Breaks along the line: a solid line has none but where something is drawn over it.
  let breaks = 0;
  for (let t = first + 1; t <= last; t++) if (held.has(t) && !held.has(t - 1)) breaks++;
  const span = last - first + 1;
  return { pixels: xs.length, span, covered: held.size / span, breaks };
}

export interface Gestures {
  /** A screenshot of the graph as drawn at the camera (pointer off the graph, nothing moved). */
  picture(): Promise<Buffer>;
  /** Drags from the centre and holds still until sigma has drawn at the camera, then releases. */
  drag(dx: number, dy: number): Promise<void>;
  /** One wheel notch at the centre, then waits for the drawing at the camera it ends at. */
  wheel(dy: number): Promise<void>;
}

/** Gestures over a drawn graph (`graph`: the ready `connections-graph` element). */
export async function gesturesOn(page: Page, graph: Locator): Promise<Gestures> {
  const box = await graph.boundingBox();
  if (!box) throw new Error('the graph has no box on the page');
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const motion = (state: 'moving' | 'still') => page.locator(`[data-testid="connections-graph"][data-motion="${state}"]`).waitFor();
  return {
    async picture() {
      // With the pointer off the graph, so no node is hovered.
      await page.mouse.move(box.x - 20, box.y - 20);
      await motion('still');
      await page.waitForFunction(() => [...document.querySelectorAll('[data-testid="connections-graph"] canvas')].every((c) => (c as HTMLElement).style.transform === ''));
      return graph.screenshot();
    },
    async drag(dx, dy) {
      await page.mouse.move(cx, cy);
      await page.mouse.down();
      await page.mouse.move(cx + dx, cy + dy, { steps: 12 });
      await motion('moving');
      // Held still: the camera stops, sigma draws once (no inertia on release after a pause).
      await motion('still');
      await page.mouse.up();
    },
    async wheel(dy) {
      await page.mouse.move(cx, cy);
      await page.mouse.wheel(0, dy);
      await motion('moving');
      await motion('still');
    },
  };
}
