/**
 * The `dossier-file:` scheme answers two hosts: `pdf` (library PDFs, `dossier-file://pdf/<id>`)
 * and `app` (the renderer build, so the window's origin is `dossier-file://app` rather than an
 * opaque file:// one). The core hands out PDF URLs as `/files/pdf/<id>` (http-protocol.ts); under
 * the app host those resolve to the same origin, so pdf.js needs no CORS. No electron import.
 */
import { FILES_PATH_PREFIX } from '../../shared/bridge/http-protocol';
import { mimeTypeOf, readStaticFile, resolveStaticFile, staticCacheControl } from '../host/static-files';
import { FILE_SCHEME, fileUrlFor, pdfProtocolResponse, type ProtocolRequest } from './pdf-protocol';

export const APP_ORIGIN = `${FILE_SCHEME}://app`;
export const APP_INDEX_URL = `${APP_ORIGIN}/index.html`;

export interface AppProtocolOptions {
  rendererDir: string;
  pdfPath(filingId: string): Promise<string | null>;
  /** Sent with every page so the policy holds even where webRequest does not see the response. */
  contentSecurityPolicy: string;
}

export async function appProtocolResponse(request: ProtocolRequest, options: AppProtocolOptions): Promise<Response> {
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return new Response(null, { status: 400 });
  }
  if (url.hostname === 'pdf') return pdfProtocolResponse(request, options.pdfPath);
  if (url.hostname !== 'app') return new Response(null, { status: 404 });
  if (url.pathname.startsWith(FILES_PATH_PREFIX)) {
    const id = url.pathname.slice(FILES_PATH_PREFIX.length);
    return pdfProtocolResponse({ ...request, url: fileUrlFor(safeDecode(id)) }, options.pdfPath);
  }
  if (request.method !== 'GET' && request.method !== 'HEAD') return new Response(null, { status: 405 });
  const hit = await resolveStaticFile(options.rendererDir, url.pathname);
  if (!hit) return new Response(null, { status: 404 });
  const headers = {
    'content-type': mimeTypeOf(hit.file),
    'content-length': String(hit.size),
    'cache-control': staticCacheControl(hit),
    'content-security-policy': options.contentSecurityPolicy,
    'x-content-type-options': 'nosniff',
  };
  const body = request.method === 'HEAD' ? null : new Uint8Array(await readStaticFile(hit));
  return new Response(body, { status: 200, headers });
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return '';
  }
}
