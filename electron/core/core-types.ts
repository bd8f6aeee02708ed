// What `createCore(options)` (electron/core/index.ts) returns: the one facade that the Electron
// utility process, the browser host and the `dossier` command line all drive.
import type { EventName, EventPayload } from '../../shared/bridge/contract';
import type { BridgeHandlers } from './bridge-handlers';
import type { SecretStore } from './secrets';

export interface CoreOptions {
  /** The library folder (library.db + pdfs/); settings.json sits beside it. */
  dataDir: string;
  /** DOSSIER_TEAM_URL, when set: the team library's URL for this run, over the stored one. */
  teamUrl?: string | null;
  /** Where the API key and the data key live (OS keychain, safeStorage, env override, memory in tests). */
  secrets: SecretStore;
  /** The embedded emulator started by the launcher; "Explore the sandbox" points the core at it. */
  /**
   * How often the app checks its watchlist in the background, within the monthly monitoring
   * budget; false (the default: the CLI, the connector, tests) checks only when asked.
   */
  watchCheckEveryMs?: number | false;
  /**
   * How often the app syncs with the team library while it runs (team/background-sync.ts); false
   * (the default: the CLI, the connector, tests) syncs only when asked.
   */
  teamSyncEveryMs?: number | false;
  /**
   * The app's window opens on the library: true computes the library's list (in name order, the
   * screen's first) as soon as the core has started, while the window is still loading, so its
   * first read is answered from it (50-100 ms for 2,000 companies otherwise spent after the window
   * asked). False (the default: the CLI, the connector, tests) computes it when first read.
   */
  prepareLibraryList?: boolean;
  embedded?: { baseUrl: string; testKey: string } | null;
  /**
   * `--budget`: the most this run (process) may spend, held in memory beside the session cap set in
   * Settings (the lower of the two holds) and never written to settings.json.
   */
  runCapPaisa?: number | null;
  /** Client rate limits (requests a minute); default 60 live / 30 test as the spec says. */
  limits?: { livePerMinute: number; testPerMinute: number };
  now?: () => number;
  version?: string;
}

interface BackupFile {
  path: string;
  bytes: number;
  sha256: string;
}

/** What a backup holds, as its manifest.json says (store/backup.ts's BackupManifest). */
export interface BackupWritten {
  createdAt: string;
  schemaVersion: number;
  database: BackupFile;
  files: BackupFile[];
}

export type CoreEventListener = <K extends EventName>(name: K, payload: EventPayload<K>) => void;

export interface Core {
  handlers: BridgeHandlers;
  events: { subscribe(listener: CoreEventListener): () => void };
  files: {
    pdfPath(filingId: string): Promise<string | null>;
    /** A file an export.run of this core wrote, while it is unchanged; null for anything else. */
    exportFile(exportId: string): Promise<{ path: string; bytes: number; sha256: string } | null>;
  };
  /**
   * Resolves when no action is running or waiting to retry and the PDF text indexer has caught up,
   * so what was just mirrored is searchable (the CLI waits for it before it closes).
   */
  idle(): Promise<void>;
  /**
   * Writes a backup of the open library into `dest`, a folder that must not exist yet: library.db by
   * SQLite's online backup API, the PDFs, and a manifest of hashes (store/backup.ts). Not a bridge
   * call: only the command line, where the analyst types the path, asks for it.
   */
  backup(dest: string): Promise<BackupWritten>;
  /** Waits for running actions to reach a safe point, then closes the library. */
  close(): Promise<void>;
}
