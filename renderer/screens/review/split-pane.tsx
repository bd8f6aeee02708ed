// Two panes with a draggable divider (also arrow keys when focused); the split is remembered.
import { type KeyboardEvent, type PointerEvent, type ReactNode, useRef, useState } from 'react';

function loadSplit(key: string, fallback: number): number {
  try {
    const saved = Number(localStorage.getItem(key));
    return saved >= 20 && saved <= 80 ? saved : fallback;
  } catch {
    return fallback;
  }
}

function saveSplit(key: string, value: number): void {
  try {
    localStorage.setItem(key, String(Math.round(value)));
  } catch {
    // storage unavailable: the split lasts for this view
  }
}

export function SplitPane({ storageKey, left, right, initial = 62 }: { storageKey: string; left: ReactNode; right: ReactNode; initial?: number }) {
  const [split, setSplit] = useState(() => loadSplit(storageKey, initial));
  const root = useRef<HTMLDivElement>(null);
  const update = (value: number) => {
    const clamped = Math.min(80, Math.max(20, value));
    setSplit(clamped);
    saveSplit(storageKey, clamped);
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!event.currentTarget.hasPointerCapture(event.pointerId) || !root.current) return;
    const box = root.current.getBoundingClientRect();
    update(((event.clientX - box.left) / box.width) * 100);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowLeft') update(split - 2);
    else if (event.key === 'ArrowRight') update(split + 2);
  };
  return (
    <div ref={root} className="split" style={{ gridTemplateColumns: `${split}% 6px 1fr` }} data-testid="split">
      <div className="split-pane">{left}</div>
      {/* biome-ignore lint/a11y/useSemanticElements: a focusable separator is the ARIA pattern for a splitter */}
      <div
        className="split-handle"
        role="separator"
        aria-orientation="vertical"
        aria-valuenow={Math.round(split)}
        aria-valuemin={20}
        aria-valuemax={80}
        aria-label="Resize panes"
        tabIndex={0}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onKeyDown={onKeyDown}
        data-testid="split-handle"
      />
      <div className="split-pane">{right}</div>
    </div>
  );
}
