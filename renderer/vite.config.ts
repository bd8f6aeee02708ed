// Build of the renderer: `npx vite build --config renderer/vite.config.ts` writes dist/renderer.
// Relative base so the same build loads from file:// in Electron and from the browser host.
// pdfjs-dist and its worker are reached only through a dynamic import (screens/review/pdf-loader),
// so they land in their own chunks and the worker file is fetched when a PDF first opens. React and
// the app (app-root.tsx) are a chunk index.html preloads, evaluated after the first frame. Every
// screen but the library is a chunk of its own too (app/screens.ts); the initial script's limit is
// held by test/structure/renderer-initial-chunk.test.ts.
// build/icons/web (the favicon, made from the app icon by build/icons/make-favicon.ts) is copied
// to the root of the build as is, so /favicon.ico answers in the browser host and in Electron.
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** A file: URL as a filesystem path, without Node's `url` module (this file is type-checked as web code). */
function pathOf(url: URL): string {
  return decodeURIComponent(url.pathname).replace(/^\/([A-Za-z]:)/, '$1');
}

/** The module main.ts imports once the first frame is painted: React and the app. */
const APP_ROOT = /[\\/]renderer[\\/]app-root\.tsx$/;

/**
 * index.html preloads the app's chunk (app-root.tsx and its static imports) beside the entry, so the
 * browser fetches and compiles React while the entry draws the first frame; main.ts evaluates it
 * with a dynamic import. A build without that chunk is refused: the first paint would wait for it.
 */
function preloadAppRoot(): Plugin {
  return {
    name: 'dossier-preload-app-root',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const chunks = Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [c] : []));
        const appRoot = chunks.find((c) => c.isDynamicEntry && c.facadeModuleId !== null && APP_ROOT.test(c.facadeModuleId));
        if (!appRoot) throw new Error('the renderer build has no chunk for renderer/app-root.tsx (main.ts must import it dynamically)');
        const files: string[] = [];
        const visit = (fileName: string) => {
          const chunk = bundle[fileName];
          if (files.includes(fileName) || chunk?.type !== 'chunk') return;
          files.push(fileName);
          for (const next of chunk.imports) visit(next);
        };
        visit(appRoot.fileName);
        return files
          .filter((file) => !html.includes(file))
          .map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `./${file}` }, injectTo: 'head' as const }));
      },
    },
  };
}

export default defineConfig({
  root: pathOf(new URL('.', import.meta.url)),
  base: './',
  publicDir: pathOf(new URL('../build/icons/web', import.meta.url)),
  plugins: [react(), preloadAppRoot()],
  build: {
    outDir: pathOf(new URL('../dist/renderer', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // The pdf.js chunk is large by nature and loaded on demand; the initial chunk is what matters.
    chunkSizeWarningLimit: 1600,
  },
  worker: { format: 'es' },
});
