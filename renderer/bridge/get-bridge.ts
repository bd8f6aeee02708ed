// Picks the transport: the Electron preload's `window.dossier` when present, else the browser host.
import type { BridgeApi } from '../../shared/bridge/contract';
import { createHttpBridge } from './http-bridge';
import type { RendererBridge } from './types';

/** Wraps the preload's BridgeApi: IPC to the main process cannot drop while the window lives. */
export function fromPreload(api: BridgeApi): RendererBridge {
  return {
    call: (name, args) => api.call(name, args),
    on: (name, listener) => api.on(name, listener),
    savesWithDialog: true,
    connection: () => ({ online: true, reason: null }),
    onConnection: () => () => {},
    exportDownloadUrl: () => null,
    pdfSource: (url) => ({ url }),
    close: () => {},
  };
}

let current: RendererBridge | null = null;

export function getBridge(): RendererBridge {
  if (current) return current;
  const preload = (window as Window & { dossier?: BridgeApi }).dossier;
  current = preload ? fromPreload(preload) : createHttpBridge(window.location);
  return current;
}
