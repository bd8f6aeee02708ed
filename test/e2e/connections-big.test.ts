// A Connections drawing past 500 nodes in Chromium: drawn as WebGL points and one-pixel lines (the
// drawing made for software WebGL, connections-graph.tsx), and still the same graph to the analyst:
// every kind of link shows in its colour, former ones dashed, a click on a node opens its card, and a pan and a zoom
// there and back leave the picture exactly as it was. (The frame rate of 2,000 nodes is measured
// by `npm run bench -- --only connections-fps`, not here.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLibrary } from '../../electron/core/store';
import { buyProfile, cinOf, mirrorCompany } from '../support/core/network-data';
import { call } from './core-calls';
import { type E2eApp, startApp } from './fixture';
import { colourPatch, decodePng, gesturesOn, lineCoverage, pixelsApart } from './graph-gestures';
import { layerPng, sameColour } from './graph-pixels';

const DIRECTORS = 12;
const COMPANIES_EACH = 50;
const ROOT = cinOf(0, 'PLC');
const din = (d: number) => String(30_000_000 + d);
/** At most this many wheel notches in, until the nodes in view have room for every name. */
const ZOOM_NOTCHES = 6;

let app: E2eApp;

beforeAll(async () => {
  app = await startApp({
    seed: (dataDir) => {
      const library = openLibrary(dataDir);
      try {
        // Director 0 has left the hub's board: the hub's one former-director link, drawn in the one
        // colour no node has.
        mirrorCompany(library, ROOT, { name: 'Hub Holdings Limited', board: Array.from({ length: DIRECTORS - 1 }, (_, d) => ({ din: din(d + 1) })) });
        for (let d = 0; d < DIRECTORS; d++) {
          buyProfile(library, din(d), [
            { companyId: ROOT, companyName: 'Hub Holdings Limited', ...(d === 0 ? { ceasedOn: '03/31/2022' } : {}) },
            ...Array.from({ length: COMPANIES_EACH }, (_, k) => ({ companyId: cinOf(1000 + d * COMPANIES_EACH + k), companyName: `Venture ${d}-${k} Private Limited` })),
          ]);
        }
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

describe('a Connections drawing of more than 500 nodes', () => {
  it('draws points and lines, every link in its colour, and a click on a node opens its card', async () => {
    const { page } = app;
    await app.go(`#/company/${ROOT}/connections`, 'connections');
    const graph = page.locator('[data-testid="connections-graph"][data-ready="true"]');
    await graph.waitFor({ timeout: 60_000 });
    expect(Number(await graph.getAttribute('data-nodes'))).toBe(1 + DIRECTORS + DIRECTORS * COMPANIES_EACH);
    expect(await graph.getAttribute('data-drawing')).toBe('points and lines');
    const { picture } = await gesturesOn(page, graph);
    const shot = await picture();
    // The former-director link (#a7b8cc) is a line only (no node is drawn in that colour), and dashed:
    // along it, about every other pixel step is drawn. The current links are solid.
    // (On the links and nodes alone: a name's plate hides the links beneath it.)
    const former = await lineCoverage(page, await layerPng(page, graph, ['edges', 'nodes']), '#a7b8cc');
    expect(former.pixels).toBeGreaterThan(20);
    expect(former.span).toBeGreaterThan(80);
    // A dash and a gap every 8 pixels (connections-dashed.ts): a break every 8 steps, a label over it aside.
    expect(former.breaks).toBeGreaterThan(former.span / 16);
    expect(former.covered).toBeLessThan(0.65);
    // Unmirrored companies (#81b29a) and directors (#1f5fa8) are there as points.
    expect((await colourPatch(page, shot, '#81b29a')).count).toBeGreaterThan(1000);
    expect((await colourPatch(page, shot, '#1f5fa8')).count).toBeGreaterThan(100);
    // The one company in the library (#2e7d32) is the hub: a click on its point opens its card.
    const hub = await colourPatch(page, shot, '#2e7d32');
    expect(hub.count).toBeGreaterThan(20);
    const box = (await graph.boundingBox())!;
    await page.mouse.click(box.x + hub.x, box.y + hub.y);
    await page.locator(`[data-testid="connections-card"][data-id="${ROOT}"]`).waitFor();
  });

  it('pans and zooms there and back to exactly the picture it started from', async () => {
    const { page } = app;
    const graph = page.locator('[data-testid="connections-graph"][data-ready="true"]');
    await graph.waitFor();
    const { picture, drag, wheel } = await gesturesOn(page, graph);
    const start = await picture();
    await drag(-150, 60);
    const panned = await picture();
    expect((await pixelsApart(page, panned, start)).over8).toBeGreaterThan(1000);
    await wheel(-120);
    expect((await pixelsApart(page, await picture(), panned)).over8).toBeGreaterThan(1000);
    await wheel(120);
    await drag(150, -60);
    const back = await pixelsApart(page, await picture(), start);
    expect(back.over8).toBe(0);
    expect(back.differ).toBeLessThan(back.total / 1000);
  });

  it('names the biggest nodes at the opening zoom and every node in view once zoomed in', async () => {
    const { page } = app;
    // Opened afresh, at the zoom it opens at.
    await app.go('#/library', 'screen-library');
    await app.go(`#/company/${ROOT}/connections`, 'connections');
    const graph = page.locator('[data-testid="connections-graph"][data-ready="true"]');
    await graph.waitFor();
    const named = async () => ({
      labels: Number(await graph.getAttribute('data-labels')),
      inView: Number(await graph.getAttribute('data-in-view')),
      namedInView: Number(await graph.getAttribute('data-named-in-view')),
    });
    const { picture } = await gesturesOn(page, graph);
    const opening = await named();
    // Sigma's label grid: a few dozen names, not 613 piled on each other.
    expect(opening.labels).toBeGreaterThan(5);
    expect(opening.labels).toBeLessThan(opening.inView / 4);
    // Zoomed in, notch by notch, on the outermost company (the far side of a director's ring of
    // fifty), each notch drawn when the camera stops, until the names have room.
    const shot = await decodePng(page, await picture());
    const hub = await colourPatch(page, await picture(), '#2e7d32');
    let [far, fx, fy] = [0, 0, 0];
    for (let i = 0; i < shot.width * shot.height; i++) {
      const [x, y] = [i % shot.width, Math.floor(i / shot.width)];
      if (!sameColour([shot.data[4 * i] ?? 0, shot.data[4 * i + 1] ?? 0, shot.data[4 * i + 2] ?? 0], '#81b29a')) continue;
      const d = Math.hypot(x - hub.x, y - hub.y);
      if (d > far) [far, fx, fy] = [d, x, y];
    }
    const box = (await graph.boundingBox())!;
    let zoomed = await named();
    for (let notch = 0; notch < ZOOM_NOTCHES && zoomed.namedInView < zoomed.inView; notch++) {
      await page.mouse.move(box.x + fx, box.y + fy);
      await page.mouse.wheel(0, -120);
      await page.locator('[data-testid="connections-graph"][data-motion="moving"]').waitFor();
      await page.locator('[data-testid="connections-graph"][data-motion="still"]').waitFor();
      zoomed = await named();
    }
    // Measured: 332 nodes in view and 25 named at the opening zoom; four or five notches in, 12 to
    // 31 in view, every one named.
    expect(zoomed.inView).toBeGreaterThan(3);
    expect(zoomed.inView).toBeLessThan(opening.inView);
    expect(zoomed.namedInView).toBe(zoomed.inView);
    await app.shot('connections-big-zoomed');
  });
});
