// React and the app, mounted into #root by main.ts (after the first frame, if one was drawn, has been
// painted). A chunk of its own, fetched, compiled and evaluated only once main.ts asks for it (not
// preloaded beside the entry: see main.ts). React replaces the first frame as it commits.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import type { RendererBridge } from './bridge/types';
import { StoresProvider } from './state/context';
import type { Stores } from './state/stores';

export function mountApp(root: HTMLElement, bridge: RendererBridge, stores: Stores): void {
  createRoot(root).render(
    <StrictMode>
      <StoresProvider stores={stores} bridge={bridge}>
        <App />
      </StoresProvider>
    </StrictMode>,
  );
}
