/**
 * The renderer's bridge in the Electron shell: one ipcMain handler per contract call, each a plain
 * relay to the core process (export.run first through main's Save dialog), and core events sent to the window on their own channels. Calls from
 * any frame other than the app's own page are refused.
 */
import { type IpcMainInvokeEvent, ipcMain, type WebContents } from 'electron';
import type { BridgeResult, EventName } from '../../shared/bridge/contract';
import { allCallChannels, eventChannelFor } from './channels';
import type { CoreRelay } from './core-relay';

export interface BridgeIpcOptions {
  relay(): CoreRelay;
  /** True for the app's own page (dossier-file://app, or the dev server in development). */
  isTrustedUrl(url: string): boolean;
  /** export.run goes through main's Save dialog (export-save.ts): the window never names a path. */
  exportRun?(args: unknown): Promise<BridgeResult<unknown>>;
  /** export.reveal is main's own (export-reveal.ts): it opens only what an export it relayed wrote. */
  exportReveal?(args: unknown): Promise<BridgeResult<unknown>>;
}

export function registerBridgeIpc(options: BridgeIpcOptions): () => void {
  const channels = allCallChannels();
  for (const { name, channel } of channels) {
    ipcMain.handle(channel, async (event: IpcMainInvokeEvent, args: unknown): Promise<BridgeResult<unknown>> => {
      const url = event.senderFrame?.url ?? '';
      if (!options.isTrustedUrl(url)) {
        return { ok: false, error: { code: 'FORBIDDEN_ORIGIN', message: 'Only the Dossier window may call the core.' } };
      }
      if (name === 'export.run' && options.exportRun) return options.exportRun(args);
      if (name === 'export.reveal' && options.exportReveal) return options.exportReveal(args);
      return options.relay().call(name, args);
    });
  }
  return () => {
    for (const { channel } of channels) ipcMain.removeHandler(channel);
  };
}

export function sendBridgeEvent(contents: WebContents | null, name: EventName, payload: unknown): void {
  if (!contents || contents.isDestroyed()) return;
  contents.send(eventChannelFor(name), payload);
}
