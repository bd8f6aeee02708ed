/**
 * Injected failures, so the client's error paths can be exercised on demand. Settable in-process
 * through the emulator handle and, with --admin, over HTTP (PUT /admin/faults). Every fault is
 * off by default; none of them ever causes a charge for a call it refuses.
 */
export type RefreshStage = 'masterData' | 'commonData' | 'documents';

export interface FaultSettings {
  /** Name search answers 503 SEARCH_UNAVAILABLE; exact identifiers still resolve. */
  searchDown: boolean;
  /** POST .../update and .../filings/refresh answer 503 UPDATE_QUEUE_UNAVAILABLE. */
  updateQueueDown: boolean;
  /** Document fetch cannot queue a job: 503 DOCUMENT_JOB_QUEUE_UNAVAILABLE. */
  documentQueueDown: boolean;
  /** Director contact unlock answers 503 SERVICE_UNAVAILABLE. */
  contactDown: boolean;
  /** Refresh jobs created while set fail at this stage. */
  refreshStageFails: RefreshStage | null;
  /** Every request waits this long (real milliseconds) before it is handled. */
  latencyMs: number;
  /** Registry payloads lose a deterministic subset of their optional fields. */
  dropOptionalFields: boolean;
  /** Registry payloads carry values as the registry really spells them ("Y"/"N", "", "ADT - 1", "123"). */
  messyValues: boolean;
}

export interface CountedFault {
  /** Substring of the request path (query excluded) that the fault applies to; '' matches all. */
  pathPattern: string;
  remaining: number;
}

export interface Faults {
  get(): FaultSettings & { failNextRequests: CountedFault | null; dropConnection: CountedFault | null };
  set(patch: Partial<FaultSettings>): void;
  /** The next `count` requests whose path contains `pathPattern` are answered 503 SERVICE_UNAVAILABLE. */
  failNextRequests(count: number, pathPattern?: string): void;
  /** The next `count` successful paid POSTs matching `pathPattern` are performed, charged, then the socket is destroyed. */
  dropConnection(count: number, pathPattern?: string): void;
  /** Consumes one injected failure for `path` if armed. */
  takeFailure(path: string): boolean;
  takeDrop(path: string): boolean;
  reset(): void;
}

const DEFAULTS: FaultSettings = {
  searchDown: false,
  updateQueueDown: false,
  documentQueueDown: false,
  contactDown: false,
  refreshStageFails: null,
  latencyMs: 0,
  dropOptionalFields: false,
  messyValues: false,
};

const STAGES: readonly RefreshStage[] = ['masterData', 'commonData', 'documents'];

/** Validates an untrusted patch (admin route); returns an error message or the clean patch. */
export function parseFaultPatch(input: unknown): Partial<FaultSettings> | string {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return 'body must be a JSON object';
  const patch: Partial<FaultSettings> = {};
  for (const [key, value] of Object.entries(input)) {
    if (key === 'refreshStageFails') {
      if (value !== null && !STAGES.includes(value as RefreshStage)) return `refreshStageFails must be null or one of ${STAGES.join(', ')}`;
      patch.refreshStageFails = value as RefreshStage | null;
    } else if (key === 'latencyMs') {
      if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > 120_000) return 'latencyMs must be an integer 0..120000';
      patch.latencyMs = value;
    } else if (key in DEFAULTS) {
      if (typeof value !== 'boolean') return `${key} must be a boolean`;
      (patch as Record<string, boolean>)[key] = value;
    } else if (key !== 'failNextRequests' && key !== 'dropConnection') {
      return `unknown fault "${key}"`;
    }
  }
  return patch;
}

export function createFaults(): Faults {
  let settings: FaultSettings = { ...DEFAULTS };
  let failures: CountedFault | null = null;
  let drops: CountedFault | null = null;
  const take = (fault: CountedFault | null, path: string): boolean => {
    if (fault === null || fault.remaining <= 0 || !path.includes(fault.pathPattern)) return false;
    fault.remaining -= 1;
    return true;
  };
  const counted = (count: number, pathPattern: string): CountedFault | null => {
    if (!Number.isInteger(count) || count < 0) throw new Error(`count must be a non-negative integer; got ${count}`);
    return count === 0 ? null : { pathPattern, remaining: count };
  };
  return {
    get: () => ({ ...settings, failNextRequests: failures && { ...failures }, dropConnection: drops && { ...drops } }),
    set(patch) {
      settings = { ...settings, ...patch };
    },
    failNextRequests(count, pathPattern = '') {
      failures = counted(count, pathPattern);
    },
    dropConnection(count, pathPattern = '') {
      drops = counted(count, pathPattern);
    },
    takeFailure: (path) => take(failures, path),
    takeDrop: (path) => take(drops, path),
    reset() {
      settings = { ...DEFAULTS };
      failures = null;
      drops = null;
    },
  };
}
