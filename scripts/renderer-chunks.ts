/**
 * What the renderer build puts in its initial script (issue 28 item 20): a production build into a
 * folder of the caller's, with vite's manifest and, per chunk, the source modules rollup put in it.
 * The initial chunks are the entry (index.html), the app's chunk (React and the app, app-root.tsx,
 * imported by main.ts as soon as the first frame is painted) and every chunk those import statically,
 * all fetched as the page opens; other dynamic imports (lazy screens, pdf.js) are left out.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { REPO_DIR } from './renderer-build';

/** The app's chunk, by its source in vite's manifest (relative to renderer/, the build's root). */
export const APP_ROOT_SRC = 'app-root.tsx';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

export interface InitialChunk {
  file: string;
  raw: number;
  gzip: number;
  /** Source modules in the chunk, relative to the repository (node_modules/<package>/... for libraries). */
  modules: string[];
}

export interface RendererChunks {
  initial: InitialChunk[];
  gzip: number;
  raw: number;
  /** Dynamic entries by source (relative to the repository): the chunks fetched when something opens. */
  lazy: Map<string, string>;
}

/** node_modules paths as `node_modules/<package>/...` wherever the folder really is (the worktrees link the main one). */
function relativeModule(id: string): string {
  const clean = id.replace(/\?.*$/, '').replace(/^\0/, '');
  const nm = clean.lastIndexOf('/node_modules/');
  if (nm >= 0) return clean.slice(nm + 1);
  return path.isAbsolute(clean) ? path.relative(REPO_DIR, clean) : clean;
}

/** Builds the renderer into `outDir` (production, as `npm start` serves it) and reads what its first paint needs. */
export async function buildAndReadChunks(outDir: string): Promise<RendererChunks> {
  const { build } = await import('vite');
  const modulesByFile = new Map<string, string[]>();
  const recorder: Plugin = {
    name: 'dossier-chunk-modules',
    generateBundle(_options, bundle) {
      for (const item of Object.values(bundle)) {
        if (item.type === 'chunk') modulesByFile.set(item.fileName, item.moduleIds.map(relativeModule));
      }
    },
  };
  const nodeEnv = process.env['NODE_ENV'];
  process.env['NODE_ENV'] = 'production'; // React's production flavour, as scripts/renderer-build.ts builds it
  try {
    await build({
      configFile: path.join(REPO_DIR, 'renderer', 'vite.config.ts'),
      mode: 'production',
      logLevel: 'warn',
      plugins: [recorder],
      build: { outDir, emptyOutDir: true, manifest: true, copyPublicDir: false },
    });
  } finally {
    if (nodeEnv === undefined) delete process.env['NODE_ENV'];
    else process.env['NODE_ENV'] = nodeEnv;
  }

  const manifest = JSON.parse(fs.readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  if (entries.length !== 1) throw new Error(`expected one entry in the renderer's manifest, found ${entries.length}`);
  // The app's chunk (React and the app, app-root.tsx), which main.ts imports as soon as the first
  // frame is painted, is fetched at start too, so it counts as initial.
  const appRoot = Object.keys(manifest).filter((key) => manifest[key]!.isDynamicEntry && manifest[key]!.src === APP_ROOT_SRC);
  if (appRoot.length !== 1) throw new Error(`expected one chunk for ${APP_ROOT_SRC} in the renderer's manifest, found ${appRoot.length}`);
  const seen = new Set<string>();
  const queue = [...entries, ...appRoot];
  while (queue.length > 0) {
    const key = queue.pop()!;
    if (seen.has(key)) continue;
    seen.add(key);
    queue.push(...(manifest[key]!.imports ?? []));
  }
  const initial = [...seen].map((key): InitialChunk => {
    const file = manifest[key]!.file;
    const bytes = fs.readFileSync(path.join(outDir, file));
    return { file, raw: bytes.length, gzip: gzipSync(bytes).length, modules: modulesByFile.get(file) ?? [] };
  });
  const lazy = new Map<string, string>();
  for (const chunk of Object.values(manifest)) if (chunk.isDynamicEntry && chunk.src) lazy.set(relativeModule(path.resolve(REPO_DIR, 'renderer', chunk.src)), chunk.file);
  return {
    initial,
    gzip: initial.reduce((sum, c) => sum + c.gzip, 0),
    raw: initial.reduce((sum, c) => sum + c.raw, 0),
    lazy,
  };
}
