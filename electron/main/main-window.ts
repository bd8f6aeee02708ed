/**
 * The one Dossier window: sandboxed renderer with context isolation and only the preload's bridge,
 * no navigation away from the app, no new windows (http(s) links open in the system browser), and
 * bounds remembered between runs.
 */
import { BrowserWindow, screen, shell } from 'electron';
import { decideNavigation } from './navigation-policy';
import { readWindowState, restoreWindowState, type WindowState, windowStateFile, writeWindowState } from './window-state';

export interface MainWindowOptions {
  preload: string;
  url: string;
  userDataDir: string;
}

export async function createMainWindow(options: MainWindowOptions): Promise<BrowserWindow> {
  const stateFile = windowStateFile(options.userDataDir);
  const workAreas = screen.getAllDisplays().map((d) => d.workArea);
  const state = restoreWindowState(await readWindowState(stateFile), workAreas);
  const win = new BrowserWindow({
    ...state.bounds,
    minWidth: 800,
    minHeight: 560,
    show: false,
    title: 'Dossier',
    backgroundColor: '#ffffff',
    webPreferences: {
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      spellcheck: false,
      preload: options.preload,
    },
  });
  if (state.maximized) win.maximize();
  win.once('ready-to-show', () => win.show());

  const refuse = (url: string) => {
    const decision = decideNavigation(url);
    if (decision.openExternal) void shell.openExternal(decision.openExternal);
  };
  win.webContents.on('will-navigate', (event) => {
    event.preventDefault();
    refuse(event.url);
  });
  win.webContents.on('will-redirect', (event) => {
    event.preventDefault();
  });
  win.webContents.setWindowOpenHandler(({ url }) => {
    refuse(url);
    return { action: 'deny' };
  });
  win.webContents.on('will-attach-webview', (event) => event.preventDefault());

  trackWindowState(win, stateFile);
  await win.loadURL(options.url);
  return win;
}

/** Saves the normal (unmaximised) bounds shortly after the last move or resize, and on close. */
function trackWindowState(win: BrowserWindow, file: string): void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const current = (): WindowState => ({ bounds: win.getNormalBounds(), maximized: win.isMaximized() });
  const save = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    // Losing the window position is harmless; it must never stop the app from closing.
    writeWindowState(file, current()).catch(() => {});
  };
  const later = () => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(save, 500);
  };
  win.on('resize', later);
  win.on('move', later);
  win.on('maximize', later);
  win.on('unmaximize', later);
  win.on('close', save);
}
