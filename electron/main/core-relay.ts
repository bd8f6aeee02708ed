/**
 * Main's side of the utility-process bridge: numbers each call, waits for the matching reply,
 * gives up after a timeout (and tells the core to abort), and answers every pending call when the
 * core process dies, so the renderer always gets a BridgeResult and never hangs. No electron
 * import: the child is anything with postMessage and message/exit events (UtilityProcess fits).
 */
import { type BridgeResult, type EventName, isCallName } from '../../shared/bridge/contract';
import { isEventName } from './channels';

export interface CoreChild {
  postMessage(message: unknown): void;
  on(event: 'message', listener: (message: unknown) => void): unknown;
  on(event: 'exit', listener: (code: number) => void): unknown;
}

export interface RelayTimers {
  set(run: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

export interface RelayOptions {
  /** How long a call may take before the renderer is told it timed out. */
  timeoutMs?: number;
  onEvent(name: EventName, payload: unknown): void;
  /** Told once when the core exits; pending calls have already been answered. */
  onExit?(code: number): void;
  timers?: RelayTimers;
}

export interface CoreRelay {
  call(name: string, args: unknown): Promise<BridgeResult<unknown>>;
  /** Where the library keeps a filing's PDF, for the dossier-file protocol; null when absent. */
  pdfPath(filingId: string): Promise<string | null>;
  pendingCount(): number;
  alive(): boolean;
}

const realTimers: RelayTimers = {
  set: (run, ms) => setTimeout(run, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

interface Pending {
  resolve(result: BridgeResult<unknown>): void;
  timer: unknown;
}

/** File lookups are local disk reads in the core: a short wait is plenty. */
const PDF_PATH_TIMEOUT_MS = 10_000;

export function createCoreRelay(child: CoreChild, options: RelayOptions): CoreRelay {
  const timeoutMs = options.timeoutMs ?? 120_000;
  const timers = options.timers ?? realTimers;
  const pending = new Map<number, Pending>();
  const lookups = new Map<number, { resolve(path: string | null): void; timer: unknown }>();
  let nextId = 1;
  let exitCode: number | null = null;

  const settle = (id: number, result: BridgeResult<unknown>) => {
    const entry = pending.get(id);
    if (!entry) return; // a late reply after a timeout: already answered
    pending.delete(id);
    timers.clear(entry.timer);
    entry.resolve(result);
  };

  child.on('message', (message) => {
    const m = message as { id?: unknown; result?: unknown; path?: unknown; event?: unknown; payload?: unknown } | null;
    if (!m || typeof m !== 'object') return;
    if (typeof m.id === 'number' && isBridgeResult(m.result)) settle(m.id, m.result);
    else if (typeof m.id === 'number' && 'path' in m) settleLookup(m.id, typeof m.path === 'string' ? m.path : null);
    else if (isEventName(m.event)) options.onEvent(m.event, m.payload);
  });

  const settleLookup = (id: number, path: string | null) => {
    const entry = lookups.get(id);
    if (!entry) return;
    lookups.delete(id);
    timers.clear(entry.timer);
    entry.resolve(path);
  };

  child.on('exit', (code) => {
    exitCode = code;
    for (const id of [...pending.keys()]) settle(id, coreExited(code));
    for (const id of [...lookups.keys()]) settleLookup(id, null);
    options.onExit?.(code);
  });

  return {
    call(name, args) {
      if (typeof name !== 'string' || !isCallName(name)) {
        return Promise.resolve({ ok: false, error: { code: 'UNKNOWN_CALL', message: `There is no bridge call named "${String(name).slice(0, 100)}".` } });
      }
      if (exitCode !== null) return Promise.resolve(coreExited(exitCode));
      const id = nextId++;
      return new Promise((resolve) => {
        const timer = timers.set(() => {
          child.postMessage({ cancel: id });
          settle(id, {
            ok: false,
            error: { code: 'CORE_TIMEOUT', message: `${name} took longer than ${Math.round(timeoutMs / 1000)} s and was abandoned.`, call: name },
          });
        }, timeoutMs);
        pending.set(id, { resolve, timer });
        try {
          child.postMessage({ id, name, args });
        } catch (e) {
          settle(id, { ok: false, error: { code: 'CORE_UNREACHABLE', message: `Could not send ${name} to the core: ${String(e)}` } });
        }
      });
    },
    pdfPath(filingId) {
      if (exitCode !== null) return Promise.resolve(null);
      const id = nextId++;
      return new Promise((resolve) => {
        const timer = timers.set(() => settleLookup(id, null), PDF_PATH_TIMEOUT_MS);
        lookups.set(id, { resolve, timer });
        try {
          child.postMessage({ id, pdfPath: filingId });
        } catch {
          settleLookup(id, null);
        }
      });
    },
    pendingCount: () => pending.size + lookups.size,
    alive: () => exitCode === null,
  };
}

function coreExited(code: number): BridgeResult<never> {
  return {
    ok: false,
    error: { code: 'CORE_EXITED', message: `Dossier's core stopped (exit code ${code}). Restart Dossier; work already saved is kept.`, exitCode: code },
  };
}

function isBridgeResult(v: unknown): v is BridgeResult<unknown> {
  return !!v && typeof v === 'object' && typeof (v as { ok?: unknown }).ok === 'boolean';
}
