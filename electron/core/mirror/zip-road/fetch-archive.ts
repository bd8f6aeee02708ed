/**
 * One archive from its blob address to a file in the library's work folder, streamed (never held
 * whole in memory) and cut off past a size cap. A blob address is not an API call: no key is sent,
 * no redirect is followed, and only https (or plain http to this machine, the emulator) is used.
 * A transfer cut mid-body is resumed with one HTTP Range from where it stopped when the server
 * offers ranges and a validator (If-Range), else restarted; either way at most `maxAttempts` sends.
 */
import fs from 'node:fs';
import { looksLikeZip, mb } from './guards';

export type ArchiveFailure =
  /** 403/404/410: the address expired or was used up; a fresh status read gives a new one. */
  | 'expired'
  /** Any other answer, a redirect, or no answer at all. */
  | 'unavailable'
  | 'too-large'
  | 'not-zip'
  /** Still cut after every attempt. */
  | 'cut';

export type ArchiveFetch =
  | { ok: true; bytes: number; attempts: number; resumedFrom: number[] }
  | { ok: false; failure: ArchiveFailure; message: string; status: number | null };

export interface FetchArchiveOptions {
  url: string;
  /** Where the archive is written (created or truncated). */
  file: string;
  maxBytes: number;
  maxAttempts?: number;
  signal?: AbortSignal;
  /** Called as bytes arrive (for progress: archives and MB/s). */
  onBytes?: (bytes: number) => void;
  fetch?: typeof fetch;
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Why the address is not fetched, or null. */
export function refuseAddress(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'not an address';
  }
  if (url.protocol === 'https:') return null;
  if (url.protocol === 'http:' && LOOPBACK.has(url.hostname)) return null;
  return `${url.protocol}//${url.host} is not an https address`;
}

function fail(failure: ArchiveFailure, message: string, status: number | null = null): ArchiveFetch {
  return { ok: false, failure, message, status };
}

/** `bytes a-b/total` -> a and total. */
function contentRange(header: string | null): { start: number; total: number | null } | null {
  const m = /^bytes (\d+)-\d+\/(\d+|\*)$/.exec(header ?? '');
  return m ? { start: Number(m[1]), total: m[2] === '*' ? null : Number(m[2]) } : null;
}

export async function fetchArchive(opts: FetchArchiveOptions): Promise<ArchiveFetch> {
  const refused = refuseAddress(opts.url);
  if (refused) return fail('unavailable', `The archive address was not used: ${refused}`);
  const send = opts.fetch ?? fetch;
  const maxAttempts = opts.maxAttempts ?? 4;
  const fd = fs.openSync(opts.file, 'w', 0o600);
  let have = 0;
  let validator: string | null = null;
  let lastProblem = '';
  const resumedFrom: number[] = [];
  try {
    for (let attempt = 1; attempt <= maxAttempts; attempt++) {
      const headers: Record<string, string> = { accept: 'application/zip, application/octet-stream' };
      if (have > 0 && validator !== null) Object.assign(headers, { range: `bytes=${have}-`, 'if-range': validator });
      let res: Response;
      try {
        res = await send(opts.url, { headers, redirect: 'manual', signal: opts.signal });
      } catch (error) {
        if (opts.signal?.aborted) throw error;
        lastProblem = `no answer (${error instanceof Error ? error.message : String(error)})`;
        continue;
      }
      if ([403, 404, 410].includes(res.status)) {
        await res.body?.cancel();
        return fail('expired', `The archive address answered ${res.status}: expired or used up`, res.status);
      }
      let total: number | null;
      if (res.status === 206 && have > 0) {
        const range = contentRange(res.headers.get('content-range'));
        if (range === null || range.start !== have) {
          await res.body?.cancel();
          lastProblem = `a resumed answer for the wrong range (${res.headers.get('content-range')})`;
          have = 0;
          validator = null;
          continue;
        }
        total = range.total;
        resumedFrom.push(have);
      } else if (res.status === 200) {
        // A whole body: anything kept from an earlier attempt is dropped.
        have = 0;
        fs.ftruncateSync(fd, 0);
        const length = res.headers.get('content-length');
        total = length === null ? null : Number(length);
      } else {
        await res.body?.cancel();
        return fail('unavailable', `The archive address answered ${res.status}`, res.status);
      }
      if (total !== null && total > opts.maxBytes) {
        await res.body?.cancel();
        return fail('too-large', `The archive declares ${mb(total)}, more than the ${mb(opts.maxBytes)} allowed`, res.status);
      }
      const ranges = res.headers.get('accept-ranges') === 'bytes';
      validator = ranges ? res.headers.get('etag') ?? res.headers.get('last-modified') : null;
      if (res.body === null) return fail('unavailable', 'The archive address answered without a body', res.status);
      try {
        for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
          if (have + chunk.byteLength > opts.maxBytes) {
            return fail('too-large', `The archive ran past the ${mb(opts.maxBytes)} allowed; it was stopped`, res.status);
          }
          if (have === 0 && chunk.byteLength >= 4 && !looksLikeZip(chunk)) {
            return fail('not-zip', `The archive address sent something that is not a zip archive (it starts with "${Buffer.from(chunk.subarray(0, 8)).toString('latin1').replace(/[^\x20-\x7e]/g, '.')}")`, res.status);
          }
          let offset = 0;
          while (offset < chunk.byteLength) offset += fs.writeSync(fd, chunk, offset, chunk.byteLength - offset, have + offset);
          have += chunk.byteLength;
          opts.onBytes?.(chunk.byteLength);
        }
      } catch (error) {
        if (opts.signal?.aborted) throw error;
        lastProblem = `cut after ${mb(have)} (${error instanceof Error ? error.message : String(error)})`;
        if (validator === null) have = 0;
        continue;
      }
      if (total !== null && have < total) {
        lastProblem = `ended after ${have} of ${total} bytes`;
        if (validator === null) have = 0;
        continue;
      }
      fs.fsyncSync(fd);
      return { ok: true, bytes: have, attempts: attempt, resumedFrom };
    }
    return fail('cut', `The archive did not arrive whole in ${maxAttempts} attempts: ${lastProblem}`);
  } finally {
    fs.closeSync(fd);
  }
}
