/**
 * Injected failures, so the client's error paths can be exercised on demand. Settable in-process
 * through the emulator handle, at start (`startEmulator({ faults })`, `--faults JSON`) and, with
 * --admin, over HTTP (PUT /admin/faults). Every fault is off by default; none of them ever causes
 * a charge for a call it refuses.
 */
import { z } from 'zod';
import { describeZodError } from '../shared/api/describe';

export type RefreshStage = 'masterData' | 'commonData' | 'documents';
/** How the entries of a batch zip are named: the emulator's `<filingId>.pdf`, the registry's own document names, or opaque tokens. */
export type ZipEntryNaming = 'filingId' | 'document' | 'opaque';

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
  /** Blob addresses issued while set stop working after this many downloads (1: after first use). */
  zipUrlMaxUses: number | null;
  /** Blob addresses issued while set stop working this many emulated seconds after the status read that issued them. */
  zipUrlTtlSeconds: number | null;
  /** What an expired blob address answers: 403 AuthenticationFailed (expired signature) or 404 BlobNotFound. */
  zipUrlExpiredStatus: 403 | 404;
  /** Archives are served cut short: the end of the file, central directory included, is missing. */
  zipTruncated: boolean;
  /** Archives carry one more PDF entry that matches no filing of the company. */
  zipStrayEntry: boolean;
  /** Entry names of the archives. */
  zipEntryNames: ZipEntryNaming;
  /** Batches (1-based) the archive content faults above apply to; null: every batch. */
  zipFaultBatches: number[] | null;
}

export interface CountedFault {
  /** Substring of the request path (query excluded) that the fault applies to; '' matches all. */
  pathPattern: string;
  remaining: number;
}

export interface CutFault {
  remaining: number;
  /** Bytes of the body sent before the socket is destroyed. */
  afterBytes: number;
}

export type FaultView = FaultSettings & { failNextRequests: CountedFault | null; dropConnection: CountedFault | null; cutBlobDownloads: CutFault | null };

/** One held blob download: send `afterBytes`, then the rest once `released` resolves. */
export interface BlobHold {
  afterBytes: number;
  released: Promise<void>;
}

export interface Faults {
  get(): FaultView;
  set(patch: Partial<FaultSettings>): void;
  /** The next `count` requests whose path contains `pathPattern` are answered 503 SERVICE_UNAVAILABLE. */
  failNextRequests(count: number, pathPattern?: string): void;
  /** The next `count` successful paid POSTs matching `pathPattern` are performed, charged, then the socket is destroyed. */
  dropConnection(count: number, pathPattern?: string): void;
  /** The next `count` blob (zip) downloads send `afterBytes` bytes of their body, then the socket is destroyed. */
  cutBlobDownloads(count: number, afterBytes: number): void;
  /** Consumes one injected failure for `path` if armed. */
  takeFailure(path: string): boolean;
  takeDrop(path: string): boolean;
  /** Consumes one cut if armed: the number of bytes to send, else null. */
  takeCut(): number | null;
  /**
   * In-process only (tests): the next `count` blob downloads send `afterBytes` bytes of their body
   * and then wait, the transfer open, until `releaseBlobDownloads()`: an archive that stays "being
   * read" for exactly as long as a test needs, with no timing involved.
   */
  holdBlobDownloads(count: number, afterBytes: number): void;
  /** Lets every held download send the rest of its body; downloads held later wait again. */
  releaseBlobDownloads(): void;
  /** Blob downloads waiting in a hold right now (their first bytes sent). */
  heldBlobDownloads(): number;
  /** Consumes one hold if armed (counted as waiting until released), else null. */
  takeHold(): BlobHold | null;
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
  zipUrlMaxUses: null,
  zipUrlTtlSeconds: null,
  zipUrlExpiredStatus: 403,
  zipTruncated: false,
  zipStrayEntry: false,
  zipEntryNames: 'filingId',
  zipFaultBatches: null,
};

const counted = z.strictObject({ count: z.number().int().min(0), pathPattern: z.string().optional() });

/** Every settable fault, as the admin route and `--faults` accept it. */
export const faultPatchSchema = z.strictObject({
  searchDown: z.boolean(),
  updateQueueDown: z.boolean(),
  documentQueueDown: z.boolean(),
  contactDown: z.boolean(),
  refreshStageFails: z.enum(['masterData', 'commonData', 'documents']).nullable(),
  latencyMs: z.number().int().min(0).max(120_000),
  dropOptionalFields: z.boolean(),
  messyValues: z.boolean(),
  zipUrlMaxUses: z.number().int().min(1).nullable(),
  zipUrlTtlSeconds: z.number().min(0).nullable(),
  zipUrlExpiredStatus: z.union([z.literal(403), z.literal(404)]),
  zipTruncated: z.boolean(),
  zipStrayEntry: z.boolean(),
  zipEntryNames: z.enum(['filingId', 'document', 'opaque']),
  zipFaultBatches: z.array(z.number().int().min(1)).nullable(),
  failNextRequests: counted,
  dropConnection: counted,
  cutBlobDownloads: z.strictObject({ count: z.number().int().min(0), afterBytes: z.number().int().min(0) }),
}).partial();

export type FaultPatch = z.output<typeof faultPatchSchema>;

/** Validates an untrusted patch (admin route, --faults); returns an error message or the clean patch. */
export function parseFaultPatch(input: unknown): FaultPatch | string {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return 'body must be a JSON object';
  const known = Object.keys(faultPatchSchema.shape);
  const unknown = Object.keys(input).find((key) => !known.includes(key));
  if (unknown !== undefined) return `unknown fault "${unknown}"; known: ${known.join(', ')}`;
  const parsed = faultPatchSchema.safeParse(input);
  return parsed.success ? parsed.data : describeZodError(parsed.error);
}

/** Applies a validated patch: settings, and the counted faults it arms. */
export function applyFaultPatch(faults: Faults, patch: FaultPatch): void {
  const { failNextRequests, dropConnection, cutBlobDownloads, ...settings } = patch;
  faults.set(settings);
  if (failNextRequests) faults.failNextRequests(failNextRequests.count, failNextRequests.pathPattern);
  if (dropConnection) faults.dropConnection(dropConnection.count, dropConnection.pathPattern);
  if (cutBlobDownloads) faults.cutBlobDownloads(cutBlobDownloads.count, cutBlobDownloads.afterBytes);
}

/** A promise and the function that resolves it (Promise.withResolvers is Node 22's). */
function gate(): { promise: Promise<void>; resolve: () => void } {
  let resolve = () => {};
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

export function createFaults(): Faults {
  let settings: FaultSettings = { ...DEFAULTS };
  let failures: CountedFault | null = null;
  let drops: CountedFault | null = null;
  let cuts: CutFault | null = null;
  let holds: CutFault | null = null;
  let waiting = 0;
  let release = gate();
  const take = (fault: CountedFault | null, path: string): boolean => {
    if (fault === null || fault.remaining <= 0 || !path.includes(fault.pathPattern)) return false;
    fault.remaining -= 1;
    return true;
  };
  const count = (n: number): number => {
    if (!Number.isInteger(n) || n < 0) throw new Error(`count must be a non-negative integer; got ${n}`);
    return n;
  };
  const counted = (n: number, pathPattern: string): CountedFault | null => (count(n) === 0 ? null : { pathPattern, remaining: n });
  return {
    get: () => ({ ...settings, failNextRequests: failures && { ...failures }, dropConnection: drops && { ...drops }, cutBlobDownloads: cuts && { ...cuts } }),
    set(patch) {
      settings = { ...settings, ...patch };
    },
    failNextRequests(n, pathPattern = '') {
      failures = counted(n, pathPattern);
    },
    dropConnection(n, pathPattern = '') {
      drops = counted(n, pathPattern);
    },
    cutBlobDownloads(n, afterBytes) {
      cuts = count(n) === 0 ? null : { remaining: n, afterBytes };
    },
    takeFailure: (path) => take(failures, path),
    takeDrop: (path) => take(drops, path),
    takeCut() {
      if (cuts === null || cuts.remaining <= 0) return null;
      cuts.remaining -= 1;
      return cuts.afterBytes;
    },
    holdBlobDownloads(n, afterBytes) {
      holds = count(n) === 0 ? null : { remaining: n, afterBytes };
    },
    releaseBlobDownloads() {
      release.resolve();
      release = gate();
    },
    heldBlobDownloads: () => waiting,
    takeHold() {
      if (holds === null || holds.remaining <= 0) return null;
      holds.remaining -= 1;
      waiting += 1;
      return {
        afterBytes: holds.afterBytes,
        released: release.promise.then(() => {
          waiting -= 1;
        }),
      };
    },
    reset() {
      settings = { ...DEFAULTS };
      failures = null;
      drops = null;
      cuts = null;
      holds = null;
      release.resolve();
      release = gate();
    },
  };
}
