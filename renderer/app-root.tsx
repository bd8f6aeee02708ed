// React and the app, mounted into #root by main.ts (after the first frame, if one was drawn, has been
// painted). A chunk of its own that index.html preloads, so it is fetched and compiled alongside the
// entry but evaluated only once main.ts asks for it. React replaces the first frame as it commits.
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
