// The desktop notification for changes a background check of the watchlist found (the renderer
// shows its own toast too). Worded here, shown by main.ts with Electron's Notification.
import type { EventName } from '../../shared/bridge/contract';

export interface ChangeNotice {
  title: string;
  body: string;
}

/** The notice for a bridge event, or null when the event is not new changes (or malformed). */
export function changeNotice(name: EventName, payload: unknown): ChangeNotice | null {
  if (name !== 'watch.changes' || !payload || typeof payload !== 'object') return null;
  const { newChanges, companies } = payload as { newChanges?: unknown; companies?: unknown };
  if (typeof newChanges !== 'number' || newChanges < 1 || !Array.isArray(companies)) return null;
  const where = companies.length === 1 ? String(companies[0]) : `${companies.length} watched companies`;
  return { title: `Dossier: ${newChanges} new change${newChanges === 1 ? '' : 's'}`, body: `At ${where}. Open Changes in Dossier to read them.` };
}

/** What a click on the notice needs of the main window. */
export interface NoticeWindow {
  isMinimized(): boolean;
  restore(): void;
  show(): void;
  focus(): void;
}

/**
 * A click on the notice: the window comes forward and the renderer is told to open Changes
 * (through the bridge's one-way `navigate` event), so the analyst lands on what the notice named.
 */
export function openChangesFromNotice(win: NoticeWindow | null, send: (name: 'navigate', payload: { to: 'changes' }) => void): void {
  if (!win) return;
  if (win.isMinimized()) win.restore();
  win.show();
  win.focus();
  send('navigate', { to: 'changes' });
}
