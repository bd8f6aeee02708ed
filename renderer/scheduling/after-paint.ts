// Work that must not delay the frame just asked for: resolves once the browser has drawn a frame
// after the call (two animation frames, so a render scheduled just before is in the first), or after
// a short timer where there are no frames (jsdom, a hidden tab).

/** Resolves after the next frame has been drawn, at the latest after `timeoutMs`. */
export function afterPaint(timeoutMs = 100): Promise<void> {
  return new Promise((resolve) => {
    const timer = window.setTimeout(resolve, timeoutMs);
    if (typeof window.requestAnimationFrame !== 'function') return;
    window.requestAnimationFrame(() =>
      window.requestAnimationFrame(() => {
        window.clearTimeout(timer);
        resolve();
      }),
    );
  });
}
