/**
 * The headers of a file offered as a download: saved under its own name (RFC 6266: an ASCII
 * fallback and the UTF-8 name), never shown inline, never cached.
 */
import { basename, extname } from 'node:path';

const TYPES: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.zip': 'application/zip',
  '.csv': 'text/csv; charset=utf-8',
};

export function downloadHeaders(path: string, bytes: number): Record<string, string> {
  const name = basename(path);
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return {
    'content-type': TYPES[extname(name).toLowerCase()] ?? 'application/octet-stream',
    'content-length': String(bytes),
    'content-disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    'cache-control': 'no-store',
  };
}
