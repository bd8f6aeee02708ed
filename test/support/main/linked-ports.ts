// Main's handle on the utility process (CoreChild) and the utility's process.parentPort, joined in
// memory with structured cloning and asynchronous delivery, as Electron joins them.
import type { ParentPortLike } from '../../../electron/core/utility-entry';
import type { CoreChild, RelayTimers } from '../../../electron/main/core-relay';

export function linkedPorts() {
  const childListeners: Array<(m: { data: unknown }) => void> = [];
  const mainListeners: Array<(m: unknown) => void> = [];
  const exitListeners: Array<(code: number) => void> = [];
  const sentToChild: unknown[] = [];
  const sentToMain: unknown[] = [];
  const parentPort: ParentPortLike = {
    on: (_event, listener) => childListeners.push(listener),
    postMessage(message) {
      sentToMain.push(message);
      const copy = structuredClone(message);
      queueMicrotask(() => {
        for (const l of mainListeners) l(copy);
      });
    },
  };
  const child: CoreChild = {
    on(event: 'message' | 'exit', listener: (arg: never) => void) {
      if (event === 'message') mainListeners.push(listener as (m: unknown) => void);
      else exitListeners.push(listener as (code: number) => void);
    },
    postMessage(message) {
      sentToChild.push(message);
      const copy = structuredClone(message);
      queueMicrotask(() => {
        for (const l of childListeners) l({ data: copy });
      });
    },
  };
  const exit = (code: number) => {
    for (const l of exitListeners) l(code);
  };
  return { parentPort, child, sentToChild, sentToMain, exit };
}

/** Timers that fire only when the test says so. */
export function manualTimers() {
  const due = new Map<number, () => void>();
  let next = 1;
  const timers: RelayTimers = {
    set: (run) => {
      due.set(next, run);
      return next++;
    },
    clear: (handle) => due.delete(handle as number),
  };
  const fireAll = () => {
    for (const run of [...due.values()]) run();
  };
  return { timers, fireAll, count: () => due.size };
}
