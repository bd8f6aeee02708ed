/**
 * The core's side of the Electron utility process. Main posts `{ id, name, args }` (and
 * `{ cancel: id }` when it gives up on a call); this answers `{ id, result }` with a BridgeResult
 * from dispatchCall and forwards every core event as `{ event, payload }`. The protocol is
 * transport-agnostic and tested in plain Node; startUtilityProcess wires it to Electron's
 * process.parentPort.
 */
import type { BridgeResult } from '../../shared/bridge/contract';
import { type BridgeHandlers, createEventHub, dispatchCall, errorToData, type EventSink } from './bridge-handlers';

/** Electron's process.parentPort, reduced to what is used (messages arrive as `{ data }`). */
export interface ParentPortLike {
  on(event: 'message', listener: (message: { data: unknown }) => void): unknown;
  postMessage(message: unknown): void;
}

export type CallMessage = { id: number; name: string; args: unknown };
export type CancelMessage = { cancel: number };
export type ReplyMessage = { id: number; result: BridgeResult<unknown> };
export type EventMessage = { event: string; payload: unknown };

/** Builds the core, given where it must send its events. */
export type CoreStarter = (events: EventSink) => Promise<BridgeHandlers>;

/**
 * Serves bridge calls on a port. The listener is attached before the core is built, so calls that
 * arrive during startup wait for it; if the core fails to start, every call answers that failure.
 */
export function serveBridgePort(port: ParentPortLike, start: CoreStarter): { ready: Promise<boolean> } {
  const hub = createEventHub();
  hub.subscribe((event, payload) => post(port, { event, payload } satisfies EventMessage));

  const core: Promise<BridgeResult<BridgeHandlers>> = start(hub).then(
    (handlers) => ({ ok: true, value: handlers }),
    (e: unknown) => {
      const error = errorToData(e);
      return { ok: false, error: { ...error, code: 'CORE_START_FAILED', message: `The core could not start: ${error.message}`, cause: error.code } };
    },
  );
  const inFlight = new Map<number, AbortController>();

  port.on('message', ({ data }) => {
    if (isCancel(data)) {
      inFlight.get(data.cancel)?.abort();
      return;
    }
    if (!isCall(data)) return; // not ours; main only sends calls and cancels
    const controller = new AbortController();
    inFlight.set(data.id, controller);
    void (async () => {
      const started = await core;
      const result = started.ok
        ? await dispatchCall(started.value, data.name, data.args, { signal: controller.signal })
        : { ok: false as const, error: started.error };
      inFlight.delete(data.id);
      post(port, { id: data.id, result } satisfies ReplyMessage);
    })();
  });

  return { ready: core.then((c) => c.ok) };
}

/** Entry point inside Electron's utility process. */
export function startUtilityProcess(start: CoreStarter): void {
  const port = (process as unknown as { parentPort?: ParentPortLike }).parentPort;
  if (!port) throw new Error('utility-entry must run in an Electron utility process (process.parentPort is missing).');
  serveBridgePort(port, start);
}

function post(port: ParentPortLike, message: ReplyMessage | EventMessage): void {
  try {
    port.postMessage(message);
  } catch (e) {
    // A value the structured clone cannot carry (a function, a class with private state) must not
    // leave main waiting for an answer that never comes.
    if ('id' in message) port.postMessage({ id: message.id, result: { ok: false, error: errorToData(e) } } satisfies ReplyMessage);
  }
}

function isCall(data: unknown): data is CallMessage {
  const m = data as Partial<CallMessage> | null;
  return !!m && typeof m === 'object' && Number.isSafeInteger(m.id) && typeof m.name === 'string';
}

function isCancel(data: unknown): data is CancelMessage {
  const m = data as Partial<CancelMessage> | null;
  return !!m && typeof m === 'object' && Number.isSafeInteger(m.cancel);
}
