// Entry: boot.ts (imported first) picks the bridge, creates the stores and sends the first reads
// before React and the screens are evaluated; the app is drawn at once, while the core answers
// (drawing only after the reads measured no faster: the first draw then no longer overlaps them).
import { bridge, stores } from './boot';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { StoresProvider } from './state/context';
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

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');
createRoot(root).render(
  <StrictMode>
    <StoresProvider stores={stores} bridge={bridge}>
      <App />
    </StoresProvider>
  </StrictMode>,
);
