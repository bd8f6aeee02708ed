import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseWindowState, readWindowState, restoreWindowState, windowStateFile, writeWindowState } from './window-state';

const laptop = { x: 0, y: 0, width: 1920, height: 1050 };
const rightMonitor = { x: 1920, y: 0, width: 2560, height: 1400 };

describe('window state', () => {
  it('parses a saved state and refuses damaged ones', () => {
    expect(parseWindowState('{"bounds":{"x":10,"y":20,"width":1000,"height":700},"maximized":true}')).toEqual({
      bounds: { x: 10, y: 20, width: 1000, height: 700 },
      maximized: true,
    });
    for (const bad of [null, '', 'nope', '{}', '{"bounds":{"x":"1","y":0,"width":1,"height":1}}', '{"bounds":{"x":1e999,"y":0,"width":1,"height":1}}']) {
      expect(parseWindowState(bad)).toBeNull();
    }
  });

  it('keeps bounds that are visible on a screen, including a second monitor', () => {
    const onRight = { bounds: { x: 2100, y: 100, width: 1400, height: 900 }, maximized: false };
    expect(restoreWindowState(onRight, [laptop, rightMonitor])).toEqual(onRight);
  });

  it('centres the default size on the primary screen when the saved screen is gone', () => {
    const onRight = { bounds: { x: 2100, y: 100, width: 1400, height: 900 }, maximized: true };
    expect(restoreWindowState(onRight, [laptop])).toEqual({ bounds: { x: 320, y: 115, width: 1280, height: 820 }, maximized: true });
    expect(restoreWindowState(null, [laptop]).bounds).toEqual({ x: 320, y: 115, width: 1280, height: 820 });
  });

  it('clamps the size to the screen and to the minimum', () => {
    const huge = { bounds: { x: 0, y: 0, width: 5000, height: 3000 }, maximized: false };
    expect(restoreWindowState(huge, [laptop]).bounds).toEqual({ x: 0, y: 0, width: 1920, height: 1050 });
    const tiny = { bounds: { x: 100, y: 100, width: 200, height: 100 }, maximized: false };
    expect(restoreWindowState(tiny, [laptop]).bounds).toEqual({ x: 100, y: 100, width: 800, height: 560 });
  });

  it('does not count a sliver at the edge of a screen as visible', () => {
    const offEdge = { bounds: { x: 1900, y: 0, width: 1000, height: 800 }, maximized: false };
    expect(restoreWindowState(offEdge, [laptop]).bounds.x).toBe(320);
  });

  it('writes atomically and reads back', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'dossier-window-'));
    try {
      const file = windowStateFile(join(dir, 'userData'));
      expect(await readWindowState(file)).toBeNull();
      const state = { bounds: { x: 1, y: 2, width: 900, height: 600 }, maximized: false };
      await writeWindowState(file, state);
      expect(await readWindowState(file)).toEqual(state);
      expect(JSON.parse(await readFile(file, 'utf8'))).toEqual(state);
      await writeFile(file, '{broken');
      expect(await readWindowState(file)).toBeNull();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
