/**
 * Who may talk to the host. The host listens on loopback, but any web page the analyst has open can
 * still aim requests at 127.0.0.1: a foreign Host header means DNS rebinding, a foreign Origin means
 * a cross-site request, and everything that reaches the core or the library needs the session token.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { TOKEN_HEADER } from '../../shared/bridge/http-protocol';

/** 32 random bytes, base64url: travels in a URL without escaping. */
export function createSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Constant-time comparison. Both sides are hashed first so the comparison does not leak the
 * token's length and timingSafeEqual always gets equal-length buffers.
 */
export function tokenMatches(expected: string, presented: string | null | undefined): boolean {
  if (typeof presented !== 'string' || presented === '') return false;
  const a = createHash('sha256').update(expected, 'utf8').digest();
  const b = createHash('sha256').update(presented, 'utf8').digest();
  return timingSafeEqual(a, b);
}

/** The token from `Authorization: Bearer <token>`, or null. */
export function bearerToken(headers: IncomingHttpHeaders): string | null {
  const value = headers[TOKEN_HEADER];
  if (typeof value !== 'string') return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(value);
  return match ? match[1]! : null;
}

/** The token from the `token` query parameter of a request URL, or null. */
export function queryToken(rawUrl: string | undefined): string | null {
  if (!rawUrl) return null;
  const query = rawUrl.indexOf('?');
  if (query < 0) return null;
  return new URLSearchParams(rawUrl.slice(query + 1)).get('token');
}

export type GuardRefusal = { status: 403; code: 'FORBIDDEN_HOST' | 'FORBIDDEN_ORIGIN'; message: string };

/**
 * Refuses requests whose Host is not this server's loopback address (DNS rebinding) or whose
 * Origin, when the browser sends one, is not this server (CSRF, cross-site WebSocket). Requests
 * without an Origin (navigations, curl, pdf.js range fetches in some browsers) are allowed: the
 * token still guards everything that matters.
 */
export function checkHostAndOrigin(headers: IncomingHttpHeaders, port: number): GuardRefusal | null {
  const allowedHosts = new Set([`127.0.0.1:${port}`, `localhost:${port}`]);
  const host = (headers.host ?? '').toLowerCase();
  if (!allowedHosts.has(host)) {
    return { status: 403, code: 'FORBIDDEN_HOST', message: 'This host only answers requests addressed to 127.0.0.1 or localhost.' };
  }
  const origin = headers.origin;
  if (origin !== undefined) {
    const allowedOrigins = new Set([...allowedHosts].map((h) => `http://${h}`));
    if (!allowedOrigins.has(origin.toLowerCase())) {
      return { status: 403, code: 'FORBIDDEN_ORIGIN', message: 'Requests from other web pages are refused.' };
    }
  }
  return null;
}

/** The renderer's Content-Security-Policy: its own scripts only, pdf.js workers, the event socket. */
export function contentSecurityPolicy(port: number): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "worker-src 'self' blob:",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    `connect-src 'self' ws://127.0.0.1:${port}`,
    "object-src 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}
