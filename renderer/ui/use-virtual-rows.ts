// A virtualised table body shared by the long tables (companies, filings): only the rows in view
// exist, spacer rows above and below hold the scroll height, and the keyboard moves between rows
// (arrows, Page Up/Down, Home/End reach rows not drawn yet; Enter opens). Rows carry their index in a
// data attribute named by the caller, so focus can find a row after the virtualiser draws it.
// The table is one Tab stop (a roving tabindex): only the row last focused, or the first row drawn
// when that one is scrolled away, takes Tab; the arrows do the rest.
import { useVirtualizer } from '@tanstack/react-virtual';
import { type FocusEvent, type KeyboardEvent, useRef, useState } from 'react';

/** How far one Left or Right key scrolls a table wider than its window. */
const SIDEWAYS_STEP_PX = 80;

export interface VirtualRowsOptions<T> {
  rows: T[];
  rowHeight: number;
  /** Rows moved by Page Up / Page Down. */
  pageStep: number;
  overscan: number;
  /** The dataset key holding each row's index, e.g. 'filingIndex' for `data-filing-index`. */
  indexKey: string;
  onEnter(row: T): void;
  rowKey?(row: T, index: number): string | number;
  /** Height assumed before the scroll box is measured (its first frame). */
  firstFrameHeight?: number;
}

const kebab = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

export function useVirtualRows<T>(o: VirtualRowsOptions<T>) {
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: o.rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => o.rowHeight,
    overscan: o.overscan,
    ...(o.rowKey ? { getItemKey: (index: number) => (o.rows[index] === undefined ? index : o.rowKey!(o.rows[index]!, index)) } : {}),
    ...(o.firstFrameHeight ? { initialRect: { width: 0, height: o.firstFrameHeight } } : {}),
  });
  const items = virtualizer.getVirtualItems();
  const [active, setActive] = useState(0);
  const tabStop = items.some((i) => i.index === active) ? active : (items[0]?.index ?? 0);
  const tabIndexOf = (index: number): 0 | -1 => (index === tabStop ? 0 : -1);
  const top = items[0]?.start ?? 0;
  const bottom = virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0);
  const attribute = `data-${kebab(o.indexKey)}`;

  const onFocus = (event: FocusEvent<HTMLTableSectionElement>) => {
    const index = Number((event.target as HTMLElement).closest<HTMLElement>(`[${attribute}]`)?.dataset[o.indexKey] ?? -1);
    if (index >= 0) setActive(index);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableSectionElement>) => {
    const row = (event.target as HTMLElement).closest<HTMLElement>(`[${attribute}]`);
    const index = Number(row?.dataset[o.indexKey] ?? -1);
    if (index < 0) return;
    if (event.key === 'Enter') {
      const current = o.rows[index];
      if (current !== undefined) o.onEnter(current);
      return;
    }
    // Left and right scroll the table sideways when the window is narrower than it (200 % zoom):
    // the table stays one tab stop, its rows the way in.
    const sideways = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (sideways !== 0) {
      const el = scroller.current;
      if (el && el.scrollWidth > el.clientWidth) {
        event.preventDefault();
        el.scrollLeft += sideways * SIDEWAYS_STEP_PX;
      }
      return;
    }
    const steps: Record<string, number> = { ArrowDown: 1, ArrowUp: -1, PageDown: o.pageStep, PageUp: -o.pageStep };
    const step = steps[event.key] ?? 0;
    const jump = event.key === 'Home' ? 0 : event.key === 'End' ? o.rows.length - 1 : null;
    if (step === 0 && jump === null) return;
    event.preventDefault();
    const next = jump ?? Math.max(0, Math.min(o.rows.length - 1, index + step));
    virtualizer.scrollToIndex(next);
    // The row may only exist after the virtualiser re-renders.
    requestAnimationFrame(() => scroller.current?.querySelector<HTMLElement>(`[${attribute}="${next}"]`)?.focus());
  };

  return { scroller, items, top, bottom, onKeyDown, onFocus, tabIndexOf };
}
