/** What every group of bridge handlers shares: the library, the account, the engine and the clock. */
import type { Connectivity } from '../account/connectivity';
import type { Session } from '../account/session';
import type { CoreOptions } from '../core-types';
import type { PackSigning, WrittenExports } from '../export';
import type { MirrorEngine } from '../mirror';
import type { PortfolioService } from '../portfolio';
import type { Library } from '../store';
import type { BackgroundSync, TeamLibrary } from '../team';
import type { Watcher } from '../watch';

export interface HandlerContext {
  readonly library: Library;
  readonly session: Session;
  readonly engine: MirrorEngine;
  /** Monitoring: the watchlist, its checks and the change feed. */
  readonly watcher: Watcher;
  /** A lender's books: import, resolution, the book view and its background assessments. */
  readonly portfolios: PortfolioService;
  /** The team library on PostgreSQL: status, connect, sync, init. */
  readonly team: TeamLibrary;
  /** The app's sync with the team: on a timer, after purchases, on "Sync now"; one at a time. */
  readonly teamSync: BackgroundSync;
  readonly connectivity: Connectivity;
  readonly options: CoreOptions;
  now(): number;
  /** The current time as an ISO 8601 instant. */
  iso(): string;
  /** Signs DD packs with the library's Ed25519 key; without a data key, says why there is none. */
  packSigner(): Promise<PackSigning>;
  /** The exports written in this run, by export id (the browser host's downloads). */
  readonly written: WrittenExports;
}
