// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BridgeResult } from '../../../shared/bridge/contract';
import { KeptReads, useCall } from './use-call';

afterEach(cleanup);

describe('KeptReads', () => {
  it('keeps the last value of each key, at most `size` keys, the least recently kept going first', () => {
    const kept = new KeptReads<number>(2);
    kept.set('a', 1);
    kept.set('b', 2);
    kept.set('a', 3); // a kept again: b is now the oldest
    kept.set('c', 4);
    expect(kept.get('a')).toBe(3);
    expect(kept.get('b')).toBeUndefined();
    expect(kept.get('c')).toBe(4);
  });
});

describe('useCall', () => {
  const answers = (value: number) => vi.fn(async (): Promise<BridgeResult<number>> => ({ ok: true, value }));

  it('reads at once when nothing is kept', async () => {
    const read = answers(7);
    const { result } = renderHook(() => useCall(read, 'a', new KeptReads<number>(2)));
    expect(read).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(result.current.value).toBe(7));
    expect(result.current.loading).toBe(false);
  });

  it('shows the kept value first and reads again only once it has been drawn', async () => {
    const kept = new KeptReads<number>(2);
    kept.set('a', 1);
    let frames: FrameRequestCallback[] = [];
    const raf = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));
    // afterPaint's fallback timer is held too, so only the frames run below can let the read go.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const read = answers(2);
      const { result } = renderHook(() => useCall(read, 'a', kept));
      expect(result.current.value).toBe(1);
      expect(read).not.toHaveBeenCalled();
      // The frame that draws the kept value, then the next: only now is the read sent.
      act(() => {
        const now = frames;
        frames = [];
        for (const cb of now) cb(0);
      });
      expect(read).not.toHaveBeenCalled();
      await act(async () => {
        const now = frames;
        frames = [];
        for (const cb of now) cb(16);
      });
      expect(read).toHaveBeenCalledTimes(1);
      await act(async () => {}); // the read's answer
      expect(result.current.value).toBe(2);
      expect(kept.get('a')).toBe(2);
    } finally {
      vi.useRealTimers();
      raf.mockRestore();
    }
  });

  it('sends no read for a screen closed before its kept value was drawn', async () => {
    const kept = new KeptReads<number>(2);
    kept.set('a', 1);
    const read = answers(2);
    const { unmount } = renderHook(() => useCall(read, 'a', kept));
    unmount();
    // afterPaint's fallback timer (100 ms) passes: still no read.
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(read).not.toHaveBeenCalled();
  });

  it('opened again while its read is on its way, waits for that read instead of sending another', async () => {
    const kept = new KeptReads<number>(2);
    let answer!: (result: BridgeResult<number>) => void;
    const slow = vi.fn(() => new Promise<BridgeResult<number>>((resolve) => (answer = resolve)));
    const first = renderHook(() => useCall(slow, 'a', kept));
    expect(slow).toHaveBeenCalledTimes(1);
    first.unmount();
    const again = vi.fn(async (): Promise<BridgeResult<number>> => ({ ok: true, value: 9 }));
    const second = renderHook(() => useCall(again, 'a', kept));
    expect(again).not.toHaveBeenCalled();
    await act(async () => answer({ ok: true, value: 5 }));
    expect(second.result.current.value).toBe(5);
    expect(kept.get('a')).toBe(5);
    // Once that read is in, a reload reads anew.
    await act(() => second.result.current.reload());
    expect(again).toHaveBeenCalledTimes(1);
    expect(second.result.current.value).toBe(9);
  });
});
