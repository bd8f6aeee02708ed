/**
 * The Electron shell: one window, the menu, dialogs and the dossier-file protocol; the core runs in
 * a utility process and every bridge call is relayed to it. Nothing else happens here.
 */
import { homedir } from 'node:os';
import { join } from 'node:path';
import { app, type BrowserWindow, dialog, Menu, Notification, protocol, safeStorage, session, shell } from 'electron';
import { ENV } from '../core/env-names';
import { appContentSecurityPolicy } from './app-csp';
import { APP_INDEX_URL, APP_ORIGIN, appProtocolResponse } from './app-protocol';
import { changeNotice, openChangesFromNotice } from './change-notice';
import { prepareLibraryDir } from './core-env';
import { startCoreProcess } from './core-process';
import { createExportReveal } from './export-reveal';
import { createExportSave } from './export-save';
import { registerBridgeIpc, sendBridgeEvent } from './ipc-bridge';
import { createMainWindow } from './main-window';
import { buildMenuTemplate } from './menu-template';
import { FILE_SCHEME } from './pdf-protocol';
import { SafeStorageSecretStore, safeStorageSecretsFile } from './safe-storage-secrets';

// Bundled layout (build/README.md): dist/main/main.js beside dist/preload, dist/core, dist/renderer.
const distDir = join(import.meta.dirname, '..');
const devServer = !app.isPackaged ? (process.env[ENV.devServer] ?? null) : null;
const csp = appContentSecurityPolicy(devServer ? { serverOrigin: new URL(devServer).origin } : null);

// Must happen before ready: a standard, secure scheme gives the app a real origin for its CSP,
// module scripts, pdf.js workers and fetch (with Range) of library PDFs.
protocol.registerSchemesAsPrivileged([
  { scheme: FILE_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true, stream: true, codeCache: true } },
]);
app.enableSandbox();

if (!app.requestSingleInstanceLock()) {
  // Another Dossier owns the library; two writers would fight over it.
  app.quit();
} else {
  let win: BrowserWindow | null = null;
  app.on('second-instance', () => {
    if (!win) return;
    if (win.isMinimized()) win.restore();
    win.focus();
  });
  // A failed start (a library move refused, a window that cannot open) ends in fail()'s dialog,
  // not in an unhandled rejection behind a window that never appears.
  app
    .whenReady()
    .then(async () => {
      win = await start();
    })
    .catch(fail);
  app.on('window-all-closed', () => app.quit());
}

async function start(): Promise<BrowserWindow> {
  const userData = app.getPath('userData');
  // The library the CLI uses too; one an earlier version kept in userData is moved there first
  // (a refusal, when both folders hold one, ends the start with its explanation).
  const { dataDir } = prepareLibraryDir(process.env, process.platform, homedir(), userData);
  const version = app.getVersion();
  let win: BrowserWindow | null = null;

  const core = startCoreProcess({
    entry: join(distDir, 'core', 'utility-entry.js'),
    dataDir,
    version,
    // The core's secrets, encrypted by the OS keychain through safeStorage (usable after ready).
    secrets: new SafeStorageSecretStore(safeStorageSecretsFile(userData), safeStorage),
    onEvent: (name, payload) => {
      sendBridgeEvent(win?.webContents ?? null, name, payload);
      // New changes from a background check of the watchlist: a desktop notification as well.
      const notice = changeNotice(name, payload);
      if (notice && Notification.isSupported()) {
        const shown = new Notification(notice);
        shown.on('click', () => openChangesFromNotice(win, (event, args) => sendBridgeEvent(win?.webContents ?? null, event, args)));
        shown.show();
      }
    },
    onGaveUp: (code) => dialog.showErrorBox('Dossier stopped working', `The core process exited (code ${code}) and could not be restarted. Your library is safe; restart Dossier.`),
  });
  const exportSave = createExportSave({
    dataDir,
    showSaveDialog: (options) => (win ? dialog.showSaveDialog(win, options) : dialog.showSaveDialog(options)),
    relayCall: (name, args) => core.relay().call(name, args),
  });
  const exportReveal = createExportReveal({ openPath: (path) => shell.openPath(path), showItemInFolder: (path) => shell.showItemInFolder(path) });
  const unregister = registerBridgeIpc({
    relay: () => core.relay(),
    isTrustedUrl: (url) => url.startsWith(`${APP_ORIGIN}/`) || (devServer !== null && url.startsWith(devServer)),
    exportRun: async (args) => exportReveal.note(await exportSave(args)),
    exportReveal: (args) => exportReveal.reveal(args),
  });
  app.on('before-quit', () => {
    unregister();
    core.stop();
  });

  protocol.handle(FILE_SCHEME, (request) =>
    appProtocolResponse(request, { rendererDir: join(distDir, 'renderer'), pdfPath: (id) => core.relay().pdfPath(id), contentSecurityPolicy: csp }),
  );
  session.defaultSession.webRequest.onHeadersReceived((details, callback) => {
    callback({ responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [csp] } });
  });
  // Dossier needs no camera, microphone, notifications or geolocation.
  session.defaultSession.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));

  const isMac = process.platform === 'darwin';
  const menu = buildMenuTemplate(
    {
      settings: () => void win?.webContents.executeJavaScript("location.hash = '#/settings'"),
      // The renderer owns the shortcut; the menu presses it rather than adding a channel.
      commandPalette: () => {
        const modifiers: Array<'meta' | 'control'> = [isMac ? 'meta' : 'control'];
        win?.webContents.sendInputEvent({ type: 'keyDown', keyCode: 'K', modifiers });
        win?.webContents.sendInputEvent({ type: 'keyUp', keyCode: 'K', modifiers });
      },
      about: () =>
        void dialog.showMessageBox({ type: 'info', title: 'About Dossier', message: `Dossier ${version}`, detail: 'Due diligence on Indian companies.' }),
      openDataFolder: () => void shell.openPath(dataDir),
    },
    { isMac, dev: !app.isPackaged },
  );
  Menu.setApplicationMenu(Menu.buildFromTemplate(menu));

  win = await createMainWindow({ preload: join(distDir, 'preload', 'index.cjs'), url: devServer ?? APP_INDEX_URL, userDataDir: userData });
  win.on('closed', () => {
    win = null;
  });
  return win;
}

function fail(error: unknown): void {
  dialog.showErrorBox('Dossier could not start', error instanceof Error ? error.message : String(error));
  app.exit(1);
}
