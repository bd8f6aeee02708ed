/**
 * The Connections tab drawing 2,000+ nodes in Chromium: a company whose 40 directors' profiles
 * name 50 companies each (depth 2: 2,041 nodes), opened in the app, then scripted pans (mouse
 * drags) and zooms (wheel) over the canvas for a few seconds, with a pause after each gesture so
 * the redraw at its end is measured too, while the page records every requestAnimationFrame
 * interval. 60 fps is a frame every 16.7 ms; the display's refresh paces rAF, so a drawing that
 * keeps up shows frames at that interval and a slow one longer frames.
 *
 * A drawing that does nothing would keep up too, so every frame also records whether the picture
 * changed since the frame before: a WebGL draw call (counted by wrapping the WebGL contexts before
 * the app loads) or a canvas of the graph shown, hidden or moved by a new CSS transform. Too few changed frames, or a
 * screenshot of the graph after the gestures equal to the one before, and the run fails.
 */
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { buyProfile, cinOf, mirrorCompany } from '../../test/support/core/network-data';
import { summarize } from '../lib/stats';
import type { Benchmark } from '../types';
import { openApp, openRig, round } from './rig';

const DIRECTORS = 40;
const COMPANIES_EACH = 50;
const ROOT = cinOf(0, 'PLC');
const din = (d: number) => String(20_000_000 + d);

/**
 * Below this share of frames that changed the picture, the gestures did not move the graph. A
 * drawing that does nothing changes none; sigma drawing every frame changed about 60% (the pauses
 * change nothing), moved canvases about 75%.
 */
const MIN_CHANGED = 0.4;

/** In-page code is a string: tsx compiles functions with a helper the page does not have. */
const COUNT_DRAWS = `(() => {
  window.__draws = 0;
  for (const C of [window.WebGLRenderingContext, window.WebGL2RenderingContext]) {
    if (!C) continue;
    for (const name of ['drawArrays', 'drawElements', 'drawArraysInstanced', 'drawElementsInstanced']) {
      const draw = C.prototype[name];
      if (typeof draw !== 'function') continue;
      C.prototype[name] = function (...args) { window.__draws++; return draw.apply(this, args); };
    }
  }
})()`;

const RECORD = `(() => {
  window.__frames = [];
  window.__changed = 0;
  window.__recording = true;
  const canvases = [...document.querySelectorAll('[data-testid="connections-graph"] canvas')];
  const placed = () => canvases.map((c) => { const s = getComputedStyle(c); return s.display + s.visibility + s.transform; }).join();
  let last = 0;
  let draws = window.__draws;
  let shown = placed();
  const tick = (t) => {
    if (last > 0) {
      window.__frames.push(t - last);
      const now = placed();
      if (window.__draws !== draws || now !== shown) window.__changed++;
      draws = window.__draws;
      shown = now;
    }
    last = t;
    if (window.__recording) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})()`;

/**
 * CPU time (ms) used so far by the processes this one started (Chromium: browser, renderer, GPU),
 * from /proc: what the frames cost whatever else the machine runs. NaN where there is no /proc.
 */
function childCpuMs(): number {
  if (!fs.existsSync('/proc/self/stat')) return Number.NaN;
  const stats = new Map<number, { parent: number; ticks: number }>();
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const fields = fs.readFileSync(`/proc/${name}/stat`, 'utf8').split(')').pop()!.trim().split(' ');
      // After the command: state, parent, ... utime and stime are the 12th and 13th.
      stats.set(Number(name), { parent: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) });
    } catch {
      // The process ended while being read.
    }
  }
  const mine = (pid: number): boolean => {
    for (let p = stats.get(pid)?.parent; p !== undefined && p > 1; p = stats.get(p)?.parent) if (p === process.pid) return true;
    return false;
  };
  let ticks = 0;
  for (const [pid, stat] of stats) if (mine(pid)) ticks += stat.ticks;
  return (ticks * 1000) / 100; // USER_HZ is 100 on Linux
}

/** After each gesture: long enough for the camera to stop and the graph to be drawn at it. */
const PAUSE_MS = 400;

async function panAndZoom(page: Page, box: { x: number; y: number; width: number; height: number }): Promise<void> {
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  for (let round = 0; round < 3; round++) {
    await page.mouse.move(cx, cy);
    await page.mouse.down();
    for (let i = 1; i <= 40; i++) await page.mouse.move(cx + 6 * i * (round % 2 === 0 ? 1 : -1), cy + 3 * i);
    await page.mouse.up();
    await page.waitForTimeout(PAUSE_MS);
    for (let i = 0; i < 8; i++) {
      await page.mouse.wheel(0, round === 1 ? 120 : -120);
      await page.waitForTimeout(40);
    }
    await page.waitForTimeout(PAUSE_MS);
  }
}

export const connectionsFps: Benchmark = {
  name: 'connections-fps',
  description: `Connections tab, ${1 + DIRECTORS + DIRECTORS * COMPANIES_EACH} nodes at depth 2: rAF frame times during scripted pans and zooms in Chromium`,
  async run(ctx) {
    const rig = await openRig(ctx, 'connections', (library) => {
      mirrorCompany(library, ROOT, { name: 'Hub Holdings Limited', board: Array.from({ length: DIRECTORS }, (_, d) => ({ din: din(d) })) });
      for (let d = 0; d < DIRECTORS; d++) {
        buyProfile(library, din(d), [
          { companyId: ROOT, companyName: 'Hub Holdings Limited' },
          ...Array.from({ length: COMPANIES_EACH }, (_, k) => ({ companyId: cinOf(1000 + d * COMPANIES_EACH + k), companyName: `Venture ${d}-${k} Private Limited` })),
        ]);
      }
    });
    await rig.browser.context.addInitScript(COUNT_DRAWS);
    const app = await rig.start();
    ctx.onCleanup(() => app.stop());
    const page = await openApp(rig, app, `#/company/${ROOT}/connections`, 'connections');
    const graph = page.locator('[data-testid="connections-graph"][data-ready="true"]');
    await graph.waitFor({ timeout: 120_000 });
    const nodes = Number(await graph.getAttribute('data-nodes'));
    if (nodes < 2000) throw new Error(`the drawing holds ${nodes} nodes, fewer than 2,000`);
    const box = await graph.boundingBox();
    if (!box) throw new Error('the graph has no box on the page');
    await page.waitForTimeout(500);
    const before = await page.screenshot({ clip: box });
    // CONNECTIONS_FPS_TRACE=<file> writes a Chromium trace of the gestures (open it in Perfetto or
    // chrome://tracing): how the stall at a gesture's end was found to be the GPU process drawing arrows.
    const traceFile = process.env.CONNECTIONS_FPS_TRACE;
    const cdp = traceFile ? await page.context().newCDPSession(page) : null;
    const traceEvents: unknown[] = [];
    if (cdp) {
      cdp.on('Tracing.dataCollected', (e: { value: unknown[] }) => traceEvents.push(...e.value));
      await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline,disabled-by-default-devtools.timeline.frame,gpu,cc,viz,blink,toplevel,disabled-by-default-gpu.service', transferMode: 'ReportEvents' });
    }
    await page.evaluate(RECORD);
    const started = Date.now();
    const cpuBefore = childCpuMs();
    await panAndZoom(page, box);
    const cpu = childCpuMs() - cpuBefore;
    const { frames, changed } = (await page.evaluate('(() => { window.__recording = false; return { frames: window.__frames, changed: window.__changed }; })()')) as {
      frames: number[];
      changed: number;
    };
    const seconds = (Date.now() - started) / 1000;
    if (cdp) {
      const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
      await cdp.send('Tracing.end');
      await done;
      fs.writeFileSync(traceFile!, JSON.stringify(traceEvents));
      ctx.log(`trace of the gestures in ${traceFile}`);
    }
    const after = await page.screenshot({ clip: box });
    await page.close();
    if (before.equals(after)) throw new Error('the graph looks the same after the pans and zooms: they moved nothing');
    if (changed < MIN_CHANGED * frames.length) throw new Error(`only ${changed} of ${frames.length} frames changed the picture: the gestures did not move the graph`);
    const t = summarize(frames);
    const longFrames = frames.filter((ms) => ms > 33.4);
    const long = longFrames.length;
    ctx.note('nodes', nodes);
    ctx.note('frames', { ...t, seconds: round(seconds), over33ms: long, changed, chromiumCpuMs: cpu });
    ctx.log(`${nodes} nodes, ${t.count} frames in ${round(seconds)} s (${changed} changed the picture): p50 ${round(t.p50)} ms, p95 ${round(t.p95)} ms, ${long} over 33 ms${long ? ` (${longFrames.map((ms) => round(ms)).join(', ')} ms)` : ''}`);
    return [
      { metric: 'nodes', value: nodes, unit: 'nodes' },
      // A steady 60 Hz counts a frame or two under 60 over a few seconds (first and last partial frames).
      { metric: 'fps', value: round(t.count / seconds), unit: 'frames/s', goal: { op: '>=', target: 58 } },
      { metric: 'p50 frame', value: round(t.p50), unit: 'ms' },
      { metric: 'p95 frame', value: round(t.p95), unit: 'ms' },
      { metric: 'frames over 33 ms', value: long, unit: 'frames' },
      { metric: 'frames that moved', value: round((100 * changed) / frames.length), unit: '%' },
      // Load-independent: what Chromium spent per frame, whatever else ran on the machine.
      { metric: 'Chromium CPU per frame', value: round(cpu / frames.length), unit: 'ms' },
    ];
  },
};
