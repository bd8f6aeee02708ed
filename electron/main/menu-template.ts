/**
 * The application menu as data (only Electron's types are imported, so it is testable in Node).
 * Menu actions reach the renderer the way the analyst would: the palette through its own Ctrl/Cmd+K
 * handler, Settings through its route, so no extra IPC channel exists for the menu.
 */
import type { MenuItemConstructorOptions } from 'electron';

export interface MenuActions {
  /**
   * Absent while the bridge contract has no export call: Export… is then shown disabled rather
   * than doing something the analyst did not ask for.
   */
  export?: () => void;
  settings(): void;
  commandPalette(): void;
  about(): void;
  openDataFolder(): void;
}

export interface MenuOptions {
  isMac: boolean;
  /** DevTools only in development builds. */
  dev: boolean;
}

export function buildMenuTemplate(actions: MenuActions, options: MenuOptions): MenuItemConstructorOptions[] {
  const settings: MenuItemConstructorOptions = { label: options.isMac ? 'Settings…' : 'Settings', accelerator: 'CmdOrCtrl+,', click: () => actions.settings() };
  const file: MenuItemConstructorOptions = {
    label: 'File',
    submenu: [
      { label: 'Export…', accelerator: 'CmdOrCtrl+E', enabled: actions.export !== undefined, click: () => actions.export?.() },
      ...(options.isMac ? [] : [settings, { type: 'separator' as const }, { role: 'quit' as const, label: 'Quit' }]),
    ],
  };
  const view: MenuItemConstructorOptions = {
    label: 'View',
    submenu: [
      // The renderer already handles Ctrl/Cmd+K; the menu shows the shortcut without stealing it.
      { label: 'Command palette', accelerator: 'CmdOrCtrl+K', registerAccelerator: false, click: () => actions.commandPalette() },
      { type: 'separator' },
      { role: 'reload' },
      ...(options.dev ? [{ role: 'toggleDevTools' as const }] : []),
      { type: 'separator' },
      { role: 'resetZoom' },
      { role: 'zoomIn' },
      { role: 'zoomOut' },
      { type: 'separator' },
      { role: 'togglefullscreen' },
    ],
  };
  const help: MenuItemConstructorOptions = {
    role: 'help',
    submenu: [
      { label: 'Open data folder', click: () => actions.openDataFolder() },
      ...(options.isMac ? [] : [{ label: 'About Dossier', click: () => actions.about() }]),
    ],
  };
  const appMenu: MenuItemConstructorOptions[] = options.isMac
    ? [
        {
          label: 'Dossier',
          submenu: [
            { role: 'about' },
            { type: 'separator' },
            settings,
            { type: 'separator' },
            { role: 'hide' },
            { role: 'hideOthers' },
            { role: 'unhide' },
            { type: 'separator' },
            { role: 'quit' },
          ],
        },
      ]
    : [];
  return [...appMenu, file, { role: 'editMenu' }, view, ...(options.isMac ? [{ role: 'windowMenu' as const }] : []), help];
}
