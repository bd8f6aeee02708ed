/** Everything a route needs: the registry, the state, the clock, the faults and the settings. */
import type { Clock } from '../clock';
import type { Faults } from '../faults';
import { PdfCache } from '../pdf/index';
import type { Registry } from '../registry/types';
import type { Account, ApiKey } from '../state/accounts';
import type { RouteRecord } from '../portal/openapi';
import type { World } from '../state/company-view';
import type { EmulatorState } from '../state/store';

/** A signed zip address minted under the expiry faults (blob-grants.ts). */
export interface BlobGrant {
  jobId: string;
  batch: number;
  maxUses: number | null;
  expiresAt: number | null;
  uses: number;
}

export interface Limits {
  rateLive: number;
  rateTest: number;
  refreshPerMinute: number;
}

export interface EmulatorContext extends World {
  clock: Clock;
  faults: Faults;
  keys: ReadonlyMap<string, ApiKey>;
  limits: Limits;
  pdfCache: PdfCache;
  /** Absolute address of the server, set once it listens (zip blob URLs point at it). */
  baseUrl: string;
  /** Per-key request times within the last minute (sliding window). */
  rateWindows: Map<string, number[]>;
  /** Per-account refresh requests within the last minute: which company, when. */
  refreshWindows: Map<string, Array<{ cin: string; at: number }>>;
  /** Signed zip addresses minted under the expiry faults, by signature (not persisted, like the faults). */
  blobGrants: Map<string, BlobGrant>;
  /** The route catalogue: every route the app registers (filled as it registers them). */
  routes: RouteRecord[];
}

export interface ContextInput {
  registry: Registry;
  state: EmulatorState;
  clock: Clock;
  faults: Faults;
  keys: readonly ApiKey[];
  limits: Limits;
  speed: number;
}

export function createContext(input: ContextInput): EmulatorContext {
  return {
    registry: input.registry,
    state: input.state,
    clock: input.clock,
    faults: input.faults,
    speed: input.speed,
    now: () => input.clock.now(),
    keys: new Map(input.keys.map((k) => [k.key, k])),
    limits: input.limits,
    pdfCache: new PdfCache(),
    baseUrl: 'http://127.0.0.1',
    rateWindows: new Map(),
    refreshWindows: new Map(),
    blobGrants: new Map(),
    routes: [],
  };
}

export interface Caller {
  apiKey: ApiKey;
  account: Account;
  isTest: boolean;
}
