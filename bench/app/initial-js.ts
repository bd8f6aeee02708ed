/**
 * The renderer's initial JavaScript, gzipped: the entry script of dist/renderer/index.html, the
 * app's chunk main.ts imports once the first frame is painted, and every chunk those import
 * statically (what the browser fetches as the app starts).
 * Dynamic imports (the review screen, pdf.js and its worker) are left out, and the benchmark
 * checks that pdf.js is indeed not among the initial chunks.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ensureRendererBuilt, RENDERER_DIR } from '../../scripts/renderer-build';
import type { Benchmark } from '../types';

/** Static imports in built chunks: `import"./x.js"`, `from"./x.js"` (dynamic `import(` excluded). */
const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*["'](\.{1,2}\/[^"']+\.js)["']/g;

export function initialChunks(dir: string): string[] {
  const html = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
  const entries = [...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g), ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)]
    .map((m) => path.join(dir, m[1]!.replace(/^\.?\//, '')));
  // The app's chunk (React and the app, renderer/app-root.tsx), which main.ts imports as soon as the
  // first frame is painted: fetched at start too.
  const assets = path.join(dir, 'assets');
  const appRoot = fs.readdirSync(assets).filter((file) => /^app-root-[\w-]+\.js$/.test(file));
  if (appRoot.length !== 1) throw new Error(`expected one app-root chunk in ${assets}, found ${appRoot.length}`);
  entries.push(path.join(assets, appRoot[0]!));
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = fs.readFileSync(file, 'utf8');
    for (const m of code.matchAll(STATIC_IMPORT)) queue.push(path.join(path.dirname(file), m[1]!));
  }
  return [...seen];
}

export const rendererInitialJs: Benchmark = {
  name: 'renderer-initial-js',
  description: 'dist/renderer: entry script + static imports, gzipped (only the library screen; every other screen and pdf.js load when opened)',
  async run(ctx) {
    ctx.log(`renderer ${await ensureRendererBuilt()}`);
    const chunks = initialChunks(RENDERER_DIR);
    const sizes = chunks.map((file) => ({ file: path.basename(file), raw: fs.statSync(file).size, gzip: gzipSync(fs.readFileSync(file)).length }));
    ctx.note('chunks', sizes);
    const pdfjsInitial = chunks.filter((file) => /getDocument|GlobalWorkerOptions/.test(fs.readFileSync(file, 'utf8'))).length;
    const gzip = sizes.reduce((sum, s) => sum + s.gzip, 0);
    const raw = sizes.reduce((sum, s) => sum + s.raw, 0);
    return [
      { metric: 'gzip', value: Math.round(gzip / 102.4) / 10, unit: 'KB', goal: { op: '<=', target: 110 } },
      { metric: 'raw', value: Math.round(raw / 102.4) / 10, unit: 'KB' },
      { metric: 'pdf.js chunks in initial', value: pdfjsInitial, unit: 'chunks', goal: { op: '<', target: 1 } },
    ];
  },
};
