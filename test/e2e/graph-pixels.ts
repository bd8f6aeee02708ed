// What one layer of the Connections drawing shows: screenshots of the graph with some of sigma's
// canvases hidden, and the shapes (blobs) of colour on them, for the tests of the graph's labels
// and node shapes.
import type { Locator, Page } from 'playwright-core';
import { decodePng, type Pixels } from './graph-gestures';

/** A screenshot of the graph showing only sigma's `layers` (edges, nodes, labels…) over its background. */
export async function layerShot(page: Page, graph: Locator, layers: string[]): Promise<Pixels> {
  return decodePng(page, await layerPng(page, graph, layers));
}

/** The same screenshot as a PNG. */
export async function layerPng(page: Page, graph: Locator, layers: string[]): Promise<Buffer> {
  await page.mouse.move(0, 0);
  await page.evaluate((keep) => {
    for (const c of document.querySelectorAll<HTMLCanvasElement>('[data-testid="connections-graph"] canvas')) {
      c.dataset.wasDisplay = c.style.display;
      if (!keep.some((id) => c.classList.contains(`sigma-${id}`))) c.style.display = 'none';
    }
  }, layers);
  const png = await graph.screenshot();
  await page.evaluate(() => {
    for (const c of document.querySelectorAll<HTMLCanvasElement>('[data-testid="connections-graph"] canvas')) c.style.display = c.dataset.wasDisplay ?? '';
  });
  return png;
}

export const rgbAt = (p: Pixels, i: number): [number, number, number] => [p.data[4 * i] ?? 0, p.data[4 * i + 1] ?? 0, p.data[4 * i + 2] ?? 0];
const apart = (a: number[], b: number[]) => Math.max(...a.map((v, k) => Math.abs(v - (b[k] ?? 0))));

/** The picture's background: its most common colour. */
export function background(p: Pixels): [number, number, number] {
  const counts = new Map<string, number>();
  for (let i = 0; i < p.width * p.height; i++) {
    const key = rgbAt(p, i).join();
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const [best] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]!;
  return best.split(',').map(Number) as [number, number, number];
}

/** WCAG contrast ratio of two colours. */
export function contrast(a: number[], b: number[]): number {
  const lum = (c: number[]) => {
    const [r, g, bl] = c.map((v) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (bl ?? 0);
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
}

export interface Blob {
  /** The colour of its most saturated interior: the colour of its pixel farthest from the background. */
  colour: [number, number, number];
  count: number;
  width: number;
  height: number;
  /** Pixels over its bounding box. */
  fill: number;
  /** Where its widest row is, from its top (0) to its bottom (1). */
  widestAt: number;
}

/** The separate shapes of colour (pixels more than 40 of 255 from the background), 4-connected. */
export function blobs(p: Pixels, bg: number[]): Blob[] {
  const { width, height } = p;
  const on = new Uint8Array(width * height);
  for (let i = 0; i < width * height; i++) on[i] = apart(rgbAt(p, i), bg) > 40 ? 1 : 0;
  const found: Blob[] = [];
  for (let start = 0; start < on.length; start++) {
    if (!on[start]) continue;
    on[start] = 0;
    const stack = [start];
    const rows = new Map<number, number>();
    let [minX, minY, maxX, maxY, count, far, colour] = [width, height, 0, 0, 0, -1, [0, 0, 0] as [number, number, number]];
    while (stack.length) {
      const i = stack.pop()!;
      const [x, y] = [i % width, Math.floor(i / width)];
      count++;
      rows.set(y, (rows.get(y) ?? 0) + 1);
      [minX, minY, maxX, maxY] = [Math.min(minX, x), Math.min(minY, y), Math.max(maxX, x), Math.max(maxY, y)];
      const c = rgbAt(p, i);
      if (apart(c, bg) > far) [far, colour] = [apart(c, bg), c];
      for (const j of [x > 0 ? i - 1 : -1, x < width - 1 ? i + 1 : -1, i - width, i + width]) {
        if (j >= 0 && j < on.length && on[j]) {
          on[j] = 0;
          stack.push(j);
        }
      }
    }
    const [w, h] = [maxX - minX + 1, maxY - minY + 1];
    const widest = Math.max(...rows.values());
    const widestRows = [...rows.entries()].filter(([, n]) => n === widest).map(([y]) => y);
    const widestRow = widestRows.reduce((a, b) => a + b, 0) / widestRows.length;
    found.push({ colour, count, width: w, height: h, fill: count / (w * h), widestAt: h > 1 ? (widestRow - minY) / (h - 1) : 0.5 });
  }
  return found;
}

/** Whether two colours are the same within 12 of 255 a channel. */
export const sameColour = (a: number[], hex: string) => apart(a, [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16))) <= 12;
