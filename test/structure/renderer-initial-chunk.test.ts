// The renderer's initial script (issue 28 item 20): what the browser fetches before the library
// screen paints. A production build into a temp folder, read through vite's manifest (the entry and
// every chunk it imports statically) and the modules rollup put in each chunk: the initial chunks
// stay within 110 KB gzipped, hold the library screen, and hold no other screen (every folder of
// renderer/screens but library, so a new screen is checked from its first file), no export dialog
// and none of the heavy libraries (pdf.js, sigma, graphology, zod, charting); each of those screens
// is a chunk of its own fetched when opened. Sizes in KB of 1,024 bytes, as `npm run bench` shows them.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_DIR } from '../../scripts/renderer-build';
import { buildAndReadChunks, type RendererChunks } from '../../scripts/renderer-chunks';

const INITIAL_GZIP_LIMIT = 110 * 1024;
/** The screen that paints first; every other folder of renderer/screens must load when opened. */
const FIRST_SCREEN = 'library';
const LAZY_SCREENS = fs
  .readdirSync(path.join(REPO_DIR, 'renderer', 'screens'), { withFileTypes: true })
  .filter((d) => d.isDirectory() && d.name !== FIRST_SCREEN)
  .map((d) => d.name);
const LAZY_PARTS = ['renderer/ui/export-dialog.tsx'];
const HEAVY_LIBRARIES = /^node_modules\/(pdfjs-dist|sigma|graphology[^/]*|zod|chart\.js|recharts|d3[^/]*|echarts|@?visx[^/]*)\//;

let outDir: string;
let chunks: RendererChunks;
let initialModules: string[];

beforeAll(async () => {
  outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dossier-initial-chunk-'));
  chunks = await buildAndReadChunks(outDir);
  initialModules = chunks.initial.flatMap((c) => c.modules);
}, 120_000);

afterAll(() => {
  if (outDir) fs.rmSync(outDir, { recursive: true, force: true });
});

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

describe('the renderer initial script', () => {
  it(`stays within ${kb(INITIAL_GZIP_LIMIT)} gzipped`, () => {
    const sizes = chunks.initial.map((c) => `${c.file} ${kb(c.gzip)}`).join(', ');
    console.log(`initial script: ${kb(chunks.gzip)} gzipped, ${kb(chunks.raw)} raw (${sizes})`);
    expect(chunks.gzip, `initial chunks: ${sizes}`).toBeLessThanOrEqual(INITIAL_GZIP_LIMIT);
  });

  it('holds the library screen, which paints first', () => {
    expect(initialModules).toContain(`renderer/screens/${FIRST_SCREEN}/library-screen.tsx`);
  });

  it('holds no other screen and no export dialog: each is a chunk of its own, fetched when opened', () => {
    expect(LAZY_SCREENS).toEqual(expect.arrayContaining(['settings', 'spend', 'changes', 'registry', 'company', 'review']));
    const inInitial = initialModules.filter((m) => LAZY_SCREENS.some((s) => m.startsWith(`renderer/screens/${s}/`)) || LAZY_PARTS.includes(m));
    expect(inInitial).toEqual([]);
    const lazyEntries = [...chunks.lazy.keys()];
    for (const screen of LAZY_SCREENS) expect(lazyEntries.some((m) => m.startsWith(`renderer/screens/${screen}/`)), `${screen} has no lazy chunk`).toBe(true);
    for (const part of LAZY_PARTS) expect(lazyEntries).toContain(part);
  });

  it('holds none of the heavy libraries (pdf.js, the graph drawing, zod, charting)', () => {
    expect(initialModules.filter((m) => HEAVY_LIBRARIES.test(m))).toEqual([]);
    // The check sees libraries at all: React is there.
    expect(initialModules.some((m) => m.startsWith('node_modules/react-dom/'))).toBe(true);
  });
});
