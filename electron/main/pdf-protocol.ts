/**
 * `dossier-file://pdf/<filingId>`: how the Electron renderer opens a library PDF (pdf.js fetches
 * it with Range requests). Only ids of the library's own filings resolve; everything else is 404.
 * Answers are web Responses, as protocol.handle wants them. No electron import here.
 */
import { Readable } from 'node:stream';
import { normaliseFilingId } from '../../shared/ids';
import { pdfResponse } from '../host/pdf-response';

export const FILE_SCHEME = 'dossier-file';

export function fileUrlFor(filingId: string): string {
  return `${FILE_SCHEME}://pdf/${encodeURIComponent(filingId)}`;
}

/** The filing id a `dossier-file://pdf/<id>` URL names, or null. */
export function filingIdFromFileUrl(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== `${FILE_SCHEME}:` || url.hostname !== 'pdf') return null;
  let segment: string;
  try {
    segment = decodeURIComponent(url.pathname.replace(/^\//, ''));
  } catch {
    return null;
  }
  const id = normaliseFilingId(segment);
  return id.ok ? id.id : null;
}

export interface ProtocolRequest {
  url: string;
  method: string;
  headers: { get(name: string): string | null };
}

export async function pdfProtocolResponse(request: ProtocolRequest, pdfPath: (filingId: string) => Promise<string | null>): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return new Response(null, { status: 405 });
  const filingId = filingIdFromFileUrl(request.url);
  const path = filingId ? await pdfPath(filingId) : null;
  const answer = await pdfResponse(path, request.headers.get('range') ?? undefined, request.method);
  const headers = { ...answer.headers, 'x-content-type-options': 'nosniff' };
  const body = answer.body ? (Readable.toWeb(answer.body) as ReadableStream<Uint8Array>) : null;
  return new Response(body, { status: answer.status, headers });
}
