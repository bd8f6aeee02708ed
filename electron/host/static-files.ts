/**
 * The renderer build as static files: a request path maps to a file under the build folder and
 * never outside it, and never through a symbolic link (a link in the build folder could point at
 * any file of the machine); paths that name no file and look like app routes fall back to
 * index.html, so a reload on a deep link of the single-page app still opens the app.
 */
import { readFile, realpath, stat } from 'node:fs/promises';
import { extname, join, relative, resolve, sep } from 'node:path';

const MIME_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
  '.pdf': 'application/pdf',
};

export function mimeTypeOf(file: string): string {
  return MIME_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
}

export interface StaticHit {
  file: string;
  size: number;
  /** When the file was last written: what the in-memory copy (readStaticFile) is checked against. */
  mtimeMs: number;
  /** index.html must never be cached: it names the hashed assets of the current build. */
  isIndex: boolean;
  /** A build asset named by its content's hash (assets/name-Hash1234.js): its bytes never change under that name. */
  immutable: boolean;
}

/** vite's output names: assets/<name>-<8 characters of hash>.<ext>. */
const HASHED_ASSET = /^\/assets\/[^/]+-[A-Za-z0-9_-]{8}\.[a-z0-9]+$/;

/**
 * index.html is never stored (it names the current build's assets); a hashed asset is kept a year
 * without asking again (a new build has new names); anything else is checked each time.
 */
export function staticCacheControl(hit: StaticHit): string {
  if (hit.isIndex) return 'no-store';
  return hit.immutable ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** Files larger than this are read from disk on each request (pdf.js's worker is ~1.2 MB). */
const MEMORY_FILE_LIMIT = 2 * 1024 * 1024;
const inMemory = new Map<string, { size: number; mtimeMs: number; bytes: Promise<Buffer> }>();

/**
 * A renderer file's bytes, read from disk once per process and then served from memory while the
 * file keeps its size and modification time (a rebuild that rewrites it is read again). The app's
 * scripts are asked for at every start and every new window: no open, read and close each time.
 */
export function readStaticFile(hit: StaticHit): Promise<Buffer> {
  if (hit.size > MEMORY_FILE_LIMIT) return readFile(hit.file);
  const known = inMemory.get(hit.file);
  if (known && known.size === hit.size && known.mtimeMs === hit.mtimeMs) return known.bytes;
  const bytes = readFile(hit.file);
  const entry = { size: hit.size, mtimeMs: hit.mtimeMs, bytes };
  inMemory.set(hit.file, entry);
  // A failed read is not remembered.
  bytes.catch(() => {
    if (inMemory.get(hit.file) === entry) inMemory.delete(hit.file);
  });
  return bytes;
}

/** The file to serve for a URL path (query already removed), or null for 404. */
export async function resolveStaticFile(root: string, urlPath: string): Promise<StaticHit | null> {
  const base = resolve(root);
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const target = resolve(base, `.${decoded.startsWith('/') ? '' : '/'}${decoded}`);
  if (target !== base && !target.startsWith(base + sep)) return null;

  const direct = await fileStat(target);
  if (direct !== null) {
    if (!(await reachedWithoutLinks(base, target))) return null;
    const isIndex = target === join(base, 'index.html');
    const asset = `/${relative(base, target).split(sep).join('/')}`;
    return { file: target, ...direct, isIndex, immutable: !isIndex && HASHED_ASSET.test(asset) };
  }
  // Only extension-less paths are app routes; a missing /assets/x.js is a real 404, not the app.
  if (extname(decoded) !== '' && !decoded.endsWith('/')) return null;
  const index = join(base, 'index.html');
  const indexStat = await fileStat(index);
  return indexStat === null ? null : { file: index, ...indexStat, isIndex: true, immutable: false };
}

/** True when no part of `target`'s path below `base` is a symbolic link. */
async function reachedWithoutLinks(base: string, target: string): Promise<boolean> {
  try {
    const [realBase, realTarget] = await Promise.all([realpath(base), realpath(target)]);
    return realTarget === join(realBase, relative(base, target));
  } catch {
    return false;
  }
}

async function fileStat(path: string): Promise<{ size: number; mtimeMs: number } | null> {
  try {
    const s = await stat(path);
    return s.isFile() ? { size: s.size, mtimeMs: s.mtimeMs } : null;
  } catch {
    return null;
  }
}
