/**
 * The Content-Security-Policy of the Electron window, set on every response by
 * session.webRequest.onHeadersReceived. Like the browser host's, plus library PDFs over the
 * dossier-file scheme. The development build (Vite dev server) needs its inline React-refresh
 * preamble and its HMR socket; the packaged app never gets those.
 */
import { FILE_SCHEME } from './pdf-protocol';

export function appContentSecurityPolicy(dev: { serverOrigin: string } | null): string {
  const devConnect = dev ? ` ${dev.serverOrigin} ${dev.serverOrigin.replace(/^http/, 'ws')}` : '';
  return [
    "default-src 'self'",
    dev ? "script-src 'self' 'unsafe-inline'" : "script-src 'self'",
    "worker-src 'self' blob:",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    `connect-src 'self' ${FILE_SCHEME}:${devConnect}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}
