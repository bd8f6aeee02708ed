/**
 * Streams a library PDF with Range support. The headers are decided from the file's size before a
 * byte is read, so a file that vanished between lookup and read is a clean 404, not a broken 200.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { parseRange } from './byte-range';

export interface FileResponse {
  status: 200 | 206 | 404 | 416;
  headers: Record<string, string>;
  body: Readable | null;
}

export async function pdfResponse(path: string | null, rangeHeader: string | undefined, method: string): Promise<FileResponse> {
  if (path === null) return { status: 404, headers: {}, body: null };
  let size: number;
  try {
    const s = await stat(path);
    if (!s.isFile()) return { status: 404, headers: {}, body: null };
    size = s.size;
  } catch {
    return { status: 404, headers: {}, body: null };
  }
  const common = {
    'content-type': 'application/pdf',
    'accept-ranges': 'bytes',
    'cache-control': 'private, no-cache',
    'content-disposition': 'inline',
  };
  const head = method === 'HEAD';
  const range = parseRange(rangeHeader, size);
  if (range.kind === 'unsatisfiable') {
    return { status: 416, headers: { ...common, 'content-range': `bytes */${size}` }, body: null };
  }
  if (range.kind === 'partial') {
    const length = range.end - range.start + 1;
    return {
      status: 206,
      headers: { ...common, 'content-range': `bytes ${range.start}-${range.end}/${size}`, 'content-length': String(length) },
      body: head ? null : createReadStream(path, { start: range.start, end: range.end }),
    };
  }
  return {
    status: 200,
    headers: { ...common, 'content-length': String(size) },
    body: head ? null : createReadStream(path),
  };
}
