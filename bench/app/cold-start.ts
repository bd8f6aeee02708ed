/**
 * Host-mode cold start: from starting createCore + startHost over an existing library (100
 * companies, sandbox chosen) to the library's rows painted in Chromium, the browser already
 * running. Each sample is a fresh core, host and tab.
 *
 * "Painted" is taken in the page: a script added before the page's own (addInitScript) watches for
 * the first row of the library table (the first frame's, renderer/first-frame.ts, or React's) and
 * notes the time once the frame holding it has been drawn (the next animation frame, then a task).
 * Page and bench share the machine's clock (performance.timeOrigin + now()). The time React's own
 * rows were painted is reported beside it. (Until 2026-11-29 a Playwright locator waited for the
 * row: its script, compiled and run in the page as the app started, added 50-150 ms per sample.)
 *
 * Beside it, the floor of this rig: the library screen as React drew it, saved as a page with no
 * script (the same rows, header and stylesheet), served by the same host and timed the same way.
 * No app can paint its rows sooner than that page; the difference is what the app's start costs.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RENDERER_DIR } from '../../scripts/renderer-build';
import { seedSyntheticLibrary } from '../../test/support/core/bench-seed';
import { summarize } from '../lib/stats';
import type { Benchmark } from '../types';
import { type AppRig, openRig, round } from './rig';

const SAMPLES = 7;

interface Painted {
  rows: number;
  reactRows: number;
}

/**
 * Runs in the page before its scripts: the epoch times when a library row, and React's first row,
 * were painted, handed to the bench through an exposed binding once both are known (so no driver
 * script runs in the page while it starts). Plain text: a function from this file would carry the
 * helpers tsx adds to named functions, which the page lacks.
 */
const WATCH_ROWS = `(() => {
  const painted = {};
  const now = () => performance.timeOrigin + performance.now();
  const afterFrame = (key) => requestAnimationFrame(() => setTimeout(() => {
    if (painted[key] === undefined) painted[key] = now();
    if (painted.rows !== undefined && painted.reactRows !== undefined) window.dossierPaintedReport(painted);
  }, 0));
  let rowSeen = false;
  const observer = new MutationObserver(() => {
    if (!rowSeen && document.querySelector('[data-first-frame-row], [data-testid="company-row"]')) {
      rowSeen = true;
      afterFrame('rows');
    }
    if (document.querySelector('[data-testid="company-row"]')) {
      observer.disconnect();
      afterFrame('reactRows');
    }
  });
  observer.observe(document, { childList: true, subtree: true });
})();`;

/** One start: core and host (serving `rendererDir`), a new tab, the library's rows painted; epoch times from the start. */
async function timeStart(rig: AppRig, rendererDir?: string): Promise<Painted> {
  const epoch = () => performance.timeOrigin + performance.now();
  const started = epoch();
  const app = await rig.start(rendererDir);
  const page = await rig.browser.context.newPage();
  try {
    let reported!: (painted: Painted) => void;
    const painted = new Promise<Painted>((resolve) => (reported = resolve));
    await page.exposeBinding('dossierPaintedReport', (_source, value: Painted) => reported(value));
    await page.addInitScript({ content: WATCH_ROWS });
    await page.goto(`${app.host.url}#/library`);
    const at = await Promise.race([painted, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no library row was painted within 30 s')), 30_000).unref())]);
    return { rows: at.rows - started, reactRows: at.reactRows - started };
  } finally {
    await page.close();
    await app.stop();
  }
}

/**
 * The library screen as React drew it over the rig's library, written with the build's stylesheets
 * into a new folder as a page without scripts (and without the first frame's or React's code).
 */
async function staticLibraryPage(rig: AppRig): Promise<string> {
  const app = await rig.start();
  const page = await rig.browser.context.newPage();
  let html: string;
  try {
    await page.goto(`${app.host.url}#/library`);
    await page.getByTestId('company-row').first().waitFor({ timeout: 30_000 });
    html = await page.content();
  } finally {
    await page.close();
    await app.stop();
  }
  const stripped = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '').replace(/<link\b[^>]*rel="modulepreload"[^>]*>/g, '');
  if (/<script\b/.test(stripped) || !stripped.includes('data-testid="company-row"')) throw new Error('the saved library page still has a script, or has no row');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dossier-bench-static-page-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  for (const file of fs.readdirSync(path.join(RENDERER_DIR, 'assets')).filter((f) => f.endsWith('.css'))) {
    fs.copyFileSync(path.join(RENDERER_DIR, 'assets', file), path.join(dir, 'assets', file));
  }
  fs.copyFileSync(path.join(RENDERER_DIR, 'favicon.ico'), path.join(dir, 'favicon.ico'));
  fs.writeFileSync(path.join(dir, 'index.html'), stripped);
  return dir;
}

export const appColdStart: Benchmark = {
  name: 'app-cold-start',
  description: `host mode: createCore + startHost to the library's rows painted in Chromium (browser already running; timed in the page), ${SAMPLES} starts; beside it the same rows as a page with no script (the rig's floor)`,
  async run(ctx) {
    const rig = await openRig(ctx, 'cold-start', (library) => seedSyntheticLibrary(library, { companies: 100, filingsPerCompany: 5 }));
    const rows: number[] = [];
    const reactRows: number[] = [];
    for (let i = 0; i < SAMPLES; i++) {
      const at = await timeStart(rig);
      rows.push(at.rows);
      reactRows.push(at.reactRows);
    }
    const staticDir = await staticLibraryPage(rig);
    ctx.onCleanup(() => fs.rmSync(staticDir, { recursive: true, force: true }));
    const floor: number[] = [];
    for (let i = 0; i < SAMPLES; i++) floor.push((await timeStart(rig, staticDir)).rows);
    ctx.note('samplesMs', rows.map(round));
    ctx.note('reactRowsMs', reactRows.map(round));
    ctx.note('staticPageMs', floor.map(round));
    const t = summarize(rows);
    return [
      { metric: 'p50', value: round(t.p50), unit: 'ms', goal: { op: '<', target: 400 } },
      { metric: 'max', value: round(t.max), unit: 'ms' },
      { metric: 'React rows p50', value: round(summarize(reactRows).p50), unit: 'ms' },
      { metric: 'static page p50 (floor)', value: round(summarize(floor).p50), unit: 'ms' },
    ];
  },
};
