/**
 * The renderer build as static files: a request path maps to a file under the build folder and
 * never outside it, and never through a symbolic link (a link in the build folder could point at
 * any file of the machine); paths that name no file and look like app routes fall back to
 * index.html, so a reload on a deep link of the single-page app still opens the app.
 */
import { realpath, stat } from 'node:fs/promises';
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
  /** index.html must never be cached: it names the hashed assets of the current build. */
  isIndex: boolean;
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

  const direct = await fileSize(target);
  if (direct !== null) {
    if (!(await reachedWithoutLinks(base, target))) return null;
    return { file: target, size: direct, isIndex: target === join(base, 'index.html') };
  }
  // Only extension-less paths are app routes; a missing /assets/x.js is a real 404, not the app.
  if (extname(decoded) !== '' && !decoded.endsWith('/')) return null;
  const index = join(base, 'index.html');
  const indexSize = await fileSize(index);
  return indexSize === null ? null : { file: index, size: indexSize, isIndex: true };
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

async function fileSize(path: string): Promise<number | null> {
  try {
    const s = await stat(path);
    return s.isFile() ? s.size : null;
  } catch {
    return null;
  }
}
