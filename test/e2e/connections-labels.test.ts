// Issue 28 item 13 in Chromium: a small neighbourhood (a company, its five directors, its
// registered address and the bank holding a charge on it) names every node, on a plate that hides
// the links beneath, legible in the dark theme as in the light; each kind of node has its own shape.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLibrary } from '../../electron/core/store';
import { cinOf, mirrorCompany } from '../support/core/network-data';
import { call } from './core-calls';
import { type E2eApp, startApp } from './fixture';
import { background, blobs, contrast, layerShot, rgbAt, sameColour } from './graph-pixels';

const ROOT = cinOf(7, 'PTC');
const DIRECTORS = ['Kemi Adeyemi', 'Arjun Mehta', 'Lakshmi Narayanan', 'Farhan Qureshi', 'Divya Menon'];

let app: E2eApp;

beforeAll(async () => {
  app = await startApp({
    seed: (dataDir) => {
      const library = openLibrary(dataDir);
      try {
        mirrorCompany(library, ROOT, {
          name: 'Kemi Trading Private Limited',
          address: '12 Park Street, Kolkata, West Bengal 700016',
          board: DIRECTORS.map((name, d) => ({ din: String(40_000_000 + d), name })),
          charges: [{ id: 'chg_kemi_1', holder: 'State Bank of India' }],
        });
      } finally {
        library.close();
      }
    },
  });
  await call(app, 'onboarding.useSandbox', {});
  await app.stopEmulator();
}, 240_000);

afterAll(async () => {
  await app?.close();
});

async function openGraph() {
  const { page } = app;
  await app.go(`#/company/${ROOT}/connections`, 'connections');
  const graph = page.locator('[data-testid="connections-graph"][data-ready="true"]');
  await graph.waitFor();
  return graph;
}

/** Pixels of the labels layer that stand out from the canvas by 4.5:1 or more. */
function legiblePixels(labels: Awaited<ReturnType<typeof layerShot>>, bg: number[]): number {
  let n = 0;
  for (let i = 0; i < labels.width * labels.height; i++) if (contrast(rgbAt(labels, i), bg) >= 4.5) n++;
  return n;
}

describe('a small Connections drawing', () => {
  it('names every node, in the light and the dark theme, legibly', async () => {
    const { page } = app;
    const graph = await openGraph();
    const nodes = Number(await graph.getAttribute('data-nodes'));
    expect(nodes).toBe(1 + DIRECTORS.length + 2);
    expect(Number(await graph.getAttribute('data-labels'))).toBe(nodes);
    await app.shot('connections-small-light');
    for (const theme of ['light', 'dark']) {
      if (theme === 'dark') {
        await page.getByTestId('theme-toggle').click();
        await page.waitForFunction(() => document.querySelector('[data-testid="connections-graph"]')?.getAttribute('data-label-color') === getComputedStyle(document.documentElement).getPropertyValue('--text').trim());
        await page.locator('[data-testid="connections-graph"][data-motion="still"]').waitFor();
        await app.shot('connections-small-dark');
      }
      const labels = await layerShot(page, graph, ['labels']);
      const bg = background(labels);
      // Eight names of 10 to 30 letters: hundreds of text pixels at 4.5:1 against the canvas.
      expect(legiblePixels(labels, bg), theme).toBeGreaterThan(nodes * 40);
    }
    await page.getByTestId('theme-toggle').click();
  });

  it('hides the links beneath a name instead of drawing them through it', async () => {
    const { page } = app;
    const graph = await openGraph();
    const edges = await layerShot(page, graph, ['edges']);
    const labels = await layerShot(page, graph, ['labels']);
    const both = await layerShot(page, graph, ['edges', 'labels']);
    const bg = background(labels);
    const { width, height } = labels;
    const text = (x: number, y: number) => x >= 0 && y >= 0 && x < width && y < height && contrast(rgbAt(labels, y * width + x), bg) >= 2;
    // Pixels among a name's letters (within 2 of a letter's pixel) where a link passes.
    let under = 0;
    let shown = 0;
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const i = y * width + x;
        if (text(x, y) || contrast(rgbAt(edges, i), bg) < 1.3) continue;
        let near = false;
        for (let dy = -2; dy <= 2 && !near; dy++) for (let dx = -2; dx <= 2 && !near; dx++) near = text(x + dx, y + dy);
        if (!near) continue;
        under++;
        if (contrast(rgbAt(both, i), bg) >= 1.3) shown++;
      }
    }
    // The drawing puts links under names (the root's name sits among its links); none shows there.
    expect(under).toBeGreaterThan(0);
    expect(shown).toBe(0);
  });

  it('draws each kind of node in its own shape, and the legend says which', async () => {
    const { page } = app;
    const graph = await openGraph();
    const nodesOnly = await layerShot(page, graph, ['nodes']);
    const shapes = blobs(nodesOnly, background(nodesOnly)).filter((b) => b.count > 20);
    const of = (hex: string) => shapes.filter((b) => sameColour(b.colour, hex));
    const [company] = of('#2e7d32');
    const directors = of('#1f5fa8');
    const [address] = of('#5f6368');
    const [holder] = of('#a15c00');
    expect(directors).toHaveLength(DIRECTORS.length);
    // A disc covers about π/4 of its box, a square all of it, a diamond and a triangle half,
    // the diamond widest in its middle, the triangle at its base (apex up).
    expect(company!.fill).toBeGreaterThan(0.7);
    expect(company!.fill).toBeLessThan(0.86);
    for (const d of directors) expect(d.fill).toBeGreaterThan(0.9);
    expect(address!.fill).toBeLessThan(0.65);
    expect(Math.abs(address!.widestAt - 0.5)).toBeLessThan(0.15);
    expect(holder!.fill).toBeLessThan(0.65);
    expect(holder!.widestAt).toBeGreaterThan(0.8);
    const legend = page.getByTestId('connections-legend');
    expect(await legend.locator('li[data-kind="director"]').textContent()).toContain('Director (square)');
    expect(await legend.locator('li[data-kind="address"]').textContent()).toContain('Registered address (diamond)');
    expect(await legend.locator('li[data-kind="chargeHolder"]').textContent()).toContain('Charge holder (triangle)');
  });
});
