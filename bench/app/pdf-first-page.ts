/**
 * A filed PDF's first page on screen: from the hash change that opens the review screen to the
 * first frame in which page 1's canvas shows ink, in two libraries (pdf-libraries.ts): five
 * distinct 200-page PDFs, and real sandbox filings of 5 to 40 pages mirrored from the emulator.
 *
 * Per library: the first open in a fresh browser right after the library paints (cold: nothing of
 * the viewer loaded yet) and again after the analyst has looked at the library for a second (the
 * viewer loads while the browser is idle); later opens of filings not opened before, each from the
 * library; then back-and-forth between the last two filings, review screen to review screen.
 * After every open the analyst reads for a moment (LOOK_MS) before going on, as nobody leaves a
 * filing in the frame its first page appears: the next open is not timed against the work the
 * viewer does after that frame (the pages around, thumbnails, text layers).
 */
import type { Page } from 'playwright-core';
import { launchChromium } from '../../test/e2e/browser';
import { summarize } from '../lib/stats';
import type { BenchContext, Benchmark, Measurement } from '../types';
import { longPdfLibrary, PAGES, type PdfLibrary, sandboxPdfLibrary } from './pdf-libraries';
import { openApp, type RunningApp, round } from './rig';

/** The analyst's glance at the library before the first open, or at a page before the next open. */
const LOOK_MS = 1000;
const BACK_AND_FORTH = 4;

/**
 * Milliseconds from the hash change to the frame in which page 1's canvas has a pixel clearly
 * darker than paper (read from a small copy, so the check itself costs little). The canvas of the
 * filing on screen before (review to review) does not count. In-page code is a string: tsx
 * compiles functions with a naming helper that does not exist in the page.
 */
const FIRST_INK = `(target) => new Promise((resolve) => {
  const selector = '[data-testid="pdf-page"][data-page="1"] canvas';
  const before = document.querySelector(selector);
  const probe = document.createElement('canvas');
  probe.width = 60;
  probe.height = 85;
  const ink = probe.getContext('2d', { willReadFrequently: true });
  performance.clearMarks();
  const started = performance.now();
  window.location.hash = target;
  const tick = () => {
    const canvas = document.querySelector(selector);
    if (canvas && canvas !== before && canvas.width > 0) {
      ink.clearRect(0, 0, probe.width, probe.height);
      ink.drawImage(canvas, 0, 0, probe.width, probe.height);
      const px = ink.getImageData(0, 0, probe.width, probe.height).data;
      for (let i = 0; i < px.length; i += 4) {
        if (px[i + 3] > 0 && px[i] + px[i + 1] + px[i + 2] < 3 * 200) {
          const ms = performance.now() - started;
          const steps = {};
          for (const m of performance.getEntriesByType('mark')) if (!(m.name in steps)) steps[m.name] = Math.round(m.startTime - started);
          return resolve({ ms, steps });
        }
      }
    }
    requestAnimationFrame(tick);
  };
  tick();
})`;

/** When each step (renderer/screens/review/pdf-marks.ts) was first reached, ms after the hash change. */
type Steps = Record<string, number>;
const stepsSeen: Steps[] = [];

async function timeFirstInk(page: Page, hash: string): Promise<number> {
  const { ms, steps } = (await page.evaluate(`(${FIRST_INK})(${JSON.stringify(hash)})`)) as { ms: number; steps: Steps };
  stepsSeen.push(steps);
  return ms;
}

/** The median time of each step over the opens of one kind. */
function medianSteps(samples: Steps[]): Steps {
  const names = [...new Set(samples.flatMap((s) => Object.keys(s)))];
  return Object.fromEntries(names.map((n) => [n, summarize(samples.flatMap((s) => (n in s ? [s[n]!] : []))).p50]));
}

async function backToLibrary(page: Page): Promise<void> {
  await page.evaluate("window.location.hash = '#/library'");
  await page.getByTestId('company-row').first().waitFor();
}

/** The first open in a browser of its own (nothing cached), after waiting `lookMs` on the library. */
async function firstOpen(app: RunningApp, route: string, lookMs: number): Promise<number> {
  const browser = await launchChromium();
  try {
    const page = await openApp({ browser }, app, '#/library', 'company-row');
    if (lookMs > 0) await page.waitForTimeout(lookMs);
    return await timeFirstInk(page, route);
  } finally {
    await browser.close();
  }
}

interface CaseTimes {
  atOnce: number;
  afterLook: number;
  /** The steps of the two first opens (at once, after the look). */
  firstSteps: Steps[];
  later: number[];
  /** Median ms after the hash change at which the later opens reached each step. */
  laterSteps: Steps;
  backAndForth: number[];
}

async function timeLibrary(ctx: BenchContext, library: PdfLibrary): Promise<CaseTimes> {
  const app = await library.rig.start();
  ctx.onCleanup(() => app.stop());
  const [first, ...others] = library.routes;
  const atOnce = await firstOpen(app, first!, 0);
  const afterLook = await firstOpen(app, first!, LOOK_MS);
  const firstSteps = stepsSeen.slice(-2);
  const page = await openApp(library.rig, app, '#/library', 'company-row');
  await page.waitForTimeout(LOOK_MS);
  await timeFirstInk(page, first!);
  const later: number[] = [];
  stepsSeen.length = 0;
  for (const route of others) {
    await page.waitForTimeout(LOOK_MS);
    await backToLibrary(page);
    later.push(await timeFirstInk(page, route));
  }
  const laterSteps = medianSteps(stepsSeen);
  const backAndForth: number[] = [];
  const [a, b] = others.slice(-2);
  for (let i = 0; i < BACK_AND_FORTH; i++) {
    await page.waitForTimeout(LOOK_MS);
    backAndForth.push(await timeFirstInk(page, i % 2 === 0 ? a! : b!));
  }
  await page.close();
  return { atOnce, afterLook, firstSteps, later, laterSteps, backAndForth };
}

function measurements(label: string, t: CaseTimes): Measurement[] {
  return [
    { metric: `${label}: first open`, value: round(t.afterLook), unit: 'ms', goal: { op: '<', target: 500 } },
    { metric: `${label}: later opens median`, value: round(summarize(t.later).p50), unit: 'ms', goal: { op: '<', target: 200 } },
    { metric: `${label}: later opens max`, value: round(summarize(t.later).max), unit: 'ms' },
    { metric: `${label}: first open at once`, value: round(t.atOnce), unit: 'ms' },
    { metric: `${label}: back-and-forth median`, value: round(summarize(t.backAndForth).p50), unit: 'ms' },
  ];
}

export const pdfFirstPage: Benchmark = {
  name: 'pdf-first-page',
  description: `review screen: page 1 of a filed PDF painted (${PAGES}-page PDFs and sandbox filings), first open, later opens of other filings, back-and-forth`,
  async run(ctx) {
    const long = await longPdfLibrary(ctx, 'pdf');
    const sandbox = await sandboxPdfLibrary(ctx, 'pdf-sandbox');
    ctx.note('files', { long: { pages: long.pages, bytes: long.bytes }, sandbox: { pages: sandbox.pages, bytes: sandbox.bytes } });
    const longTimes = await timeLibrary(ctx, long);
    const sandboxTimes = await timeLibrary(ctx, sandbox);
    ctx.note('samplesMs', { long: longTimes, sandbox: sandboxTimes });
    return [...measurements(`${PAGES} pages`, longTimes), ...measurements('sandbox', sandboxTimes)];
  },
};
