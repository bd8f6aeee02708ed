/**
 * The main window's bounds, remembered between runs in a small JSON file under userData. What is
 * read back is checked: a file from another screen layout (a detached monitor) must not put the
 * window where the analyst cannot see it.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface WindowState {
  bounds: Rect;
  maximized: boolean;
}

export const DEFAULT_SIZE = { width: 1280, height: 820 };
export const MIN_SIZE = { width: 800, height: 560 };
/** How much of the window must overlap a screen for the saved position to count as visible. */
const MIN_VISIBLE = { width: 160, height: 80 };

export function windowStateFile(userDataDir: string): string {
  return join(userDataDir, 'window-state.json');
}

/** The saved state, or null for a missing, damaged or implausible file. */
export function parseWindowState(text: string | null): WindowState | null {
  if (text === null) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  const s = raw as { bounds?: Partial<Rect>; maximized?: unknown } | null;
  const b = s?.bounds;
  if (!b || ![b.x, b.y, b.width, b.height].every((n) => typeof n === 'number' && Number.isFinite(n))) return null;
  return { bounds: { x: b.x!, y: b.y!, width: b.width!, height: b.height! }, maximized: s.maximized === true };
}

/**
 * Where to open the window: the saved bounds when they are visible on one of the screens' work
 * areas (size clamped to that screen), else the default size centred on the first (primary) screen.
 */
export function restoreWindowState(saved: WindowState | null, workAreas: Rect[]): WindowState {
  const primary = workAreas[0] ?? { x: 0, y: 0, width: DEFAULT_SIZE.width, height: DEFAULT_SIZE.height };
  if (saved) {
    const screen = workAreas.find((area) => overlap(saved.bounds, area));
    if (screen) {
      const width = clamp(Math.round(saved.bounds.width), MIN_SIZE.width, screen.width);
      const height = clamp(Math.round(saved.bounds.height), MIN_SIZE.height, screen.height);
      return { bounds: { x: Math.round(saved.bounds.x), y: Math.round(saved.bounds.y), width, height }, maximized: saved.maximized };
    }
  }
  const width = Math.min(DEFAULT_SIZE.width, primary.width);
  const height = Math.min(DEFAULT_SIZE.height, primary.height);
  return {
    bounds: {
      x: primary.x + Math.round((primary.width - width) / 2),
      y: primary.y + Math.round((primary.height - height) / 2),
      width,
      height,
    },
    maximized: saved?.maximized ?? false,
  };
}

export async function readWindowState(file: string): Promise<WindowState | null> {
  try {
    return parseWindowState(await readFile(file, 'utf8'));
  } catch {
    return null; // first run, or unreadable: the default placement is fine
  }
}

/** Temp file then rename, so a crash mid-write leaves the previous state, not half a file. */
export async function writeWindowState(file: string, state: WindowState): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  await writeFile(temp, `${JSON.stringify(state)}\n`, 'utf8');
  await rename(temp, file);
}

function overlap(a: Rect, b: Rect): boolean {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return w >= MIN_VISIBLE.width && h >= MIN_VISIBLE.height;
}

function clamp(n: number, min: number, max: number): number {
  return Math.max(Math.min(n, max), Math.min(min, max));
}
