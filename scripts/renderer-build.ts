/**
 * The renderer build (dist/renderer) made on demand: `npm start` and the end-to-end tests call
 * ensureRendererBuilt(), which builds only when the output is missing or older than a source.
 * Builds go to a temp folder and are swapped in, under a lock folder, so two test runs started at
 * once never serve a half-written build or empty each other's output.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_DIR = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
export const RENDERER_DIR = path.join(REPO_DIR, 'dist', 'renderer');
const SOURCES = ['renderer', 'shared'].map((d) => path.join(REPO_DIR, d));
const CONFIG = path.join(REPO_DIR, 'renderer', 'vite.config.ts');
const LOCK = path.join(REPO_DIR, 'dist', '.renderer-build.lock');
/** A lock older than this was left by a killed build. */
const STALE_LOCK_MS = 3 * 60_000;

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(full));
    else if (entry.isFile()) newest = Math.max(newest, fs.statSync(full).mtimeMs);
  }
  return newest;
}

/** Why a build is needed ('missing', 'stale'), or null when dist/renderer is newer than every source. */
export function rendererStaleness(): 'missing' | 'stale' | null {
  const index = path.join(RENDERER_DIR, 'index.html');
  if (!fs.existsSync(index)) return 'missing';
  const built = fs.statSync(index).mtimeMs;
  return SOURCES.some((dir) => fs.existsSync(dir) && newestMtime(dir) > built) ? 'stale' : null;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function withLock<T>(fn: () => Promise<T>): Promise<T> {
  fs.mkdirSync(path.dirname(LOCK), { recursive: true });
  for (;;) {
    try {
      fs.mkdirSync(LOCK);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const age = Date.now() - (fs.statSync(LOCK, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > STALE_LOCK_MS) fs.rmSync(LOCK, { recursive: true, force: true });
      else await pause(200);
    }
  }
  try {
    return await fn();
  } finally {
    fs.rmSync(LOCK, { recursive: true, force: true });
  }
}

/** Builds the renderer into dist/renderer (always), through vite's JS API and the config file. */
export async function buildRenderer(): Promise<void> {
  const { build } = await import('vite');
  const temp = `${RENDERER_DIR}.build-${process.pid}-${Date.now()}`;
  // Vite takes React's build flavour from NODE_ENV: under vitest it is 'test', which would ship
  // React's development build (70% more JavaScript, slower) to the e2e tests and to `npm start`.
  const nodeEnv = process.env['NODE_ENV'];
  process.env['NODE_ENV'] = 'production';
  try {
    await build({ configFile: CONFIG, mode: 'production', logLevel: 'warn', build: { outDir: temp, emptyOutDir: true } });
    const old = `${RENDERER_DIR}.old-${process.pid}-${Date.now()}`;
    if (fs.existsSync(RENDERER_DIR)) fs.renameSync(RENDERER_DIR, old);
    fs.renameSync(temp, RENDERER_DIR);
    fs.rmSync(old, { recursive: true, force: true });
  } finally {
    if (nodeEnv === undefined) delete process.env['NODE_ENV'];
    else process.env['NODE_ENV'] = nodeEnv;
    fs.rmSync(temp, { recursive: true, force: true });
  }
}

/** Builds when missing or stale; returns what it did, for a log line. */
export async function ensureRendererBuilt(): Promise<'built' | 'up to date'> {
  if (rendererStaleness() === null) return 'up to date';
  return withLock(async () => {
    // Another process may have built it while this one waited for the lock.
    if (rendererStaleness() === null) return 'up to date';
    await buildRenderer();
    return 'built';
  });
}
