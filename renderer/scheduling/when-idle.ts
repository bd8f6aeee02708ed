// Work that can wait for the browser to be idle (preloading, building an index, drawing what is out
// of view): requestIdleCallback with a deadline, or a short timer where there is none (jsdom).

/** Runs `fn` when the browser is next idle, at the latest after `timeoutMs`; returns the cancel. */
export function whenIdle(fn: () => void, timeoutMs: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(() => fn(), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(fn, Math.min(timeoutMs, 50));
  return () => window.clearTimeout(id);
}
