/**
 * What the test-only child processes share: reading their required environment and freezing at a
 * chosen point until the parent test kills them (SIGKILL), so a "killed mid-write" case stops at an
 * exact step rather than by timing luck.
 */

/** The value of a required environment variable; a child started without it fails at once. */
export function env(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

/** Blocks the event loop forever: nothing more is sent or written before the parent's SIGKILL. */
export function freeze(): never {
  const cell = new Int32Array(new SharedArrayBuffer(4));
  for (;;) Atomics.wait(cell, 0, 0, 60_000);
}
