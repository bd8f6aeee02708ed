// Entry: pick the bridge, create the stores, wire events, render.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { getBridge } from './bridge/get-bridge';
import { StoresProvider } from './state/context';
import { connectStores, createStores } from './state/stores';
import { applyTheme, loadTheme } from './ui/theme';
import './styles/base.css';
import './styles/layout.css';
import './styles/components.css';
import './styles/tables.css';
import './styles/badges.css';
import './styles/overlays.css';
import './styles/widgets.css';
import './styles/viewer.css';
import './styles/reports.css';
import './styles/connections.css';

applyTheme(loadTheme());
const bridge = getBridge();
const stores = createStores(bridge);
connectStores(bridge, stores);
void stores.app.getState().refresh();
void stores.library.getState().refresh();
void stores.actions.getState().refresh();

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');
createRoot(root).render(
  <StrictMode>
    <StoresProvider stores={stores} bridge={bridge}>
      <App />
    </StoresProvider>
  </StrictMode>,
);
