// How the bridge contract travels in browser mode (electron/host <-> renderer). The Electron shell
// uses IPC instead; both derive names from contract.ts, this file only fixes the HTTP framing.
import type { CallName } from './contract';

/** The opening URL carries the session token once: `/?token=...`; the renderer keeps it in memory. */
export const TOKEN_QUERY_PARAM = 'token';
export const TOKEN_HEADER = 'authorization'; // value: `Bearer <token>`

/** POST, JSON body = call arguments; answer 200 with a BridgeResult (errors as data). */
export const CALL_PATH_PREFIX = '/bridge/call/';
export const callPath = (name: CallName): string => `${CALL_PATH_PREFIX}${name}`;

/** WebSocket; the token travels as `?token=`; each message is JSON `{ event, payload }`. */
export const EVENTS_PATH = '/bridge/events';

/** Library files (PDFs) the renderer may open; `filing.document` returns such a URL. */
export const FILES_PATH_PREFIX = '/files/pdf/';
export const filePath = (filingId: string): string => `${FILES_PATH_PREFIX}${encodeURIComponent(filingId)}`;

export interface EventMessage {
  event: string;
  payload: unknown;
}

/**
 * A finished export offered as a browser download (GET, token as `?token=`): only a file an
 * export.run through this host wrote, named by its export id, never a path.
 */
export const EXPORTS_PATH_PREFIX = '/files/export/';
export const exportDownloadPath = (exportId: string): string => `${EXPORTS_PATH_PREFIX}${encodeURIComponent(exportId)}`;
