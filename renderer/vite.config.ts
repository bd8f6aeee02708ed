// Build of the renderer: `npx vite build --config renderer/vite.config.ts` writes dist/renderer.
// Relative base so the same build loads from file:// in Electron and from the browser host.
// pdfjs-dist and its worker are reached only through a dynamic import (screens/review/pdf-loader),
// so they land in their own chunks and the worker file is fetched when a PDF first opens. React and
// the app (app-root.tsx) are a chunk main.ts imports once the first frame is painted, not preloaded
// (see main.ts). Every screen but the library is a chunk of its own too (app/screens.ts); the initial
// script's limit, and that app-root.tsx is a chunk of its own, are held by
// test/structure/renderer-initial-chunk.test.ts (scripts/renderer-chunks.ts).
// build/icons/web (the favicon, made from the app icon by build/icons/make-favicon.ts) is copied
// to the root of the build as is, so /favicon.ico answers in the browser host and in Electron.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** A file: URL as a filesystem path, without Node's `url` module (this file is type-checked as web code). */
function pathOf(url: URL): string {
  return decodeURIComponent(url.pathname).replace(/^\/([A-Za-z]:)/, '$1');
}

export default defineConfig({
  root: pathOf(new URL('.', import.meta.url)),
  base: './',
  publicDir: pathOf(new URL('../build/icons/web', import.meta.url)),
  plugins: [react()],
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
