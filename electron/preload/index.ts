// The preload: exposes the contract's BridgeApi as `window.dossier` and nothing else. Runs
// sandboxed (bundled to one CommonJS file, see build/README.md), so it may only use 'electron'.
import { contextBridge, ipcRenderer } from 'electron';
import { createPreloadApi } from './bridge-api';

contextBridge.exposeInMainWorld('dossier', createPreloadApi(ipcRenderer));
