// What the renderer needs from a bridge beyond the contract's BridgeApi: the state of the link to
// the host process (not the registry's connectivity, which arrives as a bridge event) and how to
// open a library PDF with whatever credentials the transport needs.
import type { BridgeApi } from '../../shared/bridge/contract';

export interface HostConnection {
  online: boolean;
  /** Why the host is unreachable, in words; null when online. */
  reason: string | null;
}

export interface PdfSource {
  url: string;
  httpHeaders?: Record<string, string>;
}

export interface RendererBridge extends BridgeApi {
  /** True in the desktop shell: main asks where to save an export (its Save dialog); the window never sends a path. */
  readonly savesWithDialog: boolean;
  connection(): HostConnection;
  onConnection(listener: (connection: HostConnection) => void): () => void;
  /**
   * Browser mode: where the host offers a finished export's file as a download (export.run's
   * exportId; the host serves only files its exports wrote). Null in the desktop shell, which opens
   * the file or its folder through export.reveal instead.
   */
  exportDownloadUrl(exportId: string): string | null;
  /** The URL from `filing.document`, ready for pdf.js. */
  pdfSource(url: string): PdfSource;
  close(): void;
}
