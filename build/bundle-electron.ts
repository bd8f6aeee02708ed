/**
 * Bundles the Node-side parts for the packaged app: dist/main/main.js (ESM), dist/core/
 * utility-entry.js (ESM) and dist/preload/index.cjs (CommonJS: a sandboxed preload cannot load
 * modules, so it must be one file). Dependencies stay in node_modules (electron-builder packs the
 * production ones and rebuilds the native ones for Electron); only our own code is bundled.
 * Run: npx tsx build/bundle-electron.ts   (the renderer is built by vite with renderer/vite.config.ts)
 */
import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, resolve } from 'node:path';
import { build } from 'vite';

const root = resolve(import.meta.dirname, '..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
const dependencies = Object.keys(pkg.dependencies ?? {});
const builtins = new Set([...builtinModules, ...builtinModules.map((m) => `node:${m}`)]);

/** Node built-ins, electron and every runtime dependency (and their subpaths) stay imports. */
function isExternal(id: string): boolean {
  if (builtins.has(id) || id === 'electron' || id.startsWith('electron/')) return true;
  return dependencies.some((dep) => id === dep || id.startsWith(`${dep}/`));
}

interface Target {
  entry: string;
  outDir: string;
  fileName: string;
  format: 'es' | 'cjs';
  /** A sandboxed preload can require only 'electron': everything else is bundled in. */
  selfContained?: boolean;
}

const targets: Target[] = [
  { entry: 'electron/main/main.ts', outDir: 'dist/main', fileName: 'main.js', format: 'es' },
  { entry: 'electron/core/utility-entry.ts', outDir: 'dist/core', fileName: 'utility-entry.js', format: 'es' },
  { entry: 'electron/preload/index.ts', outDir: 'dist/preload', fileName: 'index.cjs', format: 'cjs', selfContained: true },
];

for (const target of targets) {
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    // The preload is bundled like browser code so zod & co. are inlined instead of required.
    ssr: { noExternal: true },
    build: {
      ssr: true,
      target: 'node22',
      outDir: join(root, target.outDir),
      emptyOutDir: true,
      minify: false,
      sourcemap: false,
      rollupOptions: {
        input: join(root, target.entry),
        external: target.selfContained ? (id: string) => id === 'electron' : isExternal,
        output: { format: target.format, entryFileNames: target.fileName, codeSplitting: false },
      },
    },
  });
  console.log(`bundled ${target.entry} -> ${target.outDir}/${target.fileName}`);
}
